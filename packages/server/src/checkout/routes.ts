import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { defineRoute } from '../http/route.js';
import { gatewayFor } from '../payments/gateway.js';
import { calculateBill, loadCheckoutSettings, placeOrder, platformFeeConfigs } from './service.js';
import { deliveryMethods, paymentMethods } from './tables.js';

export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.deliveryMethods, async ({ db }) => {
    const rows = await db
      .select()
      .from(deliveryMethods)
      .where(eq(deliveryMethods.isActive, true))
      .orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id));
    return {
      DeliveryMethods: rows.map((row) => ({
        DeliveryMethodId: row.id,
        Name: row.name,
        Description: row.description,
        Charge: row.charge,
        EstimatedMinutes: row.estimatedMinutes,
      })),
    };
  });

  defineRoute(app, endpoints.platformFeeConfigs, async ({ db }) => ({
    PlatformFeeConfigs: await platformFeeConfigs(db),
  }));

  defineRoute(app, endpoints.shippingConfigs, async ({ db }) => ({
    ShippingConfigs: (await loadCheckoutSettings(db)).shipping,
  }));

  defineRoute(app, endpoints.paymentMethods, async ({ db, config }) => {
    const rows = await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.isActive, true))
      .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
    const gateway = gatewayFor(config).name;
    return {
      PaymentMethods: rows.map((row) => ({
        PaymentMethodId: row.id,
        Name: row.name,
        Description: row.description,
        Gateway: gateway,
      })),
    };
  });

  defineRoute(app, endpoints.calculateBill, async ({ db, user, input }) =>
    calculateBill(db, user.userId, input),
  );

  /** defineRoute stores and replays the reply per Idempotency-Key; the key is also kept on the order. */
  defineRoute(app, endpoints.checkout, async ({ db, config, user, input, request }) => {
    const key = request.headers['idempotency-key'];
    const orderData = await placeOrder(
      db,
      config,
      user.userId,
      input,
      typeof key === 'string' ? key : null,
    );
    return { OrderData: orderData };
  });
}
