/**
 * The store's side of an order after payment: the board, the staff view of an order, the lifecycle moves
 * (operations/rules.ts), packing with the weight settlement (operations/settlement.ts) and line refunds.
 * Every move runs in one transaction with its audit row, its timeline entry, its wallet credit and its
 * outbox event, on the order row locked FOR UPDATE (so a shopper's cancel and a packer's click serialize).
 */
import {
  formatPaise,
  splitCredit,
  type DeliveryCollectionMethod,
  type OrderStatus,
  type RefundDestination,
} from '@storefront/sdk/core';
import type {
  OpsOrderDetails,
  OpsOrderLine,
  PackedLine,
  PackOrderRequest,
} from '@storefront/sdk/ops';
import { and, asc, count, desc, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import { HttpError, badRequest } from '../http/errors.js';
import { commerceMessages, opsExtraMessages, opsMessages } from '../messages.js';
import { enqueueOrderUpdate } from '../notifications/outbox.js';
import { takeFromStock } from './catalog.js';
import { products } from '../catalog/tables.js';
import { deliveryMethods, paymentMethods } from '../checkout/tables.js';
import { addOrderEvent, orderLinesOf, type OrderRow } from '../orders/model.js';
import { orderNumber } from '../orders/rules.js';
import { orderEvents, orders } from '../orders/tables.js';
import { recordAudit, type StaffRow } from '../staff/service.js';
import { gatewayPaymentLeft, recordSourceRefund } from '../payments/refunds.js';
import { refunds } from '../payments/tables.js';
import { lineCreditLeft, moneyOf, record, refundEntry } from '../orders/ledger.js';
import { moveWallet } from '../wallet/service.js';
import { TRANSITIONS, canTransition, refundableStatuses, type TransitionName } from './rules.js';
import { pieceCredit, unitGrams, weightCredit } from './settlement.js';
import { packedLines } from '../orders/tables.js';

type Db = Database | Transaction;
export const OPS_PAGE_SIZE = 50;

/** A line refund as the operations API takes it; `destination` is where the money goes (default: the wallet). */
export interface LineRefund {
  orderId: number;
  lineId: number;
  reason: string;
  destination?: RefundDestination | undefined;
}
const IST_OFFSET_MS = 330 * 60_000;

export interface OrdersFilter {
  status?: OrderStatus | undefined;
  /** YYYY-MM-DD, a day in India. */
  date?: string | undefined;
  /** A pincode, or its first digits (a zone): orders delivered there. */
  area?: string | undefined;
  /** 'yes': only orders with a refund request not decided yet. */
  refundRequested?: 'yes' | undefined;
  pageNo: number;
}

/** The orders whose shopper asked for a refund that no admin has decided yet. */
const openRefundRequests = (db: Db) =>
  db.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.status, 'Requested'));

export async function listOrders(db: Database, filter: OrdersFilter) {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(orders.status, filter.status));
  if (filter.date) {
    const start = new Date(Date.parse(`${filter.date}T00:00:00Z`) - IST_OFFSET_MS);
    if (Number.isNaN(start.getTime())) throw badRequest('date: not a calendar day');
    where.push(gte(orders.createdAt, start));
    where.push(lt(orders.createdAt, new Date(start.getTime() + 24 * 60 * 60_000)));
  }
  // Digits only (the schema checks), so the prefix needs no LIKE escaping.
  if (filter.area) where.push(like(sql`${orders.address}->>'postalCode'`, `${filter.area}%`));
  if (filter.refundRequested) where.push(inArray(orders.id, openRefundRequests(db)));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [totals] = await db.select({ n: count() }).from(orders).where(condition);
  const rows = await db
    .select()
    .from(orders)
    .where(condition)
    .orderBy(desc(orders.id))
    .limit(OPS_PAGE_SIZE)
    .offset((filter.pageNo - 1) * OPS_PAGE_SIZE);
  const requested = new Set(
    rows.length === 0
      ? []
      : (
          await db
            .select({ orderId: refunds.orderId })
            .from(refunds)
            .where(
              and(
                eq(refunds.status, 'Requested'),
                inArray(
                  refunds.orderId,
                  rows.map((row) => row.id),
                ),
              ),
            )
        ).map((refund) => refund.orderId),
  );
  const kinds = await methodKindsOf(db, rows);
  const summaries = [];
  for (const row of rows) {
    const lines = await orderLinesOf(db, row.id);
    summaries.push({
      OrderId: row.id,
      OrderNumber: orderNumber(row.id, row.createdAt),
      Status: row.status,
      PaymentStatus: row.paymentStatus,
      Total: row.total,
      ItemCount: lines.reduce((sum, line) => sum + line.qty, 0),
      CustomerName: row.address.fullName,
      PostalCode: row.address.postalCode,
      Slot: slotOf(row),
      Express: kinds.delivery.get(row.deliveryMethodId) === 'Express',
      // Paid at the door: a pay-on-delivery order the wallet did not pay whole at checkout (what was
      // taken off the amount since still counts: the rider was to collect it).
      PayOnDelivery:
        kinds.payment.get(row.paymentMethodId) === 'OnDelivery' &&
        row.amountPayable + row.deductedFromPayable > 0,
      RefundRequested: requested.has(row.id),
      CreatedAt: row.createdAt.toISOString(),
      UpdatedAt: row.updatedAt.toISOString(),
    });
  }
  const total = totals?.n ?? 0;
  return { Orders: summaries, PageNo: filter.pageNo, TotalPages: Math.ceil(total / OPS_PAGE_SIZE) };
}

/** The kinds of the delivery and payment methods of a page of orders (express, pay on delivery). */
async function methodKindsOf(db: Db, rows: OrderRow[]) {
  const deliveryIds = [...new Set(rows.map((row) => row.deliveryMethodId))];
  const paymentIds = [...new Set(rows.map((row) => row.paymentMethodId))];
  const delivery =
    deliveryIds.length === 0
      ? []
      : await db
          .select({ id: deliveryMethods.id, kind: deliveryMethods.kind })
          .from(deliveryMethods)
          .where(inArray(deliveryMethods.id, deliveryIds));
  const payment =
    paymentIds.length === 0
      ? []
      : await db
          .select({ id: paymentMethods.id, kind: paymentMethods.kind })
          .from(paymentMethods)
          .where(inArray(paymentMethods.id, paymentIds));
  return {
    delivery: new Map(delivery.map((method) => [method.id, method.kind])),
    payment: new Map(payment.map((method) => [method.id, method.kind])),
  };
}

const slotOf = (order: OrderRow) =>
  order.slotId && order.slotStartsAt && order.slotEndsAt
    ? {
        SlotId: order.slotId,
        StartsAt: order.slotStartsAt.toISOString(),
        EndsAt: order.slotEndsAt.toISOString(),
      }
    : null;

async function findOrder(db: Db, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

async function lockOrder(tx: Transaction, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order)
    throw new HttpError(
      404,
      opsMessages.orderNotFound.Message,
      opsMessages.orderNotFound.Description,
    );
  return order;
}

/** The order's lines with their ordered net grams and what was packed. */
async function linesOf(db: Db, orderId: number): Promise<OpsOrderLine[]> {
  const lines = await orderLinesOf(db, orderId);
  const packed = await db.select().from(packedLines).where(eq(packedLines.orderId, orderId));
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const labels =
    productIds.length === 0
      ? []
      : await db
          .select({ id: products.id, weightLabel: products.weightLabel })
          .from(products)
          .where(inArray(products.id, productIds));
  return lines.map((line) => {
    const pack = packed.find((p) => p.orderLineId === line.id);
    const perUnit = unitGrams(
      Object.values(line.selectedOptions).map((option) => option.Label),
      labels.find((p) => p.id === line.productId)?.weightLabel ?? null,
    );
    return {
      LineId: line.id,
      ProductId: line.productId,
      ProductName: line.productName,
      SelectedOptions: line.selectedOptions,
      UnitPrice: line.unitPrice,
      Qty: line.qty,
      LineTotal: line.lineTotal,
      // Once packed, the grams settled are the ones kept (a later catalog edit changes nothing).
      OrderedGrams: pack ? pack.orderedGrams : perUnit === null ? null : perUnit * line.qty,
      PackedGrams: pack?.packedGrams ?? null,
      PackedPieces: pack?.packedPieces ?? null,
      Short: pack?.short ?? false,
      WeightCredit: pack?.weightCredit ?? 0,
      Refunded: pack?.refunded ?? 0,
    };
  });
}

export async function orderForStaff(db: Db, orderId: number): Promise<OpsOrderDetails> {
  const order = await findOrder(db, orderId);
  if (!order)
    throw new HttpError(
      404,
      opsMessages.orderNotFound.Message,
      opsMessages.orderNotFound.Description,
    );
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  const money = await moneyOf(db, orderId);
  return {
    OrderId: order.id,
    OrderNumber: orderNumber(order.id, order.createdAt),
    Status: order.status,
    PaymentStatus: order.paymentStatus,
    UserId: order.userId,
    Address: order.address,
    DeliveryMethodName: order.deliveryMethodName,
    Slot: slotOf(order),
    Total: order.total,
    WalletUsed: order.walletUsed,
    AmountPayable: money.Due,
    DeductedFromPayable: order.deductedFromPayable,
    Money: money,
    Lines: await linesOf(db, orderId),
    RefundRequests: (
      await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'Requested')))
        .orderBy(asc(refunds.id))
    ).map((refund) => ({
      RefundId: refund.id,
      Amount: refund.amount,
      Destination: refund.destination,
      Reason: refund.reason,
      CreatedAt: refund.createdAt.toISOString(),
    })),
    Events: events.map((event) => ({
      Status: event.status,
      At: event.at.toISOString(),
      Note: event.note,
      Source: event.source,
    })),
    CreatedAt: order.createdAt.toISOString(),
    UpdatedAt: order.updatedAt.toISOString(),
  };
}

function refuse(order: OrderRow, action: keyof typeof opsMessages.action): never {
  throw new HttpError(
    409,
    opsMessages.transitionRefused.Message,
    opsMessages.transitionRefused.Description(
      opsMessages.status[order.status],
      opsMessages.action[action],
    ),
  );
}

/** Sets the status with its timeline entry and audit row; the caller holds the lock. */
async function moveTo(
  tx: Transaction,
  staff: StaffRow,
  action: TransitionName,
  order: OrderRow,
  note: string,
  details: Record<string, unknown> = {},
): Promise<OrderRow> {
  const to = TRANSITIONS[action].to;
  const [updated] = await tx
    .update(orders)
    .set({ status: to, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  await addOrderEvent(tx, order.id, to, note);
  await recordAudit(tx, {
    staffId: staff.id,
    action,
    orderId: order.id,
    before: { Status: order.status },
    after: { Status: to, ...details },
  });
  return updated!;
}

/** Confirm, start packing, dispatch, deliver or fail a delivery (pack has its own call). */
export async function transition(
  db: Database,
  staff: StaffRow,
  action: Exclude<TransitionName, 'pack'>,
  orderId: number,
  reason?: string,
): Promise<OpsOrderDetails> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!canTransition(action, order.status)) refuse(order, action);
    // Decided under the order's lock, so a delivery and the collection of its money never cross.
    if (!canTransition(action, order.status, order.paymentStatus)) {
      const { Due } = await moneyOf(tx, order.id);
      throw new HttpError(
        409,
        opsMessages.collectFirst.Message,
        opsMessages.collectFirst.Description(formatPaise(Due)),
      );
    }
    const to = TRANSITIONS[action].to;
    const note =
      to === 'DeliveryFailed'
        ? opsMessages.note.DeliveryFailed(reason ?? '')
        : opsMessages.note[to];
    const moved = await moveTo(tx, staff, action, order, note, reason ? { Reason: reason } : {});
    // Starting to pack is the store's own business; every other move is news for the shopper.
    if (to !== 'Packing') await enqueueOrderUpdate(tx, moved, to);
  });
  return orderForStaff(db, orderId);
}

/**
 * Takes paise off what an unpaid pay-on-delivery order collects at the door (never below nothing); an
 * order left with nothing to collect is paid. The caller holds the order's lock.
 */
async function deductFromPayable(tx: Transaction, order: OrderRow, amount: number) {
  const amountPayable = order.amountPayable - amount;
  const [updated] = await tx
    .update(orders)
    .set({
      amountPayable,
      deductedFromPayable: order.deductedFromPayable + amount,
      ...(amountPayable === 0 ? { paymentStatus: 'Paid' as const, paidAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id))
    .returning();
  return updated!;
}

/** What was packed of a line: its grams and pieces, or short. */
interface PackedAmounts {
  short: boolean;
  packedGrams: number | null;
  pieces: number | null;
}

/**
 * A packed line as its ordered line takes it: a line sold by the piece (no ordered grams, e.g. eggs) by
 * its count alone, 0 to the quantity ordered; a weighed line by its net grams (and pieces of meat).
 */
function packedAmounts(line: OpsOrderLine, packed: PackedLine): PackedAmounts {
  if ('short' in packed) return { short: true, packedGrams: null, pieces: null };
  if (line.OrderedGrams === null) {
    if ('grams' in packed || packed.pieces > line.Qty)
      throw badRequest(opsMessages.packByPieces(line.ProductName, line.Qty));
    return { short: false, packedGrams: null, pieces: packed.pieces };
  }
  if (!('grams' in packed)) throw badRequest(opsMessages.packByGrams(line.ProductName));
  return { short: false, packedGrams: packed.grams, pieces: packed.pieces ?? null };
}

/** The packing credit of a line: missing pieces at the unit price, or missing grams beyond the tolerance. */
function packingCredit(line: OpsOrderLine, packed: PackedAmounts, toleranceBasisPoints: number) {
  if (line.OrderedGrams === null)
    return pieceCredit({
      unitPrice: line.UnitPrice,
      qty: line.Qty,
      lineTotal: line.LineTotal,
      packedPieces: packed.pieces,
      short: packed.short,
    });
  return weightCredit({
    lineTotal: line.LineTotal,
    orderedGrams: line.OrderedGrams,
    packedGrams: packed.packedGrams,
    short: packed.short,
    toleranceBasisPoints,
  });
}

/** The wallet line of a packing credit: out of stock, pieces missing, or packed under weight. */
function packingCreditNote(number: string, line: OpsOrderLine, packed: PackedAmounts): string {
  if (packed.short) return opsMessages.wallet.short(number, line.ProductName);
  if (line.OrderedGrams === null)
    return opsMessages.wallet.missingPieces(number, line.ProductName, packed.pieces ?? 0, line.Qty);
  return opsMessages.wallet.underWeight(
    number,
    line.ProductName,
    line.OrderedGrams - (packed.packedGrams ?? 0),
    line.OrderedGrams,
  );
}

/** The units a packed line takes off the shelf: its quantity, or the pieces counted for one sold by the piece. */
const unitsPacked = (line: OpsOrderLine, packed: PackedAmounts) =>
  line.OrderedGrams === null ? (packed.pieces ?? 0) : line.Qty;

/**
 * Packs the order: every line once, with its net grams (and pieces) or short. Lines under weight beyond
 * the tolerance, and short lines, are credited in the same transaction: to the shopper's wallet, or, for a
 * pay-on-delivery order not paid yet, off the amount the rider collects (operations/settlement.ts).
 */
export async function packOrder(
  db: Database,
  staff: StaffRow,
  request: Pick<PackOrderRequest, 'lines'> & { orderId: number },
  toleranceBasisPoints: number,
): Promise<OpsOrderDetails> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.orderId);
    if (!canTransition('pack', order.status)) refuse(order, 'pack');
    const lines = await linesOf(tx, order.id);
    const packedIds = request.lines.map((line) => line.lineId);
    const sameLines =
      new Set(packedIds).size === packedIds.length &&
      packedIds.length === lines.length &&
      lines.every((line) => packedIds.includes(line.LineId));
    if (!sameLines) throw badRequest(opsMessages.packLinesMismatch);

    const number = orderNumber(order.id, order.createdAt);
    const credits = lines.map((line) => {
      const packed = packedAmounts(
        line,
        request.lines.find((p) => p.lineId === line.LineId)!,
      );
      const credit = packingCredit(line, packed, toleranceBasisPoints);
      return { line, ...packed, credit };
    });
    const settled = [];
    let credited = 0;
    let offPayable = 0;
    let toWallet = 0;
    for (const { line, short, packedGrams, pieces, credit: weighed } of credits) {
      // Never more than the line cost after its share of the coupon, less what it was credited already,
      // nor than the order still costs; off what is still due first (an unpaid pay-on-delivery order),
      // the rest back to the wallet (the order's ledger, docs/money.md).
      const { left, money } = await lineCreditLeft(tx, order, line.LineId);
      const credit = Math.min(weighed, left);
      const part = splitCredit(money, credit);
      await record(tx, order.id, [
        { kind: short ? 'ShortLine' : 'WeightCredit', amount: credit, lineId: line.LineId },
        refundEntry('Wallet', part.toShopper),
      ]);
      credited += credit;
      offPayable += part.offDue;
      toWallet += part.toShopper;
      await tx.insert(packedLines).values({
        orderLineId: line.LineId,
        orderId: order.id,
        orderedGrams: line.OrderedGrams,
        packedGrams,
        packedPieces: pieces,
        short,
        weightCredit: credit,
      });
      if (part.toShopper > 0)
        await moveWallet(tx, {
          userId: order.userId,
          type: 'Credit',
          amount: part.toShopper,
          orderId: order.id,
          description: packingCreditNote(number, line, { short, packedGrams, pieces }),
        });
      settled.push({
        LineId: line.LineId,
        OrderedGrams: line.OrderedGrams,
        PackedGrams: packedGrams,
        Short: short,
        WeightCredit: credit,
      });
    }
    const lowered = offPayable > 0 ? await deductFromPayable(tx, order, offPayable) : order;
    // What was packed leaves the shelf: counted options lose the units (operations/catalog.ts).
    const stock = await takeFromStock(
      tx,
      credits
        .filter((c) => !c.short)
        .map((c) => ({
          optionIds: Object.values(c.line.SelectedOptions).map((option) => option.RowId),
          qty: unitsPacked(c.line, c),
        })),
    );
    const moved = await moveTo(tx, staff, 'pack', lowered, opsMessages.note.Packed, {
      Lines: settled,
      Credited: credited,
      ...(stock.length > 0 ? { Stock: stock } : {}),
      ...(offPayable > 0
        ? {
            DeductedFromPayable: offPayable,
            AmountPayable: lowered.amountPayable,
            PaymentStatus: lowered.paymentStatus,
          }
        : {}),
    });
    await enqueueOrderUpdate(tx, moved, 'Packed');
    if (toWallet > 0) await enqueueOrderUpdate(tx, moved, 'WeightCredit', toWallet);
    if (offPayable > 0) await enqueueOrderUpdate(tx, moved, 'DeductedFromPayable', offPayable);
  });
  return orderForStaff(db, request.orderId);
}

/**
 * A pay-on-delivery order's amount collected at the door (cash, or UPI with its reference): the order is
 * paid from then on. Only while it is out for delivery or delivered, and once.
 */
export async function collectPayment(
  db: Database,
  staff: StaffRow,
  request: { orderId: number; method: DeliveryCollectionMethod; reference?: string | undefined },
): Promise<OpsOrderDetails> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.orderId);
    if (order.paymentStatus !== 'DueOnDelivery') {
      throw new HttpError(
        409,
        opsMessages.transitionRefused.Message,
        commerceMessages.payOnDelivery.notDue,
      );
    }
    if (order.status !== 'OutForDelivery' && order.status !== 'Delivered')
      refuse(order, 'collectPayment');
    const reference = request.reference?.trim() ?? '';
    // The rider collects what the ledger says is due: the figure the shopper and the console show.
    const { Due: collected } = await moneyOf(tx, order.id);
    await record(tx, order.id, [{ kind: 'PaidAtDoor', amount: collected }]);
    await tx
      .update(orders)
      .set({ paymentStatus: 'Paid', paidAt: new Date(), updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await addOrderEvent(
      tx,
      order.id,
      order.status,
      commerceMessages.payOnDelivery.collectedNote(request.method, reference),
    );
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'collectPayment',
      orderId: order.id,
      before: { PaymentStatus: order.paymentStatus },
      after: {
        PaymentStatus: 'Paid',
        Method: request.method,
        Reference: reference,
        Amount: collected,
      },
    });
  });
  return orderForStaff(db, request.orderId);
}

/**
 * Refunds what is left of a delivered line (its total less any weight credit and earlier refunds), e.g.
 * after a quality complaint: to the shopper's wallet, or with destination Source to the original payment
 * method as far as the online payment has money left (the rest to the wallet; refused for an order not
 * paid online). A pay-on-delivery order whose amount was not collected yet has it taken off what the rider
 * collects instead, whatever the destination (only a rest beyond that, paid from the wallet, goes back to
 * the wallet). The refund to the source is sent once the transaction has committed.
 */
export async function refundLine(
  db: Database,
  staff: StaffRow,
  request: LineRefund,
  onSourceRefund: (refundId: number) => void = () => undefined,
): Promise<OpsOrderDetails> {
  let sourceRefundId: number | null = null;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.orderId);
    if (!refundableStatuses.includes(order.status)) refuse(order, 'refundLine');
    const line = (await linesOf(tx, order.id)).find((l) => l.LineId === request.lineId);
    if (!line) throw badRequest(opsMessages.lineNotFound);
    // What the line cost after its share of the coupon, less its credits, within what the order still
    // costs (an accepted refund request or a cancellation may have given it all back already).
    const { left, money } = await lineCreditLeft(tx, order, line.LineId);
    if (left <= 0)
      throw new HttpError(
        409,
        opsMessages.nothingToRefund.Message,
        opsMessages.nothingToRefund.Description,
      );
    // Not paid yet (pay on delivery): off the amount to collect first (the order's ledger).
    const { offDue: offPayable, toShopper: rest } = splitCredit(money, left);
    const destination = offPayable > 0 ? 'Wallet' : (request.destination ?? 'Wallet');
    const source = destination === 'Source' ? await gatewayPaymentLeft(tx, order.id) : null;
    if (destination === 'Source' && (!source || source.left <= 0))
      throw new HttpError(
        400,
        opsMessages.notPaidOnline.Message,
        opsMessages.notPaidOnline.Description,
      );
    const toSource = source ? Math.min(rest, source.left) : 0;
    const toWallet = rest - toSource;
    await record(tx, order.id, [
      { kind: 'LineRefund', amount: left, lineId: line.LineId },
      refundEntry('Wallet', toWallet),
    ]);
    await tx
      .insert(packedLines)
      .values({
        orderLineId: line.LineId,
        orderId: order.id,
        orderedGrams: line.OrderedGrams,
        refunded: left,
      })
      .onConflictDoUpdate({
        target: packedLines.orderLineId,
        set: { refunded: line.Refunded + left },
      });
    const number = orderNumber(order.id, order.createdAt);
    const lowered = offPayable > 0 ? await deductFromPayable(tx, order, offPayable) : order;
    if (offPayable > 0) {
      await addOrderEvent(
        tx,
        order.id,
        'Refunded',
        opsExtraMessages.refundedOffPayable(formatPaise(offPayable), line.ProductName),
      );
      await enqueueOrderUpdate(tx, lowered, 'DeductedFromPayable', offPayable);
    }
    if (toWallet > 0) {
      await moveWallet(tx, {
        userId: order.userId,
        type: 'Credit',
        amount: toWallet,
        orderId: order.id,
        description: opsMessages.wallet.lineRefund(number, line.ProductName),
      });
      await addOrderEvent(
        tx,
        order.id,
        'Refunded',
        opsMessages.note.Refunded(formatPaise(toWallet), line.ProductName),
      );
      await enqueueOrderUpdate(tx, lowered, 'Refunded', toWallet);
    }
    if (source && toSource > 0) {
      const refund = await recordSourceRefund(
        tx,
        order,
        {
          paymentId: source.paymentId,
          amount: toSource,
          reason: request.reason,
          orderLineId: line.LineId,
        },
        opsMessages.note.RefundedToSource(formatPaise(toSource), line.ProductName),
      );
      sourceRefundId = refund.id;
      await record(tx, order.id, [refundEntry('Source', toSource, refund.id)]);
      await enqueueOrderUpdate(tx, lowered, 'RefundedToSource', toSource);
    }
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'refundLine',
      orderId: order.id,
      before: {
        LineId: line.LineId,
        Refunded: line.Refunded,
        ...(offPayable > 0 ? { AmountPayable: order.amountPayable } : {}),
      },
      after: {
        LineId: line.LineId,
        Refunded: line.Refunded + left,
        Amount: left,
        Reason: request.reason,
        ...(destination === 'Source'
          ? { Destination: 'Source', ToSource: toSource, RefundId: sourceRefundId }
          : {}),
        ...(offPayable > 0
          ? {
              DeductedFromPayable: offPayable,
              ToWallet: toWallet,
              AmountPayable: lowered.amountPayable,
            }
          : {}),
      },
    });
  });
  if (sourceRefundId !== null) onSourceRefund(sourceRefundId);
  return orderForStaff(db, request.orderId);
}

export interface RefundDecision {
  orderId: number;
  refundId: number;
  accept: boolean;
  reason: string;
}

/**
 * An admin's decision on a shopper's refund request (POST /create-refund; one open request per order).
 * Accepted, the money goes back at once, never more than is left of the order (weight credits and line
 * refunds made since count): to the online payment as far as it has money left (sent to the gateway once
 * the transaction commits), the rest to the wallet. Declined, the request ends with the admin's reason on
 * the order's timeline. Either way the shopper is told. Decided once: the order row is locked, and only a
 * request still Requested is decided (a second click, or another admin, gets 409).
 */
export async function decideRefund(
  db: Database,
  staff: StaffRow,
  decision: RefundDecision,
  onSourceRefund: (refundId: number) => void = () => undefined,
): Promise<OpsOrderDetails> {
  const texts = opsExtraMessages.refundRequest;
  let sourceRefundId: number | null = null;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, decision.orderId);
    const [request] = await tx
      .select()
      .from(refunds)
      .where(
        and(
          eq(refunds.id, decision.refundId),
          eq(refunds.orderId, order.id),
          eq(refunds.status, 'Requested'),
        ),
      )
      .for('update');
    if (!request) throw new HttpError(409, texts.notOpen.Message, texts.notOpen.Description);
    const now = new Date();
    const before = { RefundId: request.id, Status: request.status, Amount: request.amount };
    if (!decision.accept) {
      await tx
        .update(refunds)
        .set({ status: 'Rejected', processedAt: now })
        .where(eq(refunds.id, request.id));
      await addOrderEvent(tx, order.id, order.status, texts.declinedNote(decision.reason));
      await enqueueOrderUpdate(tx, order, 'RefundDeclined');
      await recordAudit(tx, {
        staffId: staff.id,
        action: 'decideRefund',
        orderId: order.id,
        before,
        after: { RefundId: request.id, Status: 'Rejected', Reason: decision.reason },
      });
      return;
    }

    // Never more than the store still holds of what the shopper paid (the order's ledger).
    const money = await moneyOf(tx, order.id);
    const amount = Math.min(request.amount, money.Refundable);
    if (amount <= 0)
      throw new HttpError(
        409,
        opsMessages.nothingToRefund.Message,
        opsMessages.nothingToRefund.Description,
      );
    const source = request.destination === 'Source' ? await gatewayPaymentLeft(tx, order.id) : null;
    const toSource = source ? Math.min(amount, Math.max(0, source.left)) : 0;
    const toWallet = amount - toSource;
    if (source && toSource > 0) {
      // The request itself becomes the refund sent to the gateway (payments/refunds.ts sends it).
      await tx
        .update(refunds)
        .set({ status: 'Processing', amount: toSource, gatewayPaymentId: source.paymentId })
        .where(eq(refunds.id, request.id));
      sourceRefundId = request.id;
      await record(tx, order.id, [
        { kind: 'RefundAccepted', amount: toSource },
        refundEntry('Source', toSource, request.id),
      ]);
      await addOrderEvent(tx, order.id, 'Refunded', texts.sourceNote(formatPaise(toSource)));
      await enqueueOrderUpdate(tx, order, 'RefundedToSource', toSource);
    }
    if (toWallet > 0) {
      let walletRefundId = request.id;
      if (toSource > 0) {
        const [rest] = await tx
          .insert(refunds)
          .values({
            orderId: order.id,
            userId: order.userId,
            amount: toWallet,
            status: 'Completed',
            reason: request.reason,
            destination: 'Wallet',
            processedAt: now,
          })
          .returning({ id: refunds.id });
        walletRefundId = rest!.id;
      } else {
        await tx
          .update(refunds)
          .set({ status: 'Completed', destination: 'Wallet', amount: toWallet, processedAt: now })
          .where(eq(refunds.id, request.id));
      }
      await record(tx, order.id, [
        { kind: 'RefundAccepted', amount: toWallet },
        refundEntry('Wallet', toWallet, walletRefundId),
      ]);
      await moveWallet(tx, {
        userId: order.userId,
        type: 'Credit',
        amount: toWallet,
        description: texts.wallet(orderNumber(order.id, order.createdAt)),
        orderId: order.id,
        refundId: walletRefundId,
      });
      await addOrderEvent(tx, order.id, 'Refunded', texts.walletNote(formatPaise(toWallet)));
      await enqueueOrderUpdate(tx, order, 'Refunded', toWallet);
    }
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'decideRefund',
      orderId: order.id,
      before,
      after: {
        RefundId: request.id,
        Status: toSource > 0 ? 'Processing' : 'Completed',
        Amount: amount,
        ToSource: toSource,
        ToWallet: toWallet,
        Reason: decision.reason,
      },
    });
  });
  if (sourceRefundId !== null) onSourceRefund(sourceRefundId);
  return orderForStaff(db, decision.orderId);
}
