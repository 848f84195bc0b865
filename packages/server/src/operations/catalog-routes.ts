/** Catalog editing by staff (admins), under /ops/v1/catalog: read a page or a product, save a change. */
import { opsEndpoints } from '@storefront/sdk/ops';
import type { FastifyInstance } from 'fastify';
import { defineStaffRoute } from '../staff/route.js';
import { catalogPage, catalogProduct, editCatalogProduct } from './catalog.js';

export async function catalogStaffPlugin(app: FastifyInstance): Promise<void> {
  defineStaffRoute(app, opsEndpoints.catalog, ({ db, input }) =>
    catalogPage(db, { pageNo: input.pageNo, ...(input.search ? { search: input.search } : {}) }),
  );
  defineStaffRoute(app, opsEndpoints.catalogProduct, async ({ db, input }) => ({
    Product: await catalogProduct(db, input.productId),
  }));
  defineStaffRoute(app, opsEndpoints.saveCatalogProduct, async ({ db, staff, input }) => {
    const edit = await editCatalogProduct(db, input.productId, input, staff.id);
    return { Product: edit.product, CacheState: edit.cacheState };
  });
}
