/**
 * The demo store's commerce data: coupons, delivery methods, shipping and platform fee settings, the
 * online payment method (the pincodes and hubs: seed/hubs.ts). Each table is filled only while it is empty, so restarts keep edits.
 */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/index.js';
import { coupons } from '../offers/tables.js';
import {
  checkoutSettings,
  deliveryMethods,
  paymentMethods,
  platformFeeBands,
} from '../checkout/tables.js';

const rupees = (amount: number) => amount * 100;

/** Orders each 2-hour slot of the Scheduled method takes (docs/delivery.md). */
const SLOT_CAPACITY = 8;
/** Express orders open at once, and the longest express route in metres. */
const EXPRESS_CAPACITY = 10;
const EXPRESS_MAX_ROUTE_LENGTH = 6_000;

/** The demo coupons: two for every cart, one for a first order, one expired. */
const seedCoupons: (typeof coupons.$inferInsert)[] = [
  {
    code: 'FLAT100',
    title: '₹100 off on orders above ₹499',
    description: 'Flat ₹100 off when your cart is worth ₹499 or more.',
    discountType: 'Flat',
    discountValue: rupees(100),
    minOrderValue: rupees(499),
    position: 1,
  },
  {
    code: 'WELCOME20',
    title: '20% off your first order',
    description: '20% off your first order, up to ₹150.',
    discountType: 'Percent',
    discountValue: 20,
    maxDiscount: rupees(150),
    firstOrderOnly: true,
    perShopperLimit: 1,
    position: 2,
  },
  {
    code: 'FRESH10',
    title: '10% off fresh meat',
    description: '10% off up to ₹100 on carts of ₹300 or more. Use it up to 3 times.',
    discountType: 'Percent',
    discountValue: 10,
    maxDiscount: rupees(100),
    minOrderValue: rupees(300),
    perShopperLimit: 3,
    position: 3,
  },
  {
    code: 'DIWALI50',
    title: '₹50 off for Diwali',
    description: 'Festive offer, now over.',
    discountType: 'Flat',
    discountValue: rupees(50),
    minOrderValue: rupees(299),
    expiresAt: new Date('2025-10-25T18:29:59Z'),
    position: 4,
  },
];

/** Standard and Express, the store's first two delivery methods. */
const seedDeliveryMethods: (typeof deliveryMethods.$inferInsert)[] = [
  {
    name: 'Standard',
    description: 'Delivered in 60–120 minutes',
    charge: 0,
    estimatedMinutes: 120,
    position: 1,
  },
  {
    name: 'Express',
    description: 'Delivered in 30 minutes',
    charge: rupees(49),
    estimatedMinutes: 30,
    kind: 'Express',
    expressCapacity: EXPRESS_CAPACITY,
    maxRouteLength: EXPRESS_MAX_ROUTE_LENGTH,
    position: 2,
  },
];

/** The slot method, added after the first two. */
const scheduledMethod: typeof deliveryMethods.$inferInsert = {
  name: 'Scheduled',
  description: 'Delivered in the 2-hour slot you choose, today or tomorrow',
  charge: 0,
  estimatedMinutes: 120,
  kind: 'Slot',
  slotCapacity: SLOT_CAPACITY,
  position: 3,
};

const onlinePayment: typeof paymentMethods.$inferInsert = {
  name: 'Pay online',
  description: 'UPI, cards, net banking and wallets',
  position: 1,
};

const payOnDelivery: typeof paymentMethods.$inferInsert = {
  name: 'Pay on delivery (cash or UPI)',
  description: 'Pay the rider in cash or by UPI when your order arrives',
  kind: 'OnDelivery',
  position: 2,
};

const seedFeeBands: (typeof platformFeeBands.$inferInsert)[] = [
  { minOrderValue: 0, maxOrderValue: rupees(500) - 1, fee: rupees(15), position: 1 },
  { minOrderValue: rupees(500), maxOrderValue: rupees(1500) - 1, fee: rupees(10), position: 2 },
  { minOrderValue: rupees(1500), maxOrderValue: null, fee: 0, position: 3 },
];

const seedCheckoutSettings: typeof checkoutSettings.$inferInsert = {
  id: 1,
  freeShippingAbove: rupees(499),
  baseFee: rupees(29),
  baseDistance: 3_000,
  perKmFee: rupees(8),
  maxDeliveryDistance: 15_000,
  maxOrderAmount: rupees(50_000),
};

async function seedDeliveryMethodsOnce(tx: Transaction): Promise<void> {
  const anyMethod = await tx.select({ id: deliveryMethods.id }).from(deliveryMethods).limit(1);
  if (anyMethod.length === 0) await tx.insert(deliveryMethods).values(seedDeliveryMethods);
  // Added after the first two methods: a store seeded before slots existed gets it too.
  const anySlotMethod = await tx
    .select({ id: deliveryMethods.id })
    .from(deliveryMethods)
    .where(eq(deliveryMethods.kind, 'Slot'))
    .limit(1);
  if (anySlotMethod.length === 0) await tx.insert(deliveryMethods).values(scheduledMethod);
}

async function seedPaymentMethodsOnce(tx: Transaction): Promise<void> {
  const anyPayment = await tx.select({ id: paymentMethods.id }).from(paymentMethods).limit(1);
  if (anyPayment.length === 0) await tx.insert(paymentMethods).values(onlinePayment);
  // Pay on delivery, added to a store seeded before it existed too (issue 16).
  const onDelivery = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.kind, 'OnDelivery'))
    .limit(1);
  if (onDelivery.length === 0) await tx.insert(paymentMethods).values(payOnDelivery);
}

export async function seedCommerce(tx: Transaction): Promise<void> {
  const anyCoupon = await tx.select({ id: coupons.id }).from(coupons).limit(1);
  if (anyCoupon.length === 0) await tx.insert(coupons).values(seedCoupons);

  await seedDeliveryMethodsOnce(tx);

  await seedPaymentMethodsOnce(tx);

  const anyBand = await tx.select({ id: platformFeeBands.id }).from(platformFeeBands).limit(1);
  if (anyBand.length === 0) await tx.insert(platformFeeBands).values(seedFeeBands);

  await tx.insert(checkoutSettings).values(seedCheckoutSettings).onConflictDoNothing();
}
