import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.js';
import { gatewayFor } from '../payments/gateway.js';
import { listDeliveryMethods, listPaymentMethods } from './methods.js';
import { calculateBill, loadCheckoutSettings, placeOrder, platformFeeConfigs } from './service.js';

export async function checkoutPlugin(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.deliveryMethods, async ({ db }) => ({
    DeliveryMethods: await listDeliveryMethods(db),
  }));

  defineRoute(app, endpoints.platformFeeConfigs, async ({ db }) => ({
    PlatformFeeConfigs: await platformFeeConfigs(db),
  }));

  defineRoute(app, endpoints.shippingConfigs, async ({ db }) => ({
    ShippingConfigs: (await loadCheckoutSettings(db)).shipping,
  }));

  defineRoute(app, endpoints.paymentMethods, async ({ db, config }) => ({
    PaymentMethods: await listPaymentMethods(db, gatewayFor(config).name),
  }));

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
