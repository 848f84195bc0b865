/**
 * The store's staff in browser tests: a sandbox staff member (docs/operations.md) making operations calls
 * over HTTP, and an order taken from paid to delivered the way packer and rider would.
 */
import { expect } from 'vitest';

export interface OpsLine {
  LineId: number;
  OrderedGrams: number | null;
  PackedGrams: number | null;
  WeightCredit: number;
}

export interface OpsOrder {
  Order: { Status: string; Lines: OpsLine[] };
}

export const SANDBOX_STAFF = {
  packer: { email: 'packer@sandbox.test', password: 'sandbox-packer-1' },
  rider: { email: 'rider@sandbox.test', password: 'sandbox-rider-1' },
} as const;

/** Signs a sandbox staff member in; answers a caller of POST /ops/v1<path> that expects 200. */
export async function staff(baseUrl: string, who: { email: string; password: string }) {
  const reply = await fetch(new URL('/ops/v1/staff/sign-in', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  const { Token } = (await reply.json()) as { Token: string };
  return async (path: string, body: object): Promise<OpsOrder> => {
    const response = await fetch(new URL(`/ops/v1${path}`, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${Token}` },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as OpsOrder;
  };
}

/** A paid order confirmed, packed at the weights ordered, sent out and delivered. */
export async function deliverOrder(baseUrl: string, orderId: number): Promise<void> {
  const packer = await staff(baseUrl, SANDBOX_STAFF.packer);
  await packer('/orders/confirm', { orderId });
  const packing = await packer('/orders/start-packing', { orderId });
  await packer('/orders/pack', {
    orderId,
    lines: packing.Order.Lines.map((line) => ({
      lineId: line.LineId,
      grams: line.OrderedGrams ?? 500,
    })),
  });
  const rider = await staff(baseUrl, SANDBOX_STAFF.rider);
  await rider('/orders/dispatch', { orderId });
  await rider('/orders/deliver', { orderId });
}
