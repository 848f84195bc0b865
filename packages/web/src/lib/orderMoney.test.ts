/** One helper gives every screen an order's money: the server's Money, or the same from an older server's fields. */
import { describe, expect, it } from 'vitest';
import { bill, orderDetails } from '../test/shopperFixtures';
import { moneyOf, moneyStanding, type OrderMoney } from './orderMoney';

const money: OrderMoney = {
  Charged: 53_300,
  Credited: 6_000,
  Owed: 47_300,
  Paid: 53_300,
  Refunded: 6_000,
  Due: 0,
  Refundable: 47_300,
};

describe('moneyOf', () => {
  it("is the server's Money when it sends it, whatever the older fields say", () => {
    expect(moneyOf({ ...orderDetails, Money: money })).toBe(money);
  });

  it('reads a pay-on-delivery order packed light from an older server: the credit off what is due', () => {
    const old = {
      ...orderDetails,
      PaymentStatus: 'DueOnDelivery' as const,
      Bill: { ...bill, WalletUsed: 5_000, AmountPayable: 42_300 },
      WeightCredit: 6_000,
      DeductedFromPayable: 6_000,
    };
    expect(moneyOf(old)).toEqual({
      Charged: 53_300,
      Credited: 6_000,
      Owed: 47_300,
      Paid: 5_000,
      Refunded: 0,
      Due: 42_300,
      Refundable: 5_000,
    });
  });

  it('reads a paid order packed light from an older server: the credit back to the wallet', () => {
    expect(moneyOf({ ...orderDetails, WeightCredit: 6_000, DeductedFromPayable: 0 })).toEqual(
      money,
    );
  });

  it('reads a cancelled, refunded order from an older server: nothing due, all of it back', () => {
    const old = {
      ...orderDetails,
      Status: 'Cancelled' as const,
      PaymentStatus: 'Refunded' as const,
    };
    expect(moneyOf(old)).toMatchObject({ Paid: 53_300, Refunded: 53_300, Due: 0, Refundable: 0 });
  });

  it("reads an older server's history row as it did: what is left to pay, else its total paid", () => {
    const row = { Status: 'Packed' as const, Total: 53_300 };
    expect(moneyOf({ ...row, PaymentStatus: 'DueOnDelivery', AmountPayable: 47_300 }).Due).toBe(
      47_300,
    );
    expect(moneyOf({ ...row, PaymentStatus: 'Pending' }).Due).toBe(53_300);
    expect(moneyOf({ ...row, PaymentStatus: 'Paid' })).toMatchObject({ Paid: 53_300, Due: 0 });
  });
});

describe('moneyStanding', () => {
  const row = { Status: 'Delivered' as const, PaymentStatus: 'Paid' as const, Total: 53_300 };

  it('is what is due first, then what was paid and refunded, then what was refunded', () => {
    expect(moneyStanding({ ...row, Money: { ...money, Due: 100 } })).toEqual({
      kind: 'due',
      amount: 100,
      onDelivery: false,
    });
    expect(moneyStanding({ ...row, Money: money })).toEqual({
      kind: 'paid',
      paid: 53_300,
      refunded: 6_000,
    });
    expect(moneyStanding({ ...row, Money: { ...money, Refunded: 53_300 } })).toEqual({
      kind: 'refunded',
      refunded: 53_300,
    });
  });

  it('is the total when no money moved (a cancelled order never paid)', () => {
    const none = { ...money, Credited: 53_300, Owed: 0, Paid: 0, Refunded: 0, Refundable: 0 };
    expect(
      moneyStanding({ ...row, Status: 'Cancelled', PaymentStatus: 'Failed', Money: none }),
    ).toEqual({ kind: 'none', total: 53_300 });
  });
});
