/**
 * The delivery promise at checkout (issue 12): a shopper chooses the Scheduled method, picks a window from
 * the slots the server lists with what is left (a full or closed one cannot be chosen), pays, sees the
 * promised window and the free-cancellation deadline on the order, and cancels inside it with the refund
 * in the wallet.
 */
import { describe, expect, it } from 'vitest';
import { addProduct, reachCheckout, signIn } from './shopper';
import { screenshot, useBrowser } from './support/browser';

const shop = useBrowser();

describe('delivery slots', () => {
  it('picks an open slot, pays, shows the window and the cancel deadline, and cancels inside it', async () => {
    const page = await shop.page('phone');
    await addProduct(page, shop.baseUrl, 'chicken-curry-cut');
    await signIn(page, shop.baseUrl);
    await reachCheckout(page, shop.baseUrl);

    await page.getByRole('radio', { name: /Scheduled/ }).check();
    const picker = page.getByTestId('slot-picker');
    await picker.getByRole('radio').first().waitFor();
    const slots = picker.getByRole('radio');
    const labels = await picker.locator('label').allInnerTexts();
    expect(labels.length).toBeGreaterThan(0);
    for (const [index, label] of labels.entries()) {
      expect(label).toMatch(/^(Today|Tomorrow), \d\d:\d\d–\d\d:\d\d · (\d+ left|Full|Closed)$/);
      // Full and closed windows are listed but cannot be chosen.
      expect(await slots.nth(index).isDisabled()).toBe(/Full|Closed/.test(label));
    }
    const open = labels
      .map((label, index) => ({ label, index }))
      .filter((slot) => /left/.test(slot.label));
    expect(open.length).toBeGreaterThan(0);
    const chosen = open.at(-1)!;
    await slots.nth(chosen.index).check();
    await expect.poll(() => slots.nth(chosen.index).isChecked()).toBe(true);
    await page.getByTestId('bill').waitFor();
    await screenshot(page, 'checkout-slots-phone');

    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByTestId('order-confirmed').waitFor();
    const window = chosen.label.split(' · ')[0]!;
    await expect(page.getByTestId('delivery-window').innerText()).resolves.toBe(
      `Delivery: ${window}`,
    );
    await page.getByRole('link', { name: 'View order' }).click();

    await expect
      .poll(() => page.getByTestId('delivery-window').innerText())
      .toBe(`Delivery: ${window}`);
    await expect(page.getByTestId('cancel-deadline').innerText()).resolves.toMatch(
      /^Free cancellation until \d\d:\d\d · (\d+ min left|less than a minute left)$/,
    );

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('Cancelled');
    await expect.poll(() => page.getByTestId('cancel-deadline').count()).toBe(0);
    await page.goto(shop.url('/user/wallet'));
    await page.getByTestId('wallet-transaction').first().waitFor();
    expect(await page.getByTestId('wallet-balance').innerText()).not.toBe('₹0');
  });
});

describe('serviceability at the door', () => {
  it('says an unserved pincode is not served with a way to browse, and a served one its next slot and fee', async () => {
    const page = await shop.page('phone');
    await page.goto(shop.url('/'));
    await page.getByRole('heading', { name: 'Best sellers' }).waitFor();
    await page.getByRole('button', { name: 'Check delivery to your area' }).click();
    const dialog = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await dialog.getByLabel('Pincode').fill('11000');
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByText('Enter a 6-digit pincode.').waitFor();

    await dialog.getByLabel('Pincode').fill('110001');
    await dialog.getByRole('button', { name: 'Check' }).click();
    const answer = dialog.getByTestId('serviceability');
    await answer.waitFor();
    expect(await answer.innerText()).not.toContain('We deliver to');
    await dialog.getByRole('button', { name: 'Browse anyway' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: 'Delivering to 110001, change' }).click();

    await dialog.getByLabel('Pincode').fill('560034');
    await dialog.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => answer.innerText()).toContain('We deliver to 560034.');
    const text = await answer.innerText();
    expect(text).toMatch(/Next slot: (Today|Tomorrow), \d\d:\d\d–\d\d:\d\d|No slot is open/);
    expect(text).toMatch(/Delivery ₹[\d,]+, free on orders of ₹[\d,]+ or more|Free delivery/);
    await screenshot(page, 'delivery-area-phone');
    await dialog.getByRole('button', { name: 'Start shopping' }).click();
    // Kept on the device: the header still names it after a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Delivering to 560034, change' }).waitFor();
  });
});
