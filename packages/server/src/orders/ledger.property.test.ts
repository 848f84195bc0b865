/**
 * Property-based: random sequences of everything that moves an order's money, made over the API in any
 * order (a move the order's state refuses is answered 4xx and changes nothing), and after every move the
 * rules of docs/money.md hold: money back ≤ money paid, credits ≤ charges, the store never keeps more than
 * the order costs, what the shopper sees as due is what is asked for, the order's lines, coupon and fees
 * add up to its charge, and the wallet is the sum of its entries and never negative. fast-check shrinks a
 * failing run to its shortest sequence. Runs on PGlite and on PostgreSQL (the server's test command).
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { openMoneyDriver, type MoneyDriver, type PackMode } from '../testing/money-driver.js';

let t: TestApp;
let d: MoneyDriver;

beforeAll(async () => {
  t = await createTestApp();
  d = await openMoneyDriver(t);
});
afterAll(() => t.close());

type Step =
  | { op: 'payOnline' | 'failPayment' | 'retryPayment' | 'cancel' | 'requestRefund' | 'collect' }
  | { op: 'move'; path: 'confirm' | 'start-packing' | 'dispatch' | 'deliver' | 'delivery-failed' }
  | { op: 'pack'; modes: PackMode[] }
  | { op: 'refundLine'; line: number; destination: 'Wallet' | 'Source' }
  | { op: 'decide'; accept: boolean };

const packMode = fc.constantFrom<PackMode>('exact', 'light', 'over', 'short');
const step: fc.Arbitrary<Step> = fc.oneof(
  fc
    .constantFrom(
      ...([
        'payOnline',
        'failPayment',
        'retryPayment',
        'cancel',
        'requestRefund',
        'collect',
      ] as const),
    )
    .map((op) => ({ op })),
  fc
    .constantFrom(
      ...(['confirm', 'start-packing', 'dispatch', 'deliver', 'delivery-failed'] as const),
    )
    .map((path) => ({ op: 'move' as const, path })),
  fc
    .array(packMode, { minLength: 2, maxLength: 2 })
    .map((modes) => ({ op: 'pack' as const, modes })),
  fc.record({
    op: fc.constant('refundLine' as const),
    line: fc.nat({ max: 1 }),
    destination: fc.constantFrom('Wallet' as const, 'Source' as const),
  }),
  fc.boolean().map((accept) => ({ op: 'decide' as const, accept })),
);

/** The happy path's moves, so that random runs reach packing, delivery and refunds often. */
const forward: Step[] = [
  { op: 'payOnline' },
  { op: 'move', path: 'confirm' },
  { op: 'move', path: 'start-packing' },
  { op: 'pack', modes: ['light', 'exact'] },
  { op: 'move', path: 'dispatch' },
  { op: 'move', path: 'deliver' },
  { op: 'collect' },
];

const order = fc.record({
  qty: fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 2 })),
  coupon: fc.boolean(),
  wallet: fc.constantFrom(0, 5_000, 300_000),
  atDoor: fc.boolean(),
});

async function apply(shopper: SignedInShopper, orderId: number, s: Step) {
  switch (s.op) {
    case 'payOnline':
      return d.payOnline(shopper, orderId).catch(() => null);
    case 'failPayment':
      return d.failPayment(shopper, orderId);
    case 'retryPayment':
      return d.retryPayment(shopper, orderId);
    case 'cancel':
      return d.cancel(shopper, orderId);
    case 'requestRefund':
      return d.requestRefund(shopper, orderId);
    case 'collect':
      return d.collect(orderId);
    case 'move':
      return d.move(orderId, s.path);
    case 'pack':
      return d.pack(orderId, s.modes);
    case 'refundLine':
      return d.refundLine(orderId, s.line, s.destination);
    case 'decide':
      return d.decide(orderId, s.accept).catch(() => null);
  }
}

describe('the order ledger under random sequences of moves', () => {
  it('keeps every rule after every move', async () => {
    await fc.assert(
      fc.asyncProperty(
        order,
        fc.array(step, { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat({ max: 12 }), { maxLength: 4 }),
        async (options, extra, at) => {
          const shopper = await d.shopper();
          const { orderId, reply } = await d.place(shopper, options);
          expect(reply.statusCode, reply.body).toBeLessThan(500);
          if (orderId === null) return;
          expect(await d.violations(orderId)).toEqual([]);
          // The forward path with the random moves slipped in at random places.
          const steps = [...forward];
          extra.forEach((s, i) =>
            steps.splice(Math.min(at[i] ?? steps.length, steps.length), 0, s),
          );
          for (const s of steps) {
            const answer: LightMyRequestResponse | null = await apply(shopper, orderId, s);
            if (answer) expect(answer.statusCode, `${s.op}: ${answer.body}`).toBeLessThan(500);
            expect(await d.violations(orderId), JSON.stringify(s)).toEqual([]);
          }
        },
      ),
      { numRuns: process.env.CI ? 12 : 8, endOnFailure: true },
    );
  }, 300_000);
});
