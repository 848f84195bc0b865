/**
 * Sandbox admin calls for browser tests (sandbox mode with SANDBOX_ADMIN_TOKEN only): change a product's
 * price or availability on the running server (through the staff's own catalog edit, catalog/editing.ts,
 * which bumps the cache state so clients refetch; no staff member, so no audit row), and move the
 * server's clock forward.
 */
import { timingSafeEqual } from 'node:crypto';
import type { EndpointDefinition } from '@storefront/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { defineRoute } from '../http/route.js';
import { messages } from '../messages.js';
import { editCatalogProduct } from '../catalog/editing.js';
import { advanceClock } from '../clock.js';

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
  /** Moves the server's clock forward, e.g. past an order's free-cancellation deadline. */
  clock: {
    method: 'POST',
    path: '/sandbox/admin/clock',
    auth: false,
    request: z.strictObject({
      advanceMinutes: z
        .number()
        .int()
        .positive()
        .max(7 * 24 * 60),
    }),
    reply: z.object({ Success: z.boolean(), Now: z.string() }),
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
  defineRoute(app, sandboxAdminEndpoints.productPrice, async ({ db, input, request }) => {
    checkAdmin(request, token);
    const edit = await editCatalogProduct(db, input.productId, { price: input.price }, null);
    return { Success: true, CacheState: edit.cacheState };
  });
  defineRoute(app, sandboxAdminEndpoints.productAvailability, async ({ db, input, request }) => {
    checkAdmin(request, token);
    const edit = await editCatalogProduct(
      db,
      input.productId,
      { isAvailable: input.isAvailable },
      null,
    );
    return { Success: true, CacheState: edit.cacheState };
  });
  defineRoute(app, sandboxAdminEndpoints.clock, ({ config, input, request }) => {
    checkAdmin(request, token);
    return {
      Success: true,
      Now: advanceClock(config, input.advanceMinutes * 60_000).toISOString(),
    };
  });
}
