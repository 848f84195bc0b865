import { endpoints } from '@storefront/sdk';
import type { Locale } from '@storefront/sdk/core';
import type { FastifyInstance } from 'fastify';
import { requireSetting } from '../config/routes.js';
import { readSetting } from '../config/settings.js';
import type { Database } from '../db/index.js';
import { inLanguage } from '../db/translations.js';
import { definePublicRoute } from '../http/route.js';

type ContentPage = 'aboutUsContent' | 'termsContent' | 'privacyContent';

/** A content page in a language: its translation when the store has one, else the English page. */
async function page(db: Database, key: ContentPage, locale: Locale): Promise<string> {
  const [english, translations] = await Promise.all([
    requireSetting(db, key),
    readSetting(db, 'contentTranslations'),
  ]);
  return inLanguage(translations, locale, key, english);
}

export async function contentPlugin(app: FastifyInstance): Promise<void> {
  definePublicRoute(app, endpoints.aboutUsStatus, async ({ db }) => ({
    Status: await requireSetting(db, 'aboutUsStatus'),
  }));
  definePublicRoute(app, endpoints.aboutUsContent, async ({ db, locale }) => ({
    Content: await page(db, 'aboutUsContent', locale),
  }));
  definePublicRoute(app, endpoints.termsContent, async ({ db, locale }) => ({
    Content: await page(db, 'termsContent', locale),
  }));
  definePublicRoute(app, endpoints.privacyContent, async ({ db, locale }) => ({
    Content: await page(db, 'privacyContent', locale),
  }));
}
