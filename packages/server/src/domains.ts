/**
 * Every domain, each a Fastify plugin. buildApp registers `apiPlugin` under API_PREFIX, so the domains
 * name only their own paths; `sandboxPagesPlugin` holds the sandbox's HTML pages, which sit outside the API.
 */
import type { FastifyInstance } from 'fastify';
import { defaultAddressOf } from './addresses/model.js';
import { addressesPlugin } from './addresses/routes.js';
import { authPlugin } from './auth/routes.js';
import { cartPlugin } from './cart/routes.js';
import { catalogPlugin } from './catalog/routes.js';
import { placeAddress } from './checkout/delivery-quote.js';
import { storeHoursOf } from './checkout/delivery.js';
import { orderMethodNames } from './checkout/methods.js';
import { rescheduleOrder } from './checkout/reschedule.js';
import { checkoutPlugin } from './checkout/routes.js';
import { configPlugin } from './config/routes.js';
import { contentPlugin } from './content/routes.js';
import { feedbackPlugin } from './feedback/routes.js';
import { feedbackStaffPlugin } from './feedback/staff-routes.js';
import { hubsPlugin } from './hubs/routes.js';
import { invoicesPlugin, invoicesStaffPlugin } from './invoices/routes.js';
import { issueInvoice, sellerOf } from './invoices/service.js';
import { mapsPlugin } from './maps/routes.js';
import { notificationsPlugin } from './notifications/routes.js';
import { offersPlugin } from './offers/routes.js';
import { catalogStaffPlugin } from './operations/catalog-routes.js';
import { type OperationsOptions, operationsPlugin } from './operations/routes.js';
import { homeOffers } from './offers/service.js';
import { availableAt } from './inventory/allocation.js';
import { inventoryStaffPlugin } from './inventory/routes.js';
import type { Transaction } from './db/index.js';
import type { OrderRow } from './orders/model.js';
import { hasReceived } from './orders/received.js';
import { ordersPlugin } from './orders/routes.js';
import { orderPayment } from './payments/model.js';
import { sendAfterCommit } from './payments/refunds.js';
import { paymentsPlugin } from './payments/routes.js';
import { sandboxPaymentPagePlugin } from './payments/sandbox.js';
import { profilePlugin } from './profile/routes.js';
import { refundsPlugin } from './refunds/routes.js';
import { watchBackInStock } from './restock/availability.js';
import { restockPlugin } from './restock/routes.js';
import { cancelOrder } from './refunds/service.js';
import { sandboxPagePlugin } from './sandbox/page.js';
import { sandboxPlugin } from './sandbox/routes.js';
import { staffPlugin } from './staff/routes.js';
import { walletPlugin } from './wallet/routes.js';
import { type TrackingOptions, trackingStaffPlugin } from './tracking/routes.js';
import { recordTripMove } from './tracking/trip.js';
import { deliveryDetails } from './tracking/view.js';
import { serverNow } from './clock.js';

/** The API: every domain in every mode, and the sandbox's calls in sandbox mode only (production answers 404). */
export async function apiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(configPlugin);
  await app.register(contentPlugin);
  await app.register(authPlugin, { defaultAddressOf });
  await app.register(catalogPlugin, { homeOffers, hasReceived, stockAt: availableAt });
  await app.register(restockPlugin);
  await app.register(addressesPlugin, { placeAddress });
  await app.register(mapsPlugin);
  await app.register(profilePlugin);
  await app.register(notificationsPlugin);
  await app.register(offersPlugin);
  await app.register(cartPlugin);
  await app.register(checkoutPlugin);
  await app.register(paymentsPlugin);
  await app.register(ordersPlugin, {
    orderPayment,
    rescheduleOrder: (db, config, request) =>
      rescheduleOrder(db, { ...request, hours: storeHoursOf(config) }),
    cancelOrder: (db, cancel, request) =>
      cancelOrder(db, cancel, (refundId) => sendAfterCommit(request, refundId)),
    deliveryDetails,
    methodNames: orderMethodNames,
  });
  await app.register(feedbackPlugin);
  await app.register(invoicesPlugin);
  await app.register(refundsPlugin);
  await app.register(walletPlugin);
  if (app.config.isSandbox) await app.register(sandboxPlugin);
}

/**
 * The operations API for the store's staff (buildApp registers it under OPS_API_PREFIX, /ops/v1): staff
 * tokens only, a role checked on every call, outside the shoppers' v1 contract.
 */
export async function opsApiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(staffPlugin);
  await app.register(hubsPlugin);
  // The deliver move (plain or without contact) issues the order's tax invoice in its transaction.
  const invoiceOnDelivery = async (tx: Transaction, delivered: OrderRow, now: Date) => {
    await issueInvoice(tx, delivered, { now, seller: sellerOf(app.config) });
  };
  // Dispatch names the order's rider; handing over their last order out ends their shared position.
  const operations: OperationsOptions = {
    onMove: (staff, move) => async (tx, moved) => {
      const now = serverNow(app.config);
      await recordTripMove(tx, staff.id, move, moved, now);
      if (move === 'deliver') await invoiceOnDelivery(tx, moved, now);
    },
  };
  await app.register(operationsPlugin, operations);
  await app.register(catalogStaffPlugin);
  await app.register(feedbackStaffPlugin);
  const tracking: TrackingOptions = {
    onDelivered: (tx, delivered) => invoiceOnDelivery(tx, delivered, serverNow(app.config)),
  };
  await app.register(trackingStaffPlugin, tracking);
  await app.register(invoicesStaffPlugin);
  await app.register(inventoryStaffPlugin, {
    restock: watchBackInStock,
  });
}

/** Sandbox mode only: the page listing sign-in codes and the sandbox gateway's payment page. */
export async function sandboxPagesPlugin(app: FastifyInstance): Promise<void> {
  await app.register(sandboxPagePlugin);
  await app.register(sandboxPaymentPagePlugin);
}
