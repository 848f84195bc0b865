/**
 * Razorpay-style signatures. A payment's signature is HMAC-SHA256(gatewayOrderId + '|' + paymentId)
 * with the key secret; a webhook's is HMAC-SHA256 of the raw body with the webhook secret. Both are
 * lowercase hex and compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests; false for anything that is not a 64-digit hex string. */
export function digestsEqual(expected: string, received: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(received) || !/^[0-9a-f]{64}$/.test(expected)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(received, 'hex'));
}

export function paymentSignature(
  secret: string,
  gatewayOrderId: string,
  paymentId: string,
): string {
  return hmacHex(secret, `${gatewayOrderId}|${paymentId}`);
}

export function isValidPaymentSignature(
  secret: string,
  gatewayOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return digestsEqual(paymentSignature(secret, gatewayOrderId, paymentId), signature);
}

export function webhookSignature(secret: string, rawBody: string): string {
  return hmacHex(secret, rawBody);
}

export function isValidWebhookSignature(
  secret: string,
  rawBody: string,
  signature: string,
): boolean {
  return digestsEqual(webhookSignature(secret, rawBody), signature);
}
