/**
 * Our own provider verification (`test:provider`), done as a provider team does it: packs this package
 * (`pnpm pack`, which builds dist/cli.js), installs the tarball with npm in an empty folder, starts the reference
 * server (@storefront/server, its `dev` script) with provider states enabled on a fresh database and a free
 * port, and runs the installed command against it:
 *
 *   npx @storefront/contracts verify --provider-base-url URL --state-change-url URL
 *
 * Databases: PGlite always, and PostgreSQL too when TEST_DATABASE_URL is set (unless SKIP_POSTGRES=true);
 * TEST_DB=pglite|postgres picks one. CONTRACTS_FROM_SOURCE=1 runs the command from source instead
 * (`pnpm --filter @storefront/contracts verify`), without packing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

type DatabaseKind = 'pglite' | 'postgres';

/** A database the spawned server opens (and migrates and seeds), and how to remove it afterwards. */
interface FreshDatabase {
  env: { DATA_DIR: string; DATABASE_URL: string };
  dispose(): Promise<void>;
}

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const STATE_CHANGE_PATH = '/_pact/provider-states';
const CONTRACTS_DIR = fileURLToPath(new URL('..', import.meta.url));

function databaseKinds(): DatabaseKind[] {
  const only = process.env.TEST_DB;
  if (only === 'pglite' || only === 'postgres') return [only];
  const postgres = process.env.TEST_DATABASE_URL && process.env.SKIP_POSTGRES !== 'true';
  return postgres ? ['pglite', 'postgres'] : ['pglite'];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The part of node-postgres this script uses. */
interface PgClient {
  connect(): Promise<void>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
}
type PgModule = {
  Client: new (options: { connectionString: string; connectionTimeoutMillis: number }) => PgClient;
};

/** node-postgres as the reference server resolves it (a dependency of @storefront/server). */
function serverPg(): PgModule {
  const serverManifest = createRequire(import.meta.url).resolve('@storefront/server/package.json');
  return createRequire(serverManifest)('pg') as PgModule;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const { Client } = serverPg();
  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function freshDatabase(kind: DatabaseKind, workDir: string): Promise<FreshDatabase> {
  if (kind === 'pglite')
    return {
      env: { DATA_DIR: join(workDir, 'pglite'), DATABASE_URL: '' },
      dispose: async () => {},
    };
  const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const name = `storefront_pact_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: join(workDir, 'unused'), DATABASE_URL: url.toString() },
    dispose: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Waits until /healthz answers 200 (the database is migrated and seeded before the server listens). */
async function waitForServer(baseUrl: string, server: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the reference server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the reference server at ${baseUrl} did not answer within ${timeoutMs} ms`);
}

/** Stops the server's whole process group (pnpm, tsx and node) and waits until it has gone. */
async function stop(server: ChildProcess): Promise<void> {
  if (!server.pid || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  const timer = setTimeout(() => server.pid && process.kill(-server.pid, 'SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The environment of a provider team's shell: without what pnpm sets for the scripts it runs (npm_config_*,
 * npm_package_*, INIT_CWD), which npm would otherwise read as its own settings.
 */
function teamEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_|INIT_CWD$)/i.test(key)),
  );
}

function run(command: string, args: string[], cwd?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      ...(cwd ? { cwd, env: teamEnv() } : {}),
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** How the command is run: from the installed tarball in `project`, or from source. */
type Command = { project: string } | 'source';

/**
 * Packs this package and installs the tarball in an empty folder, as a provider team does (its one
 * dependency from the npm registry, or npm's cache). Answers the folder.
 */
async function installPacked(workDir: string): Promise<string> {
  const project = join(workDir, 'provider-team');
  mkdirSync(project);
  console.log('== packing @storefront/contracts and installing it in an empty folder ==');
  if ((await run('pnpm', ['pack', '--pack-destination', project], CONTRACTS_DIR)) !== 0)
    throw new Error('pnpm pack failed');
  const tarball = readdirSync(project).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'provider-team', private: true }),
  );
  const installed = await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', `./${tarball}`],
    project,
  );
  if (installed !== 0) throw new Error('npm install of the tarball failed');
  return project;
}

async function verifyOn(kind: DatabaseKind, command: Command): Promise<boolean> {
  const workDir = mkdtempSync(join(tmpdir(), `storefront-pact-${kind}-`));
  const logFile = join(workDir, 'server.log');
  const database = await freshDatabase(kind, workDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'a');
  const server = spawn('pnpm', ['--filter', '@storefront/server', 'dev'], {
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      ...database.env,
      MODE: 'sandbox',
      NODE_ENV: 'test',
      PACT_PROVIDER_STATES: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
  });
  let passed = false;
  try {
    await waitForServer(baseUrl, server);
    console.log(`\n== provider verification on ${kind}: reference server at ${baseUrl} ==`);
    const urls = [
      '--provider-base-url',
      baseUrl,
      '--state-change-url',
      `${baseUrl}${STATE_CHANGE_PATH}`,
    ];
    const exitCode =
      command === 'source'
        ? await run('pnpm', ['--filter', '@storefront/contracts', 'verify', ...urls])
        : await run('npx', ['--no', '@storefront/contracts', 'verify', ...urls], command.project);
    passed = exitCode === 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  } finally {
    await stop(server);
    if (!passed) {
      const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
      if (tail) console.error(`-- the reference server's log (last lines) --\n${tail}`);
    }
    await database.dispose();
    rmSync(workDir, { recursive: true, force: true });
  }
  console.log(`== provider verification on ${kind}: ${passed ? 'passed' : 'FAILED'} ==`);
  return passed;
}

const packDir = mkdtempSync(join(tmpdir(), 'storefront-contracts-pack-'));
const results: boolean[] = [];
try {
  const command: Command =
    process.env.CONTRACTS_FROM_SOURCE === '1'
      ? 'source'
      : { project: await installPacked(packDir) };
  for (const kind of databaseKinds()) results.push(await verifyOn(kind, command));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  results.push(false);
} finally {
  rmSync(packDir, { recursive: true, force: true });
}
process.exitCode = results.length > 0 && results.every(Boolean) ? 0 : 1;
