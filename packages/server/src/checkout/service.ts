/**
 * The bill and the order, computed only from the server's data: catalog prices and option deltas, the
 * applied coupon, shipping from the address's stored route length, the delivery method's charge,
 * platform fee bands and the wallet balance. Checkout writes the order, its lines, the coupon use and
 * the wallet hold in one transaction.
 */
import { and, asc, count, eq, gte } from 'drizzle-orm';
import {
  formatPaise,
  type DeliveryInstructionChoice,
  type IfShortChoice,
  type PaymentMethodKind,
} from '@storefront/sdk/core';
import type { Config } from '../env.js';
import type { Database, Transaction } from '../db/index.js';
import { HttpError, type InWords, type Refusal, refusal } from '../http/errors.js';
import type { HubChoice } from '../inventory/allocation.js';
import { reserveForOrder, shortfalls, unitsNeeded, type UnitsNeeded } from '../inventory/stock.js';
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
import {
  orderLines,
  orders,
  type AddressSnapshot,
  type DeliveryInstructionsSnapshot,
} from '../orders/tables.js';
import { startPaymentAttempt, toOrderData } from '../payments/model.js';
import { lockWallet, moveWallet, walletBalance } from '../wallet/service.js';
import { computeBill, platformFee, type Bill } from './bill.js';
import { notServedRefusal, quoteCharge, type ServedCharge } from './delivery-quote.js';
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
import { WALLET_PAYMENT_NAME } from './methods.js';

type Db = Database | Transaction;
type AddressRow = typeof addresses.$inferSelect;

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
  products: {
    productId: number;
    qty: number;
    configPriceIds: number[];
    price: number;
    /** Should the cut run out at packing (default Refund); the bill ignores it. */
    ifShort?: IfShortChoice | undefined;
  }[];
  /** How to hand the order over; the bill ignores it. */
  deliveryInstructions?: { choices: DeliveryInstructionChoice[]; note: string } | undefined;
}

/**
 * What the order keeps of the request's delivery instructions: each choice once, in the order given; null
 * when they say nothing.
 */
export function deliveryInstructionsOf(
  request: Pick<QuoteRequest, 'deliveryInstructions'>,
): DeliveryInstructionsSnapshot | null {
  const asked = request.deliveryInstructions;
  if (!asked || (asked.choices.length === 0 && asked.note === '')) return null;
  return { Choices: [...new Set(asked.choices)], Note: asked.note };
}

export interface Quote {
  bill: Bill;
  lines: PricedLine[];
  /** The hub that delivers (docs/inventory.md) and the counted units the order reserves there. */
  hub: HubChoice;
  needs: UnitsNeeded[];
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
  address: AddressRow,
  options: { hours: StoreHours; now: Date; itemsTotal: number; needs: UnitsNeeded[] },
): Promise<ServedCharge> {
  const point = { latitude: address.latitude, longitude: address.longitude };
  const place = await quoteCharge(db, { pincode: address.postalCode, point }, options);
  if (!place.served)
    throw notServedRefusal(place, (t) => t.commerceMessages.checkout.outsideDeliveryArea.Message);
  return place;
}

/**
 * The 409 for counted stock the hub does not have: UnAvailableItems with each product short and what is
 * left of it (`Left`), the first named in the Message ("Only 2 left of Mutton Curry Cut").
 */
function stockRefusal(
  lines: readonly PricedLine[],
  lacking: readonly { optionRowId: number; available: number }[],
): HttpError {
  const short = lines.flatMap((line) => {
    const lack = lacking.filter((each) => line.configPriceIds.includes(each.optionRowId));
    if (lack.length === 0) return [];
    return [
      {
        ProductId: line.productId,
        ProductName: line.productName,
        ConfigPriceIds: line.configPriceIds,
        Left: Math.min(...lack.map((each) => each.available)),
      },
    ];
  });
  const first = short[0]!;
  const words: InWords<Refusal> = (t) =>
    t.commerceMessages.checkout.onlyLeft(first.ProductName, first.Left);
  return new StockShortError(
    409,
    (t) => words(t).Message,
    (t) => words(t).Description,
    { UnAvailableItems: true, Products: short },
  );
}

/**
 * The hub lacks units for the cart: a refusal like any other, which the checkout route answers only after
 * expiring the abandoned orders that may hold those units (payments/expiry.ts `expireDueStockHolds`).
 */
export class StockShortError extends HttpError {}

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
 * Prices the requested lines from the catalog, or refuses: 409 UnAvailableItems (with the products) for
 * one that cannot be sold, 400 for a quantity over the store's maximum, 409 PriceUpdated for a price the
 * app showed differently.
 */
async function priceRequestedLines(
  db: Db,
  products: QuoteRequest['products'],
): Promise<PricedLine[]> {
  const lines = await priceLines(db, products);

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

  const changed = lines.some((line, index) => line.unitPrice !== products[index]!.price);
  if (changed)
    throw refusal(409, (t) => t.commerceMessages.checkout.priceUpdated, { PriceUpdated: true });
  return lines;
}

/** The shopper's address, or what is missing: the address itself, or the fields a delivery needs. */
async function loadDeliveryAddress(
  db: Db,
  userId: number,
  addressId: number,
  missing: MissingField[],
): Promise<AddressRow | undefined> {
  const [addressRow] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
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
  return addressRow;
}

/** The address, delivery method and payment method the request names, checked together. */
interface CheckoutChoices {
  addressRow: AddressRow;
  deliveryMethod: DeliveryMethodRow;
  paymentMethod: Quote['paymentMethod'];
}

/**
 * Reads the request's address, active delivery method and (when named) active payment method, or
 * refuses with 400 MissingFields listing every one that is missing or incomplete.
 */
async function loadCheckoutChoices(
  db: Db,
  userId: number,
  request: QuoteRequest,
): Promise<CheckoutChoices> {
  const missing: MissingField[] = [];
  const addressRow = await loadDeliveryAddress(db, userId, request.addressId, missing);
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
  let paymentMethod: Quote['paymentMethod'] = null;
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
  return { addressRow, deliveryMethod, paymentMethod };
}

/** Refuses a bill over the store's maximum (400 ExceedMaxAllowedAmount) or paying from an empty wallet. */
function checkBillAllowed(
  bill: Bill,
  maxOrderAmount: number,
  useWallet: boolean,
  walletBalanceNow: number,
): void {
  if (bill.Total > maxOrderAmount) {
    const maximum = formatPaise(maxOrderAmount);
    throw refusal(400, (t) => t.commerceMessages.checkout.exceedMaxAmount(maximum), {
      ExceedMaxAllowedAmount: true,
    });
  }
  if (useWallet && walletBalanceNow <= 0) {
    throw refusal(400, (t) => t.commerceMessages.checkout.walletEmpty, { WalletError: true });
  }
}

/** The address the order keeps: the saved one with the route it was charged for (its zone's). */
function orderAddressOf(addressRow: AddressRow, place: ServedCharge): AddressSnapshot {
  const { IsDefault: _isDefault, ...saved } = toAddress(addressRow);
  return {
    ...saved,
    RouteLength: place.route.routeLength,
    TimeDuration: place.route.timeDuration,
  };
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
  const lines = await priceRequestedLines(db, request.products);
  const { addressRow, deliveryMethod, paymentMethod } = await loadCheckoutChoices(
    db,
    userId,
    request,
  );

  const settings = await loadCheckoutSettings(db);
  const itemsTotal = itemsTotalOf(lines);
  const needs = unitsNeeded(
    lines.map((line) => ({ optionRowIds: line.configPriceIds, qty: line.qty })),
  );
  const place = await quoteAddress(db, addressRow, { ...delivery, itemsTotal, needs });
  if (place.hub.lacking.length > 0) throw stockRefusal(lines, place.hub.lacking);
  const hub = place.hub.hub;
  const slot = await resolveSlot(
    db,
    deliveryMethod,
    request.slotId,
    { hub, hours: delivery.hours },
    now,
  );
  await requireExpress(db, deliveryMethod, place.route, hub);
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
  checkBillAllowed(bill, settings.maxOrderAmount, request.useWallet, walletBalanceNow);
  return {
    bill,
    lines,
    hub: place.hub,
    needs,
    coupon,
    address: orderAddressOf(addressRow, place),
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

/** How the order is paid: all from the wallet, at the door, or through the payment gateway. */
type PaymentRoute = 'Wallet' | 'OnDelivery' | 'Gateway';

type OrderRow = typeof orders.$inferSelect;

/** The order this Idempotency-Key of checkout created already, if any. */
async function orderOfCheckoutKey(
  tx: Transaction,
  userId: number,
  checkoutKey: string,
): Promise<OrderRow | undefined> {
  const [existing] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.checkoutKey, checkoutKey)));
  return existing;
}

/**
 * Holds the delivery's capacity at the hub that delivers: a seat in the chosen slot and the express
 * capacity (the hub's, else the method's). Taken in the order's transaction: a full slot refuses, and a
 * refused order keeps none.
 */
async function holdDeliveryCapacity(tx: Transaction, priced: Quote): Promise<void> {
  const { slot, deliveryMethod } = priced;
  const hub = priced.hub.hub;
  const capacity = hub.slotCapacity ?? deliveryMethod.slotCapacity ?? 0;
  if (slot && !(await takeSeat(tx, hub.id, deliveryMethod.id, slot, capacity))) {
    throw refusal(400, (t) => t.commerceMessages.delivery.slotFull);
  }
  const route = {
    routeLength: priced.address.RouteLength,
    timeDuration: priced.address.TimeDuration,
  };
  await holdExpressCapacity(tx, deliveryMethod, route, hub);
}

/** Writes the order row of a priced checkout, its status following how it is paid. */
async function insertOrder(
  tx: Transaction,
  order: {
    userId: number;
    checkoutKey: string | null;
    priced: Quote;
    paidBy: PaymentRoute;
    now: Date;
    instructions: DeliveryInstructionsSnapshot | null;
  },
): Promise<OrderRow> {
  const { priced, paidBy } = order;
  const { bill, slot } = priced;
  const paidByWallet = paidBy === 'Wallet';
  const onDelivery = paidBy === 'OnDelivery';
  const [placed] = await tx
    .insert(orders)
    .values({
      userId: order.userId,
      checkoutKey: order.checkoutKey,
      status: paidByWallet || onDelivery ? 'Placed' : 'PendingPayment',
      paymentStatus: paidByWallet ? 'Paid' : onDelivery ? 'DueOnDelivery' : 'Pending',
      address: priced.address,
      deliveryMethodId: priced.deliveryMethod.id,
      deliveryMethodName: priced.deliveryMethod.name,
      paymentMethodId: priced.paymentMethod!.id,
      paymentMethodName: paidByWallet ? WALLET_PAYMENT_NAME : priced.paymentMethod!.name,
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
      hubId: priced.hub.hub.id,
      cancelDeadline: cancelDeadlineFor(priced.deliveryMethod, slot, order.now),
      deliveryInstructions: order.instructions,
    })
    .returning();
  return placed!;
}

/**
 * Reserves the order's counted units at its hub (inventory/stock.ts); when a concurrent checkout took them
 * first, refuses with what is left now, and the transaction's rollback undoes the order.
 */
async function reserveStock(tx: Transaction, orderId: number, priced: Quote): Promise<void> {
  const hubId = priced.hub.hub.id;
  const short = await reserveForOrder(tx, { id: orderId, hubId }, priced.needs);
  if (short.length === 0) return;
  const lacking = await shortfalls(
    tx,
    hubId,
    priced.needs.filter((need) => short.includes(need.optionRowId)),
  );
  throw stockRefusal(priced.lines, lacking);
}

/** Writes the order's lines, in the cart's order, and returns their ids and totals for the ledger. */
async function insertOrderLines(
  tx: Transaction,
  orderId: number,
  lines: (PricedLine & { ifShort: IfShortChoice })[],
): Promise<{ id: number; lineTotal: number }[]> {
  return tx
    .insert(orderLines)
    .values(
      lines.map((line, position) => ({
        orderId,
        productId: line.productId,
        productName: line.productName,
        imageUrl: line.imageUrl,
        configPriceIds: line.configPriceIds,
        selectedOptions: line.selectedOptions,
        unitPrice: line.unitPrice,
        qty: line.qty,
        lineTotal: line.unitPrice * line.qty,
        position,
        ifShort: line.ifShort,
      })),
    )
    .returning({ id: orderLines.id, lineTotal: orderLines.lineTotal });
}

/** Spends what the order used: the coupon (recorded, and no longer applied) and the wallet amount. */
async function spendCouponAndWallet(
  tx: Transaction,
  userId: number,
  placed: OrderRow,
  priced: Quote,
): Promise<void> {
  if (priced.coupon) {
    await tx.insert(couponUses).values({
      couponId: priced.coupon.coupon.id,
      userId,
      orderId: placed.id,
      discount: priced.coupon.discount,
    });
  }
  await clearAppliedCoupon(tx, userId);
  if (priced.bill.WalletUsed > 0) {
    await moveWallet(tx, {
      userId,
      type: 'Debit',
      amount: priced.bill.WalletUsed,
      entry: { kind: 'OrderPayment', values: { order: orderNumber(placed.id, placed.createdAt) } },
      orderId: placed.id,
    });
  }
}

/** The order's first timeline entry and, for a gateway payment, its first payment attempt. */
async function startOrder(
  tx: Transaction,
  config: Config,
  placed: OrderRow,
  paidBy: PaymentRoute,
): Promise<OrderData> {
  if (paidBy === 'Wallet') {
    await addOrderEvent(tx, placed.id, 'Placed', { kind: 'PlacedPaidFromWallet', values: {} });
    return toOrderData(tx, config, placed);
  }
  if (paidBy === 'OnDelivery') {
    // No gateway: the rider collects the amount at the door (operations' collect-payment).
    await addOrderEvent(tx, placed.id, 'Placed', { kind: 'PlacedPayOnDelivery', values: {} });
    return toOrderData(tx, config, placed);
  }
  await addOrderEvent(tx, placed.id, 'PendingPayment', { kind: 'AwaitingPayment', values: {} });
  const attempt = await startPaymentAttempt(tx, config, placed);
  return toOrderData(tx, config, { ...placed, currentAttemptId: attempt.id });
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
      const existing = await orderOfCheckoutKey(tx, userId, checkoutKey);
      if (existing) return toOrderData(tx, config, existing);
    }
    const priced = await quote(tx, userId, request, balance, delivery);
    await holdDeliveryCapacity(tx, priced);
    const { bill } = priced;
    const paidByWallet = bill.AmountPayable === 0;
    const onDelivery = !paidByWallet && priced.paymentMethod?.kind === 'OnDelivery';
    if (onDelivery) await allowPayOnDelivery(tx, config, userId, bill.AmountPayable);
    const paidBy: PaymentRoute = paidByWallet ? 'Wallet' : onDelivery ? 'OnDelivery' : 'Gateway';
    const placed = await insertOrder(tx, {
      userId,
      checkoutKey,
      priced,
      paidBy,
      now: delivery.now,
      instructions: deliveryInstructionsOf(request),
    });
    await reserveStock(tx, placed.id, priced);
    const lineRows = await insertOrderLines(
      tx,
      placed.id,
      priced.lines.map((line, index) => ({
        ...line,
        ifShort: request.products[index]?.ifShort ?? 'Refund',
      })),
    );
    await chargeOrder(tx, placed.id, lineRows, bill);
    await spendCouponAndWallet(tx, userId, placed, priced);
    return startOrder(tx, config, placed, paidBy);
  });
}
