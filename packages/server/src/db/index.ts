/**
 * Opens the database: PostgreSQL through pg when a connection string is configured, embedded PGlite
 * otherwise. Both share one schema, one set of migrations and one `Database` type.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';
import { PGliteByArrival } from './arrival-order.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The database handle every domain receives; a transaction (`db.transaction(tx => …)`) is one too. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; absent → PGlite in dataDir. */
  databaseUrl?: string | undefined;
  /** PGlite data directory or 'memory://'. */
  dataDir?: string;
  /** Apply migrations (default true). */
  migrate?: boolean;
  /** Maximum pool size for PostgreSQL (default 10). */
  poolSize?: number;
  /** How long a call waits for a free PostgreSQL connection before it is shed (default 5 s). */
  connectionWaitMs?: number;
  /**
   * Told when an idle PostgreSQL connection breaks (server restart, database dropped). The pool discards
   * that connection and opens a new one when needed; without a listener the error would end the process.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * A connection that breaks while checked out (the database restarting, a cut network) is handed back
 * broken, so the pool replaces it, and its error never goes unheard (which would end the process). Needed
 * because drizzle's transaction() sends BEGIN before its try/finally: a BEGIN on a dead connection leaves
 * the client checked out forever, and a few such blips would exhaust the pool for good. The callback form
 * of connect() (pool.query's) releases on its own and is left alone.
 */
function guardCheckedOutClients(pool: pg.Pool, onBroken: (error: Error) => void): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const guarded = (...args: unknown[]): unknown => {
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const broken = (error: Error) => {
        onBroken(error);
        client.release(error);
      };
      client.release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.off('error', broken);
        release(error);
      };
      client.on('error', broken);
      return client;
    });
  };
  pool.connect = guarded as typeof pool.connect;
}

/** Serializes migrations across app instances sharing one PostgreSQL. */
const MIGRATION_LOCK_ID = 741_852_963;

export async function openDatabase(options: OpenOptions): Promise<OpenedDatabase> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A database that does not answer fails the request (503) instead of holding it forever.
      // Also how long a call waits for a free connection when all are in use: then it is shed (503).
      connectionTimeoutMillis: options.connectionWaitMs ?? 5_000,
    });
    pool.on('error', (error) => options.onConnectionError?.(error));
    guardCheckedOutClients(pool, (error) => options.onConnectionError?.(error));
    const db = drizzleNodePg(pool, { schema });
    if (shouldMigrate) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGliteByArrival(dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  if (shouldMigrate) await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Whether the database gives its turns to the oldest request first (embedded PGlite does). */
export function takesTurnsByArrival(db: Database): boolean {
  return (db as { $client?: unknown }).$client instanceof PGliteByArrival;
}

/** A cheap round trip, for readiness checks. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * Calls `onNotify` with the payload of each NOTIFY on a channel: on PostgreSQL over one connection of the
 * pool held for it (opened again after it breaks), on PGlite through its own listener. Answers the function
 * that stops it.
 */
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export async function listen(
  db: Database,
  channel: string,
  onNotify: (payload: string) => void,
  onError: (error: Error) => void = () => {},
): Promise<() => Promise<void>> {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    // A database that cannot listen (closed, failing) is reported, not fatal: callers poll as well.
    try {
      const unlisten = await client.listen(channel, (payload) => onNotify(payload));
      return () => unlisten().catch((error: unknown) => onError(asError(error)));
    } catch (error) {
      onError(asError(error));
      return async () => {};
    }
  }
  if (!(client instanceof pg.Pool)) return async () => {};
  const pool = client;
  let stopped = false;
  let connection: pg.PoolClient | undefined;
  let retry: NodeJS.Timeout | undefined;
  const releases = new WeakMap<pg.PoolClient, (error?: Error) => void>();
  /** Every connection taken and not handed back yet: stop hands them all back, whatever raced. */
  const unreleased = new Set<() => void>();
  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 1_000).unref();
  };
  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel) onNotify(message.payload ?? '');
  };
  const connect = async (): Promise<void> => {
    let next: pg.PoolClient | undefined;
    try {
      next = await pool.connect();
      const client = next;
      // A connection that breaks after it was handed back (a database dropped at shutdown) must not be
      // released twice: pg throws on that, outside any caller.
      let released = false;
      const release = (error?: Error) => {
        if (released) return;
        released = true;
        unreleased.delete(release);
        client.release(error);
      };
      releases.set(client, release);
      unreleased.add(release);
      client.on('notification', onNotification);
      client.on('error', (error) => {
        if (released) return;
        onError(error);
        release(error);
        if (connection === client) connection = undefined;
        scheduleRetry();
      });
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      if (stopped) release();
      else {
        if (connection && connection !== client) releases.get(connection)?.();
        connection = client;
      }
    } catch (error) {
      // LISTEN failed on a connection that broke under it: hand it back broken, or the pool never ends.
      if (next) releases.get(next)?.(asError(error));
      onError(asError(error));
      scheduleRetry();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const held = connection;
    connection = undefined;
    if (held) {
      held.off('notification', onNotification);
      await held.query(`UNLISTEN "${channel.replaceAll('"', '""')}"`).catch(() => {});
    }
    for (const release of [...unreleased]) release();
  };
}
