/**
 * Nothing on a shopper's page moves while it loads (Lighthouse's CLS 0, issue 15), checked the way a phone
 * meets it: a 412 px wide screen, the CPU slowed 4x so the page arrives in the same steps as on a mid-range
 * phone, and every layout shift the browser reports counted, whether or not Chromium thinks there was input.
 *
 * Found this way: a product section not yet drawn (content-visibility) sized 420 px wide zoomed the page out
 * and back while it loaded, and the cart's summary moved down when the stored cart's lines arrived.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addProduct } from './shopper';
import { useBrowser } from './support/browser';

const shop = useBrowser();
const PHONE = { width: 412, height: 823 };

interface Shift {
  at: number;
  value: number;
  moved: string[];
}

function recordShifts(): void {
  const shifts: Shift[] = [];
  (window as unknown as { shifts: Shift[] }).shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      sources: { node: Node | null }[];
    })[]) {
      shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        moved: entry.sources.map((source) =>
          source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : '?',
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function shiftsWhileLoading(page: Page, path: string, ready: string): Promise<Shift[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(recordShifts);
  await page.goto(shop.url(path));
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  // What loads after the data (ratings, related products, the cart store) has had its turn. A duration,
  // not a wait: the behaviour is that nothing moves during these 1.5 s; the shifts are counted after.
  await page.waitForTimeout(1_500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
}

describe('pages do not move while they load on a phone', () => {
  for (const [path, ready] of [
    ['/', '#main .category-tile'],
    ['/categories', '#main h1'],
    ['/category/chicken', '#main .product-card'],
    ['/chicken-curry-cut', '#main .product-info'],
    ['/search?q=chicken', '#main .product-card'],
  ] as const) {
    it(`${path}: no layout shift`, async () => {
      const page = await shop.page('phone', { viewport: PHONE });
      expect(await shiftsWhileLoading(page, path, ready)).toEqual([]);
    });
  }

  it('/cart with a line: no layout shift', async () => {
    const page = await shop.page('phone', { viewport: PHONE });
    await addProduct(page, shop.baseUrl, 'chicken-curry-cut');
    const reload = await page.context().newPage();
    expect(await shiftsWhileLoading(reload, '/cart', '[data-testid="cart-line"]')).toEqual([]);
  });
});
