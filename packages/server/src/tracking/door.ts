/**
 * A no-contact delivery (docs/after-the-order.md): the deliver move, with the handover recorded on the
 * order's trip, the rider's photo at the door (re-encoded, kept DOOR_PHOTO_DAYS days), a timeline entry of
 * its own and a push saying so instead of the plain "Delivered" one.
 */
import { DOOR_PHOTO_DAYS } from '@storefront/sdk/core';
import type { OpsOrderDetails, OpsRequestOf } from '@storefront/sdk/ops';
import type { Database, Transaction } from '../db/index.js';
import { type EncodedPhoto, encodePhoto, storePhotos } from '../feedback/photos.js';
import { enqueueOrderPush } from '../notifications/outbox.js';
import { type MoveHooks, transition } from '../operations/moves/transition.js';
import { addOrderEvent, type OrderRow } from '../orders/model.js';
import { orderNumber } from '../orders/rules.js';
import type { StaffRow } from '../staff/service.js';
import { orderDeliveries } from './tables.js';
import { recordTripMove } from './trip.js';

/** The timeline's kind of a no-contact handover (the shop words it: `orders.event`). */
export const DELIVERED_WITHOUT_CONTACT = 'DeliveredWithoutContact';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Delivers the order without contact. The photo is decoded and re-encoded before the transaction (a 400
 * when it is no image); the move's refusals are the deliver move's own (409: not out for delivery, or its
 * money still due at the door).
 */
export async function deliverNoContact(
  db: Database,
  staff: StaffRow,
  input: OpsRequestOf<'deliverNoContact'>,
  now: Date,
  /** Other domains' work on a delivery, in its transaction (the tax invoice: domains.ts wires it in). */
  onDelivered?: MoveHooks['within'],
): Promise<OpsOrderDetails> {
  const photo = input.photo ? await encodePhoto(input.photo) : null;
  return transition(db, staff, 'deliver', input.orderId, undefined, {
    within: async (tx, moved) => {
      await recordTripMove(tx, staff.id, 'deliver', moved, now);
      await recordHandover(tx, staff, moved, photo, now);
      await onDelivered?.(tx, moved);
    },
    push: (tx, moved) => tellShopper(tx, moved, photo !== null),
  });
}

/** The trip's no-contact handover with its photo, and the timeline's entry. */
async function recordHandover(
  tx: Transaction,
  staff: StaffRow,
  order: OrderRow,
  photo: EncodedPhoto | null,
  now: Date,
): Promise<void> {
  const expiresAt = new Date(now.getTime() + DOOR_PHOTO_DAYS * DAY_MS);
  const [photoId] = photo
    ? await storePhotos(tx, { orderId: order.id, complaintId: null }, [photo], expiresAt)
    : [];
  const handover = { noContact: true, doorPhotoId: photoId ?? null, deliveredAt: now };
  // An order sent out before trips were recorded gets its trip now, with whoever delivers it.
  await tx
    .insert(orderDeliveries)
    .values({ orderId: order.id, riderId: staff.id, dispatchedAt: now, ...handover })
    .onConflictDoUpdate({ target: orderDeliveries.orderId, set: handover });
  await addOrderEvent(tx, order.id, DELIVERED_WITHOUT_CONTACT, {
    kind: 'DeliveredWithoutContact',
    values: { photo: photo !== null },
  });
}

/** The push instead of "Delivered", in the language of each of the shopper's devices. */
async function tellShopper(tx: Transaction, order: OrderRow, withPhoto: boolean): Promise<void> {
  await enqueueOrderPush(tx, order, {
    kind: 'DeliveredWithoutContact',
    values: { order: orderNumber(order.id, order.createdAt), photo: withPhoto },
  });
}
