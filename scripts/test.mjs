// The one test command (README and .ci/run): every package's tests, the contracts, and the browser tests.
// Independent groups run in parallel; each step's output is printed whole when it ends so logs stay readable.
import { spawn } from 'node:child_process';
import { ensureChromium, ensurePostgres, postgresUrl } from './ensure-system.mjs';

process.env.PACT_DO_NOT_TRACK = 'true';
const CI = process.env.CI === 'true';

const chromiumOk = ensureChromium();
const postgresOk = ensurePostgres();
if (!chromiumOk || (CI && !postgresOk)) process.exit(1);
const dbEnv = postgresOk ? { TEST_DATABASE_URL: postgresUrl() } : { SKIP_POSTGRES: 'true' };

const pnpm = (...args) => ['pnpm', ...args];

/** Steps in one group run at the same time; groups run one after another. */
const groups = [
  [
    {
      name: 'sdk: unit tests and package test',
      command: pnpm('--filter', '@storefront/sdk', 'test'),
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
    },
    { name: 'docs: API reference up to date', command: pnpm('docs:api', '--check') },
    {
      name: 'architecture: spec rules defined once',
      command: pnpm('exec', 'tsx', '--test', 'scripts/checks/single-source.test.ts'),
    },
    // The reliability and security report's fast part (docs/reliability.md): its table, failed and
    // data-lost columns at zero. The slow part runs with --full.
    { name: 'reliability: report', command: ['node', 'scripts/reliability/report.mjs'] },
  ],
  [
    {
      name: 'server: PGlite and PostgreSQL',
      command: pnpm('--filter', '@storefront/server', 'test'),
    },
    { name: 'web: component tests', command: pnpm('--filter', '@storefront/web', 'test') },
  ],
  [
    {
      name: 'contracts: provider verification',
      command: pnpm('--filter', '@storefront/contracts', 'test:provider'),
    },
    { name: 'web: browser tests', command: pnpm('--filter', '@storefront/web', 'test:e2e') },
  ],
  // Alone, so the kill and the timings are not disturbed by other steps: 3 servers on one PostgreSQL
  // behind HAProxy, 10 s of shoppers, one server killed and restarted; no failed request, no lost order.
  ...(postgresOk
    ? [
        [
          {
            name: 'cluster: smoke (3 servers, one killed)',
            command: ['node', 'scripts/bench/cluster.mjs', '--smoke'],
          },
        ],
      ]
    : []),
];

function runStep(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [command, ...args] = step.command;
    const child = spawn(command, args, {
      env: { ...process.env, ...dbEnv, FORCE_COLOR: '0' },
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
      resolve({ name: step.name, ok, output });
    });
  });
}

const results = [];
for (const group of groups) results.push(...(await Promise.all(group.map(runStep))));

// CI logs are often read from the end: repeat the tail of every failed step there.
const failedSteps = results.filter((result) => !result.ok);
for (const { name, output } of failedSteps) {
  const tail = output.trimEnd().split('\n').slice(-80).join('\n');
  process.stdout.write(`\n===== FAILED: ${name} (last 80 lines) =====\n${tail}\n`);
}
console.log(`\nsteps: ${results.length - failedSteps.length} passed, ${failedSteps.length} failed`);
if (failedSteps.length > 0)
  console.log(`failed: ${failedSteps.map((step) => step.name).join('; ')}`);
process.exit(failedSteps.length === 0 ? 0 : 1);
