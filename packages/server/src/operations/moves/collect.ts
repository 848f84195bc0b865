/** The rider's collection of a pay-on-delivery order's money at the door. */
import type { DeliveryCollectionMethod } from '@storefront/sdk/core';
import type { OpsOrderDetails } from '@storefront/sdk/ops';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import { HttpError } from '../../http/errors.js';
import { commerceMessages, opsMessages } from '../../messages.js';
import { moneyOf, record } from '../../orders/ledger.js';
import { addOrderEvent } from '../../orders/model.js';
import { orders } from '../../orders/tables.js';
import { recordAudit, type StaffRow } from '../../staff/service.js';
import { orderForStaff } from '../order-view.js';
import { lockOrder, refuse } from './shared.js';

/**
 * A pay-on-delivery order's amount collected at the door (cash, or UPI with its reference): the order is
 * paid from then on. Only while it is out for delivery or delivered, and once.
 */
export async function collectPayment(
  db: Database,
  staff: StaffRow,
  request: { orderId: number; method: DeliveryCollectionMethod; reference?: string | undefined },
): Promise<OpsOrderDetails> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.orderId, staff);
    if (order.paymentStatus !== 'DueOnDelivery') {
      throw new HttpError(
        409,
        opsMessages.transitionRefused.Message,
        commerceMessages.payOnDelivery.notDue,
      );
    }
    if (order.status !== 'OutForDelivery' && order.status !== 'Delivered')
      refuse(order, 'collectPayment');
    const reference = request.reference?.trim() ?? '';
    // The rider collects what the ledger says is due: the figure the shopper and the console show.
    const { Due: collected } = await moneyOf(tx, order.id);
    await record(tx, order.id, [{ kind: 'PaidAtDoor', amount: collected }]);
    await tx
      .update(orders)
      .set({ paymentStatus: 'Paid', paidAt: new Date(), updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await addOrderEvent(tx, order.id, order.status, {
      kind: 'PaidOnDelivery',
      values: { method: request.method, reference },
    });
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'collectPayment',
      orderId: order.id,
      before: { PaymentStatus: order.paymentStatus },
      after: {
        PaymentStatus: 'Paid',
        Method: request.method,
        Reference: reference,
        Amount: collected,
      },
    });
  });
  return orderForStaff(db, request.orderId, staff);
}
