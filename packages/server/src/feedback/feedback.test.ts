/**
 * After delivery (docs/after-the-order.md): the shopper rates the order and reports a problem with one line
 * and its photos; an admin settles it with a refund through the order's ledger, or with a reply.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog/tables.js';
import { advanceClock, resetClock } from '../clock.js';
import { orderOutbox } from '../notifications/tables.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { addProduct, type ProductFixture } from '../testing/fixtures.js';
import { receiveProduct } from '../testing/received.js';
import { placePaidOrder, signInStaff, type SignedInStaff } from '../testing/staff.js';
import { complaints, photos } from './tables.js';

let t: TestApp;
let shopper: SignedInShopper;
let other: SignedInShopper;
let admin: SignedInStaff;
let product: ProductFixture;

beforeAll(async () => {
  t = await createTestApp();
  product = await addProduct(t.db, { name: 'Chicken Curry Cut', price: 24_900 });
  shopper = await t.signIn(undefined, 'Asha');
  other = await t.signIn(undefined, 'Bharat');
  admin = await signInStaff(t, 'admin');
});
afterAll(() => t.close());

const line = () => ({ productId: product.productId, configPriceIds: [], price: 24_900 });

function call(who: SignedInShopper, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/v1${url}`,
    headers: { ...who.authorization, 'idempotency-key': randomUUID() },
    ...(payload ? { payload } : {}),
  });
}

function staffCall(url: string, payload?: object) {
  return t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/ops/v1${url}`,
    headers: admin.authorization,
    ...(payload ? { payload } : {}),
  });
}

interface Feedback {
  CanRate: boolean;
  CanComplain: boolean;
  ComplainUntil: string | null;
  Rating: { Stars: number; Words: string } | null;
  Complaints: {
    ComplaintId: number;
    LineId: number;
    Status: string;
    Reply: string | null;
    Refunded: number;
    PhotoUrls: string[];
  }[];
}

async function deliveredOrder(): Promise<{ orderId: number; lineId: number }> {
  const orderId = await receiveProduct(t, shopper, line());
  const details = await call(shopper, 'GET', `/order-details?orderId=${orderId}`);
  const lineId = details.json<{ OrderDetails: { Items: { LineId: number }[] } }>().OrderDetails
    .Items[0]!.LineId;
  return { orderId, lineId };
}

/** A photo as a phone takes it: larger than the store keeps, with EXIF metadata. */
async function phonePhoto(): Promise<string> {
  const bytes = await sharp({
    create: { width: 2400, height: 1600, channels: 3, background: { r: 180, g: 40, b: 40 } },
  })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS 12.93,77.62' } } })
    .toBuffer();
  return bytes.toString('base64');
}

describe('rating an order', () => {
  it('replaces the stars when rated again, and only for the shopper’s own order', async () => {
    const { orderId } = await deliveredOrder();
    const first = await call(shopper, 'POST', '/rate-order', {
      orderId,
      stars: 4,
      words: ' Fresh ',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Feedback>().Rating).toMatchObject({ Stars: 4, Words: 'Fresh' });
    const again = await call(shopper, 'POST', '/rate-order', { orderId, stars: 5 });
    expect(again.json<Feedback>().Rating).toMatchObject({ Stars: 5, Words: '' });

    const stars = await call(shopper, 'POST', '/rate-order', { orderId, stars: 6 });
    expect(stars.statusCode).toBe(400);
    const theirs = await call(other, 'POST', '/rate-order', { orderId, stars: 1 });
    expect(theirs.statusCode).toBe(404);
    expect((await call(other, 'GET', `/order-feedback?orderId=${orderId}`)).statusCode).toBe(404);
  });

  it('cannot rate, nor report a problem with, an order that is not delivered', async () => {
    const orderId = await placePaidOrder(t, shopper);
    const feedback = await call(shopper, 'GET', `/order-feedback?orderId=${orderId}`);
    expect(feedback.json<Feedback>()).toMatchObject({
      CanRate: false,
      CanComplain: false,
      ComplainUntil: null,
    });
    const rated = await call(shopper, 'POST', '/rate-order', { orderId, stars: 5 });
    expect(rated.statusCode).toBe(409);
    expect(rated.json()).toMatchObject({ Message: 'Not delivered yet' });
    const details = await call(shopper, 'GET', `/order-details?orderId=${orderId}`);
    const lineId = details.json<{ OrderDetails: { Items: { LineId: number }[] } }>().OrderDetails
      .Items[0]!.LineId;
    const reported = await call(shopper, 'POST', '/report-problem', {
      orderId,
      lineId,
      reason: 'Other',
    });
    expect(reported.statusCode).toBe(409);
  });
});

describe('reporting a problem with a line', () => {
  it('keeps the photo re-encoded, within the size, without its metadata, behind a signed address', async () => {
    const { orderId, lineId } = await deliveredOrder();
    const reply = await call(shopper, 'POST', '/report-problem', {
      orderId,
      lineId,
      reason: 'NotFresh',
      words: 'Smelled off',
      photos: [{ contentType: 'image/jpeg', data: await phonePhoto() }],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const feedback = reply.json<Feedback>();
    expect(feedback.Complaints).toHaveLength(1);
    const [complaint] = feedback.Complaints;
    expect(complaint).toMatchObject({ LineId: lineId, Status: 'Open', Reply: null, Refunded: 0 });
    expect(complaint!.PhotoUrls).toHaveLength(1);

    const photo = await t.app.inject({ method: 'GET', url: complaint!.PhotoUrls[0]! });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const kept = await sharp(photo.rawPayload).metadata();
    expect(Math.max(kept.width, kept.height)).toBe(1280);
    expect(kept.exif).toBeUndefined();

    const forged = complaint!.PhotoUrls[0]!.replace(/sig=.{4}/, 'sig=AAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);

    const timeline = await call(shopper, 'GET', `/order-details?orderId=${orderId}`);
    const events = timeline.json<{ OrderDetails: { Timeline: { Status: string }[] } }>()
      .OrderDetails.Timeline;
    expect(events.map((event) => event.Status)).toContain('ProblemReported');

    const twice = await call(shopper, 'POST', '/report-problem', {
      orderId,
      lineId,
      reason: 'BadSmell',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ Message: 'Problem already reported' });
  });

  it('refuses what is not a photo, a line of another order, another shopper, and after the window', async () => {
    const { orderId, lineId } = await deliveredOrder();
    const notPhoto = await call(shopper, 'POST', '/report-problem', {
      orderId,
      lineId,
      reason: 'Other',
      photos: [{ contentType: 'image/png', data: Buffer.from('not a photo').toString('base64') }],
    });
    expect(notPhoto.statusCode).toBe(400);
    expect(notPhoto.json()).toMatchObject({ Message: 'Photo could not be read' });
    const four = await call(shopper, 'POST', '/report-problem', {
      orderId,
      lineId,
      reason: 'Other',
      photos: Array.from({ length: 4 }, () => ({ contentType: 'image/png', data: 'AAAA' })),
    });
    expect(four.statusCode).toBe(400);
    const wrongLine = await call(shopper, 'POST', '/report-problem', {
      orderId,
      lineId: lineId + 100_000,
      reason: 'Other',
    });
    expect(wrongLine.statusCode).toBe(400);
    const theirs = await call(other, 'POST', '/report-problem', {
      orderId,
      lineId,
      reason: 'Other',
    });
    expect(theirs.statusCode).toBe(404);
    expect(await t.db.select().from(complaints).where(eq(complaints.orderId, orderId))).toEqual([]);

    advanceClock(t.config, 49 * 60 * 60 * 1000);
    try {
      const late = await call(shopper, 'POST', '/report-problem', {
        orderId,
        lineId,
        reason: 'Other',
      });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ Message: 'Too late to report a problem' });
      const feedback = await call(shopper, 'GET', `/order-feedback?orderId=${orderId}`);
      expect(feedback.json<Feedback>()).toMatchObject({ CanComplain: false, CanRate: true });
    } finally {
      resetClock(t.config);
    }
  });
});

describe('the admins settle complaints', () => {
  it('refunds what is left of the line through the ledger, once, and the shopper reads the reply', async () => {
    const { orderId, lineId } = await deliveredOrder();
    const reported = await call(shopper, 'POST', '/report-problem', {
      orderId,
      lineId,
      reason: 'NotFresh',
    });
    const complaintId = reported.json<Feedback>().Complaints[0]!.ComplaintId;

    const queue = await staffCall('/complaints');
    expect(queue.statusCode, queue.body).toBe(200);
    const listed = queue
      .json<{ Complaints: { ComplaintId: number; Refundable: number; CustomerName: string }[] }>()
      .Complaints.find((c) => c.ComplaintId === complaintId);
    expect(listed).toMatchObject({ Refundable: 24_900, CustomerName: 'Asha' });

    const settle = () =>
      staffCall('/complaints/resolve', {
        complaintId,
        outcome: 'Refund',
        reply: 'Sorry, refunded to your wallet',
      });
    // Two admins at once: one settles it, the other is told it is settled; the money moves once.
    const [a, b] = await Promise.all([settle(), settle()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const details = await call(shopper, 'GET', `/order-details?orderId=${orderId}`);
    const order = details.json<{
      OrderDetails: { Money: { Refunded: number }; Timeline: { Status: string }[] };
    }>().OrderDetails;
    expect(order.Money.Refunded).toBe(24_900);
    expect(order.Timeline.map((event) => event.Status)).toContain('ComplaintSettled');

    const feedback = (
      await call(shopper, 'GET', `/order-feedback?orderId=${orderId}`)
    ).json<Feedback>();
    expect(feedback.Complaints[0]).toMatchObject({
      Status: 'Refunded',
      Refunded: 24_900,
      Reply: 'Sorry, refunded to your wallet',
    });
    // The line is settled: the shopper may report it again (a new complaint), which finds nothing left to refund.
    const again = await call(shopper, 'POST', '/report-problem', {
      orderId,
      lineId,
      reason: 'Other',
    });
    expect(again.statusCode).toBe(200);
    const second = again.json<Feedback>().Complaints[1]!.ComplaintId;
    const nothing = await staffCall('/complaints/resolve', {
      complaintId: second,
      outcome: 'Refund',
      reply: 'Refund again?',
    });
    expect(nothing.statusCode).toBe(409);
  });

  it('names the line by product in the shopper’s language', async () => {
    await t.db
      .update(products)
      .set({ translations: { kn: { name: 'ಚಿಕನ್ ಕರಿ ಕಟ್' } } })
      .where(eq(products.id, product.productId));
    const { orderId, lineId } = await deliveredOrder();
    await call(shopper, 'POST', '/report-problem', { orderId, lineId, reason: 'WrongCut' });
    const read = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/order-feedback?orderId=${orderId}`,
        headers: { ...shopper.authorization, 'accept-language': language },
      });
    const names = async (language: string) =>
      (await read(language))
        .json<{ Complaints: { ProductName: string }[] }>()
        .Complaints.map((complaint) => complaint.ProductName);
    expect(await names('kn')).toEqual(['ಚಿಕನ್ ಕರಿ ಕಟ್']);
    expect(await names('en')).toEqual(['Chicken Curry Cut']);
  });

  it('answers in words with a push, and only admins see the queue', async () => {
    const { orderId, lineId } = await deliveredOrder();
    const reported = await call(shopper, 'POST', '/report-problem', {
      orderId,
      lineId,
      reason: 'WrongCut',
    });
    const complaintId = reported.json<Feedback>().Complaints[0]!.ComplaintId;
    const answered = await staffCall('/complaints/resolve', {
      complaintId,
      outcome: 'Reply',
      reply: 'This is our curry cut; we have told the packer',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ Complaint: { Status: 'Answered', Refunded: 0 } });
    const pushes = await t.db
      .select()
      .from(orderOutbox)
      .where(and(eq(orderOutbox.orderId, orderId), eq(orderOutbox.kind, 'ComplaintAnswered')));
    expect(pushes).toHaveLength(1);

    const packer = await signInStaff(t, 'packer');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/ops/v1/complaints',
      headers: packer.authorization,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('keeping photos', () => {
  it('deletes a photo past its day', async () => {
    const { purgeExpiredPhotos } = await import('./photos.js');
    const before = await t.db.select({ id: photos.id }).from(photos);
    await purgeExpiredPhotos(t.db, new Date(Date.now() + 91 * 24 * 60 * 60 * 1000));
    const after = await t.db.select({ id: photos.id }).from(photos);
    expect(before.length).toBeGreaterThan(0);
    expect(after).toEqual([]);
  });
});
