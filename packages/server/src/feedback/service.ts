/**
 * The shopper's side of feedback (docs/after-the-order.md): what an order's page shows (its rating, its
 * complaints, whether it may be rated or a problem reported now), rating it, and reporting a problem with
 * one line. A complaint is written under the order's row lock; the partial unique index keeps one open
 * complaint per line even when two submits race.
 */
import type { ReplyOf, RequestOf } from '@storefront/sdk';
import {
  COMPLAINT_WINDOW_HOURS,
  DEFAULT_LOCALE,
  STORE_TIME_ZONE,
  type ComplaintReason,
  type Locale,
} from '@storefront/sdk/core';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { catalogNamesIn } from '../catalog/names.js';
import type { Database, Transaction } from '../db/index.js';
import type { Config } from '../env.js';
import { refusal } from '../http/errors.js';
import { addOrderEvent, findOwnOrder, lockOwnOrder, type OrderRow } from '../orders/model.js';
import { orderEvents, orderLines } from '../orders/tables.js';
import { encodePhoto, photoUrl, storePhotos } from './photos.js';
import { complaints, orderRatings, photos } from './tables.js';

type Db = Database | Transaction;
export type OrderFeedback = ReplyOf<'orderFeedback'>;
export type ComplaintView = OrderFeedback['Complaints'][number];
export type ComplaintRow = typeof complaints.$inferSelect;

/** The timeline's kinds (the shop words them: `orders.event`). */
export const PROBLEM_REPORTED = 'ProblemReported';
export const COMPLAINT_SETTLED = 'ComplaintSettled';

/** How long a complaint's photos are kept. */
const COMPLAINT_PHOTO_DAYS = 90;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** When the order was delivered (its latest Delivered entry), null while it is not. */
export async function deliveredAt(db: Db, order: OrderRow): Promise<Date | null> {
  if (order.status !== 'Delivered') return null;
  const [event] = await db
    .select({ at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'Delivered')))
    .orderBy(desc(orderEvents.at))
    .limit(1);
  return event?.at ?? order.updatedAt;
}

const complainUntilOf = (delivered: Date | null) =>
  delivered ? new Date(delivered.getTime() + COMPLAINT_WINDOW_HOURS * HOUR_MS) : null;

/**
 * Complaints with their product names (in `locale`, by product; the name sold when the product is gone)
 * and photo addresses, oldest first.
 */
export async function complaintViews(
  db: Db,
  config: Config,
  rows: readonly ComplaintRow[],
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ComplaintView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, pictures] = await Promise.all([
    db
      .select({ id: orderLines.id, name: orderLines.productName, productId: orderLines.productId })
      .from(orderLines)
      .where(
        inArray(
          orderLines.id,
          rows.map((row) => row.orderLineId),
        ),
      ),
    db
      .select({ id: photos.id, complaintId: photos.complaintId })
      .from(photos)
      .where(inArray(photos.complaintId, ids))
      .orderBy(asc(photos.id)),
  ]);
  const catalog = await catalogNamesIn(db, locale, {
    products: lines.map((line) => line.productId),
  });
  const names = new Map(
    lines.map((line) => [line.id, catalog.products.get(line.productId) ?? line.name]),
  );
  return rows.map((row) => ({
    ComplaintId: row.id,
    OrderId: row.orderId,
    LineId: row.orderLineId,
    ProductName: names.get(row.orderLineId) ?? '',
    Reason: row.reason,
    Words: row.words,
    PhotoUrls: pictures
      .filter((photo) => photo.complaintId === row.id)
      .map((photo) => photoUrl(config, photo.id, now)),
    Status: row.status,
    Reply: row.reply,
    Refunded: row.refunded,
    CreatedAt: row.createdAt.toISOString(),
    ResolvedAt: row.resolvedAt?.toISOString() ?? null,
  }));
}

/** The feedback part of an order's page. */
export async function feedbackOf(
  db: Db,
  config: Config,
  order: OrderRow,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
): Promise<OrderFeedback> {
  const delivered = await deliveredAt(db, order);
  const until = complainUntilOf(delivered);
  const [rating] = await db.select().from(orderRatings).where(eq(orderRatings.orderId, order.id));
  const rows = await db
    .select()
    .from(complaints)
    .where(eq(complaints.orderId, order.id))
    .orderBy(asc(complaints.id));
  return {
    OrderId: order.id,
    CanRate: delivered !== null,
    Rating: rating
      ? { Stars: rating.stars, Words: rating.words, RatedAt: rating.ratedAt.toISOString() }
      : null,
    ComplainUntil: until?.toISOString() ?? null,
    CanComplain: until !== null && now.getTime() < until.getTime(),
    Complaints: await complaintViews(db, config, rows, now, locale),
  };
}

/** The shopper's order, or the 404 every other shopper's order answers. */
async function ownOrder(db: Db, userId: number, orderId: number): Promise<OrderRow> {
  const order = await findOwnOrder(db, userId, orderId);
  if (!order) throw refusal(404, (t) => t.commerceMessages.payment.orderNotFound);
  return order;
}

export async function orderFeedback(
  db: Database,
  config: Config,
  request: { userId: number; orderId: number; now: Date; locale?: Locale },
): Promise<OrderFeedback> {
  const order = await ownOrder(db, request.userId, request.orderId);
  return feedbackOf(db, config, order, request.now, request.locale);
}

/** Rates a delivered order; rating again replaces the stars and the words. */
export async function rateOrder(
  db: Database,
  config: Config,
  request: { userId: number; now: Date; locale?: Locale } & Required<RequestOf<'rateOrder'>>,
): Promise<OrderFeedback> {
  const order = await ownOrder(db, request.userId, request.orderId);
  if (order.status !== 'Delivered')
    throw refusal(409, (t) => t.commerceMessages.feedback.notDelivered);
  const rating = {
    stars: request.stars,
    words: request.words,
    ratedAt: request.now,
  };
  await db
    .insert(orderRatings)
    .values({ orderId: order.id, userId: request.userId, ...rating })
    .onConflictDoUpdate({ target: orderRatings.orderId, set: rating });
  return feedbackOf(db, config, order, request.now, request.locale);
}

const untilWords = (until: Date, locale: Locale) =>
  new Intl.DateTimeFormat(`${locale}-IN`, {
    timeZone: STORE_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(until);

export interface ProblemReport {
  userId: number;
  orderId: number;
  lineId: number;
  reason: ComplaintReason;
  words: string;
  photos: RequestOf<'reportProblem'>['photos'];
  now: Date;
  locale: Locale;
}

/**
 * Reports a problem with a line of a delivered order, within COMPLAINT_WINDOW_HOURS of delivery: 409 when
 * the line already has an open complaint. The photos are re-encoded before the transaction opens.
 */
export async function reportProblem(
  db: Database,
  config: Config,
  report: ProblemReport,
): Promise<OrderFeedback> {
  const encoded = await Promise.all((report.photos ?? []).map(encodePhoto));
  const order = await db.transaction(async (tx) => {
    const locked = await lockOwnOrder(tx, report.userId, report.orderId);
    if (!locked) throw refusal(404, (t) => t.commerceMessages.payment.orderNotFound);
    const until = complainUntilOf(await deliveredAt(tx, locked));
    if (!until) throw refusal(409, (t) => t.commerceMessages.feedback.notDelivered);
    if (report.now.getTime() >= until.getTime()) {
      const words = untilWords(until, report.locale);
      throw refusal(409, (t) => t.commerceMessages.feedback.tooLate(words));
    }
    const [line] = await tx
      .select({ id: orderLines.id, name: orderLines.productName, productId: orderLines.productId })
      .from(orderLines)
      .where(and(eq(orderLines.id, report.lineId), eq(orderLines.orderId, locked.id)));
    if (!line) throw refusal(400, (t) => t.commerceMessages.feedback.lineNotFound);
    const [complaint] = await tx
      .insert(complaints)
      .values({
        orderId: locked.id,
        orderLineId: line.id,
        userId: report.userId,
        reason: report.reason,
        words: report.words,
        createdAt: report.now,
      })
      .onConflictDoNothing()
      .returning({ id: complaints.id });
    if (!complaint) throw refusal(409, (t) => t.commerceMessages.feedback.alreadyOpen);
    const expiresAt = new Date(report.now.getTime() + COMPLAINT_PHOTO_DAYS * DAY_MS);
    await storePhotos(tx, { orderId: locked.id, complaintId: complaint.id }, encoded, expiresAt);
    await addOrderEvent(tx, locked.id, PROBLEM_REPORTED, {
      kind: 'ProblemReported',
      values: { productId: line.productId, product: line.name },
    });
    return locked;
  });
  return feedbackOf(db, config, order, report.now, report.locale);
}
