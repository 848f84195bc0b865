/**
 * The delivery promise of each method: slots with what is left, express with its ETA and the free-cancel
 * deadline of an order (docs/delivery.md). Whether and at what fee the store delivers to a place is the
 * one delivery quote (delivery-quote.ts).
 */
import type { ReplyOf } from '@storefront/sdk';
import {
  EXPRESS_CANCEL_MINUTES,
  EXPRESS_PREPARATION_MINUTES,
  FREE_CANCEL_MARGIN_MINUTES,
  orderStatusesWhere,
} from '@storefront/sdk/core';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import { bookedSeats } from '../orders/slot-holds.js';
import { expireDueSeats } from '../payments/expiry.js';
import { slotById, slotStatus, upcomingSlots, type SlotWindow, type StoreHours } from './slots.js';
import type { Config } from '../env.js';
import { type InWords, type Refusal, refusal } from '../http/errors.js';
import type { ServerTexts } from '../i18n/texts.js';
import { hubs } from '../hubs/tables.js';
import { orders } from '../orders/tables.js';
import { deliveryMethods } from './tables.js';

type Db = Database | Transaction;
type DeliverySlot = ReplyOf<'deliverySlots'>['Slots'][number];
type ExpressOffer = NonNullable<ReplyOf<'serviceability'>['Express']>;
export type DeliveryMethodRow = typeof deliveryMethods.$inferSelect;

const MINUTE = 60_000;
/** Orders that still occupy an express seat: the lifecycle's holdsCapacity statuses (packing included). */
const CAPACITY_HOLDING_STATUSES = orderStatusesWhere('holdsCapacity');

export const storeHoursOf = (config: Config): StoreHours => config.store;

/** A hub as its delivery promise needs it: its own hours and capacities (null: the store's). */
export type DeliveryHub = Pick<
  typeof hubs.$inferSelect,
  'id' | 'opensAtMinute' | 'closesAtMinute' | 'slotCapacity' | 'expressCapacity'
>;

/** The hub's store hours, else the store's. */
export const hubHours = (store: StoreHours, hub: DeliveryHub): StoreHours => ({
  opensAtMinute: hub.opensAtMinute ?? store.opensAtMinute,
  closesAtMinute: hub.closesAtMinute ?? store.closesAtMinute,
});

/** Orders per slot of the method at the hub: the hub's, else the method's. */
export const slotCapacityAt = (method: DeliveryMethodRow, hub: DeliveryHub) =>
  hub.slotCapacity ?? method.slotCapacity ?? 0;

export async function activeDeliveryMethod(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(deliveryMethods)
    .where(and(eq(deliveryMethods.id, id), eq(deliveryMethods.isActive, true)));
  return row;
}

/**
 * Gives back the seats of a slot method's upcoming slots held by orders whose payment time ran out, so
 * the capacity read that follows counts only live orders (payments/expiry.ts). Not inside a transaction.
 */
export async function freeExpiredSeats(
  db: Database,
  config: Config,
  method: DeliveryMethodRow,
  now: Date,
  slots: StoreHours | string[] = storeHoursOf(config),
): Promise<void> {
  if (method.kind !== 'Slot') return;
  const slotIds = Array.isArray(slots)
    ? slots
    : upcomingSlots(now, slots).map((slot) => slot.slotId);
  await expireDueSeats(db, config, { deliveryMethodId: method.id, slotIds }, now);
}

/**
 * Today's and tomorrow's slots of a slot method at a hub that have not started (in the hub's hours), with
 * the hub's seats left.
 */
export async function listSlots(
  db: Db,
  method: DeliveryMethodRow,
  at: { hub: DeliveryHub; hours: StoreHours },
  now: Date,
): Promise<DeliverySlot[]> {
  if (method.kind !== 'Slot') return [];
  const capacity = slotCapacityAt(method, at.hub);
  const windows = upcomingSlots(now, hubHours(at.hours, at.hub));
  const booked = await bookedSeats(
    db,
    at.hub.id,
    method.id,
    windows.map((window) => window.slotId),
  );
  return windows.map((window) => {
    const taken = booked.get(window.slotId) ?? 0;
    return {
      SlotId: window.slotId,
      DeliveryMethodId: method.id,
      Start: window.start.toISOString(),
      End: window.end.toISOString(),
      CutOffAt: window.cutOffAt.toISOString(),
      Capacity: capacity,
      Left: Math.max(0, capacity - taken),
      Status: slotStatus(window, now, taken, capacity),
    };
  });
}

type DeliveryTexts = ServerTexts['commerceMessages']['delivery'];

/** A 400 with one of the delivery refusals, in the request's language. */
function refuse(pick: (texts: DeliveryTexts) => Refusal) {
  const words: InWords<Refusal> = (t) => pick(t.commerceMessages.delivery);
  return refusal(400, words);
}

/**
 * The slot a checkout asks for, checked against the method and the clock (not yet held): 400 when a slot
 * method has none, a slot-less method has one, or the slot is unknown, past, closed or full.
 */
export async function resolveSlot(
  db: Db,
  method: DeliveryMethodRow,
  slotId: string | undefined,
  at: { hub: DeliveryHub; hours: StoreHours },
  now: Date,
): Promise<SlotWindow | null> {
  const hours = hubHours(at.hours, at.hub);
  if (method.kind !== 'Slot') {
    if (slotId !== undefined) throw refuse((d) => d.slotNotForMethod);
    return null;
  }
  if (slotId === undefined) throw refuse((d) => d.slotRequired);
  const window = slotById(slotId, hours);
  if (!window || window.start.getTime() <= now.getTime()) throw refuse((d) => d.slotUnknown);
  if (!upcomingSlots(now, hours).some((slot) => slot.slotId === slotId))
    throw refuse((d) => d.slotUnknown);
  const booked = (await bookedSeats(db, at.hub.id, method.id, [slotId])).get(slotId) ?? 0;
  const status = slotStatus(window, now, booked, slotCapacityAt(method, at.hub));
  if (status === 'Closed') throw refuse((d) => d.slotClosed);
  if (status === 'Full') throw refuse((d) => d.slotFull);
  return window;
}

/**
 * Express is offered when the route is short enough and the hub has fewer express orders open than its
 * capacity (the hub's, else the method's).
 */
export async function expressOffer(
  db: Db,
  method: DeliveryMethodRow,
  route: { routeLength: number; timeDuration: number },
  hub: DeliveryHub,
): Promise<ExpressOffer> {
  const [open] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryMethodId, method.id),
        eq(orders.hubId, hub.id),
        inArray(orders.status, [...CAPACITY_HOLDING_STATUSES]),
      ),
    );
  const capacity = hub.expressCapacity ?? method.expressCapacity;
  const withinRoute = method.maxRouteLength === null || route.routeLength <= method.maxRouteLength;
  const withinCapacity = capacity === null || (open?.n ?? 0) < capacity;
  const available = withinRoute && withinCapacity;
  return {
    DeliveryMethodId: method.id,
    Available: available,
    EtaMinutes: available ? EXPRESS_PREPARATION_MINUTES + Math.ceil(route.timeDuration / 60) : null,
  };
}

/** Refuses an express order the store cannot take now (400). */
export async function requireExpress(
  db: Db,
  method: DeliveryMethodRow,
  route: { routeLength: number; timeDuration: number },
  hub: DeliveryHub,
): Promise<void> {
  if (method.kind !== 'Express') return;
  if (!(await expressOffer(db, method, route, hub)).Available)
    throw refuse((d) => d.expressUnavailable);
}

/**
 * Placing an express order: the hub's row is locked until the order's transaction ends, so concurrent
 * express checkouts at the hub count its open orders one after another and never exceed its capacity.
 */
export async function holdExpressCapacity(
  tx: Transaction,
  method: DeliveryMethodRow,
  route: { routeLength: number; timeDuration: number },
  hub: DeliveryHub,
): Promise<void> {
  if (method.kind !== 'Express') return;
  await tx.select({ id: hubs.id }).from(hubs).where(eq(hubs.id, hub.id)).for('update');
  await requireExpress(tx, method, route, hub);
}

/** Free cancellation ends FREE_CANCEL_MARGIN_MINUTES before the slot, or EXPRESS_CANCEL_MINUTES after an express order. */
export function cancelDeadlineFor(
  method: Pick<DeliveryMethodRow, 'kind'>,
  window: SlotWindow | null,
  placedAt: Date,
): Date | null {
  if (window) return new Date(window.start.getTime() - FREE_CANCEL_MARGIN_MINUTES * MINUTE);
  if (method.kind === 'Express')
    return new Date(placedAt.getTime() + EXPRESS_CANCEL_MINUTES * MINUTE);
  return null;
}
