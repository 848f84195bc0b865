import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canRequestRefund,
  canRetryPayment,
  canSettle,
  orderNumber,
  type OrderStatus,
} from './rules.js';

describe('order status rules', () => {
  it('lets a shopper cancel until the order leaves the store', () => {
    const cancellable: OrderStatus[] = ['PendingPayment', 'PaymentFailed', 'Placed', 'Confirmed'];
    expect(cancellable.every(canCancel)).toBe(true);
    expect(canCancel('OutForDelivery')).toBe(false);
    expect(canCancel('Delivered')).toBe(false);
    expect(canCancel('Cancelled')).toBe(false);
  });

  it('starts a new payment attempt only for an unpaid order waiting for money', () => {
    expect(canRetryPayment('PendingPayment', 'Pending')).toBe(true);
    expect(canRetryPayment('PaymentFailed', 'Failed')).toBe(true);
    expect(canRetryPayment('Placed', 'Paid')).toBe(false);
    expect(canRetryPayment('Cancelled', 'Pending')).toBe(false);
  });

  it('settles an order at most once', () => {
    expect(canSettle('PendingPayment', 'Pending')).toBe(true);
    expect(canSettle('Placed', 'Paid')).toBe(false);
  });

  it('refunds only paid money not yet refunded', () => {
    expect(canRequestRefund('Paid', 50_000, 0)).toBe(true);
    expect(canRequestRefund('Paid', 50_000, 50_000)).toBe(false);
    expect(canRequestRefund('Pending', 50_000, 0)).toBe(false);
  });

  it('numbers orders by their Indian calendar day and id', () => {
    expect(orderNumber(42, new Date('2026-11-22T19:00:00Z'))).toBe('SF-20261123-00042');
  });
});
