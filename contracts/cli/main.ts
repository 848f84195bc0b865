#!/usr/bin/env node
/**
 * storefront-contracts: the command of @storefront/contracts (its `bin`; built to dist/cli.js by tsup).
 *
 *   npx @storefront/contracts verify --provider-base-url URL --state-change-url URL
 *   npx @storefront/contracts list
 *
 * In the workspace: `pnpm --filter @storefront/contracts verify …` runs the same code from source.
 * Exits 0 when every interaction is honoured, 1 when any is not, 2 on wrong usage.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brokerCredentials } from '../provider/broker.js';
import { interactionsOf, interactionsText } from '../provider/interactions.js';
import {
  type BrokerVerification,
  defaultPactFiles,
  verifyProvider,
} from '../provider/verify-provider.js';

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];
const isLogLevel = (value: string): value is LogLevel =>
  (LOG_LEVELS as readonly string[]).includes(value);

/** This package's version: the consumer version the pacts are put into a broker under. */
const PACKAGE_VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

const USAGE = `usage:
  storefront-contracts verify --provider-base-url URL --state-change-url URL [options]
  storefront-contracts list [--pact FILE]… [--json]

verify options:
  --pact FILE              a pact file to verify (repeatable; default: the pacts of this package)
  --log-level LEVEL        trace, debug, info, warn (default) or error
  --broker-url URL         put the pacts into this Pact Broker and verify them from there
                           (credentials: PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD)
  --consumer-version V     the version the pacts are put into the broker under (default ${PACKAGE_VERSION})
  --publish                publish the verification results to the broker (needs --provider-version)
  --provider-version V     your server's version, e.g. its git commit
  --provider-branch B      your server's branch
  --build-url URL          a link to your CI build, shown with the results

Exits 0 when every interaction is honoured, 1 when any is not, 2 on wrong usage.`;

function usageError(problem: string): never {
  console.error(`${problem}\n\n${USAGE}`);
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

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        'provider-base-url': { type: 'string' },
        'state-change-url': { type: 'string' },
        pact: { type: 'string', multiple: true },
        'log-level': { type: 'string', default: 'warn' },
        'broker-url': { type: 'string' },
        'consumer-version': { type: 'string', default: PACKAGE_VERSION },
        publish: { type: 'boolean', default: false },
        'provider-version': { type: 'string' },
        'provider-branch': { type: 'string' },
        'build-url': { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error));
  }
}
type Options = ReturnType<typeof parse>['values'];

/** The pact files named with --pact (read from where the command was typed), else this package's. */
function pactFilesOf(values: Options): string[] {
  // pnpm runs a workspace script in contracts/; INIT_CWD is where it was typed.
  const invokedFrom = process.env.INIT_CWD ?? process.cwd();
  return values.pact?.map((file) => resolve(invokedFrom, file)) ?? defaultPactFiles();
}

function brokerOf(values: Options): BrokerVerification | undefined {
  const publish = values.publish ?? false;
  if (!values['broker-url']) {
    if (publish) usageError('--publish needs --broker-url');
    return undefined;
  }
  if (publish && !values['provider-version'])
    usageError('--publish needs --provider-version (your server build, e.g. its git commit)');
  return {
    url: parseUrl('broker-url', values['broker-url']),
    ...brokerCredentials(process.env),
    consumerVersion: values['consumer-version'] ?? PACKAGE_VERSION,
    publish,
    ...(values['provider-version'] ? { providerVersion: values['provider-version'] } : {}),
    ...(values['provider-branch'] ? { providerBranch: values['provider-branch'] } : {}),
    ...(values['build-url'] ? { buildUrl: parseUrl('build-url', values['build-url']) } : {}),
  };
}

async function verify(values: Options): Promise<number> {
  const logLevel = values['log-level'] ?? 'warn';
  if (!isLogLevel(logLevel)) usageError(`--log-level must be one of ${LOG_LEVELS.join(', ')}`);
  const providerBaseUrl = parseUrl('provider-base-url', values['provider-base-url']);
  const stateChangeUrl = parseUrl('state-change-url', values['state-change-url']);
  const broker = brokerOf(values);

  // Pact's verifier proxy crashes, and its core then waits for ever, when the provider does not answer.
  try {
    await fetch(providerBaseUrl, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    console.error(`The provider at ${providerBaseUrl} does not answer: ${String(error)}`);
    return 1;
  }

  process.env.PACT_DO_NOT_TRACK ??= 'true';
  console.log(`Verifying ${providerBaseUrl} (state changes: ${stateChangeUrl})`);
  if (broker)
    console.log(
      `Through the Pact Broker at ${broker.url} (pacts as consumer version ${broker.consumerVersion}; results ${broker.publish ? `published for provider version ${broker.providerVersion}` : 'not published'})`,
    );
  const failures = await verifyProvider({
    providerBaseUrl,
    stateChangeUrl,
    logLevel,
    pactFiles: pactFilesOf(values),
    ...(broker ? { broker } : {}),
  });
  if (failures.length === 0) {
    console.log('Every interaction of every pact is honoured.');
    return 0;
  }
  // Pact prints its full report above; this names each failure once, at the end.
  console.error(`\n${failures.length} failure(s):`);
  for (const failure of failures)
    console.error(`  - ${failure.name}${failure.detail ? `\n    ${failure.detail}` : ''}`);
  return 1;
}

function list(values: Options): number {
  const rows = interactionsOf(pactFilesOf(values));
  process.stdout.write(values.json ? `${JSON.stringify(rows, null, 2)}\n` : interactionsText(rows));
  return 0;
}

async function main(): Promise<number> {
  // pnpm passes a `--` through when the caller writes one before the options.
  const { values, positionals } = parse(process.argv.slice(2).filter((arg) => arg !== '--'));
  const [command, ...extra] = positionals;
  if (values.version) {
    console.log(PACKAGE_VERSION);
    return 0;
  }
  if (values.help || command === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (extra.length > 0) usageError(`unexpected arguments: ${extra.join(' ')}`);
  if (command === 'verify') return verify(values);
  if (command === 'list') return list(values);
  return usageError(command ? `unknown command: ${command}` : 'a command is required');
}

process.exitCode = await main();
