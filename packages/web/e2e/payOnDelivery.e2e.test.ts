/**
 * Pay on delivery end to end (issue 16): the shopper places an order to pay at the door, no gateway page;
 * the confirmation, the bill and the history say "To pay on delivery: ₹…"; the store's staff move it
 * through the operations API and the rider records the UPI payment; the shopper's order then says Paid.
 */
import { describe, expect, it } from 'vitest';
import { addProduct, reachCheckout, signIn } from './shopper';
import { screenshot, useBrowser } from './support/browser';

const shop = useBrowser();

async function staff(email: string, password: string) {
  const reply = await fetch(shop.url('/ops/v1/staff/sign-in'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { Token } = (await reply.json()) as { Token: string };
  return async (path: string, body: object) => {
    const response = await fetch(shop.url(`/ops/v1${path}`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${Token}` },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { Order: { Lines: { LineId: number }[] } };
  };
}

describe('pay on delivery', () => {
  it('places an order to pay at the door, and shows it paid once the rider collects', async () => {
    const page = await shop.page('phone');
    await addProduct(page, shop.baseUrl, 'chicken-curry-cut');
    await signIn(page, shop.baseUrl);
    await reachCheckout(page, shop.baseUrl);
    await page.getByRole('radio', { name: /Pay on delivery \(cash or UPI\)/ }).check();
    const payable = (await page.getByTestId('bill-payable').innerText()).trim();
    await expect.poll(() => page.locator('.bill-total dt').innerText()).toBe('To pay on delivery');
    await expect(page.getByTestId('pay-button').innerText()).resolves.toBe(
      `Place order, pay ${payable} on delivery`,
    );
    await page.getByTestId('pay-button').click();
    // No gateway page: straight to the confirmation.
    await page.getByTestId('order-confirmed').waitFor();
    await expect(page.getByTestId('order-amount').innerText()).resolves.toBe(
      `To pay on delivery: ${payable}`,
    );
    await screenshot(page, 'pay-on-delivery-confirmed-phone');

    await page.getByRole('link', { name: 'View order' }).click();
    await page.getByTestId('order-status').waitFor();
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect.poll(() => page.locator('.bill-total dt').innerText()).toBe('To pay on delivery');

    const packer = await staff('packer@sandbox.test', 'sandbox-packer-1');
    const rider = await staff('rider@sandbox.test', 'sandbox-rider-1');
    await packer('/orders/confirm', { orderId });
    const packing = await packer('/orders/start-packing', { orderId });
    await packer('/orders/pack', {
      orderId,
      lines: packing.Order.Lines.map((line) => ({ lineId: line.LineId, grams: 500 })),
    });
    await rider('/orders/dispatch', { orderId });
    await rider('/orders/collect-payment', { orderId, method: 'UPI', reference: 'UPI-E2E-1' });
    await rider('/orders/deliver', { orderId });

    await page.reload();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('Delivered');
    await expect.poll(() => page.locator('.bill-total dt').innerText()).toBe('Paid');
    const paid = (await page.getByTestId('order-paid').innerText()).trim();
    await page.goto(shop.url('/order/history'));
    const row = page.getByTestId('order-row').first();
    await row.waitFor();
    expect(await row.getByTestId('order-row-money').innerText()).toBe(`Paid ${paid}`);
  });
});
