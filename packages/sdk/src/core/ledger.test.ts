import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateDiscount,
  ledgerViolations,
  lineCredited,
  orderMoney,
  splitCredit,
  type LedgerEntry,
} from './ledger.js';
import { canMove, movesFor, orderStatusesWhere } from './lifecycle.js';

/** ₹400 and ₹650 less a 10 % coupon, ₹29 shipping, ₹15 fee; ₹50 from the wallet. */
const charged: LedgerEntry[] = [
  { kind: 'LinesCharged', amount: 40_000, lineId: 1 },
  { kind: 'LinesCharged', amount: 65_000, lineId: 2 },
  { kind: 'CouponDiscount', amount: 10_500 },
  { kind: 'ShippingFee', amount: 2_900 },
  { kind: 'PlatformFee', amount: 1_500 },
  { kind: 'PaidFromWallet', amount: 5_000 },
];
const TOTAL = 40_000 + 65_000 - 10_500 + 2_900 + 1_500;

describe('orderMoney', () => {
  it('an order waiting for its online payment: the rest of the total is due', () => {
    expect(orderMoney(charged)).toEqual({
      Charged: TOTAL,
      Credited: 0,
      Owed: TOTAL,
      Paid: 5_000,
      Refunded: 0,
      Due: TOTAL - 5_000,
      Refundable: 5_000,
    });
  });

  it('paid, then a short line refunded to the wallet: nothing due, the line back', () => {
    const entries: LedgerEntry[] = [
      ...charged,
      { kind: 'PaidOnline', amount: TOTAL - 5_000 },
      { kind: 'ShortLine', amount: 36_000, lineId: 1 },
      { kind: 'RefundToWallet', amount: 36_000 },
    ];
    expect(orderMoney(entries)).toMatchObject({
      Paid: TOTAL,
      Refunded: 36_000,
      Due: 0,
      Owed: TOTAL - 36_000,
      Refundable: TOTAL - 36_000,
    });
    expect(lineCredited(entries, 1)).toBe(36_000);
    expect(ledgerViolations(entries)).toEqual([]);
  });

  it('cancelled and refunded: nothing to pay and nothing left to refund', () => {
    const entries: LedgerEntry[] = [
      ...charged,
      { kind: 'PaidOnline', amount: TOTAL - 5_000 },
      { kind: 'Cancellation', amount: TOTAL },
      { kind: 'RefundToSource', amount: TOTAL - 5_000 },
      { kind: 'RefundToWallet', amount: 5_000 },
    ];
    expect(orderMoney(entries)).toMatchObject({ Due: 0, Refundable: 0, Refunded: TOTAL });
  });

  it('a refund the payment method refused, given to the wallet instead, counts once', () => {
    const entries: LedgerEntry[] = [
      ...charged,
      { kind: 'PaidOnline', amount: TOTAL - 5_000 },
      { kind: 'RefundAccepted', amount: 1_000 },
      { kind: 'RefundToSource', amount: 1_000 },
      { kind: 'SourceRefundFailed', amount: 1_000 },
      { kind: 'RefundToWallet', amount: 1_000 },
    ];
    expect(orderMoney(entries)).toMatchObject({ Refunded: 1_000, Due: 0 });
    expect(ledgerViolations(entries)).toEqual([]);
  });

  it('names the rules a ledger breaks', () => {
    expect(ledgerViolations([...charged, { kind: 'RefundToWallet', amount: 6_000 }])).toEqual([
      'more went back than was paid',
    ]);
    expect(ledgerViolations([...charged, { kind: 'Cancellation', amount: TOTAL + 1 }])).toContain(
      'more was credited than was charged',
    );
    expect(ledgerViolations([...charged, { kind: 'PaidOnline', amount: TOTAL }])).toEqual([
      'the store holds more than the order costs',
    ]);
  });
});

describe('splitCredit', () => {
  it('takes a credit off what is due first, and gives back only what was paid beyond', () => {
    // Pay on delivery: ₹50 from the wallet, the rest due at the door.
    const money = orderMoney(charged);
    expect(splitCredit(money, 10_000)).toEqual({ offDue: 10_000, toShopper: 0 });
    expect(splitCredit(money, TOTAL)).toEqual({ offDue: TOTAL - 5_000, toShopper: 5_000 });
    expect(splitCredit(money, TOTAL + 99)).toEqual({ offDue: TOTAL - 5_000, toShopper: 5_000 });
  });
});

describe('allocateDiscount', () => {
  it('spreads a coupon over the lines by their totals, to the paisa', () => {
    expect(allocateDiscount([40_000, 65_000], 10_500)).toEqual([4_000, 6_500]);
    expect(allocateDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(allocateDiscount([500], 0)).toEqual([0]);
  });

  it('always adds up to the discount (never more than the lines) and never takes more than a line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (lines, discount) => {
          const shares = allocateDiscount(lines, discount);
          const total = lines.reduce((sum, line) => sum + line, 0);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(
            total === 0 ? 0 : Math.min(discount, total),
          );
          shares.forEach((share, index) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(lines[index]!);
          });
        },
      ),
    );
  });
});

describe('the lifecycle table', () => {
  it('gives each role the moves it may make from a status', () => {
    expect(movesFor('packer', 'Placed')).toEqual(['confirm']);
    expect(movesFor('rider', 'Placed')).toEqual([]);
    expect(movesFor('rider', 'OutForDelivery')).toEqual(['deliver', 'deliveryFailed']);
    expect(movesFor('admin', 'DeliveryFailed')).toEqual(['dispatch', 'returnToStore']);
    expect(canMove('pack', 'Confirmed')).toBe(false);
  });

  it('counts every order the store still has to deliver against capacity, packing included', () => {
    expect(orderStatusesWhere('holdsCapacity')).toEqual([
      'PendingPayment',
      'Placed',
      'Confirmed',
      'Packing',
      'Packed',
      'OutForDelivery',
      'DeliveryFailed',
    ]);
  });
});
