#!/usr/bin/env node
/**
 * Runs the server tests twice: against embedded PGlite, then against PostgreSQL.
 * PostgreSQL comes from TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 * If it is unreachable the PostgreSQL run fails when CI=true and is skipped (with a notice) otherwise.
 * Extra arguments go to vitest (e.g. a file filter).
 * With TEST_RESULTS_DIR set, each run also writes vitest's JSON results there (server-<db>.json), with the
 * cases each test tried, for the reliability report (scripts/reliability/report.mjs --from DIR).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';

const args = process.argv.slice(2);
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const resultsDir = process.env.TEST_RESULTS_DIR;

function vitest(db) {
  console.log(`\n── server tests on ${db} ──`);
  const results = resultsDir
    ? [
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(resultsDir, `server-${db}.json`)}`,
      ]
    : [];
  const result = spawnSync('vitest', ['run', ...results, ...args], {
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_DB: db,
      ...(db === 'postgres' ? { TEST_DATABASE_URL: url } : {}),
      // The reliability report's case counts (fast-check runs) ride along in the results.
      ...(resultsDir ? { RELIABILITY_REPORT: '1' } : {}),
    },
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
