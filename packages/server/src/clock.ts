/**
 * The server's "now". In sandbox mode browser tests move it forward (POST /v1/sandbox/admin/clock) to
 * reach a cancel deadline or a slot's cut-off without waiting; the offset belongs to one database handle,
 * so test apps on their own databases do not see each other's clocks. Production never sets an offset.
 */
const offsets = new WeakMap<object, number>();

export function serverNow(db: object): Date {
  return new Date(Date.now() + (offsets.get(db) ?? 0));
}

/** Moves this database's clock forward by `ms` (sandbox only); answers the new time. */
export function advanceClock(db: object, ms: number): Date {
  offsets.set(db, (offsets.get(db) ?? 0) + ms);
  return serverNow(db);
}

export function resetClock(db: object): void {
  offsets.delete(db);
}
