#!/usr/bin/env node
/**
 * The reliability report: the server's hostile-world suites (concurrency, limits, staff money, payments,
 * sessions, headers, endpoint fuzz, ownership, money, idempotency, faults) on PGlite and on PostgreSQL, as
 * one table: category, cases tried, of which over HTTP, passed, failed, data lost.
 * Exits non-zero when any test failed or any data was lost.
 *
 *   node scripts/reliability/report.mjs             runs the suites (FUZZ_RUNS=40 generated cases per property)
 *   node scripts/reliability/report.mjs --full      10 times the cases (FUZZ_RUNS=400), a longer kill burst
 *   node scripts/reliability/report.mjs --from DIR  runs nothing: reads the server test run's results
 *                                                    (DIR/server-<db>.json, written by `pnpm test`)
 *
 * TEST_DB=pglite or TEST_DB=postgres runs one database only; PostgreSQL comes from TEST_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test) and is skipped outside CI when unreachable.
 * "Cases tried" counts what each test tried (fast-check cases, raced requests; 1 for a plain test);
 * "data lost" counts stored records a test found lost or inconsistent (see
 * packages/server/src/testing/report-meta.ts). See docs/reliability.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePostgres, postgresUrl } from '../ensure-system.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverDir = join(root, 'packages', 'server');
const full = process.argv.includes('--full');
const fromIndex = process.argv.indexOf('--from');
const fromDir = fromIndex > 0 ? process.argv[fromIndex + 1] : undefined;
const CI = process.env.CI === 'true';

/** Suites by category, in table order; paths are relative to packages/server. */
const categories = [
  ['Concurrency', ['src/reliability/concurrency.test.ts']],
  // Every limit taken in the statement that decides it: 50 parallel attempts on two servers.
  ['Limits', ['src/reliability/limits.test.ts']],
  // Staff and shopper money moves raced against each other, and generated sequences of them.
  ['Staff money', ['src/orders/ledger-races.test.ts', 'src/orders/ledger.property.test.ts']],
  ['Idempotency', ['src/http/idempotency.test.ts']],
  ['Payments', ['src/reliability/payments.test.ts']],
  [
    'Sessions',
    [
      'src/reliability/sessions.test.ts',
      'src/http/token-subject.regression.test.ts',
      'src/auth/sign-out.test.ts',
    ],
  ],
  [
    'Headers',
    [
      'src/reliability/headers.test.ts',
      'src/http/content-security-policy.test.ts',
      'src/http/client-address.test.ts',
    ],
  ],
  [
    'Endpoint fuzz',
    [
      'src/http/fuzz.test.ts',
      'src/http/hostile-input.regression.test.ts',
      'src/http/json-body.test.ts',
    ],
  ],
  ['Ownership', ['src/ownership.test.ts']],
  ['Money', ['src/checkout/money.test.ts', 'src/checkout/max-qty-per-product.regression.test.ts']],
  // The database cut for 5 s; a real server process SIGKILLed mid-burst and restarted.
  ['Faults', ['src/db/outage.test.ts', 'src/reliability/kill-restart.test.ts']],
];
const files = categories.flatMap(([, paths]) => paths);
const categoryOf = new Map(categories.flatMap(([name, paths]) => paths.map((p) => [p, name])));

function runVitest(db) {
  const out = mkdtempSync(join(tmpdir(), 'reliability-report-'));
  const outputFile = join(out, 'results.json');
  const env = {
    ...process.env,
    TEST_DB: db,
    RELIABILITY_REPORT: '1',
    FUZZ_RUNS: process.env.FUZZ_RUNS ?? (full ? '400' : '40'),
    ...(full ? { RELIABILITY_FULL: '1' } : {}),
    ...(db === 'postgres' ? { TEST_DATABASE_URL: postgresUrl() } : {}),
  };
  console.log(`\n── reliability suites on ${db} (FUZZ_RUNS=${env.FUZZ_RUNS}) ──`);
  const started = Date.now();
  const result = spawnSync(
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      ...files,
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
      // The slow part's properties run 10 times as many cases.
      ...(full ? ['--testTimeout=300000'] : []),
    ],
    { cwd: serverDir, stdio: 'inherit', env },
  );
  const seconds = (Date.now() - started) / 1000;
  let report;
  try {
    report = JSON.parse(readFileSync(outputFile, 'utf8'));
  } catch {
    report = undefined;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return { db, status: result.status ?? 1, report, seconds };
}

/** The results the server test run wrote (scripts/test.mjs), instead of running the suites again. */
function readResults(db) {
  const file = join(fromDir, `server-${db}.json`);
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  const ours = report.testResults.filter((result) =>
    categoryOf.has(relative(serverDir, result.name).split('\\').join('/')),
  );
  const seconds = ours.reduce((sum, result) => sum + (result.endTime - result.startTime) / 1000, 0);
  return { db, status: 0, report, seconds };
}

const only = process.env.TEST_DB;
const wanted = ['pglite', 'postgres'].filter((db) => !only || only === db);
const failures = [];
let runs;
if (fromDir) {
  // The server run skips PostgreSQL outside CI when it is not running; in CI its results are required.
  runs = wanted.map(readResults).filter(Boolean);
  for (const db of wanted)
    if (!runs.some((run) => run.db === db) && (CI || db === 'pglite'))
      failures.push(`${db}: no test results in ${fromDir}`);
} else {
  const databases = wanted.filter((db) => db === 'pglite' || ensurePostgres());
  if (CI && !databases.includes('postgres') && wanted.includes('postgres')) {
    console.error('CI=true: the PostgreSQL run is required.');
    process.exit(1);
  }
  runs = databases.map(runVitest);
}

const rows = new Map(
  categories.map(([name]) => [name, { cases: 0, overHttp: 0, passed: 0, failed: 0, dataLost: 0 }]),
);
for (const run of runs) {
  if (!run.report) {
    failures.push(`${run.db}: vitest wrote no results (exit ${run.status})`);
    continue;
  }
  for (const file of run.report.testResults) {
    const path = relative(serverDir, file.name).split('\\').join('/');
    const row = rows.get(categoryOf.get(path));
    if (!row) continue;
    if (file.assertionResults.length === 0 && file.status === 'failed') {
      row.failed += 1;
      failures.push(`${run.db}: ${path} did not run: ${file.message ?? 'failed to load'}`);
    }
    for (const test of file.assertionResults) {
      if (test.status === 'skipped' || test.status === 'pending' || test.status === 'todo')
        continue;
      const cases = test.meta?.cases ?? 1;
      row.cases += cases;
      if (test.meta?.overHttp) row.overHttp += cases;
      row.dataLost += test.meta?.dataLost ?? 0;
      if (test.status === 'passed') row.passed += 1;
      else {
        row.failed += 1;
        failures.push(`${run.db}: ${path} › ${test.fullName}`);
      }
    }
  }
}

// A renamed or emptied suite must not pass as a category with nothing in it.
for (const [name, row] of rows) {
  if (runs.some((run) => run.report) && row.passed + row.failed === 0)
    failures.push(`${name}: no test ran (are its files still at the paths listed in report.mjs?)`);
}

const header = ['category', 'cases tried', 'over HTTP', 'passed', 'failed', 'data lost'];
const total = { cases: 0, overHttp: 0, passed: 0, failed: 0, dataLost: 0 };
const body = [...rows].map(([name, row]) => {
  for (const key of Object.keys(total)) total[key] += row[key];
  return [name, row.cases, row.overHttp, row.passed, row.failed, row.dataLost].map(String);
});
body.push(
  ['**total**', total.cases, total.overHttp, total.passed, total.failed, total.dataLost].map(
    String,
  ),
);
const widths = header.map((title, i) => Math.max(title.length, ...body.map((r) => r[i].length)));
const line = (cells) =>
  `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;

console.log(
  `\nReliability report, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${
    fromDir ? 'from the server test run' : full ? 'full' : 'fast'
  } on ${runs.map((run) => `${run.db} (${Math.round(run.seconds)} s)`).join(' and ')}:\n`,
);
console.log(line(header));
console.log(
  `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
);
for (const row of body) console.log(line(row));
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  ${failure}`);
}
const ok =
  failures.length === 0 &&
  total.failed === 0 &&
  total.dataLost === 0 &&
  runs.every((run) => run.status === 0);
if (!ok && failures.length === 0 && total.failed === 0 && total.dataLost === 0)
  console.log('\nvitest exited with an error; see its output above.');
process.exit(ok ? 0 : 1);
