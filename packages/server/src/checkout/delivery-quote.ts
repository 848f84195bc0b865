/**
 * The one delivery quote (issue 25, docs/delivery.md "One delivery quote"): for a pincode, a position, or
 * both, whether the store delivers there (and why not), the serving zone, the delivery fee and the
 * free-delivery threshold, express with its ETA and the next open slot. The header's area check, the
 * address book (through domains.ts) and checkout (the bill and the order) all ask it, so the fee and the
 * express ETA promised for a pincode are the ones charged for an address there.
 *
 * The zone is the unit of the promise: a served pincode's route is its row in `delivery_zones`, whatever
 * the position, so the same pincode always costs the same. A position only has to be near the pincode.
 */
import type { ReplyOf } from '@storefront/sdk';
import { MAX_METRES_FROM_PINCODE, type Locale } from '@storefront/sdk/core';
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { PlaceAddress } from '../addresses/service.js';
import type { Database, Transaction } from '../db/index.js';
import type { Config } from '../env.js';
import { HttpError } from '../http/errors.js';
import { type ServerTexts, textsIn } from '../i18n/texts.js';
import { greatCircleMetres, type Point } from '../maps/service.js';
import { chooseHub, hubsServing, type HubChoice } from '../inventory/allocation.js';
import type { UnitsNeeded } from '../inventory/stock.js';
import { shippingFee } from './bill.js';
import {
  expressOffer,
  freeExpiredSeats,
  listSlots,
  storeHoursOf,
  type DeliveryHub,
  type DeliveryMethodRow,
} from './delivery.js';
import { loadCheckoutSettings } from './settings.js';
import type { StoreHours } from './slots.js';
import { deliveryMethods, deliveryZones } from './tables.js';

type Db = Database | Transaction;
type ZoneRow = typeof deliveryZones.$inferSelect;
type DeliverySlot = ReplyOf<'deliverySlots'>['Slots'][number];
type ExpressOffer = NonNullable<ReplyOf<'serviceability'>['Express']>;

/** Where to deliver: a pincode, a position, or both (an address has its pincode and maybe a position). */
export interface DeliveryPlace {
  pincode?: string | undefined;
  point?: Point | undefined;
}

/**
 * Why a place is not served: its pincode is not a zone, its position is far from its pincode, a shared
 * position is near no served pincode, or the zone's route is beyond the longest delivery.
 */
export type NotServedReason = 'UnknownPincode' | 'FarFromPincode' | 'NoZoneNearPoint' | 'TooFar';

export interface Route {
  routeLength: number;
  timeDuration: number;
}

/** Where a served place is and what delivering there costs: what checkout and the address book need. */
export interface ServedCharge {
  served: true;
  zone: { pincode: string; area: string };
  /** The position given, else the zone's centroid (null only for a zone without one). */
  point: Point | null;
  /** The hub that delivers (hubs/service.ts), with what it lacks of the cart asked about. */
  hub: HubChoice;
  /** The road route from that hub. */
  route: Route;
  /** The fee for the items total asked (0 at or above freeDeliveryAbove), paise. */
  fee: number;
  freeDeliveryAbove: number;
}

/** A served place's charge with the promises the area check shows. */
export interface ServedQuote extends ServedCharge {
  /** The first active express method's offer (null when the store has none). */
  express: ExpressOffer | null;
  /** The earliest open slot of the slot methods (null when none is open). */
  nextSlot: DeliverySlot | null;
}

export interface NotServedQuote {
  served: false;
  reason: NotServedReason;
  /** The pincode asked (absent for a position alone). */
  pincode: string | undefined;
  freeDeliveryAbove: number;
}

export type DeliveryQuote = ServedQuote | NotServedQuote;
export type DeliveryCharge = ServedCharge | NotServedQuote;

type Placement =
  { served: true; zone: ZoneRow; point: Point | null } | { served: false; reason: NotServedReason };

const centroidOf = (zone: ZoneRow): Point | null =>
  zone.latitude === null || zone.longitude === null
    ? null
    : { latitude: zone.latitude, longitude: zone.longitude };

/** A pincode's zone, refused when unknown or when the position given is far from its centroid. */
async function placeByPincode(db: Db, pincode: string, point?: Point): Promise<Placement> {
  const [zone] = await db.select().from(deliveryZones).where(eq(deliveryZones.pincode, pincode));
  if (!zone) return { served: false, reason: 'UnknownPincode' };
  const centroid = centroidOf(zone);
  if (point && centroid && greatCircleMetres(point, centroid) > MAX_METRES_FROM_PINCODE)
    return { served: false, reason: 'FarFromPincode' };
  return { served: true, zone, point: point ?? centroid };
}

/** A shared position's zone: the served pincode whose centroid is nearest, within MAX_METRES_FROM_PINCODE. */
async function placeByPoint(db: Db, point: Point): Promise<Placement> {
  const zones = await db.select().from(deliveryZones).where(isNotNull(deliveryZones.latitude));
  const near = zones
    .map((zone) => ({ zone, metres: greatCircleMetres(point, centroidOf(zone)!) }))
    .filter((candidate) => candidate.metres <= MAX_METRES_FROM_PINCODE)
    .sort((a, b) => a.metres - b.metres)[0];
  return near
    ? { served: true, zone: near.zone, point }
    : { served: false, reason: 'NoZoneNearPoint' };
}

function placeOf(db: Db, place: DeliveryPlace): Promise<Placement> {
  if (place.pincode !== undefined) return placeByPincode(db, place.pincode, place.point);
  if (place.point !== undefined) return placeByPoint(db, place.point);
  return Promise.resolve({ served: false, reason: 'NoZoneNearPoint' });
}

async function activeMethods(db: Db): Promise<DeliveryMethodRow[]> {
  return db
    .select()
    .from(deliveryMethods)
    .where(eq(deliveryMethods.isActive, true))
    .orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id));
}

/** The earliest open slot of the slot methods (read only: checkout may ask inside its transaction). */
async function nextOpenSlot(
  db: Db,
  methods: DeliveryMethodRow[],
  hub: DeliveryHub,
  clock: { hours: StoreHours; now: Date },
): Promise<DeliverySlot | null> {
  let next: DeliverySlot | null = null;
  for (const method of methods.filter((each) => each.kind === 'Slot')) {
    const slots = await listSlots(db, method, { hub, hours: clock.hours }, clock.now);
    const open = slots.find((slot) => slot.Status === 'Open');
    if (open && (next === null || open.Start < next.Start)) next = open;
  }
  return next;
}

/**
 * Whether the store delivers to a place and what it charges for an items total (0 when there is no cart
 * yet: the fee below the free-delivery threshold). Checkout, the bill and the address book ask this; the
 * area check asks `quoteDelivery`, which adds the promises to the same charge.
 */
export async function quoteCharge(
  db: Db,
  place: DeliveryPlace,
  options: { itemsTotal?: number; needs?: readonly UnitsNeeded[] },
): Promise<DeliveryCharge> {
  const { shipping } = await loadCheckoutSettings(db);
  const placement = await placeOf(db, place);
  const notServed = (reason: NotServedReason): NotServedQuote => ({
    served: false,
    reason,
    pincode: place.pincode,
    freeDeliveryAbove: shipping.FreeShippingAbove,
  });
  if (!placement.served) return notServed(placement.reason);
  const { zone } = placement;
  const serving = await hubsServing(db, zone.pincode, placement.point);
  const hub = await chooseHub(db, serving, options.needs ?? []);
  if (!hub) return notServed('UnknownPincode');
  const { route } = hub;
  const fee = shippingFee(shipping, options.itemsTotal ?? 0, route.routeLength);
  if (fee === null) return notServed('TooFar');
  return {
    served: true,
    zone: { pincode: zone.pincode, area: zone.area },
    point: placement.point,
    hub,
    route,
    fee,
    freeDeliveryAbove: shipping.FreeShippingAbove,
  };
}

/** The charge for a place with its promises: express with its ETA, and the next open slot. */
export async function quoteDelivery(
  db: Db,
  place: DeliveryPlace,
  options: { hours: StoreHours; now: Date; itemsTotal?: number },
): Promise<DeliveryQuote> {
  const charge = await quoteCharge(db, place, options);
  if (!charge.served) return charge;
  const methods = await activeMethods(db);
  const express = methods.find((method) => method.kind === 'Express');
  return {
    ...charge,
    express: express ? await expressOffer(db, express, charge.route, charge.hub.hub) : null,
    nextSlot: await nextOpenSlot(db, methods, charge.hub.hub, options),
  };
}

/** Why a place is not served, as a refusal's Description in the request's language. */
export const whyNotServed =
  (quote: NotServedQuote) =>
  (texts: ServerTexts): string => {
    const why = texts.commerceMessages.delivery.whyNotServed;
    const pincode = quote.pincode ?? '';
    switch (quote.reason) {
      case 'UnknownPincode':
        return why.UnknownPincode(pincode);
      case 'FarFromPincode':
        return why.FarFromPincode(pincode);
      case 'NoZoneNearPoint':
        return why.NoZoneNearPoint;
      case 'TooFar':
        return why.TooFar;
    }
  };

/**
 * A 400 for a place the store does not serve: `message` names the refusal (the address book's or
 * checkout's), except a position far from its pincode, which says so.
 */
export function notServedRefusal(
  quote: NotServedQuote,
  message: (texts: ServerTexts) => string,
): HttpError {
  return new HttpError(
    400,
    (texts) =>
      quote.reason === 'FarFromPincode'
        ? texts.commerceMessages.delivery.farFromPincode
        : message(texts),
    whyNotServed(quote),
  );
}

type ServiceabilityReply = ReplyOf<'serviceability'>;

/** The reply of a place the store does not serve: the message to browse anyway, or why the position is refused. */
function notServedReply(quote: NotServedQuote, texts: ServerTexts): ServiceabilityReply {
  return {
    Serviceable: false,
    Message:
      quote.reason === 'FarFromPincode'
        ? whyNotServed(quote)(texts)
        : texts.commerceMessages.delivery.notServed,
    RouteLength: null,
    DeliveryFee: null,
    FreeDeliveryAbove: quote.freeDeliveryAbove,
    NextSlot: null,
    Express: null,
    Hub: null,
  };
}

/**
 * GET /check-serviceability: the delivery quote of a pincode or a shared position (both: the position must
 * be near the pincode), with the fee for a cart below the free-delivery threshold. Seats held by unpaid
 * orders past their time are given back first, so the next slot counts live orders only.
 */
export async function serviceability(
  db: Database,
  config: Config,
  query: ServiceabilityQuery,
  now: Date,
  locale: Locale,
): Promise<ServiceabilityReply> {
  const texts = textsIn(locale);
  for (const method of await activeMethods(db)) await freeExpiredSeats(db, config, method, now);
  const quote = await quoteDelivery(db, placeOfQuery(query), { hours: storeHoursOf(config), now });
  if (!quote.served) return notServedReply(quote, texts);
  const words = texts.commerceMessages.delivery;
  return {
    Serviceable: true,
    Message:
      query.pincode === undefined
        ? words.servedPoint
        : words.served(`${quote.zone.area} (${quote.zone.pincode})`),
    RouteLength: quote.route.routeLength,
    DeliveryFee: quote.fee,
    FreeDeliveryAbove: quote.freeDeliveryAbove,
    NextSlot: quote.nextSlot,
    Express: quote.express,
    Hub: { Slug: quote.hub.hub.slug, Name: quote.hub.hub.name },
  };
}

interface ServiceabilityQuery {
  pincode?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

/** The place a query names: its pincode and, when both coordinates are there, its position. */
export function placeOfQuery(query: ServiceabilityQuery): DeliveryPlace {
  const point =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude }
      : undefined;
  return { pincode: query.pincode, point };
}

/**
 * The address book's placing of an address (addresses' PlaceAddress): refused unless the quote serves
 * it; else at its position, or its pincode's centroid, with its zone's route.
 */
export const placeAddress: PlaceAddress = async (db, config, address) => {
  const place = placeOfQuery({ ...address, pincode: address.postalCode });
  const quote = await quoteCharge(db, place, {});
  if (!quote.served)
    throw notServedRefusal(quote, (texts) => texts.messages.addresses.outsideDeliveryArea);
  if (!quote.point)
    throw new HttpError(
      400,
      (texts) => texts.messages.addresses.locationNeeded,
      (texts) => texts.messages.addresses.locationNeededDescription,
    );
  return { ...quote.point, ...quote.route };
};
