import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.js';
import { profileOf, updateProfile } from './service.js';

export async function profilePlugin(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.profile, async ({ db, user }) => ({
    UserData: await profileOf(db, user.userId),
  }));

  defineRoute(app, endpoints.updateProfile, async ({ db, user, input }) => ({
    Success: true,
    UserData: await updateProfile(db, user.userId, input),
  }));
}
