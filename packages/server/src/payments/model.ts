/** Payment attempts as orders show them, and the start of a new attempt for an order. */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import type { Config } from '../env.js';
import type { OrderPayment, OrderRow } from '../orders/model.js';
import { billOf, deliveryWindowOf } from '../orders/model.js';
import { type OrderData, orderNumber } from '../orders/rules.js';
import { orders } from '../orders/tables.js';
import { serverNow } from '../clock.js';
import { paymentDueBy } from './expiry.js';
import { gatewayFor } from './gateway.js';
import { paymentAttempts } from './tables.js';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
type Db = Database | Transaction;

export function paymentOf(config: Config, attempt: AttemptRow | undefined): OrderPayment {
  if (!attempt) return null;
  const gateway = gatewayFor(config);
  return {
    Gateway: attempt.gateway,
    KeyId: gateway.keyId,
    GatewayOrderId: attempt.gatewayOrderId,
    Amount: attempt.amount,
    Currency: 'INR',
    CheckoutUrl: gateway.checkoutUrl(attempt.gatewayOrderId),
    Method: attempt.method,
  };
}

export async function currentAttempt(db: Db, order: OrderRow): Promise<AttemptRow | undefined> {
  if (order.currentAttemptId === null) return undefined;
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, order.currentAttemptId));
  return attempt;
}

/** The order's current payment as the API shows it. */
export async function orderPayment(db: Db, config: Config, order: OrderRow): Promise<OrderPayment> {
  return paymentOf(config, await currentAttempt(db, order));
}

export async function toOrderData(db: Db, config: Config, order: OrderRow): Promise<OrderData> {
  return {
    OrderId: order.id,
    OrderNumber: orderNumber(order.id, order.createdAt),
    Status: order.status,
    PaymentStatus: order.paymentStatus,
    Bill: billOf(order),
    Payment: await orderPayment(db, config, order),
    DeliveryWindow: deliveryWindowOf(order),
  };
}

/**
 * Starts a gateway attempt for the order's amount payable and makes it the order's current one; the
 * order must be paid within PENDING_PAYMENT_TTL_MINUTES from now (payments/expiry.ts).
 */
export async function startPaymentAttempt(
  tx: Transaction,
  config: Config,
  order: { id: number; amountPayable: number; createdAt: Date },
) {
  const gateway = gatewayFor(config);
  const gatewayOrderId = await gateway.createOrder(
    order.amountPayable,
    orderNumber(order.id, order.createdAt),
  );
  const [attempt] = await tx
    .insert(paymentAttempts)
    .values({
      orderId: order.id,
      gateway: gateway.name,
      gatewayOrderId,
      amount: order.amountPayable,
      status: 'Created',
    })
    .returning();
  await tx
    .update(orders)
    .set({
      currentAttemptId: attempt!.id,
      paymentDueBy: paymentDueBy(config, serverNow(config)),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  return attempt!;
}
