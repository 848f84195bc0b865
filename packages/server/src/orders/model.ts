/** Order rows as the API shows them (OrderData, OrderSummary, OrderDetails). */
import type { ReplyOf } from '@storefront/sdk';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import { lineFiguresOf } from './line-figures.js';
import {
  canCancelAt,
  canRetryPayment,
  orderNumber,
  rescheduleDeadline,
  type OrderData,
} from './rules.js';
import { hubs } from '../hubs/tables.js';
import { orderEvents, orderLines, orders } from './tables.js';
import {
  orderMoney,
  type Locale,
  type OrderEventRecord,
  type OrderMoney,
} from '@storefront/sdk/core';
import { type CatalogNames, catalogNamesIn } from '../catalog/names.js';
import { namedIds, orderEventSentence, storedEventNote } from '../i18n/records.js';
import { ledgerOf } from './ledger.js';
import { receivedLineIds } from './received.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderSummary = NonNullable<ReplyOf<'orderHistoryById'>['Order']>;
export type OrderDetails = NonNullable<ReplyOf<'orderDetails'>['OrderDetails']>;
type Db = Database | Transaction;
export type Bill = OrderData['Bill'];
/** The order's current payment attempt as the API shows it (null when nothing is left to pay online). */
export type OrderPayment = OrderData['Payment'];

/** What cancelling an order answers (the refunds domain carries it out). */
export interface CancelOutcome {
  Success: boolean;
  Error: boolean;
  Message: string;
  RefundId: number | null;
}

export function billOf(order: OrderRow): Bill {
  return {
    ItemsTotal: order.itemsTotal,
    CouponDiscount: order.couponDiscount,
    ShippingFee: order.shippingFee,
    DeliveryCharge: order.deliveryCharge,
    PlatformFee: order.platformFee,
    Total: order.total,
    WalletUsed: order.walletUsed,
    AmountPayable: order.amountPayable,
  };
}

/** A shopper's own order, or undefined (also when it belongs to someone else). */
export async function findOwnOrder(db: Db, userId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order;
}

/** The same, holding a row lock until the transaction ends. */
export async function lockOwnOrder(tx: Transaction, userId: number, orderId: number) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  return order;
}

/** What a timeline entry says to staff only, and the payment attempt it is about. */
export interface EventDetail {
  /** Staff only: the channel and the gateway's own words (never shown to the shopper). */
  source?: string | undefined;
  /** An entry about a payment attempt is written once per attempt and status (false when it is there). */
  attemptId?: number | undefined;
}

/**
 * Adds a timeline entry: what happened as a kind and its values (docs/i18n.md, "Records hold data, not
 * sentences"), read in the reader's language; its note is the English sentence (staff logs, older servers).
 * False when the attempt's entry of that status is written already.
 */
export async function addOrderEvent(
  db: Db,
  orderId: number,
  status: string,
  event: OrderEventRecord,
  detail: EventDetail = {},
): Promise<boolean> {
  const added = await db
    .insert(orderEvents)
    .values({
      orderId,
      status,
      kind: event.kind,
      values: event.values,
      note: orderEventSentence(event, { locale: 'en' }),
      source: detail.source ?? null,
      attemptId: detail.attemptId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: orderEvents.id });
  return added.length === 1;
}

/** An order's timeline, oldest first, each entry's note in the reader's language. */
export async function orderTimeline(db: Db, orderId: number, locale: Locale) {
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  const names = await catalogNamesIn(db, locale, namedIds(events));
  return events.map((event) => ({ event, note: storedEventNote(event, { locale, names }) }));
}

export async function orderLinesOf(db: Db, orderId: number) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
}

/** The promised window of a slot order, null for a slot-less one. */
export function deliveryWindowOf(order: OrderRow): OrderDetails['DeliveryWindow'] {
  if (order.slotId === null || order.slotStartsAt === null || order.slotEndsAt === null)
    return null;
  return {
    SlotId: order.slotId,
    Start: order.slotStartsAt.toISOString(),
    End: order.slotEndsAt.toISOString(),
  };
}

type OrderLineRow = Awaited<ReturnType<typeof orderLinesOf>>[number];

/** The names of the lines' products and options (and of cuts packed instead) in the language. */
export function lineNamesIn(
  db: Db,
  locale: Locale,
  lines: readonly Pick<OrderLineRow, 'productId' | 'selectedOptions'>[],
  replacementIds: readonly number[] = [],
): Promise<CatalogNames> {
  return catalogNamesIn(db, locale, {
    products: [...lines.map((line) => line.productId), ...replacementIds],
    options: lines.flatMap((line) =>
      Object.values(line.selectedOptions).map((option) => option.RowId),
    ),
  });
}

/** A line's product name in the reader's language: the product's row now, else the name it was sold by. */
export const productNameOf = (
  line: Pick<OrderLineRow, 'productId' | 'productName'>,
  names: CatalogNames,
) => names.products.get(line.productId) ?? line.productName;

/** A line's chosen options, each label in the reader's language (the saved label for a deleted option). */
function selectedOptionsIn(
  line: OrderLineRow,
  names: CatalogNames,
): OrderLineRow['selectedOptions'] {
  return Object.fromEntries(
    Object.entries(line.selectedOptions).map(([key, option]) => [
      key,
      { ...option, Label: names.options.get(option.RowId) ?? option.Label },
    ]),
  );
}

export function toOrderSummary(
  order: OrderRow,
  lines: { productId: number; productName: string; qty: number }[],
  money: OrderMoney,
  names: CatalogNames,
): OrderSummary {
  const first = lines[0];
  return {
    OrderId: order.id,
    OrderNumber: orderNumber(order.id, order.createdAt),
    Status: order.status,
    PaymentStatus: order.paymentStatus,
    Total: order.total,
    // What is left to pay comes from the ledger, as every other figure of the order's money.
    AmountPayable: money.Due,
    ItemCount: lines.reduce((sum, line) => sum + line.qty, 0),
    FirstItemName: first ? productNameOf(first, names) : '',
    CreatedAt: order.createdAt.toISOString(),
    DeliveryWindow: deliveryWindowOf(order),
    Money: money,
  };
}

/** The hub's slug the order is delivered from (null: none recorded). */
async function hubSlugOf(db: Db, order: OrderRow): Promise<string | null> {
  if (order.hubId === null) return null;
  const [hub] = await db.select({ slug: hubs.slug }).from(hubs).where(eq(hubs.id, order.hubId));
  return hub?.slug ?? null;
}

/** Where and until when the order may move to another slot (docs/after-the-order.md). */
async function rescheduleFields(db: Db, order: OrderRow, now: Date) {
  const deadline = rescheduleDeadline(order);
  return {
    DeliveryMethodId: order.deliveryMethodId,
    HubSlug: await hubSlugOf(db, order),
    CanReschedule: deadline !== null && now.getTime() < deadline.getTime(),
    RescheduleDeadline: deadline?.toISOString() ?? null,
  };
}

/** How the order details are read: the reader's language, and the order's method names in it. */
export interface DetailsReader {
  locale: Locale;
  methods: { DeliveryMethod: string; PaymentMethod: string };
}

export async function toOrderDetails(
  db: Db,
  order: OrderRow,
  payment: OrderPayment,
  now: Date,
  reader: DetailsReader,
): Promise<OrderDetails> {
  const { locale } = reader;
  const lines = await orderLinesOf(db, order.id);
  const { packed, figuresOf } = await lineFiguresOf(db, order.id, lines);
  const timeline = await orderTimeline(db, order.id, locale);
  const ledger = await ledgerOf(db, order.id);
  const received = receivedLineIds(order, lines, packed, ledger);
  const names = await lineNamesIn(
    db,
    locale,
    lines,
    packed.flatMap((pack) =>
      pack.replacementProductId === null ? [] : [pack.replacementProductId],
    ),
  );
  return {
    OrderId: order.id,
    OrderNumber: orderNumber(order.id, order.createdAt),
    Status: order.status,
    PaymentStatus: order.paymentStatus,
    CreatedAt: order.createdAt.toISOString(),
    Items: lines.map((line) => {
      const figures = figuresOf(line);
      const replacement = figures.Replacement;
      return {
        LineId: line.id,
        ProductId: line.productId,
        ProductName: productNameOf(line, names),
        ImageUrl: line.imageUrl,
        UnitPrice: line.unitPrice,
        Qty: line.qty,
        LineTotal: line.lineTotal,
        SelectedOptions: selectedOptionsIn(line, names),
        ...figures,
        Replacement: replacement && {
          ...replacement,
          ProductName: names.products.get(replacement.ProductId) ?? replacement.ProductName,
        },
        Received: received.has(line.id),
      };
    }),
    Bill: billOf(order),
    CouponCode: order.couponCode,
    DeliveryMethod: reader.methods.DeliveryMethod,
    PaymentMethod: reader.methods.PaymentMethod,
    Address: order.address,
    CanCancel: canCancelAt(order.status, order.cancelDeadline, now),
    CancelDeadline: order.cancelDeadline?.toISOString() ?? null,
    DeliveryWindow: deliveryWindowOf(order),
    ...(await rescheduleFields(db, order, now)),
    CanRetryPayment: canRetryPayment(order.status, order.paymentStatus) && order.amountPayable > 0,
    Payment: payment,
    Timeline: timeline.map(({ event, note }) => ({
      Status: event.status,
      At: event.at.toISOString(),
      Note: note,
      ...(event.kind === null ? {} : { Kind: event.kind, Values: event.values ?? {} }),
    })),
    WeightCredit: packed.reduce((sum, line) => sum + line.weightCredit, 0),
    DeductedFromPayable: order.deductedFromPayable,
    Money: orderMoney(ledger),
    DeliveryInstructions: order.deliveryInstructions,
  };
}
