import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { serverNow } from '../clock.js';
import { HttpError } from '../http/errors.js';
import { defineRoute } from '../http/route.js';
import { gatewayFor } from '../payments/gateway.js';
import { listDeliveryMethods, listPaymentMethods } from './methods.js';
import type { Database } from '../db/index.js';
import type { Config } from '../env.js';
import {
  activeDeliveryMethod,
  freeExpiredSeats,
  hubHours,
  listSlots,
  storeHoursOf,
} from './delivery.js';
import { hubOrMain } from '../inventory/allocation.js';
import { serviceability } from './delivery-quote.js';
import { StockShortError, calculateBill, placeOrder, platformFeeConfigs } from './service.js';
import { expireDueStockHolds } from '../payments/expiry.js';
import { loadCheckoutSettings } from './settings.js';

/**
 * Runs a bill or a checkout; refused because the hub lacks units, it expires the abandoned orders still
 * holding counted stock (their payment time ran out) and runs once more, so units held by a checkout
 * left an hour ago sell at once, not at the next sweep, and a checkout with enough units pays nothing.
 */
async function freeingStock<T>(
  db: Database,
  config: Config,
  now: Date,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof StockShortError) || !(await expireDueStockHolds(db, config, now)))
      throw error;
    return run();
  }
}

export async function checkoutPlugin(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.deliveryMethods, async ({ db, locale }) => ({
    DeliveryMethods: await listDeliveryMethods(db, locale),
  }));

  defineRoute(app, endpoints.platformFeeConfigs, async ({ db }) => ({
    PlatformFeeConfigs: await platformFeeConfigs(db),
  }));

  defineRoute(app, endpoints.shippingConfigs, async ({ db }) => ({
    ShippingConfigs: (await loadCheckoutSettings(db)).shipping,
  }));

  defineRoute(app, endpoints.paymentMethods, async ({ db, config, locale }) => ({
    PaymentMethods: await listPaymentMethods(
      db,
      locale,
      gatewayFor(config).name,
      config.payOnDelivery.enabled,
    ),
  }));

  defineRoute(app, endpoints.serviceability, ({ db, config, input, locale }) =>
    serviceability(db, config, input, serverNow(config), locale),
  );

  defineRoute(app, endpoints.deliverySlots, async ({ db, config, input }) => {
    const method = await activeDeliveryMethod(db, input.deliveryMethodId);
    if (!method) {
      throw new HttpError(
        404,
        (t) => t.commerceMessages.checkout.missingFields.Message,
        (t) => t.commerceMessages.checkout.deliveryMethodMissing,
      );
    }
    const now = serverNow(config);
    // The hub that delivers to the shopper (the area check's); the main hub when none or an unknown one.
    const hub = await hubOrMain(db, input.hub);
    const hours = storeHoursOf(config);
    if (!hub) return { DeliveryMethodId: method.id, Kind: method.kind, Slots: [] };
    await freeExpiredSeats(db, config, method, now, hubHours(hours, hub));
    return {
      DeliveryMethodId: method.id,
      Kind: method.kind,
      Slots: await listSlots(db, method, { hub, hours }, now),
    };
  });

  /**
   * The chosen slot's seats held by unpaid orders past their time are given back before it is checked.
   * Not at checkout itself: an idempotent call runs on one transaction, and expiring other shoppers'
   * orders inside it would hold their wallets' locks until the order is placed.
   */
  const freeChosenSlot = async (
    db: Database,
    config: Config,
    input: { deliveryMethodId: number; slotId?: string | undefined },
    now: Date,
  ) => {
    if (input.slotId === undefined) return;
    const method = await activeDeliveryMethod(db, input.deliveryMethodId);
    if (method) await freeExpiredSeats(db, config, method, now, [input.slotId]);
  };

  defineRoute(app, endpoints.calculateBill, async ({ db, config, user, input }) => {
    const now = serverNow(config);
    await freeChosenSlot(db, config, input, now);
    return freeingStock(db, config, now, () =>
      calculateBill(db, user.userId, input, { hours: storeHoursOf(config), now }),
    );
  });

  /** defineRoute stores and replays the reply per Idempotency-Key; the key is also kept on the order. */
  defineRoute(app, endpoints.checkout, async ({ db, config, user, input, request }) => {
    const key = request.headers['idempotency-key'];
    const now = serverNow(config);
    const orderData = await freeingStock(db, config, now, () =>
      placeOrder(db, config, user.userId, input, typeof key === 'string' ? key : null, {
        hours: storeHoursOf(config),
        now,
      }),
    );
    return { OrderData: orderData };
  });
}
