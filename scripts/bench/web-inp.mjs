// Interaction to Next Paint of the store's common interactions (issue 32), measured in Debian chromium through
// playwright-core with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), on the real reference server
// behind the benchmark's HTTPS front. Each interaction is done on a freshly loaded page once it has settled
// (network quiet, then an idle callback), `runs` times; a run's INP is the longest interaction of the run
// (the Event Timing API: PerformanceObserver type 'event', durationThreshold 16, the longest entry of each
// interactionId, as web-vitals' onINP takes it); the median of the runs is held to the budget.
//
// An interaction under 16 ms reports no entry at all: its run counts as 0 ms ("< 16" in the table).
// The long animation frames seen during the worst run (scripts with their durations) are printed with
// BENCH_VERBOSE=1 and kept in BENCH_REPORT_DIR as inp-<interaction>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPlaywright, loadShopperSteps } from './web-session.mjs';

/** Installed in every page before its scripts: collects event timings and long animation frames. */
function observeInteractions() {
  const interactions = new Map();
  const frames = [];
  // The control the shopper used (the button, not the icon inside it), as a short name.
  const describe = (node) => {
    const element =
      node instanceof Element ? (node.closest('button, a, input, label, [role]') ?? node) : null;
    if (!element) return String(node);
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${name ? ` "${name}"` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = interactions.get(entry.interactionId);
      if (known && known.duration >= entry.duration) continue;
      interactions.set(entry.interactionId, {
        name: entry.name,
        target: describe(entry.target),
        duration: entry.duration,
        inputDelay: Math.round(entry.processingStart - entry.startTime),
        processing: Math.round(entry.processingEnd - entry.processingStart),
        presentation: Math.round(entry.startTime + entry.duration - entry.processingEnd),
        startTime: Math.round(entry.startTime),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries())
        frames.push({
          startTime: Math.round(frame.startTime),
          duration: Math.round(frame.duration),
          blockingDuration: Math.round(frame.blockingDuration),
          scripts: frame.scripts.map((script) => ({
            invoker: script.invoker,
            source: `${script.sourceURL.split('/').pop()}:${script.sourceFunctionName}`,
            duration: Math.round(script.duration),
            forcedStyleAndLayout: Math.round(script.forcedStyleAndLayoutDuration),
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // no long-animation-frame entries in this browser
  }
  window.__benchInp = {
    reset() {
      interactions.clear();
      frames.length = 0;
    },
    read: () => ({ interactions: [...interactions.values()], frames: [...frames] }),
  };
}

/**
 * Waits for the page to settle: no new request for 700 ms (the page's resource timings stop growing; at most
 * 20 s), then an idle moment of the main thread.
 */
async function settle(page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const deadline = performance.now() + 20_000;
        let count = -1;
        const check = () => {
          const now = performance.getEntriesByType('resource').length;
          if (now === count || performance.now() > deadline)
            requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 3000 }), {
              timeout: 3000,
            });
          else {
            count = now;
            setTimeout(check, 700);
          }
        };
        check();
      }),
  );
}

/**
 * Waits for the entries of the interactions just made: Event Timing reports an interaction after the
 * frame it led to was presented, so two frames and a task later they are in (or were under 16 ms).
 */
async function readInteractions(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
  return page.evaluate(() => window.__benchInp.read());
}

/**
 * The interactions. `prepare(page)` runs before the measured part (not measured); `act(page)` does the
 * interaction and waits for its visible result.
 */
function interactions({ productPath }) {
  return [
    {
      name: 'add to cart from a product card',
      path: '/',
      fresh: true,
      async prepare(page) {
        await page.locator('.product-grid .card-add').first().waitFor();
      },
      async act(page) {
        // A product without options when the home lists one (one tap), else the options sheet.
        const simple = page.locator('.product-grid .card-add:not([aria-haspopup])').first();
        if ((await simple.count()) > 0) {
          await simple.click();
          await page.locator('.product-grid .card-stepper').first().waitFor();
          return;
        }
        await page.locator('.product-grid .card-add').first().click();
        const sheet = page.getByRole('dialog');
        await sheet.getByRole('button', { name: 'Add to cart' }).click();
        await sheet.waitFor({ state: 'detached' });
      },
    },
    {
      name: 'add to cart from a product page',
      path: productPath,
      fresh: true,
      async prepare(page) {
        await page.getByRole('button', { name: 'Add to cart' }).waitFor();
      },
      async act(page) {
        const options = page.locator('fieldset.option-group').first().getByRole('radio');
        if ((await options.count()) > 1) await options.nth(1).check({ force: true });
        await page.getByRole('button', { name: 'Add to cart' }).click();
        await page.getByText(/added to cart/).waitFor();
      },
    },
    {
      name: 'open the drawer',
      path: '/',
      async prepare(page) {
        await page.getByTestId('drawer-toggler').waitFor();
      },
      async act(page) {
        await page.getByTestId('drawer-toggler').click();
        await page.locator('.drawer-list').first().waitFor();
      },
    },
    {
      name: 'open the cart (header)',
      path: '/',
      async prepare(page) {
        await page.locator('header .cart-link').waitFor();
      },
      async act(page) {
        await page.locator('header .cart-link').click();
        await page.getByRole('heading', { level: 1 }).filter({ hasText: /cart/i }).waitFor();
      },
    },
    {
      name: 'type a search term',
      path: '/search',
      async prepare(page) {
        await page.locator('#search-input').waitFor();
      },
      async act(page) {
        await page.locator('#search-input').click();
        // A phone typist: about 150 ms a letter.
        await page.locator('#search-input').pressSequentially('chicken', { delay: 150 });
        await page.locator('.product-grid').first().waitFor();
      },
    },
    {
      name: 'change a quantity in the cart',
      path: '/cart',
      cartLine: true,
      async prepare(page) {
        await page.locator('.cart-item-actions .stepper').first().waitFor();
      },
      async act(page, run) {
        const stepper = page.locator('.cart-item-actions .stepper').first();
        const before = Number(await stepper.locator('output').textContent());
        // Up on even runs, down on odd ones (never below 1, which would remove the line).
        const up = run % 2 === 0 || before <= 1;
        await stepper.getByRole('button', { name: up ? /Increase/ : /Decrease/ }).click();
        await stepper
          .locator('output', { hasText: String(up ? before + 1 : before - 1) })
          .waitFor();
      },
    },
    {
      name: 'choose a delivery slot',
      path: '/order/checkout',
      signedIn: true,
      async prepare(page) {
        await page.getByTestId('bill').waitFor();
        const scheduled = page.getByRole('radio', { name: /Scheduled/ });
        if (!(await scheduled.isChecked())) await scheduled.check();
        await page.getByTestId('slot-picker').getByRole('radio').first().waitFor();
        await settle(page);
      },
      async act(page) {
        const slots = page.getByTestId('slot-picker').getByRole('radio');
        const count = await slots.count();
        for (let index = count - 1; index >= 0; index--) {
          const slot = slots.nth(index);
          if ((await slot.isDisabled()) || (await slot.isChecked())) continue;
          await slot.check();
          await page.waitForFunction((element) => element.checked, await slot.elementHandle());
          return;
        }
        throw new Error('no open delivery slot to choose at checkout');
      },
    },
  ];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One run: a fresh page of `context`, CPU slowed, loaded and settled, then the interaction. */
async function runOnce(context, baseUrl, interaction, run, slowdown) {
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(new URL(interaction.path, baseUrl).toString());
    await interaction.prepare(page);
    await settle(page);
    await page.evaluate(() => window.__benchInp.reset());
    await interaction.act(page, run);
    const { interactions: seen, frames } = await readInteractions(page);
    const worst = seen.reduce(
      (max, entry) => (entry.duration > (max?.duration ?? 0) ? entry : max),
      undefined,
    );
    return { inp: worst?.duration ?? 0, worst, count: seen.length, frames };
  } finally {
    await page.close();
  }
}

/**
 * Measures every interaction; returns rows { name, inp (median ms), runs, worst, frames }.
 * `baseUrl` is the HTTPS front; signed-in interactions sign a new shopper in through the UI first.
 */
export async function measureInp({
  webDir,
  chromePath,
  chromeFlags,
  baseUrl,
  productPath,
  runs,
  slowdown,
}) {
  const { chromium } = loadPlaywright(webDir);
  const steps = await loadShopperSteps(webDir);
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const newContext = async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      ignoreHTTPSErrors: true,
    });
    await context.addInitScript(observeInteractions);
    return context;
  };
  const slug = productPath.replace(/^\//, '');
  const rows = [];
  try {
    let shared;
    let withLine;
    let signedIn;
    const wanted = process.env.BENCH_INTERACTIONS?.split(',').map((name) => name.trim());
    const chosen = interactions({ productPath }).filter(
      (interaction) => !wanted || wanted.some((name) => interaction.name.includes(name)),
    );
    for (const interaction of chosen) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        let context;
        if (interaction.fresh) context = await newContext();
        else if (interaction.signedIn) {
          if (!signedIn) {
            signedIn = await newContext();
            const page = await signedIn.newPage();
            await steps.addProduct(page, baseUrl, slug);
            await steps.signIn(page, baseUrl);
            await steps.reachCheckout(page, baseUrl);
            await page.close();
          }
          context = signedIn;
        } else if (interaction.cartLine) {
          if (!withLine) {
            withLine = await newContext();
            const page = await withLine.newPage();
            await steps.addProduct(page, baseUrl, slug);
            await page.close();
          }
          context = withLine;
        } else context = shared ??= await newContext();
        try {
          results.push(await runOnce(context, baseUrl, interaction, run, slowdown));
        } finally {
          if (interaction.fresh) await context.close();
        }
      }
      const inp = median(results.map((result) => result.inp));
      const worstRun = results.reduce((max, result) => (result.inp > max.inp ? result : max));
      rows.push({
        name: interaction.name,
        inp,
        runs: results.map((result) => result.inp),
        worst: worstRun.worst,
        frames: worstRun.frames,
      });
    }
  } finally {
    await browser.close();
  }
  if (process.env.BENCH_REPORT_DIR) {
    mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
    for (const row of rows)
      writeFileSync(
        join(process.env.BENCH_REPORT_DIR, `inp-${row.name.replace(/\W+/g, '-')}.json`),
        JSON.stringify(row, null, 2),
      );
  }
  return rows;
}
