import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isValidPaymentSignature,
  isValidWebhookSignature,
  paymentSignature,
  webhookSignature,
} from './signature.js';

const secret = 'test-key-secret';

describe('payment signature', () => {
  it('is HMAC-SHA256 of gatewayOrderId|paymentId in lowercase hex', () => {
    const expected = createHmac('sha256', secret).update('order_abc|pay_xyz').digest('hex');
    expect(paymentSignature(secret, 'order_abc', 'pay_xyz')).toBe(expected);
    expect(isValidPaymentSignature(secret, 'order_abc', 'pay_xyz', expected)).toBe(true);
  });

  it('refuses a signature made for another gateway order, payment or secret', () => {
    const signature = paymentSignature(secret, 'order_abc', 'pay_xyz');
    expect(isValidPaymentSignature(secret, 'order_other', 'pay_xyz', signature)).toBe(false);
    expect(isValidPaymentSignature(secret, 'order_abc', 'pay_other', signature)).toBe(false);
    expect(isValidPaymentSignature('another-secret', 'order_abc', 'pay_xyz', signature)).toBe(
      false,
    );
  });

  it('refuses malformed signatures without throwing', () => {
    expect(isValidPaymentSignature(secret, 'order_abc', 'pay_xyz', '')).toBe(false);
    expect(isValidPaymentSignature(secret, 'order_abc', 'pay_xyz', 'zz'.repeat(32))).toBe(false);
    expect(isValidPaymentSignature(secret, 'order_abc', 'pay_xyz', 'ab')).toBe(false);
  });
});

describe('webhook signature', () => {
  it('covers the raw body byte for byte', () => {
    const body = '{"event":"payment.captured","id":"evt_1"}';
    const signature = webhookSignature(secret, body);
    expect(isValidWebhookSignature(secret, body, signature)).toBe(true);
    expect(
      isValidWebhookSignature(secret, '{"event": "payment.captured","id":"evt_1"}', signature),
    ).toBe(false);
  });
});
