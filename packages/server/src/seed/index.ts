/**
 * Seeds a fresh database with the demo store. Every hook is idempotent (it checks whether its data is
 * already there) and all run in one transaction under an advisory lock, so concurrent starts agree.
 * Each domain's data has its hook in `seedHooks` (commerce: coupons, delivery, fees, payment methods).
 */
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import { seedCatalog } from './catalog.js';
import { seedStore } from './store.js';
import { seedCommerce } from './commerce.js';
import { seedHubs } from './hubs.js';
import { seedTranslations } from './translations.js';

export interface SeedHook {
  name: string;
  run(tx: Transaction): Promise<void>;
}

export const seedHooks: SeedHook[] = [
  { name: 'store', run: seedStore },
  { name: 'catalog', run: seedCatalog },
  { name: 'commerce', run: seedCommerce },
  // After the catalog (a hub's opening stock counts its options).
  { name: 'hubs', run: seedHubs },
  // After the rows it translates (catalog, commerce).
  { name: 'translations', run: seedTranslations },
];

const SEED_LOCK_ID = 741_852_964;

export async function seedDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    for (const hook of seedHooks) await hook.run(tx);
  });
}
