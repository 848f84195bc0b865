import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const shop = useBrowser();

/** The size and load state of the first image matching `selector` (run in the page). */
function firstImage(selector: string) {
  const image = document.querySelector<HTMLImageElement>(selector);
  if (!image) return null;
  const box = image.getBoundingClientRect();
  return {
    src: image.getAttribute('src'),
    loaded: image.complete && image.naturalWidth > 0,
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
}

describe('the first page paints its largest image before any script runs', () => {
  for (const [path, selector] of [
    ['/', '.banner-strip .banner img'],
    ['/chicken-curry-cut', '.product-gallery img.gallery-main'],
  ] as const) {
    it(`draws ${path}'s image from the server's shell, at the size the app draws it`, async () => {
      const page = await shop.page('phone');
      // No script at all: what the shopper sees while the app's code is on its way.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(shop.url(path));
      await page.waitForFunction(
        (sel) => document.querySelector<HTMLImageElement>(sel)?.complete === true,
        `#root .boot ${selector}`,
      );
      const shell = await page.evaluate(firstImage, `#root .boot ${selector}`);
      expect(shell?.loaded).toBe(true);
      expect(shell?.width).toBeGreaterThan(300);

      // With the app running: the same image, the same size, in the app's own page.
      const app = await shop.page('phone');
      await app.goto(shop.url(path));
      await app.waitForSelector(`#main ${selector}`);
      await app.waitForFunction(() => document.querySelector('#root .boot') === null);
      const drawn = await app.evaluate(firstImage, `#main ${selector}`);
      expect(drawn?.src).toBe(shell?.src);
      expect(drawn?.width).toBe(shell?.width);
      expect(drawn?.height).toBe(shell?.height);
    });
  }
});

describe('the store under its Content-Security-Policy', () => {
  it('loads the home page and its API client without a single policy violation (no eval anywhere)', async () => {
    const page = await shop.page('phone');
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const response = await page.goto(shop.url('/'));
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain('script-src');
    expect(policy).not.toContain("'unsafe-eval'");
    // Product cards are drawn from the home reply, which the SDK (zod schemas) has validated.
    await page.waitForSelector('#main .banner-strip');
    await page.waitForFunction(() => document.querySelector('#root .boot') === null);
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
  });
});
