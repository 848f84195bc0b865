/**
 * Back in stock (issue 13), from the shopper's side against the real server: 1 kg of a product is sold out;
 * the shopper chooses it, taps "Notify me", signs in (and comes back to it), asks, and sees "We'll let you
 * know". The store restocks it (the sandbox admin call, through the server's one availability function):
 * the open product page shows it back; the push the sandbox sender recorded is delivered to the real
 * messaging worker, which shows it with the product page as its click; that page opens with 1 kg chosen,
 * available, and the notice.
 */
import { describe, expect, it } from 'vitest';
import { newPhoneNumber } from './shopper';
import { collectErrors, screenshot, useBrowser } from './support/browser';
import {
  asFcmDelivers,
  messagingWorker,
  recordedPushes,
  savePushToken,
  shownNotifications,
} from './support/pushes';

const shop = useBrowser();
const SLUG = 'mutton-curry-cut';
/** The open page looks every 15 s and the push loop runs at once (or every 2 s): wait for both. */
const LIVE = { timeout: 30_000, interval: 250 };

interface Details {
  ProductId: number;
  ProductName: string;
  ProductConfig: {
    Name: string;
    Options: { RowId: number; Label: string; IsDefault: boolean }[];
  }[];
}

async function details(): Promise<Details> {
  const reply = await fetch(shop.url(`/v1/get-product-details?productSlug=${SLUG}`));
  return ((await reply.json()) as { ProductDetails: Details }).ProductDetails;
}

/** Sandbox admin: whether one option row is sold, on the running server. */
async function setOptionAvailability(rowId: number, isAvailable: boolean): Promise<void> {
  const response = await fetch(shop.url('/v1/sandbox/admin/option-availability'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-admin-token': shop.adminToken },
    body: JSON.stringify({ rowId, isAvailable }),
  });
  expect(response.status, await response.text()).toBe(200);
}

describe('notify me when it is back', () => {
  it('takes a signed-in shopper’s alert for a sold-out option, pushes when the store restocks it, and shows it available', async () => {
    const product = await details();
    const weight = product.ProductConfig.find((group) => group.Name === 'Weight')!;
    const kg = weight.Options.find((row) => row.Label === '1 kg')!;
    const others = product.ProductConfig.filter((group) => group !== weight).map(
      (group) => group.Options.find((row) => row.IsDefault) ?? group.Options[0]!,
    );
    const optionKey = [kg.RowId, ...others.map((row) => row.RowId)].sort((a, b) => a - b).join('-');
    const option = ['1 kg', ...others.map((row) => row.Label)].join(' · ');
    await setOptionAvailability(kg.RowId, false);

    const page = await shop.page('phone', { serviceWorkers: 'allow' });
    const errors = collectErrors(page);
    await page.goto(shop.url(`/${SLUG}`));
    const kgRadio = page.getByRole('radio', { name: /^1 kg/ });
    await kgRadio.check();
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    expect(await addToCart.isDisabled()).toBe(true);

    // Signed out, "Notify me" is the sign-in, which comes back to the product with 1 kg chosen.
    await page.getByRole('link', { name: 'Notify me' }).click();
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel('Mobile number').fill(newPhoneNumber());
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = page.getByTestId('sandbox-code').locator('.otp-code');
    await code.waitFor();
    await page.getByLabel('One-time code').fill((await code.textContent()) ?? '');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(
      (url) => url.pathname === `/${SLUG}` && url.searchParams.get('option') === optionKey,
    );
    expect(await kgRadio.isChecked()).toBe(true);
    const pushToken = `e2e-restock-${Date.now()}`;
    await savePushToken(page, shop.baseUrl, pushToken);

    const panel = page.getByTestId('stock-alert');
    await panel
      .getByText(`${option} is sold out. We'll send you a notification when it's back.`)
      .waitFor();
    await panel.getByRole('button', { name: 'Notify me' }).click();
    await panel.getByText("We'll let you know when it's back.").waitFor();
    expect(
      await panel.getByRole('button', { name: 'Cancel alert' }).evaluate((button) => {
        return button === document.activeElement;
      }),
    ).toBe(true);
    await screenshot(page, 'notify-me-waiting-phone');

    // The store restocks 1 kg. The open page sees it on its next look, without a reload.
    await setOptionAvailability(kg.RowId, true);
    await expect.poll(() => panel.innerText(), LIVE).toBe(`Good news: ${option} is back in stock.`);
    expect(await addToCart.isEnabled()).toBe(true);
    await screenshot(page, 'notify-me-back-in-stock-phone');

    // The sandbox sender recorded the push for the shopper's device.
    const viewer = await shop.context().newPage();
    const link = `/${SLUG}?option=${optionKey}`;
    await expect
      .poll(async () => await recordedPushes(viewer, shop.baseUrl, pushToken), LIVE)
      .toEqual([
        {
          title: 'Back in stock',
          body: `${product.ProductName} (${option}) is back in stock. Order it before it sells out again.`,
          link,
        },
      ]);
    const [recorded] = await recordedPushes(viewer, shop.baseUrl, pushToken);

    // Delivered to the real messaging worker with no page of the store open: it shows it, opening the product.
    const { push } = await messagingWorker(shop.context(), page, shop.baseUrl);
    await viewer.goto('about:blank');
    await page.goto('about:blank');
    await push(asFcmDelivers(recorded!));
    const opened = await shop.context().newPage();
    await opened.goto(shop.url('/contact-us'));
    await expect.poll(async () => (await shownNotifications(opened)).length, LIVE).toBe(1);
    expect(await shownNotifications(opened)).toEqual([
      { title: 'Back in stock', body: recorded!.body, data: { click_action: link } },
    ]);

    // The click's page: 1 kg chosen, available, and said to be back.
    await opened.goto(shop.url(link));
    await opened
      .getByTestId('stock-alert')
      .getByText(`Good news: ${option} is back in stock.`)
      .waitFor();
    expect(await opened.getByRole('radio', { name: /^1 kg/ }).isChecked()).toBe(true);
    expect(await opened.getByRole('button', { name: 'Add to cart' }).isEnabled()).toBe(true);
    await opened.getByRole('button', { name: 'Add to cart' }).click();
    await opened.getByText(`${product.ProductName} added to cart`).waitFor();
    expect(errors).toEqual([]);
  }, 150_000);
});
