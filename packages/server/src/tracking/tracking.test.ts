/**
 * Following the rider and the no-contact delivery (docs/after-the-order.md): the rider's position is kept
 * only while they have an order out and shown only on that order's own details, deleted in the move that
 * hands over their last order; a no-contact delivery keeps the door's photo re-encoded for 30 days.
 */
import { DOOR_PHOTO_DAYS, metresBetween, riderEtaMinutes } from '@storefront/sdk/core';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredPhotos } from '../feedback/photos.js';
import { photos } from '../feedback/tables.js';
import { orderOutbox } from '../notifications/tables.js';
import { seedSandboxStaff } from '../staff/sandbox.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { placePaidOrder, signInStaff, type SignedInStaff } from '../testing/staff.js';
import { orderDeliveries, riderPositions } from './tables.js';

let t: TestApp;
let shopper: SignedInShopper;
let other: SignedInShopper;
let admin: SignedInStaff;
let packer: SignedInStaff;

/** The test address (testing/fixtures.ts addAddress) and points due north of it. */
const HOME = { latitude: 12.93, longitude: 77.62 };
const north = (metres: number) => ({
  latitude: HOME.latitude + metres / 111_195,
  longitude: HOME.longitude,
});
/** The same point as the API answers it. */
const answered = (point: { latitude: number; longitude: number }) => ({
  Latitude: point.latitude,
  Longitude: point.longitude,
});

beforeAll(async () => {
  t = await createTestApp({ config: { riderCallNumber: '+918040001234' } });
  shopper = await t.signIn(undefined, 'Asha');
  other = await t.signIn(undefined, 'Bharat');
  admin = await signInStaff(t, 'admin');
  packer = await signInStaff(t, 'packer');
});
afterAll(() => t.close());

function staffCall(who: { authorization: { authorization: string } }, url: string, body?: object) {
  return t.app.inject({
    method: body ? 'POST' : 'GET',
    url: `/ops/v1${url}`,
    headers: who.authorization,
    ...(body ? { payload: body } : {}),
  });
}

async function move(
  who: SignedInStaff | { authorization: { authorization: string } },
  path: string,
  orderId: number,
) {
  const reply = await staffCall(who, `/orders/${path}`, { orderId });
  if (reply.statusCode !== 200) throw new Error(`${path} failed: ${reply.body}`);
}

/** A paid order of the shopper's, packed by an admin and dispatched by `rider`. */
async function orderOut(rider: { authorization: { authorization: string } }, who = shopper) {
  const orderId = await placePaidOrder(t, who);
  await move(admin, 'confirm', orderId);
  const started = await staffCall(admin, '/orders/start-packing', { orderId });
  const lines = started
    .json<{ Order: { Lines: { LineId: number; OrderedGrams: number | null }[] } }>()
    .Order.Lines.map((line) => ({ lineId: line.LineId, grams: line.OrderedGrams ?? 0 }));
  const packed = await staffCall(admin, '/orders/pack', { orderId, lines });
  if (packed.statusCode !== 200) throw new Error(`pack failed: ${packed.body}`);
  await move(rider, 'dispatch', orderId);
  return orderId;
}

interface Rider {
  FirstName: string;
  Phone: string | null;
  DistanceMetres: number | null;
  EtaMinutes: number | null;
  UpdatedAt: string | null;
  Latitude?: number;
  Longitude?: number;
  MapImageUrl?: string;
}
interface Details {
  Status: string;
  Rider?: Rider | null;
  DeliveredWithoutContact?: boolean;
  DoorPhotoUrl?: string | null;
  Timeline: { Status: string; Note: string }[];
}

async function details(who: SignedInShopper, orderId: number) {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/v1/order-details?orderId=${orderId}`,
    headers: who.authorization,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ NoOrder: boolean; OrderDetails: Details | null }>();
}

const share = (rider: { authorization: { authorization: string } }, at: object, accuracy = 12.4) =>
  staffCall(rider, '/rider/position', { ...at, accuracy });

const positionRow = async (staffId: number) =>
  (await t.db.select().from(riderPositions).where(eq(riderPositions.staffId, staffId)))[0];

describe('sharing the rider’s position', () => {
  it('is refused, and nothing kept, while the rider has no order out; kept once one is', async () => {
    const rider = await signInStaff(t, 'rider');
    const refused = await share(rider, north(2_000));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ Message: 'No order out for delivery' });
    expect(await positionRow(rider.staffId)).toBeUndefined();

    const orderId = await orderOut(rider);
    const shared = await share(rider, north(2_000));
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({
      OrdersOut: [{ OrderId: orderId }],
      Position: { ...answered(north(2_000)), Accuracy: 12 },
    });
    expect(await positionRow(rider.staffId)).toMatchObject({ accuracy: 12 });
    const trip = await staffCall(rider, '/rider/trip');
    expect(trip.json()).toMatchObject({ OrdersOut: [{ OrderId: orderId }] });
  });

  it('is a rider’s or an admin’s call only, with a position on the globe', async () => {
    expect((await share(packer, north(100))).statusCode).toBe(403);
    const rider = await signInStaff(t, 'rider');
    expect((await share(rider, { latitude: 91, longitude: 77 })).statusCode).toBe(400);
    expect((await staffCall(rider, '/rider/position', { ...north(1) })).statusCode).toBe(400);
  });
});

describe('the shopper following the rider', () => {
  it('shows the rider’s first name, the call number, the distance and the ETA, updated by each share', async () => {
    const rider = await signInStaff(t, 'rider');
    const orderId = await orderOut(rider);
    // Out, nothing shared yet: the rider without figures.
    expect((await details(shopper, orderId)).OrderDetails?.Rider).toEqual({
      FirstName: 'Test',
      Phone: '+918040001234',
      DistanceMetres: null,
      EtaMinutes: null,
      UpdatedAt: null,
    });

    await share(rider, north(3_000));
    const far = (await details(shopper, orderId)).OrderDetails!.Rider!;
    const farMetres = Math.round(metresBetween(north(3_000), HOME));
    expect(far).toMatchObject({
      DistanceMetres: farMetres,
      EtaMinutes: riderEtaMinutes(farMetres),
    });
    expect(far.EtaMinutes).toBe(9); // 3 km at 20 km/h
    // No map provider in the test configuration: the position itself stays on the server.
    expect(far).not.toHaveProperty('Latitude');
    expect(far).not.toHaveProperty('MapImageUrl');

    await share(rider, north(400));
    const near = (await details(shopper, orderId)).OrderDetails!.Rider!;
    expect(near.DistanceMetres).toBe(Math.round(metresBetween(north(400), HOME)));
    expect(near.EtaMinutes).toBe(2);
  });

  it('never shows the position to another shopper, nor on an order that is not out', async () => {
    const rider = await signInStaff(t, 'rider');
    const orderId = await orderOut(rider);
    await share(rider, north(1_000));
    // Another shopper asking for this order gets nothing at all, as for an order that does not exist.
    expect(await details(other, orderId)).toEqual({ NoOrder: true, OrderDetails: null });
    // Their own order, placed and not out, has no rider.
    const theirs = await placePaidOrder(t, other);
    expect((await details(other, theirs)).OrderDetails).toMatchObject({ Rider: null });
    // Their own order out with another rider shows that rider, never this one's position.
    const otherRider = await signInStaff(t, 'rider');
    const theirsOut = await orderOut(otherRider, other);
    await share(otherRider, north(5_000));
    const seen = (await details(other, theirsOut)).OrderDetails!.Rider!;
    expect(seen.DistanceMetres).toBe(Math.round(metresBetween(north(5_000), HOME)));
  });

  it('shows the position and a map only where a map provider is configured', async () => {
    const rider = await signInStaff(t, 'rider');
    const orderId = await orderOut(rider);
    await share(rider, north(1_500));
    const maps = t.config.maps;
    t.config.maps = { googleKey: 'test-google-key', hereKey: undefined };
    try {
      const seen = (await details(shopper, orderId)).OrderDetails!.Rider!;
      expect(seen).toMatchObject(answered(north(1_500)));
      const map = new URL(seen.MapImageUrl!);
      expect(map.origin).toBe('https://maps.googleapis.com');
      expect(map.searchParams.getAll('markers')).toHaveLength(2);
    } finally {
      t.config.maps = maps;
    }
  });

  it('stops showing distance and ETA once the rider stops sharing', async () => {
    const rider = await signInStaff(t, 'rider');
    const orderId = await orderOut(rider);
    await share(rider, north(800));
    const stopped = await staffCall(rider, '/rider/stop-sharing', {});
    expect(stopped.json()).toMatchObject({ OrdersOut: [{ OrderId: orderId }], Position: null });
    expect(await positionRow(rider.staffId)).toBeUndefined();
    expect((await details(shopper, orderId)).OrderDetails!.Rider).toMatchObject({
      DistanceMetres: null,
      EtaMinutes: null,
    });
  });

  it('gives the sandbox rider’s made-up number in sandbox', async () => {
    await seedSandboxStaff(t.db);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/staff/sign-in',
      payload: { email: 'rider@sandbox.test', password: 'sandbox-rider-1' },
    });
    const rider = {
      authorization: { authorization: `Bearer ${signedIn.json<{ Token: string }>().Token}` },
    };
    const orderId = await orderOut(rider);
    expect((await details(shopper, orderId)).OrderDetails!.Rider).toMatchObject({
      FirstName: 'Sandbox',
      Phone: '+919000000003',
    });
    await move(rider, 'deliver', orderId);
  });
});

describe('the position at delivery', () => {
  it('is kept while the rider has another order out, and deleted with the last one', async () => {
    const rider = await signInStaff(t, 'rider');
    const first = await orderOut(rider);
    const second = await orderOut(rider);
    await share(rider, north(600));

    await move(rider, 'deliver', first);
    expect(await positionRow(rider.staffId)).toBeDefined();
    expect((await details(shopper, first)).OrderDetails).toMatchObject({
      Status: 'Delivered',
      Rider: null,
    });

    // A failed delivery ends the trip too (an admin's move, the order's rider's position).
    const failed = await staffCall(admin, '/orders/delivery-failed', {
      orderId: second,
      reason: 'Nobody home',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(await positionRow(rider.staffId)).toBeUndefined();
    expect((await share(rider, north(10))).statusCode).toBe(409);
    expect((await staffCall(rider, '/rider/trip')).json()).toEqual({
      OrdersOut: [],
      Position: null,
    });
  });

  it('is deleted in the delivery’s transaction even when a share races it', async () => {
    const rider = await signInStaff(t, 'rider');
    const second = await t.anotherInstance();
    for (let round = 0; round < 5; round += 1) {
      const orderId = await orderOut(rider);
      await share(rider, north(300));
      const [delivered] = await Promise.all([
        second.inject({
          method: 'POST',
          url: '/ops/v1/orders/deliver',
          headers: rider.authorization,
          payload: { orderId },
        }),
        share(rider, north(200)),
        share(rider, north(100)),
      ]);
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(await positionRow(rider.staffId)).toBeUndefined();
    }
  });
});

/** A photo as a phone takes it: larger than the store keeps, with EXIF metadata. */
async function doorPhoto(): Promise<string> {
  const bytes = await sharp({
    create: { width: 3000, height: 2000, channels: 3, background: { r: 90, g: 60, b: 30 } },
  })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS 12.93,77.62' } } })
    .toBuffer();
  return bytes.toString('base64');
}

describe('a no-contact delivery', () => {
  it('keeps the door photo re-encoded for 30 days, shown to the order’s shopper only, and says so', async () => {
    const rider = await signInStaff(t, 'rider');
    const orderId = await orderOut(rider);
    await share(rider, north(50));
    const reply = await staffCall(rider, '/orders/deliver-no-contact', {
      orderId,
      photo: { contentType: 'image/jpeg', data: await doorPhoto() },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ Order: { Status: 'Delivered' } });
    expect(await positionRow(rider.staffId)).toBeUndefined();

    const seen = (await details(shopper, orderId)).OrderDetails!;
    expect(seen).toMatchObject({ DeliveredWithoutContact: true, Rider: null });
    expect(seen.Timeline.map((entry) => entry.Status)).toContain('DeliveredWithoutContact');
    const image = await t.app.inject({ method: 'GET', url: seen.DoorPhotoUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(1280);
    expect(meta.exif).toBeUndefined();
    expect(await details(other, orderId)).toEqual({ NoOrder: true, OrderDetails: null });

    const [trip] = await t.db
      .select()
      .from(orderDeliveries)
      .where(eq(orderDeliveries.orderId, orderId));
    const [photo] = await t.db.select().from(photos).where(eq(photos.id, trip!.doorPhotoId!));
    const days = (photo!.expiresAt.getTime() - trip!.deliveredAt!.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(DOOR_PHOTO_DAYS, 5);

    // The push says it was left at the door, instead of the plain "Delivered".
    const pushes = await t.db
      .select({ kind: orderOutbox.kind, body: orderOutbox.body })
      .from(orderOutbox)
      .where(eq(orderOutbox.orderId, orderId));
    expect(pushes.map((push) => push.kind)).toContain('DeliveredWithoutContact');
    expect(pushes.map((push) => push.kind)).not.toContain('Delivered');

    // Past its 30 days the photo is no longer served, and maintenance deletes it.
    const later = new Date(photo!.expiresAt.getTime() + 1_000);
    await purgeExpiredPhotos(t.db, later);
    expect(await t.db.select().from(photos).where(eq(photos.id, photo!.id))).toEqual([]);
    expect((await details(shopper, orderId)).OrderDetails).toMatchObject({
      DeliveredWithoutContact: true,
      DoorPhotoUrl: null,
    });
    expect((await t.app.inject({ method: 'GET', url: seen.DoorPhotoUrl! })).statusCode).toBe(404);
  });

  it('may go without a photo; refuses what is no image and an order that is not out', async () => {
    const rider = await signInStaff(t, 'rider');
    const orderId = await orderOut(rider);
    const notImage = await staffCall(rider, '/orders/deliver-no-contact', {
      orderId,
      photo: { contentType: 'image/png', data: Buffer.from('not a picture').toString('base64') },
    });
    expect(notImage.statusCode).toBe(400);
    expect((await details(shopper, orderId)).OrderDetails!.Status).toBe('OutForDelivery');

    const delivered = await staffCall(rider, '/orders/deliver-no-contact', { orderId });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await details(shopper, orderId)).OrderDetails).toMatchObject({
      DeliveredWithoutContact: true,
      DoorPhotoUrl: null,
    });
    const again = await staffCall(rider, '/orders/deliver-no-contact', { orderId });
    expect(again.statusCode).toBe(409);
    const placed = await placePaidOrder(t, shopper);
    expect(
      (await staffCall(packer, '/orders/deliver-no-contact', { orderId: placed })).statusCode,
    ).toBe(403);
    const photosOfOrder = await t.db
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.orderId, orderId)));
    expect(photosOfOrder).toEqual([]);
  });

  it('keeps a plain delivery a plain one', async () => {
    const rider = await signInStaff(t, 'rider');
    const orderId = await orderOut(rider);
    await move(rider, 'deliver', orderId);
    expect((await details(shopper, orderId)).OrderDetails).toMatchObject({
      DeliveredWithoutContact: false,
      DoorPhotoUrl: null,
    });
  });
});
