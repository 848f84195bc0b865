/**
 * Delivery instructions, in the browser against the reference server (issue 29, docs/after-the-order.md): the
 * shopper ticks quick choices and writes a note at checkout; the rider reads them in the console's order
 * screen, set apart above the lines; the shopper's order page shows them where the order goes.
 */
import { describe, expect, it } from 'vitest';
import { consoleSignIn } from './support/console';
import { collectErrors, useBrowser } from './support/browser';
import { SANDBOX_STAFF } from './support/staff';
import { addProduct, reachCheckout, signIn } from './shopper';

const shop = useBrowser();

describe('delivery instructions', () => {
  it('are given at checkout and read by the rider and on the order page', async () => {
    const page = await shop.page('phone');
    const errors = collectErrors(page);
    await signIn(page, shop.baseUrl);
    await addProduct(page, shop.baseUrl, 'chicken-drumsticks');
    await reachCheckout(page, shop.baseUrl);
    const section = page.getByRole('group', { name: 'Delivery instructions' });
    await section.getByRole('button', { name: 'Leave with the security guard' }).click();
    await section.getByRole('button', { name: 'Call on arrival' }).click();
    await section.getByLabel('Note for the rider (optional)').fill('Tower B, gate 2');
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByTestId('order-confirmed').waitFor();
    await page.getByRole('link', { name: 'View order' }).click();
    const said = page.getByTestId('delivery-instructions');
    await expect
      .poll(() => said.textContent())
      .toBe(
        'Delivery instructions: Call on arrival · Leave with the security guard · “Tower B, gate 2”',
      );
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());

    const rider = await shop.page('phone');
    await consoleSignIn(rider, shop.baseUrl, SANDBOX_STAFF.rider);
    await rider.goto(shop.url(`/ops/order/${orderId}`));
    const panel = rider.getByTestId('ops-instructions');
    await panel.getByText('Call the customer on arrival').waitFor();
    await panel.getByText('Leave with the security guard').waitFor();
    await panel.getByText('Tower B, gate 2').waitFor();
    expect(errors).toEqual([]);
  });
});
