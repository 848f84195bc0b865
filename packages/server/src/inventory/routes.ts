/**
 * Stock per hub for staff (admins), under /ops/v1/stock: the levels, the movements admins make (receive,
 * adjust, move between hubs) and the list of every movement (docs/inventory.md).
 */
import { opsEndpoints } from '@storefront/sdk/ops';
import type { FastifyInstance } from 'fastify';
import { defineStaffRoute } from '../staff/route.js';
import {
  type RestockWatch,
  adjustStock,
  moveStock,
  movementsPage,
  receiveStock,
  stockPage,
} from './staff-stock.js';

export interface InventoryStaffOptions {
  /**
   * "Notify me", told when a change at a hub brings an option back there: restock/ owns it (domains.ts
   * passes its `watchBackInStock`).
   */
  restock: RestockWatch;
}

export async function inventoryStaffPlugin(
  app: FastifyInstance,
  { restock }: InventoryStaffOptions,
): Promise<void> {
  defineStaffRoute(app, opsEndpoints.stock, ({ db, input }) => stockPage(db, input));
  defineStaffRoute(app, opsEndpoints.receiveStock, ({ db, staff, input }) =>
    receiveStock(db, restock, staff.id, input),
  );
  defineStaffRoute(app, opsEndpoints.adjustStock, ({ db, staff, input }) =>
    adjustStock(db, restock, staff.id, input),
  );
  defineStaffRoute(app, opsEndpoints.moveStock, ({ db, staff, input }) =>
    moveStock(db, restock, staff.id, input),
  );
  defineStaffRoute(app, opsEndpoints.stockMovements, ({ db, input }) => movementsPage(db, input));
}
