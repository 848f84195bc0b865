/** "Notify me" for sold-out product options (designed beyond spec section 7; docs/api.md). */
import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.js';
import { cancelStockAlert, notifyWhenAvailable, stockAlertsOf } from './service.js';

export async function restockPlugin(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.stockAlerts, ({ db, input, user }) =>
    stockAlertsOf(db, user.userId, input),
  );
  defineRoute(app, endpoints.notifyWhenAvailable, ({ db, input, user }) =>
    notifyWhenAvailable(db, user.userId, input),
  );
  defineRoute(app, endpoints.cancelStockAlert, ({ db, input, user }) =>
    cancelStockAlert(db, user.userId, input),
  );
}
