/**
 * When a cut runs out, in the browser against the reference server (issue 29, docs/after-the-order.md): the
 * shopper asks at checkout for a similar cut should the item run out; the packer finds it out of stock,
 * sees the customer's choice and picks a similar cut the hub has at its price or less; the shopper's order
 * page says what was packed instead and the timeline says so (any price difference goes back to the wallet:
 * packages/server/src/operations/replacement.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { consoleSignIn } from './support/console';
import { collectErrors, screenshot, useBrowser } from './support/browser';
import { SANDBOX_STAFF } from './support/staff';
import { addProduct, reachCheckout, signIn } from './shopper';

const shop = useBrowser();
const PRODUCT = 'chicken-breast-boneless';

describe('a cut that runs out', () => {
  it('is replaced at packing by the similar cut the packer picks, as the shopper asked', async () => {
    const page = await shop.page('phone');
    const errors = collectErrors(page);
    await signIn(page, shop.baseUrl);
    const name = await addProduct(page, shop.baseUrl, PRODUCT);
    await reachCheckout(page, shop.baseUrl);
    await page
      .getByRole('group', { name: 'If an item runs out' })
      .getByRole('checkbox', { name: `Replace ${name} with a similar cut` })
      .check();
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByTestId('order-confirmed').waitFor();
    await page.getByRole('link', { name: 'View order' }).click();
    await page.getByTestId('order-status').waitFor();
    const orderUrl = page.url();
    const orderId = Number(new URL(orderUrl).pathname.split('/').pop());
    await page.getByTestId('order-line').getByText('A similar cut if it runs out').waitFor();

    // The packer: out of stock, and the customer asked for a similar cut.
    const packer = await shop.page('phone');
    await consoleSignIn(packer, shop.baseUrl, SANDBOX_STAFF.packer);
    await packer.goto(shop.url(`/ops/order/${orderId}`));
    const status = packer.getByTestId('ops-order-status');
    await packer.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => status.innerText()).toBe('Confirmed');
    await packer.getByRole('button', { name: 'Start packing' }).click();
    await expect.poll(() => status.innerText()).toBe('Packing');
    const line = packer.getByTestId('pack-line');
    await line.getByText('If it is out of stock, the customer asks for a similar cut.').waitFor();
    await line.getByRole('checkbox', { name: 'Out of stock (short)' }).check();
    const picker = line.getByLabel('Replace with');
    await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(1);
    const choice = picker.locator('option').nth(1);
    const label = (await choice.textContent()) ?? '';
    const replacement = label.split(' (')[0]!.split(',')[0]!;
    await picker.selectOption({ index: 1 });
    await screenshot(packer, 'ops-replacement-phone');
    await packer.getByRole('button', { name: 'Packed', exact: true }).click();
    await expect.poll(() => status.innerText()).toBe('Packed');
    await packer.getByTestId('ops-line').getByText(`Replaced with ${replacement}`).waitFor();

    // The shopper is told at packing: the line, the timeline, the wallet.
    await page.goto(orderUrl);
    await page
      .getByTestId('order-line')
      .getByText(`Ran out: replaced with ${replacement}`)
      .waitFor();
    await page.getByText('Item replaced', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
