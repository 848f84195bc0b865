/**
 * Every domain's routes, registered by buildApp in this order. A domain module exports
 * `(app: FastifyInstance) => void | Promise<void>` that calls defineRoute for its endpoint rows.
 * (server-B appends the commerce domains here.)
 */
import type { FastifyInstance } from 'fastify';
import { addressRoutes } from './addresses/routes.js';
import { authRoutes } from './auth/routes.js';
import { catalogRoutes } from './catalog/routes.js';
import { configRoutes } from './config/routes.js';
import { contentRoutes } from './content/routes.js';
import { commerceRoutes, commerceSandboxRoutes } from './checkout/domains.js';
import { mapRoutes } from './maps/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { profileRoutes } from './profile/routes.js';
import { sandboxAdminRoutes } from './sandbox/admin.js';
import { sandboxOtpRoutes } from './sandbox/otp.js';
import { sandboxPage } from './sandbox/page.js';

export type DomainRoutes = (app: FastifyInstance) => void | Promise<void>;

/** Registered in every mode. */
export const domainRoutes: DomainRoutes[] = [
  configRoutes,
  contentRoutes,
  authRoutes,
  catalogRoutes,
  addressRoutes,
  mapRoutes,
  profileRoutes,
  notificationRoutes,
  ...commerceRoutes,
];

/** Registered only in sandbox mode (production answers 404 for these paths). */
export const sandboxRoutes: DomainRoutes[] = [
  sandboxOtpRoutes,
  sandboxPage,
  sandboxAdminRoutes,
  ...commerceSandboxRoutes,
];
