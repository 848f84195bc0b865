import type { ReplyOf } from '@storefront/sdk';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import type { Translations } from '../db/translations.js';
import { settings } from './tables.js';

/** The settings rows and the shape of each value. */
export interface Settings {
  storeConfigs: ReplyOf<'storeConfigs'>['StoreConfigs'];
  productConfigs: ReplyOf<'productConfigs'>['ProductConfigs'];
  cacheState: string;
  aboutUsStatus: boolean;
  aboutUsContent: string;
  termsContent: string;
  privacyContent: string;
  /** The content pages in the other languages (db/translations.ts); English is the three above. */
  contentTranslations: Translations<'aboutUsContent' | 'termsContent' | 'privacyContent'>;
}
export type SettingKey = keyof Settings;

export async function readSetting<K extends SettingKey>(
  db: Database,
  key: K,
): Promise<Settings[K] | undefined> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row?.value as Settings[K] | undefined;
}

export async function writeSetting<K extends SettingKey>(
  db: Database,
  key: K,
  value: Settings[K],
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

/** The NOTIFY channel a cache state bump is announced on, so every app instance drops its cached replies. */
export const CACHE_STATE_CHANNEL = 'storefront_cache_state';

/**
 * Tells clients to flush their caches (they compare /cache-state with the last value they flushed at) and
 * every app instance to drop its cached public replies. Call it, inside the change's transaction, on
 * every change to what a public reply shows: prices, availability, reviews, content. The random part
 * keeps two bumps in one millisecond apart.
 */
export async function bumpCacheState(db: Database): Promise<string> {
  const state = `${new Date().toISOString()}~${randomBytes(4).toString('hex')}`;
  await writeSetting(db, 'cacheState', state);
  // Delivered when the transaction commits (never for a rolled-back one).
  await db.execute(sql`select pg_notify(${CACHE_STATE_CHANNEL}, '')`);
  return state;
}
