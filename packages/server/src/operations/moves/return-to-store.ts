/**
 * An admin gives up on an order back from a failed delivery (docs/inventory.md): what was packed for it
 * goes back on its hub's shelf, and the shopper gets back what they paid, to the original payment method
 * where it was paid online, as for a cancellation (refunds/service.ts `cancelLockedOrder`). The order ends
 * Cancelled; the audit row keeps what came back.
 */
import type { OpsOrderDetails } from '@storefront/sdk/ops';
import type { Database } from '../../db/index.js';
import { textsIn } from '../../i18n/texts.js';
import { moneyOf } from '../../orders/ledger.js';
import { cancelLockedOrder } from '../../refunds/service.js';
import { recordAudit, type StaffRow } from '../../staff/service.js';
import { orderForStaff } from '../order-view.js';
import { canTransition } from '../rules.js';
import { lockOrder, refuse } from './shared.js';

export async function returnToStore(
  db: Database,
  staff: StaffRow,
  orderId: number,
  onSourceRefund: (refundId: number) => void,
): Promise<OpsOrderDetails> {
  const sourceRefundId = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, staff);
    if (!canTransition('returnToStore', order.status)) refuse(order, 'returnToStore');
    const before = await moneyOf(tx, order.id);
    const cancellation = await cancelLockedOrder(tx, order, {
      reason: '',
      storeReason: { kind: 'ReturnedToStore', values: {} },
      event: { kind: 'ReturnedToStore', values: {} },
      destination: 'Source',
      // The console is English; the shopper hears of it through the timeline and the push.
      texts: textsIn('en').commerceMessages,
    });
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'returnToStore',
      orderId: order.id,
      before: { Status: order.status },
      after: { Status: 'Cancelled', Refunded: before.Refundable },
    });
    return cancellation.sourceRefundId;
  });
  if (sourceRefundId !== null) onSourceRefund(sourceRefundId);
  return orderForStaff(db, orderId, staff);
}
