/** The commerce domains' routes, listed in src/domains.ts. */
import type { FastifyInstance } from 'fastify';
import { cartRoutes } from '../cart/routes.js';
import { offerRoutes } from '../offers/routes.js';
import { orderRoutes } from '../orders/routes.js';
import { paymentRoutes } from '../payments/routes.js';
import { sandboxPaymentRoutes } from '../payments/sandbox.js';
import { paymentWebhookRoutes } from '../payments/webhook.js';
import { refundRoutes } from '../refunds/routes.js';
import { walletRoutes } from '../wallet/routes.js';
import { checkoutRoutes } from './routes.js';

type Routes = (app: FastifyInstance) => Promise<void>;

/** Every mode: offers, cart pricing, checkout, payments (including the gateway webhook), orders, refunds, wallet. */
export const commerceRoutes: Routes[] = [
  offerRoutes,
  cartRoutes,
  checkoutRoutes,
  paymentRoutes,
  paymentWebhookRoutes,
  orderRoutes,
  refundRoutes,
  walletRoutes,
];

/** Sandbox mode only: the sandbox gateway's payment page. */
export const commerceSandboxRoutes: Routes[] = [sandboxPaymentRoutes];
