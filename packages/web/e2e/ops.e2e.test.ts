/**
 * The staff console at /ops (issue 11): a packer on a phone sees a shopper's paid order appear on the board
 * without a reload, confirms it and packs it lighter than ordered; the shopper's wallet gets the weight
 * credit; a rider on another phone dispatches and delivers it; the shopper's order page says Delivered.
 * An admin signs in with a mailed code (read at /sandbox) and edits a product's price and an option's
 * stock, which the shopper's product page shows at once; an admin refunds a delivered line to the wallet
 * and finds it in the audit trail.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addProduct, reachCheckout, signIn, tokenOf } from './shopper';
import { screenshot, useBrowser } from './support/browser';
import { deliverOrder } from './support/staff';

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
/** Rupees of a shown amount ('₹1,234.50' → 1234.5). */
const rupeesOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The code in the latest sandbox mail to `email`, as /sandbox lists it (the mail goes out just after the reply). */
async function mailedCode(page: Page, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        await page.goto(shop.url('/sandbox'));
        const text = await page.evaluate((to) => {
          const row = [...document.querySelectorAll('tr')].find(
            (tr) => tr.querySelector('td')?.textContent === to && tr.querySelector('td.mail'),
          );
          return row?.querySelector('td.mail')?.textContent ?? '';
        }, email);
        code = /is (\d{6})\./.exec(text)?.[1] ?? '';
        return code;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** A shopper's paid order of the curry cut, through the shop's own pages; answers the page and order id. */
async function paidOrder(): Promise<{ shopper: Page; orderId: number; token: string }> {
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
  return { shopper, orderId, token: await tokenOf(shopper) };
}

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

  it("records a pay-on-delivery order's payment at the door, less the credit of a lighter pack", async () => {
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
    const due = rupeesOf(await shopper.getByTestId('bill-payable').innerText());

    const packer = await shop.page('phone');
    await staffSignIn(packer, 'packer@sandbox.test', 'sandbox-packer-1');
    await packer.goto(shop.url(`/ops/order/${orderId}`));
    await packer.getByRole('button', { name: 'Confirm', exact: true }).click();
    await packer.getByRole('button', { name: 'Start packing' }).click();
    // Packed 20 % light: the credit comes off what the rider collects (nothing was paid yet).
    const line = packer.getByTestId('pack-line');
    const ordered = /Ordered ([\d.]+) (k?g)/.exec(await line.innerText());
    const orderedGrams = Number(ordered![1]) * (ordered![2] === 'kg' ? 1000 : 1);
    await line.getByLabel('Actual net weight (g)').fill(String(Math.round(orderedGrams * 0.8)));
    await packer.getByRole('button', { name: 'Packed', exact: true }).click();
    await expect.poll(() => statusOf(packer)).toBe('Packed');
    const credit = rupeesOf(
      /Credited (₹[\d,.]+)/.exec(await packer.getByTestId('ops-line').innerText())![1]!,
    );
    expect(credit).toBeGreaterThan(0);

    const rider = await shop.page('phone');
    await staffSignIn(rider, 'rider@sandbox.test', 'sandbox-rider-1');
    await rider.goto(shop.url(`/ops/order/${orderId}`));
    await rider.getByRole('button', { name: 'Dispatch (out for delivery)' }).click();
    await expect.poll(() => statusOf(rider)).toBe('Out for delivery');
    expect(rupeesOf(await rider.getByTestId('ops-to-collect').innerText())).toBeCloseTo(
      due - credit,
      2,
    );
    await rider
      .getByRole('heading', { name: /^Collect ₹[\d,.]+ at the door$/ })
      .filter({ hasText: (await rider.getByTestId('ops-to-collect').innerText()).trim() })
      .waitFor();
    // The shopper's page says the same, and the wallet got nothing.
    await shopper.reload();
    await expect
      .poll(async () => rupeesOf(await shopper.getByTestId('bill-payable').innerText()))
      .toBeCloseTo(due - credit, 2);
    await expect(shopper.getByTestId('line-weight').innerText()).resolves.toContain(
      'off the amount to pay',
    );
    await screenshot(shopper, 'ops-pay-on-delivery-lighter-phone');
    await screenshot(rider, 'ops-collect-lowered-phone');
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

  it('lets an admin signed in with a mailed code change a price and a stock, which the shopper’s product page shows', async () => {
    const shopper = await shop.page('phone');
    await shopper.goto(shop.url('/mutton-paya'));
    await shopper.getByRole('heading', { level: 1, name: 'Goat Paya (Trotters)' }).waitFor();
    const priceNow = shopper.locator('.price-now').first();
    const before = await priceNow.innerText();
    const lastOption = shopper
      .locator('fieldset.option-group')
      .first()
      .locator('label.option')
      .last();
    expect(await lastOption.innerText()).not.toContain('unavailable');

    // Sign-in with a one-time code: the sandbox shows the mail at /sandbox.
    const admin = await shop.page('phone');
    await admin.goto(shop.url('/ops'));
    await admin.getByRole('button', { name: 'Get a code by email instead' }).click();
    await admin.getByLabel('Email').fill('admin@sandbox.test');
    await admin.getByRole('button', { name: 'Email me a code' }).click();
    await admin.getByRole('status').filter({ hasText: 'a code is on its way' }).waitFor();
    expect(await admin.evaluate(() => document.activeElement?.id)).toBe('ops-code');
    await screenshot(admin, 'ops-code-sign-in-phone');
    const inbox = await shop.context().newPage();
    const code = await mailedCode(inbox, 'admin@sandbox.test');
    await admin.getByLabel('Code from the email (6 digits)').fill(code);
    await admin.getByRole('button', { name: 'Sign in', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();

    await admin
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Catalog' })
      .click();
    await admin.getByRole('heading', { level: 1, name: 'Catalog' }).waitFor();
    await admin.getByLabel('Search products').fill('paya');
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.getByRole('link', { name: 'Edit Goat Paya (Trotters)' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Goat Paya (Trotters)' }).waitFor();
    await expect.poll(() => admin.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    const basePrice = admin.getByLabel('Base price (₹)');
    const base = Number(await basePrice.inputValue());
    await basePrice.fill(String(base + 20));
    const last = admin.getByTestId('catalog-option').last();
    await last.getByLabel('Units on hand (empty: not counted)').fill('0');
    await screenshot(admin, 'ops-catalog-edit-phone');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: 'Saved. Shoppers see the change now.' })
      .waitFor();
    await last.getByText('None left: not sold until restocked').waitFor();

    // The shopper's product page shows both: the server's replies and ETags changed with the cache state
    // at once; the browser may answer one more read from its own cache (max-age 5 s, then one stale read
    // while it revalidates), so the page is read again until it does.
    await expect
      .poll(
        async () => {
          await shopper.reload();
          await shopper.getByRole('heading', { level: 1, name: 'Goat Paya (Trotters)' }).waitFor();
          return rupeesOf(await priceNow.innerText());
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(rupeesOf(before) + 20);
    // The option with no unit left is sold out (the shopper may ask to be told when it is back).
    expect(await lastOption.innerText()).toContain('unavailable');
    await screenshot(shopper, 'ops-catalog-edit-shopper-phone');

    // Back as it was, for the other tests.
    await basePrice.fill(String(base));
    await last.getByLabel('Units on hand (empty: not counted)').fill('');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await expect(basePrice.inputValue()).resolves.toBe(String(base));
  });

  it('lets an admin refund a delivered line to the wallet, and shows it in the audit trail', async () => {
    const { shopper, orderId, token } = await paidOrder();
    await deliverOrder(shop.baseUrl, orderId);
    const before = await shopperGet<{ Balance: number }>('/v1/wallet-data', token);

    const admin = await shop.page('phone');
    await staffSignIn(admin, 'admin@sandbox.test', 'sandbox-admin-1');
    await admin.goto(shop.url(`/ops/order/${orderId}`));
    await expect.poll(() => statusOf(admin)).toBe('Delivered');
    await admin.getByRole('button', { name: /^Refund Chicken Curry Cut/ }).click();
    const form = admin.getByRole('form', { name: /^Refund Chicken Curry Cut/ });
    await expect.poll(() => admin.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    expect(await form.getByLabel('The customer’s wallet').isChecked()).toBe(true);
    const amount = /^(₹[\d,.]+) is left/.exec(
      await form.getByText(/is left of this line/).innerText(),
    )![1]!;
    await form.getByLabel('The customer’s complaint').fill('Not fresh on arrival');
    await screenshot(admin, 'ops-line-refund-phone');
    await form.getByRole('button', { name: `Refund ${amount}` }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `Refunded ${amount} for Chicken Curry Cut` })
      .waitFor();
    await expect(admin.getByTestId('ops-line').innerText()).resolves.toContain(
      `Refunded ${amount}`,
    );
    // The order's own audit trail, and the admin's list of the latest actions.
    const trail = admin.getByRole('region', { name: 'Audit trail' }).getByTestId('audit-entry');
    await expect.poll(() => trail.last().innerText()).toContain('Refunded a line');
    expect(await trail.last().innerText()).toContain('Reason: Not fresh on arrival');

    const after = await shopperGet<{ Balance: number }>('/v1/wallet-data', token);
    expect(after.Balance - before.Balance).toBe(Number(amount.replace(/[^\d.]/g, '')) * 100);
    await shopper.goto(shop.url(`/order/details/${orderId}`));
    await shopper
      .getByText('Not fresh on arrival')
      .or(shopper.getByText(/refunded to your wallet/))
      .first()
      .waitFor();

    await admin
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Audit trail' })
      .click();
    await admin.getByRole('heading', { level: 1, name: 'Audit trail' }).waitFor();
    const latest = admin.getByTestId('audit-entry').first();
    await expect(latest.innerText()).resolves.toContain('Refunded a line');
    await expect(latest.getByRole('link', { name: `Order #${orderId}` }).count()).resolves.toBe(1);
    await screenshot(admin, 'ops-audit-trail-phone');
  });

  it("lets an admin find a customer's refund request on the board and accept it, which pays it back", async () => {
    const { orderId, token } = await paidOrder();
    await deliverOrder(shop.baseUrl, orderId);
    const asked = await fetch(shop.url('/v1/create-refund'), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({ orderId, reason: 'The chicken smelled off' }),
    });
    expect(asked.status).toBe(200);
    const { Refund } = (await asked.json()) as { Refund: { RefundId: number; Amount: number } };

    const admin = await shop.page('phone');
    await staffSignIn(admin, 'admin@sandbox.test', 'sandbox-admin-1');
    await admin.getByLabel('Refund requested only').check();
    const card = admin.getByRole('link').filter({ hasText: 'Refund requested' }).first();
    await card.waitFor();
    await card.click();
    const form = admin.getByRole('form', { name: 'Refund requested by the customer' });
    await form.waitFor();
    expect(await form.innerText()).toContain('The chicken smelled off');
    await form.getByLabel('Your reason (the customer is told)').fill('Photo confirms it');
    await screenshot(admin, 'ops-refund-request-phone');
    await form.getByRole('button', { name: /^Accept: refund ₹/ }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: 'The refund is on its way to the customer.' })
      .waitFor();
    await expect.poll(() => form.count()).toBe(0);
    await expect
      .poll(
        async () =>
          (
            await shopperGet<{ RefundDetails: { Status: string; Amount: number } }>(
              `/v1/get-refund-details?refundId=${Refund.RefundId}`,
              token,
            )
          ).RefundDetails,
      )
      .toEqual(expect.objectContaining({ Status: 'Completed', Amount: Refund.Amount }));
    const trail = admin.getByRole('region', { name: 'Audit trail' }).getByTestId('audit-entry');
    await expect.poll(() => trail.last().innerText()).toContain('Decided a refund request');
  });

  it('lets an admin add a staff member with a role and disable them', async () => {
    const admin = await shop.page('phone');
    await staffSignIn(admin, 'admin@sandbox.test', 'sandbox-admin-1');
    await admin
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Staff' })
      .click();
    await admin.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    const email = `rider-${Date.now()}@sandbox.test`;
    await admin.getByLabel('Name').fill('Ravi Rider');
    await admin.getByLabel('Email').fill(email);
    await admin.getByLabel('Role').selectOption('rider');
    await admin.getByLabel('Password (at least 10 characters)').fill('ravi-rides-1');
    await admin.getByRole('button', { name: 'Save member' }).click();
    await admin.getByRole('status').filter({ hasText: 'Ravi Rider is saved.' }).waitFor();
    const member = admin.getByTestId('staff-member').filter({ hasText: email });
    await expect(member.innerText()).resolves.toContain('Rider');

    const ravi = await shop.page('phone');
    await staffSignIn(ravi, email, 'ravi-rides-1');

    await member.getByRole('button', { name: 'Disable Ravi Rider' }).click();
    await admin.getByRole('status').filter({ hasText: 'Ravi Rider is disabled' }).waitFor();
    await expect(member.innerText()).resolves.toContain('Disabled');
    await screenshot(admin, 'ops-staff-phone');
    // The disabled rider's open console signs out on its next read.
    await ravi
      .getByRole('heading', { level: 1, name: 'Staff sign-in' })
      .waitFor({ timeout: 15_000 });
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
