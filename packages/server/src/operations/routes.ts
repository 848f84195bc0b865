/** The operations API's order calls (/ops/v1): the board, an order, its lifecycle, refunds, the audit. */
import { PLAIN_ORDER_MOVES, opsEndpoints } from '@storefront/sdk/ops';
import type { FastifyInstance } from 'fastify';
import { hubScopeOf } from '../hubs/service.js';
import { sendAfterCommit } from '../payments/refunds.js';
import { defineStaffRoute } from '../staff/route.js';
import { type AuditRow, auditOfOrder, recentAudit } from '../staff/service.js';
import { listOrders } from './board.js';
import { collectPayment } from './moves/collect.js';
import { decideRefund } from './moves/decide-refund.js';
import { packOrder } from './moves/pack.js';
import { refundLine } from './moves/refund-line.js';
import { replacementOptions } from './replacement-options.js';
import { returnToStore } from './moves/return-to-store.js';
import { type MoveHooks, transition } from './moves/transition.js';
import { orderForStaff } from './order-view.js';
import type { TransitionName } from './rules.js';
import type { StaffRow } from '../staff/service.js';

export interface OperationsOptions {
  /**
   * Work of other domains in the transaction of each plain move and failed delivery (the app passes the
   * rider's trip in, tracking/trip.ts, so operations does not import it).
   */
  onMove?: (staff: StaffRow, move: TransitionName) => MoveHooks['within'];
}

export async function operationsPlugin(
  app: FastifyInstance,
  options: OperationsOptions = {},
): Promise<void> {
  const hooks = (staff: StaffRow, move: TransitionName): MoveHooks => ({
    within: options.onMove?.(staff, move),
  });
  // A packer or rider sees their hubs' orders only; an admin every hub's, and may pick one (hubId).
  defineStaffRoute(app, opsEndpoints.orders, async ({ db, staff, input }) =>
    listOrders(db, input, await hubScopeOf(db, staff)),
  );
  defineStaffRoute(app, opsEndpoints.orderDetails, async ({ db, staff, input }) => ({
    Order: await orderForStaff(db, input.orderId, staff),
  }));

  // Every plain move of the lifecycle table, on its row (named as the move); the moves with input follow.
  // Returning an order to the store refunds it (and puts its units back): its own function, same row.
  for (const move of PLAIN_ORDER_MOVES)
    defineStaffRoute(app, opsEndpoints[move], async ({ db, staff, input, request }) => ({
      Order:
        move === 'returnToStore'
          ? await returnToStore(db, staff, input.orderId, (refundId) =>
              sendAfterCommit(request, refundId),
            )
          : await transition(db, staff, move, input.orderId, undefined, hooks(staff, move)),
    }));
  defineStaffRoute(app, opsEndpoints.deliveryFailed, async ({ db, staff, input }) => ({
    Order: await transition(
      db,
      staff,
      'deliveryFailed',
      input.orderId,
      input.reason,
      hooks(staff, 'deliveryFailed'),
    ),
  }));
  defineStaffRoute(app, opsEndpoints.packOrder, async ({ db, config, staff, input }) => ({
    Order: await packOrder(db, staff, input, config.weightToleranceBasisPoints),
  }));
  defineStaffRoute(app, opsEndpoints.replacementOptions, ({ db, staff, input }) =>
    replacementOptions(db, staff, input),
  );
  defineStaffRoute(app, opsEndpoints.collectPayment, async ({ db, staff, input }) => ({
    Order: await collectPayment(db, staff, input),
  }));
  defineStaffRoute(app, opsEndpoints.refundLine, async ({ db, staff, input, request }) => ({
    Order: await refundLine(db, staff, input, (refundId) => sendAfterCommit(request, refundId)),
  }));

  defineStaffRoute(app, opsEndpoints.decideRefund, async ({ db, staff, input, request }) => ({
    Order: await decideRefund(db, staff, input, (refundId) => sendAfterCommit(request, refundId)),
  }));

  // An order's trail (oldest first, on one page), or the latest actions of every kind.
  defineStaffRoute(app, opsEndpoints.audit, async ({ db, input }) => {
    if (input.orderId !== undefined)
      return {
        Entries: (await auditOfOrder(db, input.orderId)).map(auditEntry),
        PageNo: 1,
        TotalPages: 1,
      };
    const { rows, totalPages } = await recentAudit(db, input.pageNo);
    return { Entries: rows.map(auditEntry), PageNo: input.pageNo, TotalPages: totalPages };
  });
}

const auditEntry = (row: AuditRow) => ({
  AuditId: row.id,
  StaffId: row.staffId,
  StaffName: row.staffName,
  StaffEmail: row.staffEmail,
  Action: row.action,
  OrderId: row.orderId,
  Before: row.before,
  After: row.after,
  At: row.at.toISOString(),
});
