/**
 * The server's "now". In sandbox mode browser tests move it forward (POST /v1/sandbox/admin/clock) to
 * reach a cancel deadline or a slot's cut-off without waiting. The offset belongs to one app's
 * configuration object (idempotent calls run on a transaction, so not the database handle), so test apps
 * do not see each other's clocks. Production never sets an offset.
 */
const offsets = new WeakMap<object, number>();

export function serverNow(config: object): Date {
  return new Date(Date.now() + (offsets.get(config) ?? 0));
}

/** Moves this app's clock forward by `ms` (sandbox only); answers the new time. */
export function advanceClock(config: object, ms: number): Date {
  offsets.set(config, (offsets.get(config) ?? 0) + ms);
  return serverNow(config);
}

export function resetClock(config: object): void {
  offsets.delete(config);
}
