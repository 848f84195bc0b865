/**
 * Fresh, migrated and seeded databases for tests, fast:
 * - PGlite (default): one template data directory is built per content hash of the migrations and the
 *   seed code, cached under the OS temp folder; each test database is a copy of it (≈0.3 s to open).
 * - PostgreSQL (TEST_DB=postgres or TEST_DATABASE_URL set): one template database per hash, then
 *   `CREATE DATABASE … TEMPLATE …` per test database, dropped on close.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../db/index.js';
import { migrationsFolder, serverRoot } from '../paths.js';
import { seedDatabase } from '../seed/index.js';
import { DEFAULT_TEST_DATABASE_URL, testDatabaseKind } from './database-kind.js';

export interface TestDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Another handle on the same database, as a second app instance has: its own connection pool on
   * PostgreSQL; on PGlite (one process, one data directory) the same handle. Closed with this one.
   */
  openAnother(): Promise<Database>;
  close(): Promise<void>;
}

export { DEFAULT_TEST_DATABASE_URL, testDatabaseKind };

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Hash of everything that shapes a fresh database: migrations, the seed code and every domain's seed.ts. */
async function contentHash(): Promise<string> {
  const src = join(serverRoot, 'src');
  const seedFiles = (await listFiles(src)).filter(
    (file) =>
      !file.endsWith('.test.ts') &&
      (file.includes(`${join(src, 'seed')}/`) || /\/seed(\.[a-z-]+)?\.ts$/.test(file)),
  );
  const hash = createHash('sha256');
  for (const file of [...(await listFiles(migrationsFolder)), ...seedFiles]) {
    hash.update(relative(serverRoot, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

let hashPromise: Promise<string> | undefined;
const templateHash = () => (hashPromise ??= contentHash());

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

// ---- PGlite ------------------------------------------------------------------------------------

let pgliteTemplate: Promise<string> | undefined;

async function buildPgliteTemplate(): Promise<string> {
  const base = join(tmpdir(), 'storefront-test-pglite');
  await mkdir(base, { recursive: true });
  const target = join(base, `template-${await templateHash()}`);
  if (await exists(join(target, 'PG_VERSION'))) return target;
  // Build in a private folder and rename: concurrent workers never see a half-built template.
  const building = await mkdtemp(join(base, 'building-'));
  const opened = await openDatabase({ dataDir: building });
  await seedDatabase(opened.db);
  await opened.close();
  try {
    await rename(building, target);
  } catch {
    await rm(building, { recursive: true, force: true });
  }
  await removeStaleTemplates(base, target);
  return target;
}

/** Templates of older migrations/seeds (untouched for 6 hours) are deleted when a new one is built. */
async function removeStaleTemplates(base: string, keep: string): Promise<void> {
  const cutoff = Date.now() - 6 * 60 * 60 * 1000;
  for (const name of await readdir(base)) {
    const path = join(base, name);
    if (path === keep) continue;
    const info = await stat(path).catch(() => undefined);
    if (info && info.mtimeMs < cutoff) await rm(path, { recursive: true, force: true });
  }
}

async function pgliteLocation(): Promise<TestDatabaseLocation> {
  const template = await (pgliteTemplate ??= buildPgliteTemplate());
  const dir = await mkdtemp(join(tmpdir(), 'storefront-test-db-'));
  await cp(template, dir, { recursive: true });
  return { kind: 'pglite', dataDir: dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}

// ---- PostgreSQL --------------------------------------------------------------------------------

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

let postgresTemplate: Promise<string> | undefined;

async function buildPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `storefront_tmpl_${await templateHash()}`;
  await adminQuery(adminUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock(741852965)');
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_building`;
        await client.query(`DROP DATABASE IF EXISTS ${building}`);
        await client.query(`CREATE DATABASE ${building}`);
        const opened = await openDatabase({
          databaseUrl: withDatabase(adminUrl, building),
          poolSize: 2,
        });
        await seedDatabase(opened.db);
        await opened.close();
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(741852965)');
    }
  });
  return name;
}

async function postgresLocation(): Promise<TestDatabaseLocation> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  const template = await (postgresTemplate ??= buildPostgresTemplate(adminUrl));
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        // Another session briefly holds the template (e.g. a concurrent CREATE DATABASE): retry.
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  return {
    kind: 'postgres',
    databaseUrl: withDatabase(adminUrl, name),
    dispose: async () => {
      await adminQuery(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

export interface TestDatabaseLocation {
  kind: 'pglite' | 'postgres';
  /** Set for PostgreSQL: a fresh database made from the template. */
  databaseUrl?: string;
  /** Set for PGlite: a fresh copy of the template data directory. */
  dataDir?: string;
  /** Drops the database / deletes the directory (close every connection first). */
  dispose(): Promise<void>;
}

/**
 * A fresh migrated and seeded database, not opened: for a server started in another process
 * (pass databaseUrl as DATABASE_URL or dataDir as DATA_DIR).
 */
export function createTestDatabaseLocation(): Promise<TestDatabaseLocation> {
  return testDatabaseKind() === 'postgres' ? postgresLocation() : pgliteLocation();
}

/** A fresh migrated and seeded database of the kind this test run uses; close it in afterAll/afterEach. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const location = await createTestDatabaseLocation();
  const opened = await openDatabase({
    databaseUrl: location.databaseUrl,
    ...(location.dataDir ? { dataDir: location.dataDir } : {}),
    migrate: false,
    poolSize: 5,
  });
  const others: { close(): Promise<void> }[] = [];
  return {
    db: opened.db,
    kind: location.kind,
    openAnother: async () => {
      if (!location.databaseUrl) return opened.db;
      const another = await openDatabase({
        databaseUrl: location.databaseUrl,
        migrate: false,
        poolSize: 5,
      });
      others.push(another);
      return another.db;
    },
    close: async () => {
      for (const other of others) await other.close();
      await opened.close();
      await location.dispose();
    },
  };
}
