/**
 * The operations API's hubs (/ops/v1, docs/inventory.md): the hubs a member may see, each with its
 * pincodes, and an admin's setting of the hubs a packer or rider works at.
 */
import { opsEndpoints } from '@storefront/sdk/ops';
import type { FastifyInstance } from 'fastify';
import { defineStaffRoute } from '../staff/route.js';
import { hubScopeOf, listHubs, setStaffHubs } from './service.js';

export async function hubsPlugin(app: FastifyInstance): Promise<void> {
  // An admin gets every hub; a packer or rider the hubs they work at.
  defineStaffRoute(app, opsEndpoints.hubs, async ({ db, staff }) => ({
    Hubs: await listHubs(db, await hubScopeOf(db, staff)),
  }));

  defineStaffRoute(app, opsEndpoints.setStaffHubs, async ({ db, staff, input }) => {
    await setStaffHubs(db, staff.id, input);
    return { Success: true };
  });
}
