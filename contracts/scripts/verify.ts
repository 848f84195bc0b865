/**
 * Verifies any running server of the v1 API against the pacts:
 *
 *   pnpm --filter @storefront/contracts verify \
 *     --provider-base-url http://127.0.0.1:8080 \
 *     --state-change-url http://127.0.0.1:8080/_pact/provider-states
 *
 * Options: --pact FILE (repeatable; default every file in contracts/pacts), --log-level (default warn).
 * Exits 0 when every interaction is honoured, 1 when any is not, 2 on wrong usage.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { verifyProvider } from '../provider/verify-provider.js';

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];
const isLogLevel = (value: string): value is LogLevel =>
  (LOG_LEVELS as readonly string[]).includes(value);

const USAGE =
  'usage: pnpm --filter @storefront/contracts verify --provider-base-url URL --state-change-url URL [--pact FILE]… [--log-level warn]';

function usageError(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

function parseUrl(name: string, value: string | undefined): string {
  if (!value) usageError(`--${name} is required`);
  try {
    return new URL(value).toString().replace(/\/$/, '');
  } catch {
    return usageError(`--${name} is not a URL: ${value}`);
  }
}

let parsed;
try {
  parsed = parseArgs({
    // pnpm passes a `--` through when the caller writes one before the options.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      'provider-base-url': { type: 'string' },
      'state-change-url': { type: 'string' },
      pact: { type: 'string', multiple: true },
      'log-level': { type: 'string', default: 'warn' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  usageError(error instanceof Error ? error.message : String(error));
}
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const logLevel = values['log-level'];
if (!isLogLevel(logLevel)) usageError(`--log-level must be one of ${LOG_LEVELS.join(', ')}`);

const providerBaseUrl = parseUrl('provider-base-url', values['provider-base-url']);
const stateChangeUrl = parseUrl('state-change-url', values['state-change-url']);
// Relative pact paths are read from where the command was typed (pnpm runs scripts in contracts/).
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
const pactFiles = values.pact?.map((file) => resolve(invokedFrom, file));

// Pact's verifier proxy crashes, and its core then waits for ever, when the provider does not answer.
try {
  await fetch(providerBaseUrl, { signal: AbortSignal.timeout(10_000) });
} catch (error) {
  console.error(`The provider at ${providerBaseUrl} does not answer: ${String(error)}`);
  process.exit(1);
}

process.env.PACT_DO_NOT_TRACK ??= 'true';
console.log(`Verifying ${providerBaseUrl} (state changes: ${stateChangeUrl})`);
const failures = await verifyProvider({
  providerBaseUrl,
  stateChangeUrl,
  logLevel,
  ...(pactFiles ? { pactFiles } : {}),
});
if (failures.length === 0) {
  console.log('Every interaction of every pact is honoured.');
} else {
  // Pact prints its full report above; this names each failure once, at the end.
  console.error(`\n${failures.length} failure(s):`);
  for (const failure of failures)
    console.error(`  - ${failure.name}${failure.detail ? `\n    ${failure.detail}` : ''}`);
  process.exitCode = 1;
}
