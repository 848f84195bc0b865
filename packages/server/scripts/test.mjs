#!/usr/bin/env node
/**
 * Runs the server tests twice: against embedded PGlite, then against PostgreSQL.
 * PostgreSQL comes from TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 * If it is unreachable the PostgreSQL run fails when CI=true and is skipped (with a notice) otherwise.
 * Extra arguments go to vitest (e.g. a file filter).
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const args = process.argv.slice(2);
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function vitest(db) {
  console.log(`\n── server tests on ${db} ──`);
  const result = spawnSync('vitest', ['run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: db, ...(db === 'postgres' ? { TEST_DATABASE_URL: url } : {}) },
    shell: process.platform === 'win32',
  });
  return result.status ?? 1;
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    console.error(`PostgreSQL unreachable at ${url}: ${error.message}`);
    return false;
  }
}

const only = process.env.TEST_DB;
let status = 0;
if (only !== 'postgres') status ||= vitest('pglite');
if (only !== 'pglite') {
  if (await postgresReachable()) status ||= vitest('postgres');
  else if (process.env.CI === 'true') {
    console.error('CI=true: the PostgreSQL run is required, failing.');
    status ||= 1;
  } else console.warn('Skipping the PostgreSQL run (not in CI). Start PostgreSQL to run it.');
}
process.exit(status);
