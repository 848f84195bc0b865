import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const shop = useBrowser();

describe('installable, offline-capable app', () => {
  it('serves a web manifest with the store name and PNG icons', async () => {
    const manifest = (await (await fetch(shop.url('/manifest.webmanifest'))).json()) as {
      name: string;
      icons: { src: string; sizes: string; type: string }[];
      start_url: string;
      display: string;
    };
    const store = (await (await fetch(shop.url('/v1/get-store-configs'))).json()) as {
      StoreConfigs: { storeName: string };
    };
    expect(manifest.name).toBe(store.StoreConfigs.storeName);
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifest.icons) {
      const response = await fetch(shop.url(icon.src));
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    const messaging = await fetch(shop.url('/firebase-messaging-sw.js'));
    expect(messaging.ok).toBe(true);
    expect(await messaging.text()).toContain("addEventListener('push'");
  });

  it('registers /service-worker.js and keeps working offline from its caches', async () => {
    const page = await shop.page('phone', { serviceWorkers: 'allow' });
    await page.goto(shop.url('/'));
    await page.getByRole('heading', { name: 'Best sellers' }).waitFor();
    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(scriptUrl).toBe(shop.url('/service-worker.js'));
    // Visit a category once, from a page the worker controls, so the runtime caches hold it.
    await page.goto(shop.url('/category/chicken'));
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Chicken' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('catalog');
          return (await cache.keys()).some((request) =>
            request.url.includes('get-category-products'),
          );
        }),
      )
      .toBe(true);

    await shop.context().setOffline(true);
    await page.reload();
    await page.getByText('You are offline').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Chicken' }).waitFor();
    await page.goto(shop.url('/privacy-policy')).catch(() => undefined);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  });
});
