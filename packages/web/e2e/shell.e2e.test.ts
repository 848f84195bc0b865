import { describe, expect, it } from 'vitest';
import { collectErrors, screenshot, useBrowser } from './support/browser';
import { signIn } from './shopper';

const shop = useBrowser();

/** Every route of spec section 2 with the heading it shows; signed-in pages show the sign-in prompt. */
const publicRoutes: [string, string][] = [
  ['/categories', 'All categories'],
  ['/search', 'Search'],
  ['/cart', 'Your cart'],
  ['/login', 'Sign in'],
  ['/confirm-otp', 'Enter the one-time code'],
  ['/verify-email', 'Verify your email'],
  ['/verification-link-sent', 'Verification link sent'],
  ['/instruction-clear-browser-data', 'Clear your browser data'],
  ['/help/facebook/login', 'Signing in with Facebook'],
  ['/contact-us', 'Contact us'],
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-and-conditions', 'Terms and conditions'],
  ['/settings', 'Settings'],
];
const signedInRoutes: [string, string][] = [
  ['/address/new', 'Add a new address'],
  ['/address/new/1', 'Add a new address'],
  ['/address/list', 'Choose a delivery address'],
  ['/address/list/1', 'Choose a delivery address'],
  ['/user/address', 'My addresses'],
  ['/user/address/1', 'My addresses'],
  ['/user/wallet', 'Wallet'],
  ['/user/profile', 'Profile'],
  ['/order/history', 'My orders'],
  ['/order/checkout', 'Checkout'],
  ['/order/confirmed/', 'Order confirmed'],
  ['/order/details/1', 'Order details'],
  ['/refund', 'Refunds'],
  ['/refund/details/1', 'Refund details'],
];

describe('routes in the browser', () => {
  it('reaches every public route of spec section 2 by its address', async () => {
    const page = await shop.page('phone');
    const errors = collectErrors(page);
    for (const [path, heading] of publicRoutes) {
      await page.goto(shop.url(path));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });

  it('shows the sign-in prompt on every signed-in route', async () => {
    const page = await shop.page('phone');
    for (const [path, heading] of signedInRoutes) {
      await page.goto(shop.url(path));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByText('Please sign in to see this page.').waitFor();
    }
  });

  it('renders the not-found page for unknown paths, including the update-address route while no address is chosen', async () => {
    const page = await shop.page('desktop');
    for (const path of ['/no/such/page', '/address/update/1', '/category/a/b']) {
      await page.goto(shop.url(path));
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    }
    await screenshot(page, 'not-found-desktop');
  });
});

describe('shell in the browser', () => {
  it('switches to a real dark theme and keeps it after a reload', async () => {
    const page = await shop.page('phone');
    await page.goto(shop.url('/contact-us'));
    await page.getByRole('button', { name: 'Use dark theme' }).click();
    await page.getByText('Switching to dark mode').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(17, 19, 21)');
    await page.reload();
    await page.getByRole('button', { name: 'Use light theme' }).waitFor();
    await page.getByText('Switching to dark mode').waitFor({ state: 'detached' });
    await screenshot(page, 'contact-dark-phone');
  });

  it('follows the system dark preference when no choice is stored', async () => {
    const page = await shop.page('phone', { colorScheme: 'dark' });
    await page.goto(shop.url('/contact-us'));
    await page.getByRole('button', { name: 'Use light theme' }).waitFor();
  });

  it('shows the offline banner while the connection is down and a notice when it returns', async () => {
    const page = await shop.page('phone');
    await page.goto(shop.url('/contact-us'));
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();
    await shop.context().setOffline(true);
    await page.getByText('You are offline').waitFor();
    await page.getByText('Please check your internet connection and try again').waitFor();
    await shop.context().setOffline(false);
    await page.getByText('You are back online').waitFor();
  });

  it('opens the drawer from the toggler and closes it with the back button and the overlay', async () => {
    const page = await shop.page('phone');
    await page.goto(shop.url('/contact-us'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await page.goBack();
    await drawer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/contact-us');
    await page.getByRole('button', { name: 'Account' }).click();
    await drawer.waitFor();
    await page.mouse.click(380, 400);
    await drawer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/contact-us');
  });

  it('opens the install dialog from the drawer and closes it with Escape', async () => {
    const page = await shop.page('phone');
    await page.goto(shop.url('/contact-us'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Install app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Install the app' });
    await dialog.waitFor();
    const images = dialog.locator('img');
    expect(await images.first().getAttribute('width')).toBe('80');
    await screenshot(page, 'install-dialog-phone');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows the iOS install steps on an iPhone', async () => {
    const page = await shop.page('phone', {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    await page.goto(shop.url('/contact-us'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Install app' }).click();
    await page.getByText('Tap the share button in the browser bar').waitFor();
    await page.getByText('Then choose Add to Homescreen').waitFor();
  });
  it('opens a signed-in page after a reload with one session renewal and one read of its data', async () => {
    const page = await shop.page('phone');
    const errors = collectErrors(page);
    await signIn(page, shop.baseUrl);
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/v1/')) calls.push(`${request.method()} ${pathname}`);
    });

    await page.goto(new URL('/user/wallet', shop.baseUrl).toString());
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toMatch(/₹/);

    // The renewal src/early.ts starts before the app loads is the one the API client uses: a second one
    // would exchange the refresh cookie again. The page's reads, started before it rendered
    // (lib/earlyLoad.ts), are not asked for again by the page.
    expect(calls.filter((call) => call === 'POST /v1/refresh-session')).toHaveLength(1);
    expect(calls.filter((call) => call === 'GET /v1/wallet-data')).toHaveLength(1);
    expect(calls.filter((call) => call === 'GET /v1/wallet-transactions')).toHaveLength(1);
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });
});
