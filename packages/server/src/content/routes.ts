import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { requireSetting } from '../config/routes.js';
import { definePublicRoute } from '../http/route.js';

export async function contentPlugin(app: FastifyInstance): Promise<void> {
  definePublicRoute(app, endpoints.aboutUsStatus, async ({ db }) => ({
    Status: await requireSetting(db, 'aboutUsStatus'),
  }));
  definePublicRoute(app, endpoints.aboutUsContent, async ({ db }) => ({
    Content: await requireSetting(db, 'aboutUsContent'),
  }));
  definePublicRoute(app, endpoints.termsContent, async ({ db }) => ({
    Content: await requireSetting(db, 'termsContent'),
  }));
  definePublicRoute(app, endpoints.privacyContent, async ({ db }) => ({
    Content: await requireSetting(db, 'privacyContent'),
  }));
}
