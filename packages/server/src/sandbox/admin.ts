/**
 * Sandbox admin calls for browser tests (sandbox mode with SANDBOX_ADMIN_TOKEN only): change a product's
 * price, or the availability of a product or of one option row, on the running server (through the staff's
 * own catalog edit, operations/catalog.ts, which bumps the cache state so clients refetch and tells the
 * shoppers waiting for an option that came back; no staff member, so no audit row), and move the server's
 * clock forward.
 */
import { timingSafeEqual } from 'node:crypto';
import type { EndpointDefinition } from '@storefront/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound } from '../http/errors.js';
import { defineRoute } from '../http/route.js';
import { messages } from '../messages.js';
import { advanceClock } from '../clock.js';
import type { Database } from '../db/index.js';
import {
  editCatalogProduct,
  type ProductChange,
  productIdOfOption,
} from '../operations/catalog.js';

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
  /** One option row (a RowId of the product details, e.g. Weight → 1 kg). */
  optionAvailability: {
    method: 'POST',
    path: '/sandbox/admin/option-availability',
    auth: false,
    request: z.strictObject({ rowId: z.number().int().positive(), isAvailable: z.boolean() }),
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

/** A thin wrapper over the staff's catalog edit (no staff member: no audit row). */
async function change(db: Database, productId: number, productChange: ProductChange) {
  const edit = await editCatalogProduct(db, productId, productChange, null);
  return { Success: true, CacheState: edit.cacheState };
}

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
    return change(db, input.productId, { price: input.price });
  });
  defineRoute(app, sandboxAdminEndpoints.productAvailability, async ({ db, input, request }) => {
    checkAdmin(request, token);
    return change(db, input.productId, { isAvailable: input.isAvailable });
  });
  defineRoute(app, sandboxAdminEndpoints.optionAvailability, async ({ db, input, request }) => {
    checkAdmin(request, token);
    const productId = await productIdOfOption(db, input.rowId);
    if (productId === undefined) throw notFound();
    return change(db, productId, {
      options: [{ rowId: input.rowId, isAvailable: input.isAvailable }],
    });
  });
  defineRoute(app, sandboxAdminEndpoints.clock, ({ config, input, request }) => {
    checkAdmin(request, token);
    return {
      Success: true,
      Now: advanceClock(config, input.advanceMinutes * 60_000).toISOString(),
    };
  });
}
