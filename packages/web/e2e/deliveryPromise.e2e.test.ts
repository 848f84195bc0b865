/**
 * The delivery promise with the server's clock moved (issue 12), on a reference server of this file's own
 * (support/referenceServer.ts), so moving its clock never reaches another test file: a cancel inside the
 * window refunded to the way the order was paid; a full slot shown "Full" and disabled at checkout, open
 * again once the unpaid orders holding it expired; and after the free-cancellation deadline the cancel
 * button gone from the order.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FREE_CANCEL_MARGIN_MINUTES } from '@storefront/sdk/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, newPhoneNumber, reachCheckout, signIn, tokenOf } from './shopper';
import { screenshot, useBrowser } from './support/browser';
import { startReferenceServer, type ReferenceServer } from './support/referenceServer';

const shop = useBrowser();
const ADMIN_TOKEN = randomBytes(16).toString('hex');
const PRODUCT = 'chicken-curry-cut';

let workDir = '';
let server: ReferenceServer | undefined;
let baseUrl = '';

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'storefront-delivery-'));
  server = await startReferenceServer(workDir, { SANDBOX_ADMIN_TOKEN: ADMIN_TOKEN });
  baseUrl = server.baseUrl;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const url = (path: string) => new URL(path, baseUrl).toString();

async function api<T>(path: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(url(path), {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomBytes(12).toString('hex'),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${path} ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Moves this file's server clock forward; answers the server's new time. */
async function advanceClock(minutes: number): Promise<Date> {
  const response = await fetch(url('/v1/sandbox/admin/clock'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-admin-token': ADMIN_TOKEN },
    body: JSON.stringify({ advanceMinutes: minutes }),
  });
  if (!response.ok) throw new Error(`clock ${response.status}: ${await response.text()}`);
  return new Date(((await response.json()) as { Now: string }).Now);
}

interface Slot {
  SlotId: string;
  Start: string;
  Left: number;
  Status: 'Open' | 'Full' | 'Closed';
}

async function scheduledMethodId(): Promise<number> {
  const reply = await api<{ DeliveryMethods: { DeliveryMethodId: number; Kind?: string }[] }>(
    '/v1/get-delivery-methods',
  );
  return reply.DeliveryMethods.find((method) => method.Kind === 'Slot')!.DeliveryMethodId;
}

async function slotsOf(methodId: number): Promise<Slot[]> {
  return (await api<{ Slots: Slot[] }>(`/v1/get-delivery-slots?deliveryMethodId=${methodId}`))
    .Slots;
}

/** Another shopper through the API: signed in with the sandbox code, with an address in the area. */
async function apiShopper(): Promise<{ token: string; addressId: number }> {
  const phoneNumber = newPhoneNumber();
  const sent = await api<{ RequestId: string }>('/v1/sandbox/otp/send', {
    body: { phoneNumber },
  });
  const inbox = await api<{ Messages: { To: string; Code: string }[] }>('/v1/sandbox/otp/inbox');
  const code = inbox.Messages.find((message) => message.To === phoneNumber)!.Code;
  const proof = await api<{ Token: string }>('/v1/sandbox/otp/verify', {
    body: { requestId: sent.RequestId, code },
  });
  const session = await api<{ Token: string }>('/v1/auth-users', {
    body: {
      username: 'Slot Filler',
      email: '',
      phoneNumber,
      loginUsing: 'Phone',
      loginService: 'otpless',
      idToken: proof.Token,
    },
  });
  const saved = await api<{ Address: { AddressId: number } }>('/v1/post-user-address', {
    token: session.Token,
    body: {
      AddressData: {
        fullName: 'Ravi Kumar',
        phoneNumber: '9876543210',
        addressLine1: '12, 5th Cross, Koramangala',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560034',
        type: 'Home',
        latitude: 12.9352,
        longitude: 77.6245,
      },
    },
  });
  return { token: session.Token, addressId: saved.Address.AddressId };
}

/** Takes every seat left in a slot with orders that wait for their online payment. */
async function fillSlot(methodId: number, slot: Slot): Promise<void> {
  const product = await api<{
    ProductDetails: {
      ProductId: number;
      Price: number;
      ProductConfig: { Options: { RowId: number; PriceDelta: number; IsAvailable: boolean }[] }[];
    };
  }>(`/v1/get-product-details?productSlug=${PRODUCT}`);
  const details = product.ProductDetails;
  const rows = details.ProductConfig.map((group) =>
    group.Options.find((option) => option.IsAvailable)!,
  );
  const price = details.Price + rows.reduce((total, row) => total + row.PriceDelta, 0);
  const methods = await api<{ PaymentMethods: { PaymentMethodId: number; Kind?: string }[] }>(
    '/v1/get-payment-methods',
  );
  const online = methods.PaymentMethods.find((method) => method.Kind !== 'OnDelivery')!;
  for (let seat = 0; seat < slot.Left; seat += 1) {
    const filler = await apiShopper();
    await api('/v1/checkout', {
      token: filler.token,
      body: {
        addressId: filler.addressId,
        deliveryMethodId: methodId,
        slotId: slot.SlotId,
        paymentMethodId: online.PaymentMethodId,
        useWallet: false,
        products: [
          {
            productId: details.ProductId,
            qty: 1,
            configPriceIds: rows.map((row) => row.RowId),
            price,
          },
        ],
      },
    });
  }
}

/** The slot picker's radio and label text for one slot. */
async function slotInPicker(page: Page, slotId: string) {
  const picker = page.getByTestId('slot-picker');
  await picker.getByRole('radio').first().waitFor();
  const radio = picker.locator(`input[value="${slotId}"]`);
  const label = picker.locator('label', { has: page.locator(`input[value="${slotId}"]`) });
  return { radio, text: await label.innerText(), disabled: await radio.isDisabled() };
}

async function shopperAtCheckout(): Promise<Page> {
  const page = await shop.page('phone');
  await addProduct(page, baseUrl, PRODUCT);
  await signIn(page, baseUrl);
  await reachCheckout(page, baseUrl);
  return page;
}

/** Pays on the sandbox gateway's page with the chosen way and opens the order. */
async function payAndOpenOrder(page: Page, way: 'UPI' | 'Card' = 'UPI'): Promise<void> {
  await page.getByTestId('pay-button').click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('radio', { name: way }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByTestId('order-confirmed').waitFor();
  await page.getByRole('link', { name: 'View order' }).click();
  await page.getByTestId('order-status').waitFor();
}

describe('the delivery promise with the server clock moved', () => {
  it('cancels inside the window with the refund to the way the order was paid', async () => {
    const page = await shopperAtCheckout();
    await payAndOpenOrder(page, 'Card');

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this order?' });
    const choice = confirm.getByRole('group', { name: 'Where should the refund go?' });
    expect(
      await choice.getByRole('radio', { name: 'Refund to wallet (instant)' }).isChecked(),
    ).toBe(true);
    await choice.getByRole('radio', { name: 'Refund to your card' }).check();
    await screenshot(page, 'cancel-refund-to-card-phone');
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('Cancelled');

    await page.getByRole('link', { name: 'View refund' }).click();
    const details = page.getByTestId('refund-details');
    await details.waitFor();
    expect(await details.getByTestId('refund-destination').innerText()).toBe(
      'To the original payment method',
    );
    await expect.poll(() => details.getByTestId('refund-status').innerText()).toBe('Refunded');
    expect(await details.getByTestId('refund-when').innerText()).toMatch(
      /^Sent to your payment method on /,
    );
    await screenshot(page, 'refund-to-card-details-phone');

    // The money went back through the gateway, not into the wallet.
    const wallet = await api<{ Balance: number }>('/v1/wallet-data', {
      token: await tokenOf(page),
    });
    expect(wallet.Balance).toBe(0);
    const sandbox = await fetch(url('/sandbox')).then((response) => response.text());
    expect(sandbox).toContain('Latest refunds to the original payment method');
  });

  it('shows a full slot disabled as Full, and open again once its unpaid orders expired', async () => {
    const methodId = await scheduledMethodId();
    const last = (await slotsOf(methodId)).at(-1)!;
    await fillSlot(methodId, last);
    expect((await slotsOf(methodId)).at(-1)).toMatchObject({ SlotId: last.SlotId, Status: 'Full' });

    const page = await shopperAtCheckout();
    await page.getByRole('radio', { name: /Scheduled/ }).check();
    const full = await slotInPicker(page, last.SlotId);
    expect(full.text).toMatch(/ · Full$/);
    expect(full.disabled).toBe(true);
    await screenshot(page, 'checkout-full-slot-phone');

    // The orders holding it were never paid: 16 minutes on, their seats are given back.
    await advanceClock(16);
    await page.reload();
    await page.getByTestId('bill').waitFor();
    await page.getByRole('radio', { name: /Scheduled/ }).check();
    await expect
      .poll(async () => (await slotInPicker(page, last.SlotId)).text)
      .toMatch(/ · \d+ left$/);
    expect((await slotInPicker(page, last.SlotId)).disabled).toBe(false);
  });

  it('takes the cancel button away once the free-cancellation deadline has passed', async () => {
    const page = await shopperAtCheckout();
    await page.getByRole('radio', { name: /Scheduled/ }).check();
    const picker = page.getByTestId('slot-picker');
    await picker.getByRole('radio').first().waitFor();
    // A slot whose free cancellation is still ahead: an open slot may start within the hour, its
    // cancellation already over (it closes 30 min before the start, free cancellation 60 min before).
    const ordering = await advanceClock(1);
    const slots = await slotsOf(await scheduledMethodId());
    const cancellable = slots.findIndex(
      (slot) =>
        slot.Status === 'Open' &&
        Date.parse(slot.Start) - ordering.getTime() > (FREE_CANCEL_MARGIN_MINUTES + 10) * 60_000,
    );
    expect(cancellable).toBeGreaterThanOrEqual(0);
    await picker.getByRole('radio').nth(cancellable).check();
    await page.getByTestId('bill').waitFor();
    await payAndOpenOrder(page);
    await page.getByRole('button', { name: 'Cancel order' }).waitFor();
    await page.getByTestId('cancel-deadline').waitFor();

    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const { OrderDetails } = await api<{ OrderDetails: { CancelDeadline: string } }>(
      `/v1/order-details?orderId=${orderId}`,
      { token: await tokenOf(page) },
    );
    const now = await advanceClock(1);
    const minutes = Math.ceil((Date.parse(OrderDetails.CancelDeadline) - now.getTime()) / 60_000);
    await advanceClock(minutes + 1);

    await page.reload();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('Placed');
    await page.getByTestId('delivery-window').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    expect(await page.getByTestId('cancel-deadline').count()).toBe(0);
    await screenshot(page, 'order-after-cancel-deadline-phone');
  });
});
