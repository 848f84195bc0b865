import { settings } from '../config/tables.js';
import type { Transaction } from '../db/index.js';
import { storeSettings } from './content.js';

/** Store settings and content; each row is added only if missing, so restarts keep edits. */
export async function seedStore(tx: Transaction): Promise<void> {
  const rows = Object.entries(storeSettings).map(([key, value]) => ({ key, value }));
  await tx.insert(settings).values(rows).onConflictDoNothing();
}
