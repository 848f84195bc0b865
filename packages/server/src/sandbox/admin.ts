/**
 * Sandbox admin calls for browser tests (sandbox mode with SANDBOX_ADMIN_TOKEN only): change a product's
 * price or availability on the running server. Each change bumps the cache state so clients refetch.
 */
import { timingSafeEqual } from 'node:crypto';
import type { EndpointDefinition } from '@storefront/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { defineRoute } from '../http/route.js';
import { messages } from '../messages.js';
import { updateProduct } from './model.js';

const AdminReply = z.object({ Success: z.boolean(), CacheState: z.string() });

export const sandboxAdminEndpoints = {
  productPrice: {
    method: 'POST',
    path: '/sandbox/admin/product-price',
    auth: false,
    request: z.strictObject({
      productId: z.number().int().positive(),
      /** Base price in paise. */
      price: z.number().int().nonnegative(),
    }),
    reply: AdminReply,
  },
  productAvailability: {
    method: 'POST',
    path: '/sandbox/admin/product-availability',
    auth: false,
    request: z.strictObject({ productId: z.number().int().positive(), isAvailable: z.boolean() }),
    reply: AdminReply,
  },
} as const satisfies Record<string, EndpointDefinition>;

export const SANDBOX_ADMIN_HEADER = 'x-sandbox-admin-token';

function checkAdmin(request: FastifyRequest, expected: string): void {
  const presented = request.headers[SANDBOX_ADMIN_HEADER];
  const a = Buffer.from(typeof presented === 'string' ? presented : '');
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b))
    throw new HttpError(401, messages.unauthorized, `Send the ${SANDBOX_ADMIN_HEADER} header.`);
}

export function sandboxAdminRoutes(app: FastifyInstance): void {
  const token = app.config.sandboxAdminToken;
  if (!app.config.isSandbox || !token) return;
  defineRoute(app, sandboxAdminEndpoints.productPrice, ({ db, input, request }) => {
    checkAdmin(request, token);
    return updateProduct(db, input.productId, { price: input.price });
  });
  defineRoute(app, sandboxAdminEndpoints.productAvailability, ({ db, input, request }) => {
    checkAdmin(request, token);
    return updateProduct(db, input.productId, { isAvailable: input.isAvailable });
  });
}
