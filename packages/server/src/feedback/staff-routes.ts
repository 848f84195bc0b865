/** The admins' complaint queue under /ops/v1/complaints (docs/after-the-order.md). */
import { opsEndpoints } from '@storefront/sdk/ops';
import type { FastifyInstance } from 'fastify';
import { serverNow } from '../clock.js';
import { sendAfterCommit } from '../payments/refunds.js';
import { defineStaffRoute } from '../staff/route.js';
import { complaintsPage, resolveComplaint } from './staff.js';

export async function feedbackStaffPlugin(app: FastifyInstance): Promise<void> {
  defineStaffRoute(app, opsEndpoints.complaints, ({ db, config, input }) =>
    complaintsPage(db, config, input, serverNow(config)),
  );
  defineStaffRoute(app, opsEndpoints.resolveComplaint, ({ db, config, staff, input, request }) =>
    resolveComplaint(db, config, staff, input, serverNow(config), (refundId) =>
      sendAfterCommit(request, refundId),
    ),
  );
}
