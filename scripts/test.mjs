// The one test command (README and .ci/run): every package's tests, the contracts, and the browser tests.
// Steps wait in a queue with as many slots as the machine has cores, the longest ready step first; a step
// starts once the steps it needs have passed. Each step's output is printed whole when it ends so logs stay
// readable, and the times of all steps are printed at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, ensurePostgres, postgresUrl } from './ensure-system.mjs';

process.env.PACT_DO_NOT_TRACK = 'true';
const CI = process.env.CI === 'true';

const chromiumOk = ensureChromium();
const postgresOk = ensurePostgres();
if (!chromiumOk || (CI && !postgresOk)) process.exit(1);
const dbEnv = postgresOk ? { TEST_DATABASE_URL: postgresUrl() } : { SKIP_POSTGRES: 'true' };
// The server runs write their results here; the reliability report is built from them, not run again.
const resultsDir = mkdtempSync(join(tmpdir(), 'storefront-test-results-'));

const pnpm = (...args) => ['pnpm', ...args];

/**
 * The steps. `seconds` is how long the step took on the project's 2-core machine (for the order only);
 * `needs` names steps that must pass first; `alone` runs with nothing beside it.
 */
const steps = [
  {
    name: 'sdk: unit tests and package test',
    command: pnpm('--filter', '@storefront/sdk', 'test'),
    seconds: 300,
  },
  // The examples run from the packed SDK (built by the step above) against the reference server.
  {
    name: 'examples: against the reference server',
    command: pnpm('--filter', '@storefront/examples', 'test'),
    env: { SDK_BUILT: '1' },
    needs: ['sdk: unit tests and package test'],
    seconds: 75,
  },
  {
    name: 'contracts: consumer pacts',
    command: CI
      ? [
          'sh',
          '-c',
          'pnpm --filter @storefront/contracts test && pnpm --filter @storefront/contracts check:pacts --no-regenerate',
        ]
      : pnpm('--filter', '@storefront/contracts', 'test'),
    seconds: 90,
  },
  { name: 'docs: API reference up to date', command: pnpm('docs:api', '--check'), seconds: 40 },
  // The OpenAPI documents (packages/sdk/openapi) current, valid (Redocly) and compatible with the released
  // ones; the generated client that calls the server runs in the server steps (src/openapi/client.test.ts).
  // After the consumer step, which rewrites the pacts the documents take their examples from.
  {
    name: 'openapi: current, valid, compatible with the released one',
    command: [
      'sh',
      '-c',
      'pnpm openapi:check && pnpm exec tsx --test packages/sdk/scripts/openapi-compat.test.ts',
    ],
    needs: ['contracts: consumer pacts'],
    seconds: 20,
  },
  {
    name: 'architecture: spec rules defined once',
    command: pnpm('exec', 'tsx', '--test', 'scripts/checks/single-source.test.ts'),
    seconds: 40,
  },
  {
    name: 'server: PGlite',
    command: pnpm('--filter', '@storefront/server', 'test'),
    env: { TEST_DB: 'pglite', TEST_RESULTS_DIR: resultsDir },
    seconds: 400,
  },
  ...(postgresOk
    ? [
        {
          name: 'server: PostgreSQL',
          command: pnpm('--filter', '@storefront/server', 'test'),
          env: { TEST_DB: 'postgres', TEST_RESULTS_DIR: resultsDir },
          seconds: 300,
        },
      ]
    : []),
  // The reliability and security report (docs/reliability.md), from the server runs' results: its table,
  // failed and data-lost columns at zero.
  {
    name: 'reliability: report',
    command: ['node', 'scripts/reliability/report.mjs', '--from', resultsDir],
    needs: ['server: PGlite', ...(postgresOk ? ['server: PostgreSQL'] : [])],
    seconds: 1,
  },
  {
    name: 'web: component tests',
    command: pnpm('--filter', '@storefront/web', 'test'),
    seconds: 150,
  },
  {
    name: 'contracts: provider verification',
    command: pnpm('--filter', '@storefront/contracts', 'test:provider'),
    // It verifies the pacts the consumer step has just written.
    needs: ['contracts: consumer pacts'],
    seconds: 120,
  },
  {
    name: 'web: browser tests',
    command: pnpm('--filter', '@storefront/web', 'test:e2e'),
    seconds: 600,
  },
  // Alone, so the kill and the timings are not disturbed by other steps: 3 servers on one PostgreSQL
  // behind HAProxy, 10 s of shoppers, one server killed and restarted; no failed request, no lost order.
  ...(postgresOk
    ? [
        {
          name: 'cluster: smoke (3 servers, one killed)',
          command: ['node', 'scripts/bench/cluster.mjs', '--smoke'],
          alone: true,
          seconds: 60,
        },
      ]
    : []),
];

function runStep(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [command, ...args] = step.command;
    const child = spawn(command, args, {
      env: { ...process.env, ...dbEnv, FORCE_COLOR: '0', ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(
        `\n===== ${step.name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds}s =====\n`,
      );
      process.stdout.write(output);
      resolve({ name: step.name, ok, output, seconds: Number(seconds) });
    });
  });
}

/** Runs the steps through a queue of `slots` places; a step whose needs failed is not run. */
async function runQueue(slots) {
  const results = [];
  const done = new Map();
  const waiting = [...steps].sort((a, b) => b.seconds - a.seconds);
  const running = new Set();
  const ready = (step) => (step.needs ?? []).every((name) => done.has(name));
  await new Promise((finish) => {
    const next = () => {
      for (const step of [...waiting]) {
        if ((step.needs ?? []).some((name) => done.get(name) === false)) {
          waiting.splice(waiting.indexOf(step), 1);
          done.set(step.name, false);
          results.push({
            name: step.name,
            ok: false,
            output: 'not run: a step it needs failed',
            seconds: 0,
          });
        }
      }
      if (waiting.length === 0 && running.size === 0) return finish();
      for (const step of [...waiting]) {
        const alone = step.alone || [...running].some((other) => other.alone);
        if (running.size >= slots || (alone && running.size > 0) || !ready(step)) continue;
        waiting.splice(waiting.indexOf(step), 1);
        running.add(step);
        void runStep(step).then((result) => {
          running.delete(step);
          done.set(step.name, result.ok);
          results.push(result);
          next();
        });
        if (step.alone) break;
      }
    };
    next();
  });
  return results;
}

const started = Date.now();
const slots = Number(process.env.TEST_SLOTS) || availableParallelism();
const results = await runQueue(slots);
rmSync(resultsDir, { recursive: true, force: true });

// CI logs are often read from the end: repeat the tail of every failed step there.
const failedSteps = results.filter((result) => !result.ok);
for (const { name, output } of failedSteps) {
  const tail = output.trimEnd().split('\n').slice(-80).join('\n');
  process.stdout.write(`\n===== FAILED: ${name} (last 80 lines) =====\n${tail}\n`);
}
console.log(`\nstep times (${slots} slots):`);
for (const result of results)
  console.log(
    `  ${String(result.seconds.toFixed(1)).padStart(7)} s  ${result.ok ? 'passed' : 'FAILED'}  ${result.name}`,
  );
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  in all`);
console.log(`\nsteps: ${results.length - failedSteps.length} passed, ${failedSteps.length} failed`);
if (failedSteps.length > 0)
  console.log(`failed: ${failedSteps.map((step) => step.name).join('; ')}`);
process.exit(failedSteps.length === 0 ? 0 : 1);
