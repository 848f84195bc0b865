/**
 * Following the rider and a no-contact delivery, in the browser against the reference server (issue 29,
 * docs/after-the-order.md): the sandbox rider dispatches the shopper's order in the console, whose page
 * shares its position (Chromium's geolocation override stands in for the phone's GPS); the shopper's order
 * page shows the rider's name, a call link, the distance and the ETA, and follows them as the rider moves.
 * The rider then delivers without contact with a photo of the door, which the shopper's page shows.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleSignIn } from './support/console';
import { collectErrors, screenshot, useBrowser } from './support/browser';
import { SANDBOX_STAFF, staff } from './support/staff';
import { addProduct, reachCheckout, signIn, tokenOf } from './shopper';

const shop = useBrowser();
const PRODUCT = 'chicken-gizzard';

interface Point {
  latitude: number;
  longitude: number;
}

/** A point `metres` due north of `from` (a degree of latitude is about 111.2 km). */
const north = (from: Point, metres: number): Point => ({
  latitude: from.latitude + metres / 111_195,
  longitude: from.longitude,
});

/** A 2000 × 1500 photo of a door as a phone would give it, drawn in the page and answered as PNG bytes. */
async function doorPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2000;
    canvas.height = 1500;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#78350f';
    context.fillRect(0, 0, 2000, 1500);
    context.fillStyle = '#fde68a';
    context.fillRect(800, 900, 400, 300);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** A paid order of the shopper's, packed by the sandbox packer; answers its id, number and address. */
async function packedOrder(page: Page) {
  await signIn(page, shop.baseUrl);
  await addProduct(page, shop.baseUrl, PRODUCT);
  await reachCheckout(page, shop.baseUrl);
  await page.getByTestId('pay-button').click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByTestId('order-confirmed').waitFor();
  await page.getByRole('link', { name: 'View order' }).click();
  await page.getByTestId('order-status').waitFor();
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const packer = await staff(shop.baseUrl, SANDBOX_STAFF.packer);
  await packer('/orders/confirm', { orderId });
  const packing = await packer('/orders/start-packing', { orderId });
  await packer('/orders/pack', {
    orderId,
    lines: packing.Order.Lines.map((line) => ({
      lineId: line.LineId,
      grams: line.OrderedGrams ?? 500,
    })),
  });
  // Where the order goes, as the server placed the address (its pincode's centre, without a map).
  const response = await fetch(shop.url(`/v1/order-details?orderId=${orderId}`), {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const { OrderDetails } = (await response.json()) as {
    OrderDetails: { OrderNumber: string; Address: Point };
  };
  return {
    orderId,
    orderNumber: OrderDetails.OrderNumber,
    home: { latitude: OrderDetails.Address.latitude, longitude: OrderDetails.Address.longitude },
  };
}

describe('following the rider', () => {
  it('shows the rider coming closer, then the photo of a no-contact delivery at the door', async () => {
    const shopper = await shop.page('phone');
    const errors = collectErrors(shopper);
    const { orderId, orderNumber, home } = await packedOrder(shopper);

    // The rider's phone: the console may read the location, which starts 2.9 km north of the address.
    const rider = await shop.page('phone', {
      permissions: ['geolocation'],
      geolocation: north(home, 2_900),
    });
    const riderErrors = collectErrors(rider);
    await consoleSignIn(rider, shop.baseUrl, SANDBOX_STAFF.rider);
    await rider.goto(shop.url(`/ops/order/${orderId}`));
    await rider.getByRole('button', { name: 'Dispatch (out for delivery)' }).click();
    await expect
      .poll(() => rider.getByTestId('ops-order-status').innerText())
      .toBe('Out for delivery');
    const sharing = rider.getByTestId('ops-location-sharing');
    await sharing
      .getByRole('status')
      .getByText(new RegExp(`Sharing your location with the customer of .*${orderNumber}`))
      .waitFor();
    await sharing.getByRole('button', { name: 'Stop sharing my location' }).waitFor();
    await screenshot(rider, 'rider-sharing-location-phone');

    // The shopper follows: the rider's name, a call link, the distance and the ETA (2.9 km at 20 km/h).
    await shopper.goto(shop.url(`/order/details/${orderId}`));
    const card = shopper.getByRole('region', { name: 'On its way' });
    await card.getByText('Sandbox is bringing your order').waitFor();
    await card.getByText('2.9 km away').waitFor({ timeout: 30_000 });
    await card.getByText('Arriving in about 9 minutes').waitFor();
    expect(await card.getByRole('link', { name: 'Call Sandbox' }).getAttribute('href')).toBe(
      'tel:+919000000003',
    );
    // No map provider in the sandbox: distance and ETA alone.
    expect(await card.getByRole('img').count()).toBe(0);
    await screenshot(shopper, 'follow-rider-far-phone');

    // The rider rides on: 400 m from the door. The live page follows without a reload.
    await shop.context().setGeolocation(north(home, 400));
    await card.getByText('400 m away').waitFor({ timeout: 30_000 });
    await card.getByText('Arriving in about 2 minutes').waitFor();
    await screenshot(shopper, 'follow-rider-near-phone');

    // At the door: delivered without contact, with a photo.
    await rider.getByRole('button', { name: 'Delivered without contact' }).click();
    await rider.getByLabel('Photo at the door').setInputFiles({
      name: 'door.png',
      mimeType: 'image/png',
      buffer: await doorPhoto(rider),
    });
    await rider.getByRole('img', { name: 'The photo at the door' }).waitFor();
    await screenshot(rider, 'rider-no-contact-phone');
    await rider.getByRole('button', { name: 'Mark delivered without contact' }).click();
    await expect.poll(() => rider.getByTestId('ops-order-status').innerText()).toBe('Delivered');
    // The trip is over: this order is no longer shared with (the sandbox rider may have others out).
    await expect
      .poll(
        async () =>
          (await sharing.count()) === 0 || !(await sharing.innerText()).includes(orderNumber),
      )
      .toBe(true);

    const delivered = shopper.getByRole('region', { name: 'Delivered without contact' });
    await delivered.waitFor({ timeout: 30_000 });
    await delivered.getByText('The rider left your order at your door.').waitFor();
    const photo = delivered.getByRole('img', {
      name: "The rider's photo of your order at your door",
    });
    // As the server keeps it: re-encoded, no side above 1280 px.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
    await expect(card.count()).resolves.toBe(0);
    await shopper.getByText('Delivered without contact', { exact: true }).last().waitFor();
    await screenshot(shopper, 'no-contact-delivered-phone');
    expect(errors).toEqual([]);
    expect(riderErrors).toEqual([]);
  });
});
