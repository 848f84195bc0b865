import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { requireSetting } from '../config/routes.js';
import { defineRoute } from '../http/route.js';

export function contentRoutes(app: FastifyInstance): void {
  defineRoute(app, endpoints.aboutUsStatus, async ({ db }) => ({
    Status: await requireSetting(db, 'aboutUsStatus'),
  }));
  defineRoute(app, endpoints.aboutUsContent, async ({ db }) => ({
    Content: await requireSetting(db, 'aboutUsContent'),
  }));
  defineRoute(app, endpoints.termsContent, async ({ db }) => ({
    Content: await requireSetting(db, 'termsContent'),
  }));
  defineRoute(app, endpoints.privacyContent, async ({ db }) => ({
    Content: await requireSetting(db, 'privacyContent'),
  }));
}
