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
  /**
   * Told when an idle PostgreSQL connection breaks (server restart, database dropped). The pool discards
   * that connection and opens a new one when needed; without a listener the error would end the process.
   */
  onConnectionError?: (error: Error) => void;
}

/** Serializes migrations across app instances sharing one PostgreSQL. */
const MIGRATION_LOCK_ID = 741_852_963;

export async function openDatabase(options: OpenOptions): Promise<OpenedDatabase> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    pool.on('error', (error) => options.onConnectionError?.(error));
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
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema });
  if (shouldMigrate) await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** A cheap round trip, for readiness checks. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * Calls `onNotify` for each NOTIFY on a channel: on PostgreSQL over one connection of the pool held for it
 * (opened again after it breaks), on PGlite through its own listener. Answers the function that stops it.
 */
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export async function listen(
  db: Database,
  channel: string,
  onNotify: () => void,
  onError: (error: Error) => void = () => {},
): Promise<() => Promise<void>> {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    // A database that cannot listen (closed, failing) is reported, not fatal: callers poll as well.
    try {
      const unlisten = await client.listen(channel, () => onNotify());
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
  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel) onNotify();
  };
  const connect = async (): Promise<void> => {
    try {
      const next = await pool.connect();
      // A connection that breaks after it was handed back (a database dropped at shutdown) must not be
      // released twice: pg throws on that, outside any caller.
      let released = false;
      const release = (error?: Error) => {
        if (released) return;
        released = true;
        next.release(error);
      };
      releases.set(next, release);
      next.on('notification', onNotification);
      next.on('error', (error) => {
        if (released) return;
        onError(error);
        release(error);
        if (connection === next) connection = undefined;
        if (!stopped) retry = setTimeout(() => void connect(), 1_000).unref();
      });
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      if (stopped) release();
      else connection = next;
    } catch (error) {
      onError(asError(error));
      if (!stopped) retry = setTimeout(() => void connect(), 1_000).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const held = connection;
    connection = undefined;
    if (!held) return;
    held.off('notification', onNotification);
    await held.query(`UNLISTEN "${channel.replaceAll('"', '""')}"`).catch(() => {});
    releases.get(held)?.();
  };
}
