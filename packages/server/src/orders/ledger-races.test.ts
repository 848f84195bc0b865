/**
 * Two moves on one order at the same moment, one through each of two servers on one database (on
 * PostgreSQL each has its own connection pool, as behind a load balancer). Every move locks the order row
 * first (docs/money.md, "One lock order"), so none deadlocks or answers 500, and whatever wins, the
 * ledger's rules hold after the race.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInShopper, TestApp } from '../testing/app.js';
import { createTestApp } from '../testing/app.js';
import { openMoneyDriver, type MoneyDriver } from '../testing/money-driver.js';

let t: TestApp;
let d: MoneyDriver;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  d = await openMoneyDriver(t);
  second = await t.anotherInstance();
});
afterAll(() => t.close());

type Stage = 'awaitingPayment' | 'placed' | 'packing' | 'outForDelivery' | 'delivered';

/** An order paid online, moved on to the stage. */
async function orderAt(stage: Stage, options: { atDoor?: boolean } = {}) {
  const shopper = await d.shopper();
  const { orderId } = await d.place(shopper, options.atDoor ? { atDoor: true } : {});
  if (stage === 'awaitingPayment') return { shopper, orderId: orderId! };
  if (!options.atDoor) expect((await d.payOnline(shopper, orderId!)).statusCode).toBe(200);
  if (stage === 'placed') return { shopper, orderId: orderId! };
  await d.move(orderId!, 'confirm');
  await d.move(orderId!, 'start-packing');
  if (stage === 'packing') return { shopper, orderId: orderId! };
  expect((await d.pack(orderId!, ['exact'])).statusCode).toBe(200);
  await d.move(orderId!, 'dispatch');
  if (stage === 'outForDelivery') return { shopper, orderId: orderId! };
  await d.move(orderId!, 'deliver');
  return { shopper, orderId: orderId! };
}

type Move = (
  order: { shopper: SignedInShopper; orderId: number },
  via: FastifyInstance,
) => Promise<LightMyRequestResponse>;

const moves = {
  cancel: (o, via) => d.cancel(o.shopper, o.orderId, via),
  accept: (o, via) => d.decide(o.orderId, true, via),
  decline: (o, via) => d.decide(o.orderId, false, via),
  lineRefund: (o, via) => d.refundLine(o.orderId, 0, 'Source', via),
  pack: (o, via) => d.pack(o.orderId, ['short'], via),
  collect: (o, via) => d.collect(o.orderId, via),
  webhook: (o, via) => d.payByWebhook(o.orderId, via),
} satisfies Record<string, Move>;

const races: {
  name: string;
  stage: Stage;
  request?: boolean;
  atDoor?: boolean;
  a: keyof typeof moves;
  b: keyof typeof moves;
}[] = [
  {
    name: 'an accepted refund request (sent to the payment) and a cancel',
    stage: 'placed',
    request: true,
    a: 'accept',
    b: 'cancel',
  },
  {
    name: 'a declined request and a cancel',
    stage: 'placed',
    request: true,
    a: 'decline',
    b: 'cancel',
  },
  {
    name: 'an accepted request and a line refund',
    stage: 'delivered',
    request: true,
    a: 'accept',
    b: 'lineRefund',
  },
  {
    name: 'an accepted request and packing a short line',
    stage: 'packing',
    request: true,
    a: 'accept',
    b: 'pack',
  },
  { name: 'two line refunds of one line', stage: 'delivered', a: 'lineRefund', b: 'lineRefund' },
  {
    name: 'collecting at the door and refunding a line (which lowers what is collected)',
    stage: 'delivered',
    atDoor: true,
    a: 'collect',
    b: 'lineRefund',
  },
  {
    name: "a payment's webhook and a cancel",
    stage: 'awaitingPayment',
    a: 'webhook',
    b: 'cancel',
  },
];

describe('concurrent moves on one order, on two servers', () => {
  for (const race of races) {
    it(`${race.name}: no deadlock, no 500, the ledger holds`, async () => {
      for (let round = 0; round < 3; round += 1) {
        const order = await orderAt(race.stage, race.atDoor ? { atDoor: true } : {});
        if (race.request)
          expect((await d.requestRefund(order.shopper, order.orderId)).statusCode).toBe(200);
        const replies = await Promise.all([
          moves[race.a](order, t.app),
          moves[race.b](order, second),
        ]);
        for (const reply of replies) expect(reply.statusCode, reply.body).toBeLessThan(500);
        // A refund sent to the payment after the winner's commit settles before the figures are read.
        await expect.poll(() => d.violations(order.orderId)).toEqual([]);
      }
    });
  }
});
