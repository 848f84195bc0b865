/**
 * Rescheduling into the last seat of a slot, two shoppers at once, in two browsers against the reference
 * server (issue 29, docs/after-the-order.md): J P Nagar's slots have 4 seats; three other orders hold three
 * seats of the latest slot; both shoppers move their orders there at the same moment. Exactly one moves and
 * sees its new window; the other is told the slot is full in the dialog and keeps its slot; the slot is at
 * capacity, never beyond.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiShopper, type ApiShopper } from './support/apiShopper';
import { screenshot, useBrowser } from './support/browser';
import { signIn } from './shopper';

const shop = useBrowser();
const JP_NAGAR = { pincode: '560078', street: '7, 15th Cross, J P Nagar 2nd Phase' };
const HUB = 'jp-nagar';

type Slot = { SlotId: string; Start: string; End: string; Left: number; Status: string };

const clock = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** The slot's window as the dialog's radio names it: "…, 18:00–20:00 · 1 left". */
const windowText = (slot: Slot) =>
  `${clock.format(new Date(slot.Start))}–${clock.format(new Date(slot.End))}`;

async function slotsAt(shopper: ApiShopper): Promise<Slot[]> {
  const { DeliveryMethods } = await shopper.client.checkout.deliveryMethods();
  const scheduled = DeliveryMethods.find((method) => method.Kind === 'Slot')!;
  const { Slots } = await shopper.client.checkout.deliverySlots({
    deliveryMethodId: scheduled.DeliveryMethodId,
    hub: HUB,
  });
  return Slots;
}

/** A shopper's order page with the reschedule dialog open and the target slot chosen. */
async function readyToMove(page: Page, shopper: ApiShopper, orderId: number, target: Slot) {
  await signIn(page, shop.baseUrl, shopper.phone);
  await page.goto(shop.url(`/order/details/${orderId}`));
  await page.getByRole('button', { name: 'Change delivery slot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change delivery slot' });
  await dialog.getByRole('radio', { name: new RegExp(`${windowText(target)} · 1 left`) }).check();
  return dialog;
}

describe('rescheduling into the last seat', () => {
  it('moves one of two shoppers racing for it, and tells the other the slot is full', async () => {
    const first = await apiShopper(shop.baseUrl, JP_NAGAR);
    const second = await apiShopper(shop.baseUrl, JP_NAGAR);
    const open = (await slotsAt(first)).filter((slot) => slot.Status === 'Open');
    const target = open.at(-1)!;
    const from = open.find((slot) => slot.SlotId !== target.SlotId && slot.Left >= 2)!;
    expect(target.Left, 'the latest slot is untouched by other tests').toBe(4);
    const firstOrder = await first.placeSlotOrder(from.SlotId);
    const secondOrder = await second.placeSlotOrder(from.SlotId);
    for (let filled = 0; filled < 3; filled++)
      await (await apiShopper(shop.baseUrl, JP_NAGAR)).placeSlotOrder(target.SlotId);

    const pageA = await shop.page('phone');
    const pageB = await shop.page('phone');
    const dialogA = await readyToMove(pageA, first, firstOrder, target);
    const dialogB = await readyToMove(pageB, second, secondOrder, target);
    await Promise.all([
      dialogA.getByRole('button', { name: 'Move my order' }).click(),
      dialogB.getByRole('button', { name: 'Move my order' }).click(),
    ]);

    // One dialog closes on the move; the other says the slot is full.
    const outcome = async (page: Page) => {
      const refused = page.getByRole('dialog').getByRole('alert');
      const moved = page.getByText('Delivery slot changed', { exact: true });
      await Promise.race([refused.waitFor(), moved.first().waitFor()]);
      return (await refused.count()) > 0 ? 'refused' : 'moved';
    };
    const outcomes = await Promise.all([outcome(pageA), outcome(pageB)]);
    expect([...outcomes].sort()).toEqual(['moved', 'refused']);
    const loser = outcomes[0] === 'refused' ? pageA : pageB;
    await loser.getByRole('dialog').getByRole('alert').getByText('Delivery slot full').waitFor();
    await screenshot(loser, 'reschedule-last-seat-refused-phone');

    const after = (await slotsAt(first)).find((slot) => slot.SlotId === target.SlotId)!;
    expect(after.Left).toBe(0);
    const windows = await Promise.all(
      [
        [first, firstOrder],
        [second, secondOrder],
      ].map(async ([who, orderId]) => {
        const { OrderDetails } = await (who as ApiShopper).client.orders.details({
          orderId: orderId as number,
        });
        return OrderDetails?.DeliveryWindow?.SlotId;
      }),
    );
    expect([...windows].sort()).toEqual([from.SlotId, target.SlotId].sort());
  });
});
