/**
 * The staff console at /ops (issue 11): a packer on a phone sees a shopper's paid order appear on the board
 * without a reload, confirms it and packs it lighter than ordered; the shopper's wallet gets the weight
 * credit; a rider on another phone dispatches and delivers it; the shopper's order page says Delivered.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addProduct, reachCheckout, signIn, tokenOf } from './shopper';
import { screenshot, useBrowser } from './support/browser';

const shop = useBrowser();

async function staffSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(shop.url('/ops'));
  await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
}

async function shopperGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(shop.url(path), { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const statusOf = (page: Page) => page.getByTestId('ops-order-status').innerText();

describe('the staff console', () => {
  it('takes a paid order from the board to the door, crediting a lighter pack', async () => {
    const packer = await shop.page('phone');
    await staffSignIn(packer, 'packer@sandbox.test', 'sandbox-packer-1');
    await expect(
      packer.getByText('Packer Sandbox').or(packer.getByText('(Packer)')).count(),
    ).resolves.toBeGreaterThan(0);

    const shopper = await shop.page('phone');
    await addProduct(shopper, shop.baseUrl, 'chicken-curry-cut');
    await signIn(shopper, shop.baseUrl);
    await reachCheckout(shopper, shop.baseUrl);
    await shopper.getByTestId('pay-button').click();
    await shopper.waitForURL(/\/sandbox\/pay\//);
    await shopper.getByRole('button', { name: /^Pay / }).click();
    await shopper.getByTestId('order-confirmed').waitFor();
    await shopper.getByRole('link', { name: 'View order' }).click();
    await shopper.getByTestId('order-status').waitFor();
    const orderId = Number(new URL(shopper.url()).pathname.split('/').pop());
    const token = await tokenOf(shopper);
    const details = await shopperGet<{ OrderDetails: { OrderNumber: string } }>(
      `/v1/order-details?orderId=${orderId}`,
      token,
    );
    const { OrderNumber } = details.OrderDetails;
    const before = await shopperGet<{ Balance: number }>('/v1/wallet-data', token);

    // The board polls (ETag): the new order shows up on the packer's open board without a reload.
    const card = packer.getByRole('link', { name: new RegExp(OrderNumber) });
    await card.waitFor({ timeout: 30_000 });
    await screenshot(packer, 'ops-board-phone');
    await card.click();
    await packer.getByRole('heading', { level: 1, name: `Order ${OrderNumber}` }).waitFor();
    await expect.poll(() => packer.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await packer.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => statusOf(packer)).toBe('Confirmed');
    await packer.getByRole('button', { name: 'Start packing' }).click();
    await expect.poll(() => statusOf(packer)).toBe('Packing');

    const line = packer.getByTestId('pack-line');
    const ordered = /Ordered ([\d.]+) (k?g)/.exec(await line.innerText());
    expect(ordered, 'the line shows its ordered weight').not.toBeNull();
    const orderedGrams = Number(ordered![1]) * (ordered![2] === 'kg' ? 1000 : 1);
    const packedGrams = Math.round(orderedGrams * 0.8);
    await line.getByLabel('Actual net weight (g)').fill(String(packedGrams));
    await line.getByLabel('Pieces (optional)').fill('9');
    await screenshot(packer, 'ops-packing-phone');
    await packer.getByRole('button', { name: 'Packed', exact: true }).click();
    await expect.poll(() => statusOf(packer)).toBe('Packed');
    const packedLine = packer.getByTestId('ops-line');
    await expect(packedLine.innerText()).resolves.toContain(`Packed ${packedGrams} g, 9 pieces`);
    const credit = /Credited (₹[\d,.]+)/.exec(await packedLine.innerText());
    expect(credit, 'the packed line shows its credit').not.toBeNull();

    // The shopper's wallet has the credit, naming the order and the grams.
    const after = await shopperGet<{ Balance: number }>('/v1/wallet-data', token);
    expect(after.Balance).toBeGreaterThan(before.Balance);
    await shopper.goto(shop.url('/user/wallet'));
    const transaction = shopper
      .getByTestId('wallet-transaction')
      .filter({ hasText: OrderNumber })
      .first();
    await transaction.waitFor();
    expect(await transaction.innerText()).toContain(`${orderedGrams - packedGrams} g under`);
    await screenshot(shopper, 'ops-weight-credit-wallet-phone');

    const rider = await shop.page('phone');
    await staffSignIn(rider, 'rider@sandbox.test', 'sandbox-rider-1');
    await rider.getByLabel('Status').selectOption('Packed');
    await rider.getByRole('link', { name: new RegExp(OrderNumber) }).click();
    await rider.getByRole('heading', { level: 1, name: `Order ${OrderNumber}` }).waitFor();
    await rider.getByRole('button', { name: 'Dispatch (out for delivery)' }).click();
    await expect.poll(() => statusOf(rider)).toBe('Out for delivery');
    await rider.getByRole('button', { name: 'Delivered', exact: true }).click();
    await expect.poll(() => statusOf(rider)).toBe('Delivered');
    await screenshot(rider, 'ops-delivered-phone');

    await shopper.goto(shop.url(`/order/details/${orderId}`));
    await expect.poll(() => shopper.getByTestId('order-status').innerText()).toBe('Delivered');
  });

  it("records a pay-on-delivery order's payment at the door", async () => {
    const shopper = await shop.page('phone');
    await addProduct(shopper, shop.baseUrl, 'chicken-curry-cut');
    await signIn(shopper, shop.baseUrl);
    await reachCheckout(shopper, shop.baseUrl);
    await shopper.getByRole('radio', { name: /Pay on delivery \(cash or UPI\)/ }).check();
    await shopper.getByTestId('pay-button').click();
    await shopper.getByTestId('order-confirmed').waitFor();
    await shopper.getByRole('link', { name: 'View order' }).click();
    await shopper.getByTestId('order-status').waitFor();
    const orderId = Number(new URL(shopper.url()).pathname.split('/').pop());

    const packer = await shop.page('phone');
    await staffSignIn(packer, 'packer@sandbox.test', 'sandbox-packer-1');
    await packer.goto(shop.url(`/ops/order/${orderId}`));
    await packer.getByRole('button', { name: 'Confirm', exact: true }).click();
    await packer.getByRole('button', { name: 'Start packing' }).click();
    // Overweight: nothing to settle (the order's amount to collect stays as it was).
    await packer.getByTestId('pack-line').getByLabel('Actual net weight (g)').fill('1000');
    await packer.getByRole('button', { name: 'Packed', exact: true }).click();
    await expect.poll(() => statusOf(packer)).toBe('Packed');

    const rider = await shop.page('phone');
    await staffSignIn(rider, 'rider@sandbox.test', 'sandbox-rider-1');
    await rider.goto(shop.url(`/ops/order/${orderId}`));
    await rider.getByRole('button', { name: 'Dispatch (out for delivery)' }).click();
    await expect.poll(() => statusOf(rider)).toBe('Out for delivery');
    await rider.getByLabel('Paid by').selectOption('UPI');
    await rider.getByLabel('UPI reference (optional)').fill('UPI-OPS-1');
    await rider.getByRole('button', { name: 'Record payment' }).click();
    await rider.getByRole('status').filter({ hasText: 'Paid' }).waitFor();
    await expect(rider.getByLabel('Paid by').count()).resolves.toBe(0);
    await rider.getByRole('button', { name: 'Delivered', exact: true }).click();
    await expect.poll(() => statusOf(rider)).toBe('Delivered');

    await shopper.reload();
    await expect.poll(() => shopper.getByTestId('order-status').innerText()).toBe('Delivered');
    await expect.poll(() => shopper.locator('.bill-total dt').innerText()).toBe('Paid');
  });

  it('sends the console for its pages and keeps the API its own', async () => {
    const page = await fetch(shop.url('/ops/order/1'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/assets/ops/');
    const api = await fetch(shop.url('/ops/v1/no-such-call'));
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
    const shopPage = await fetch(shop.url('/'));
    expect(await shopPage.text()).not.toContain('/assets/ops/');
  });
});
