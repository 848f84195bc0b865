/**
 * The admins' complaint queue (docs/after-the-order.md): the complaints with what a refund would give back
 * now, and settling one, with a refund of what is left of the line through the order's ledger
 * (operations' refundLineIn, so the money moves exactly as a line refund does) or with a reply only. The
 * complaint row is locked first, so two admins settling it at once settle it once; the shopper reads the
 * reply on the order's page, the timeline says so, and a push tells them (the refund's own push, or one
 * for the reply).
 */
import type { OpsReplyOf, OpsRequestOf } from '@storefront/sdk/ops';
import type { ProductValues } from '@storefront/sdk/core';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { users } from '../auth/tables.js';
import type { Database, Transaction } from '../db/index.js';
import type { Config } from '../env.js';
import { HttpError } from '../http/errors.js';
import { opsExtraMessages } from '../messages.js';
import { enqueueOrderPush } from '../notifications/outbox.js';
import { refundLineIn } from '../operations/moves/refund-line.js';
import { lineCreditLeft } from '../orders/ledger.js';
import { addOrderEvent } from '../orders/model.js';
import { orderNumber } from '../orders/rules.js';
import { orderLines, orders } from '../orders/tables.js';
import { recordAudit, type StaffRow } from '../staff/service.js';
import { staffMembers } from '../staff/tables.js';
import { COMPLAINT_SETTLED, complaintViews, type ComplaintRow } from './service.js';
import { complaints } from './tables.js';

type OpsComplaint = OpsReplyOf<'resolveComplaint'>['Complaint'];
const PAGE_SIZE = 20;

/** Complaints as admins see them: the order, the shopper, what a refund would give back, who settled it. */
async function opsViews(
  db: Database | Transaction,
  config: Config,
  rows: readonly ComplaintRow[],
  now: Date,
): Promise<OpsComplaint[]> {
  if (rows.length === 0) return [];
  const views = await complaintViews(db, config, rows, now);
  const orderRows = await db
    .select({ order: orders, name: users.username, phone: users.phoneNumber })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      inArray(
        orders.id,
        rows.map((row) => row.orderId),
      ),
    );
  const byOrder = new Map(orderRows.map((row) => [row.order.id, row]));
  const resolverIds = rows.flatMap((row) => (row.resolvedBy === null ? [] : [row.resolvedBy]));
  const resolvers = resolverIds.length
    ? await db
        .select({ id: staffMembers.id, name: staffMembers.name })
        .from(staffMembers)
        .where(inArray(staffMembers.id, resolverIds))
    : [];
  return Promise.all(
    rows.map(async (row, index) => {
      const { order, name, phone } = byOrder.get(row.orderId)!;
      const refundable =
        row.status === 'Open' ? (await lineCreditLeft(db, order, row.orderLineId)).left : 0;
      return {
        ...views[index]!,
        OrderNumber: orderNumber(order.id, order.createdAt),
        CustomerName: name,
        CustomerPhone: phone,
        Refundable: refundable,
        ResolvedBy: resolvers.find((staff) => staff.id === row.resolvedBy)?.name ?? null,
      };
    }),
  );
}

/** One page of complaints of a status, oldest first. */
export async function complaintsPage(
  db: Database,
  config: Config,
  query: { status: ComplaintRow['status']; pageNo: number },
  now: Date,
): Promise<OpsReplyOf<'complaints'>> {
  const where = eq(complaints.status, query.status);
  const [total] = await db.select({ n: count() }).from(complaints).where(where);
  const rows = await db
    .select()
    .from(complaints)
    .where(where)
    .orderBy(asc(complaints.id))
    .limit(PAGE_SIZE)
    .offset((query.pageNo - 1) * PAGE_SIZE);
  const n = total?.n ?? 0;
  return {
    Complaints: await opsViews(db, config, rows, now),
    Count: n,
    PageNo: query.pageNo,
    TotalPages: Math.ceil(n / PAGE_SIZE),
  };
}

const refuse = (status: number, words: { Message: string; Description: string }) =>
  new HttpError(status, words.Message, words.Description);

/**
 * Settles an open complaint. Refund: what is left of the line goes back (to the wallet, or to the original
 * payment as far as it was paid online), its source refund sent after the commit (onSourceRefund). Reply:
 * the words only, with a push.
 */
export async function resolveComplaint(
  db: Database,
  config: Config,
  staff: StaffRow,
  request: Required<Omit<OpsRequestOf<'resolveComplaint'>, 'destination'>> &
    Pick<OpsRequestOf<'resolveComplaint'>, 'destination'>,
  now: Date,
  onSourceRefund: (refundId: number) => void,
): Promise<OpsReplyOf<'resolveComplaint'>> {
  const { row, sourceRefundId } = await db.transaction(async (tx) => {
    const [complaint] = await tx
      .select()
      .from(complaints)
      .where(eq(complaints.id, request.complaintId))
      .for('update');
    if (!complaint) throw refuse(404, opsExtraMessages.complaint.notFound);
    if (complaint.status !== 'Open') throw refuse(409, opsExtraMessages.complaint.settled);
    const [line] = await tx
      .select({ name: orderLines.productName, productId: orderLines.productId })
      .from(orderLines)
      .where(eq(orderLines.id, complaint.orderLineId));
    const product = { productId: line?.productId ?? 0, product: line?.name ?? '' };
    const refund =
      request.outcome === 'Refund'
        ? await refundLineIn(tx, staff, {
            orderId: complaint.orderId,
            lineId: complaint.orderLineId,
            reason: request.reply,
            destination: request.destination,
          })
        : { amount: 0, sourceRefundId: null };
    const [settled] = await tx
      .update(complaints)
      .set({
        status: request.outcome === 'Refund' ? 'Refunded' : 'Answered',
        reply: request.reply,
        refunded: refund.amount,
        resolvedBy: staff.id,
        resolvedAt: now,
      })
      .where(and(eq(complaints.id, complaint.id), eq(complaints.status, 'Open')))
      .returning();
    await tellShopper(tx, settled!, product, refund.amount);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'resolveComplaint',
      orderId: complaint.orderId,
      before: { ComplaintId: complaint.id, Status: complaint.status },
      after: {
        ComplaintId: complaint.id,
        Status: settled!.status,
        Refunded: refund.amount,
        Reply: request.reply,
      },
    });
    return { row: settled!, sourceRefundId: refund.sourceRefundId };
  });
  if (sourceRefundId !== null) onSourceRefund(sourceRefundId);
  const [view] = await opsViews(db, config, [row], now);
  return { Complaint: view! };
}

/** The timeline's entry, and for a reply a push (a refund sends its own, as every line refund does). */
async function tellShopper(
  tx: Transaction,
  complaint: ComplaintRow,
  product: ProductValues,
  refunded: number,
): Promise<void> {
  await addOrderEvent(
    tx,
    complaint.orderId,
    COMPLAINT_SETTLED,
    refunded > 0
      ? { kind: 'ComplaintRefunded', values: { amount: refunded, ...product } }
      : { kind: 'ComplaintAnswered', values: product },
  );
  if (refunded > 0) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, complaint.orderId));
  await enqueueOrderPush(tx, order!, {
    kind: 'ComplaintAnswered',
    values: { order: orderNumber(order!.id, order!.createdAt), ...product },
  });
}
