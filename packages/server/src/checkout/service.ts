/**
 * The bill and the order, computed only from the server's data: catalog prices and option deltas, the
 * applied coupon, shipping from the address's stored route length, the delivery method's charge,
 * platform fee bands and the wallet balance. Checkout writes the order, its lines, the coupon use and
 * the wallet hold in one transaction.
 */
import { and, asc, count, eq, gte } from 'drizzle-orm';
import { formatPaise, type PaymentMethodKind } from '@storefront/sdk/core';
import type { Config } from '../env.js';
import type { Database, Transaction } from '../db/index.js';
import { type InWords, refusal } from '../http/errors.js';
import { addresses } from '../addresses/tables.js';
import { toAddress } from '../addresses/model.js';
import {
  isSellable,
  itemsTotalOf,
  maxQtyPerProduct,
  priceLines,
  productsOverMax,
  type PricedLine,
} from '../cart/pricing.js';
import {
  clearAppliedCoupon,
  resolveAppliedCoupon,
  type ResolvedCoupon,
} from '../offers/service.js';
import { couponUses } from '../offers/tables.js';
import { addOrderEvent } from '../orders/model.js';
import { orderNumber, type OrderData } from '../orders/rules.js';
import { orderLines, orders, type AddressSnapshot } from '../orders/tables.js';
import { startPaymentAttempt, toOrderData } from '../payments/model.js';
import { lockWallet, moveWallet, walletBalance } from '../wallet/service.js';
import { computeBill, platformFee, type Bill } from './bill.js';
import { notServedRefusal, quoteCharge, type ServedCharge } from './delivery-quote.js';
import { commerceMessages } from '../messages.js';
import { deliveryMethods, paymentMethods, platformFeeBands } from './tables.js';
import { loadCheckoutSettings } from './settings.js';
import { takeSeat } from '../orders/slot-holds.js';
import { chargeOrder } from '../orders/ledger.js';
import type { SlotWindow, StoreHours } from './slots.js';
import {
  cancelDeadlineFor,
  requireExpress,
  holdExpressCapacity,
  resolveSlot,
  type DeliveryMethodRow,
} from './delivery.js';

type Db = Database | Transaction;

export async function platformFeeConfigs(db: Db) {
  const rows = await db
    .select()
    .from(platformFeeBands)
    .orderBy(asc(platformFeeBands.position), asc(platformFeeBands.minOrderValue));
  return rows.map((row) => ({
    MinOrderValue: row.minOrderValue,
    MaxOrderValue: row.maxOrderValue,
    Fee: row.fee,
  }));
}

export interface QuoteRequest {
  addressId: number;
  deliveryMethodId: number;
  /** Absent for /calculate-bill, which does not choose how to pay. */
  paymentMethodId?: number;
  useWallet: boolean;
  /** Required for a method of kind Slot. */
  slotId?: string | undefined;
  products: { productId: number; qty: number; configPriceIds: number[]; price: number }[];
}

export interface Quote {
  bill: Bill;
  lines: PricedLine[];
  coupon: ResolvedCoupon | null;
  address: AddressSnapshot;
  deliveryMethod: DeliveryMethodRow;
  /** The chosen slot, checked but not yet held (null for a slot-less method). */
  slot: SlotWindow | null;
  paymentMethod: { id: number; name: string; kind: PaymentMethodKind } | null;
  walletBalance: number;
}

/**
 * The delivery quote of a saved address (its pincode and position) for an items total, or the 400 for
 * one the store does not serve (checkout/delivery-quote.ts): the fee and route checkout charges.
 */
async function quoteAddress(
  db: Db,
  address: typeof addresses.$inferSelect,
  options: { hours: StoreHours; now: Date; itemsTotal: number },
): Promise<ServedCharge> {
  const point = { latitude: address.latitude, longitude: address.longitude };
  const place = await quoteCharge(db, { pincode: address.postalCode, point }, options);
  if (!place.served)
    throw notServedRefusal(place, (t) => t.commerceMessages.checkout.outsideDeliveryArea.Message);
  return place;
}

/** Days over which pay-on-delivery orders refused at the door are counted. */
const POD_REFUSAL_WINDOW_DAYS = 90;

/**
 * Pay on delivery is offered when the store enables it, for an amount up to its maximum, and not to a
 * shopper whose recent pay-on-delivery orders were refused at the door too often (docs/api.md).
 */
async function allowPayOnDelivery(
  tx: Transaction,
  config: Config,
  userId: number,
  amount: number,
): Promise<void> {
  const rules = config.payOnDelivery;
  if (!rules.enabled) throw refusal(400, (t) => t.commerceMessages.payOnDelivery.unavailable);
  const maximum = formatPaise(rules.maxAmount);
  if (amount > rules.maxAmount)
    throw refusal(400, (t) => t.commerceMessages.payOnDelivery.tooMuch(maximum));
  const since = new Date(Date.now() - POD_REFUSAL_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const [refused] = await tx
    .select({ count: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'DeliveryFailed'),
        eq(orders.paymentStatus, 'DueOnDelivery'),
        gte(orders.createdAt, since),
      ),
    );
  if ((refused?.count ?? 0) >= rules.maxRefusals)
    throw refusal(400, (t) => t.commerceMessages.payOnDelivery.refusedBefore);
}

/** The address fields a delivery needs (their names in commerceMessages.checkout.addressField). */
const requiredAddressFields = [
  'fullName',
  'phoneNumber',
  'addressLine1',
  'city',
  'postalCode',
] as const;

/** A checkout detail that is missing, with what to do about it in words. */
interface MissingField {
  Field: string;
  Description: InWords<string>;
}

/**
 * Prices a checkout request, or throws the refusal of spec section 8: 409 UnAvailableItems (with the
 * products) or PriceUpdated; 400 MissingFields, ExceedMaxAllowedAmount or WalletError.
 * `walletBalance` is the balance to use (read under the wallet lock when placing the order).
 */
export async function quote(
  db: Db,
  userId: number,
  request: QuoteRequest,
  walletBalanceNow: number,
  delivery: { hours: StoreHours; now: Date },
): Promise<Quote> {
  const { now } = delivery;
  const lines = await priceLines(db, request.products);

  const unsellable = lines.filter((line) => !isSellable(line));
  if (unsellable.length > 0) {
    throw refusal(409, (t) => t.commerceMessages.checkout.unavailableItems, {
      UnAvailableItems: true,
      Products: unsellable.map((line) => ({
        ProductId: line.productId,
        ProductName: line.productName,
        ConfigPriceIds: line.configPriceIds,
      })),
    });
  }

  const maxQty = await maxQtyPerProduct(db);
  if (productsOverMax(lines, maxQty).length > 0)
    throw refusal(400, (t) => t.commerceMessages.checkout.quantityTooHigh(maxQty));

  const changed = lines.some((line, index) => line.unitPrice !== request.products[index]!.price);
  if (changed)
    throw refusal(409, (t) => t.commerceMessages.checkout.priceUpdated, { PriceUpdated: true });

  const missing: MissingField[] = [];
  const [addressRow] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, request.addressId), eq(addresses.userId, userId)));
  if (!addressRow)
    missing.push({
      Field: 'addressId',
      Description: (t) => t.commerceMessages.checkout.addressMissing,
    });
  else {
    for (const field of requiredAddressFields) {
      if (addressRow[field].trim() === '') {
        missing.push({
          Field: field,
          Description: ({ commerceMessages: { checkout } }) =>
            checkout.addressIncomplete(checkout.addressField[field]),
        });
      }
    }
  }
  const [deliveryMethod] = await db
    .select()
    .from(deliveryMethods)
    .where(
      and(eq(deliveryMethods.id, request.deliveryMethodId), eq(deliveryMethods.isActive, true)),
    );
  if (!deliveryMethod) {
    missing.push({
      Field: 'deliveryMethodId',
      Description: (t) => t.commerceMessages.checkout.deliveryMethodMissing,
    });
  }
  let paymentMethod: { id: number; name: string; kind: PaymentMethodKind } | null = null;
  if (request.paymentMethodId !== undefined) {
    const [row] = await db
      .select()
      .from(paymentMethods)
      .where(
        and(eq(paymentMethods.id, request.paymentMethodId), eq(paymentMethods.isActive, true)),
      );
    if (!row)
      missing.push({
        Field: 'paymentMethodId',
        Description: (t) => t.commerceMessages.checkout.paymentMethodMissing,
      });
    else paymentMethod = { id: row.id, name: row.name, kind: row.kind };
  }
  if (missing.length > 0 || !addressRow || !deliveryMethod) {
    throw refusal(
      400,
      (t) => t.commerceMessages.checkout.missingFields,
      (t) => ({
        MissingFields: missing.map(({ Field, Description }) => ({
          Field,
          Description: Description(t),
        })),
      }),
    );
  }

  const settings = await loadCheckoutSettings(db);
  const itemsTotal = itemsTotalOf(lines);
  const place = await quoteAddress(db, addressRow, { ...delivery, itemsTotal });
  const slot = await resolveSlot(db, deliveryMethod, request.slotId, delivery.hours, now);
  await requireExpress(db, deliveryMethod, place.route);
  const coupon = await resolveAppliedCoupon(db, userId, itemsTotal, now);
  const bill = computeBill({
    itemsTotal,
    couponDiscount: coupon?.discount ?? 0,
    shippingFee: place.fee,
    deliveryCharge: deliveryMethod.charge,
    platformFee: platformFee(await platformFeeConfigs(db), itemsTotal),
    walletBalance: walletBalanceNow,
    useWallet: request.useWallet,
  });
  if (bill.Total > settings.maxOrderAmount) {
    const maximum = formatPaise(settings.maxOrderAmount);
    throw refusal(400, (t) => t.commerceMessages.checkout.exceedMaxAmount(maximum), {
      ExceedMaxAllowedAmount: true,
    });
  }
  if (request.useWallet && walletBalanceNow <= 0) {
    throw refusal(400, (t) => t.commerceMessages.checkout.walletEmpty, { WalletError: true });
  }
  const { IsDefault: _isDefault, ...saved } = toAddress(addressRow);
  // The order keeps the route it was charged for: its zone's, as the delivery quote gave it.
  const address = {
    ...saved,
    RouteLength: place.route.routeLength,
    TimeDuration: place.route.timeDuration,
  };
  return {
    bill,
    lines,
    coupon,
    address,
    deliveryMethod,
    slot,
    paymentMethod,
    walletBalance: walletBalanceNow,
  };
}

/** /calculate-bill: the bill checkout would produce now, creating nothing. */
export async function calculateBill(
  db: Database,
  userId: number,
  request: QuoteRequest,
  delivery: { hours: StoreHours; now: Date },
) {
  const balance = await walletBalance(db, userId);
  const result = await quote(db, userId, request, balance, delivery);
  return {
    Bill: result.bill,
    AppliedCoupon: result.coupon
      ? {
          CouponId: result.coupon.coupon.id,
          Code: result.coupon.coupon.code,
          Title: result.coupon.coupon.title,
          Discount: result.coupon.discount,
        }
      : null,
    WalletBalance: balance,
  };
}

/**
 * Places the order in one transaction. The shopper's wallet row is locked first, which serializes their
 * checkouts; an order already created with this Idempotency-Key is returned as it is.
 */
export async function placeOrder(
  db: Database,
  config: Config,
  userId: number,
  request: QuoteRequest,
  checkoutKey: string | null,
  delivery: { hours: StoreHours; now: Date },
): Promise<OrderData> {
  return db.transaction(async (tx) => {
    const balance = await lockWallet(tx, userId);
    if (checkoutKey !== null) {
      const [existing] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.checkoutKey, checkoutKey)));
      if (existing) return toOrderData(tx, config, existing);
    }
    const priced = await quote(tx, userId, request, balance, delivery);
    const { bill, slot } = priced;
    // The seat is taken in the order's transaction: a full slot refuses, and a refused order keeps none.
    if (
      slot &&
      !(await takeSeat(tx, priced.deliveryMethod.id, slot, priced.deliveryMethod.slotCapacity ?? 0))
    ) {
      throw refusal(400, (t) => t.commerceMessages.delivery.slotFull);
    }
    await holdExpressCapacity(tx, priced.deliveryMethod, {
      routeLength: priced.address.RouteLength,
      timeDuration: priced.address.TimeDuration,
    });
    const paidByWallet = bill.AmountPayable === 0;
    const onDelivery = !paidByWallet && priced.paymentMethod?.kind === 'OnDelivery';
    if (onDelivery) await allowPayOnDelivery(tx, config, userId, bill.AmountPayable);
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        checkoutKey,
        status: paidByWallet || onDelivery ? 'Placed' : 'PendingPayment',
        paymentStatus: paidByWallet ? 'Paid' : onDelivery ? 'DueOnDelivery' : 'Pending',
        address: priced.address,
        deliveryMethodId: priced.deliveryMethod.id,
        deliveryMethodName: priced.deliveryMethod.name,
        paymentMethodId: priced.paymentMethod!.id,
        paymentMethodName: paidByWallet ? 'Wallet' : priced.paymentMethod!.name,
        couponId: priced.coupon?.coupon.id ?? null,
        couponCode: priced.coupon?.coupon.code ?? null,
        itemsTotal: bill.ItemsTotal,
        couponDiscount: bill.CouponDiscount,
        shippingFee: bill.ShippingFee,
        deliveryCharge: bill.DeliveryCharge,
        platformFee: bill.PlatformFee,
        total: bill.Total,
        walletUsed: bill.WalletUsed,
        amountPayable: bill.AmountPayable,
        paidAt: paidByWallet ? new Date() : null,
        slotId: slot?.slotId ?? null,
        slotStartsAt: slot?.start ?? null,
        slotEndsAt: slot?.end ?? null,
        slotHeld: slot !== null,
        cancelDeadline: cancelDeadlineFor(priced.deliveryMethod, slot, delivery.now),
      })
      .returning();
    const placed = order!;
    const number = orderNumber(placed.id, placed.createdAt);
    const lineRows = await tx
      .insert(orderLines)
      .values(
        priced.lines.map((line, position) => ({
          orderId: placed.id,
          productId: line.productId,
          productName: line.productName,
          imageUrl: line.imageUrl,
          configPriceIds: line.configPriceIds,
          selectedOptions: line.selectedOptions,
          unitPrice: line.unitPrice,
          qty: line.qty,
          lineTotal: line.unitPrice * line.qty,
          position,
        })),
      )
      .returning({ id: orderLines.id, lineTotal: orderLines.lineTotal });
    await chargeOrder(tx, placed.id, lineRows, bill);
    if (priced.coupon) {
      await tx.insert(couponUses).values({
        couponId: priced.coupon.coupon.id,
        userId,
        orderId: placed.id,
        discount: priced.coupon.discount,
      });
    }
    await clearAppliedCoupon(tx, userId);
    if (bill.WalletUsed > 0) {
      await moveWallet(tx, {
        userId,
        type: 'Debit',
        amount: bill.WalletUsed,
        description: `Paid for order ${number}`,
        orderId: placed.id,
      });
    }
    if (paidByWallet) {
      await addOrderEvent(tx, placed.id, 'Placed', 'Order placed and paid from the wallet');
      return toOrderData(tx, config, placed);
    }
    if (onDelivery) {
      // No gateway: the rider collects the amount at the door (operations' collect-payment).
      await addOrderEvent(tx, placed.id, 'Placed', commerceMessages.payOnDelivery.placedNote);
      return toOrderData(tx, config, placed);
    }
    await addOrderEvent(tx, placed.id, 'PendingPayment', 'Order created, waiting for payment');
    const attempt = await startPaymentAttempt(tx, config, placed);
    return toOrderData(tx, config, { ...placed, currentAttemptId: attempt.id });
  });
}
