/**
 * The rider's calls under /ops/v1 (docs/after-the-order.md): their orders out, sharing their position while
 * one is out, stopping, and delivering without contact with a photo of the door.
 */
import { MAX_PHOTO_BASE64_LENGTH } from '@storefront/sdk/core';
import { opsEndpoints } from '@storefront/sdk/ops';
import type { FastifyInstance } from 'fastify';
import { serverNow } from '../clock.js';
import type { MoveHooks } from '../operations/moves/transition.js';
import { defineStaffRoute } from '../staff/route.js';
import { deliverNoContact } from './door.js';
import { riderTrip, sharePosition, stopSharing } from './positions.js';

/** Room for one photo with the rest of the body. */
export const DOOR_PHOTO_BODY_LIMIT = MAX_PHOTO_BASE64_LENGTH + 16 * 1024;

export interface TrackingOptions {
  /** Other domains' work on a delivery without contact, in its transaction (domains.ts wires it in). */
  onDelivered?: MoveHooks['within'];
}

export async function trackingStaffPlugin(
  app: FastifyInstance,
  options: TrackingOptions = {},
): Promise<void> {
  defineStaffRoute(app, opsEndpoints.riderTrip, ({ db, staff }) => riderTrip(db, staff.id));
  defineStaffRoute(app, opsEndpoints.shareRiderPosition, ({ db, config, staff, input }) =>
    sharePosition(db, staff.id, input, serverNow(config)),
  );
  defineStaffRoute(app, opsEndpoints.stopSharingPosition, ({ db, staff }) =>
    stopSharing(db, staff.id),
  );
  defineStaffRoute(
    app,
    opsEndpoints.deliverNoContact,
    async ({ db, config, staff, input }) => ({
      Order: await deliverNoContact(db, staff, input, serverNow(config), options.onDelivered),
    }),
    { bodyLimit: DOOR_PHOTO_BODY_LIMIT },
  );
}
