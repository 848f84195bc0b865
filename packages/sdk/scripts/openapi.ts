/**
 * The OpenAPI 3.1 documents of the shopper API and the staff API (openapi-document.ts), checked in as
 * packages/sdk/openapi/v1.json and ops.json.
 *
 *   pnpm openapi            writes them
 *   pnpm openapi:check      fails when they are not current, when Redocly's lint finds an error in them, or
 *                           when they break consumers of the last released ones (openapi/released/) without
 *                           a major version (openapi-compat.ts); lists what changed since that release
 *   pnpm openapi:release    after `pnpm changeset version`: adds the calls and fields that changed to the new
 *                           version's entry in CHANGELOG.md and keeps these documents as the released ones
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { type BuiltDocument, buildDocuments } from './openapi-document.js';
import {
  type Change,
  compareDocuments,
  bumped,
  describeChanges,
  leavesCaretRange,
  pendingBump,
  withChangesInChangelog,
} from './openapi-compat.js';
import type { JsonObject } from './openapi-schemas.js';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(packageDir, '../..');
const documentsDir = join(packageDir, 'openapi');
const releasedDir = join(documentsDir, 'released');
const changesetDir = join(repoRoot, '.changeset');
const changelogFile = join(packageDir, 'CHANGELOG.md');
const DOCUMENTS = ['v1', 'ops'] as const;
type DocumentName = (typeof DOCUMENTS)[number];

const show = (path: string) => relative(repoRoot, path);

async function formatted(document: JsonObject): Promise<string> {
  const options = await prettier.resolveConfig(join(documentsDir, 'v1.json'));
  return prettier.format(JSON.stringify(document), { ...options, parser: 'json' });
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as JsonObject;

/** Redocly's lint with openapi/redocly.yaml; its telemetry and update notice off, so it runs offline. */
function lint(files: readonly string[]): boolean {
  const bin = join(packageDir, 'node_modules/.bin/redocly');
  const result = spawnSync(
    bin,
    ['lint', '--config', join(documentsDir, 'redocly.yaml'), '--format', 'stylish', ...files],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  return result.status === 0;
}

function pendingChangesets(): string[] {
  if (!existsSync(changesetDir)) return [];
  return readdirSync(changesetDir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => readFileSync(join(changesetDir, file), 'utf8'));
}

/** The changes from the released documents to these, per document; null when nothing is released yet. */
function changesSinceRelease(
  built: Record<DocumentName, BuiltDocument>,
): { released: string; changes: Change[] } | null {
  if (!existsSync(join(releasedDir, 'v1.json'))) return null;
  const changes: Change[] = [];
  let released = '';
  for (const name of DOCUMENTS) {
    const before = readJson(join(releasedDir, `${name}.json`));
    released = String((before.info as JsonObject).version);
    const prefix = name === 'v1' ? 'v1' : 'ops/v1';
    changes.push(...compareDocuments(before, built[name].document, prefix));
  }
  return { released, changes };
}

async function check(built: Record<DocumentName, BuiltDocument>, version: string) {
  let ok = true;
  for (const name of DOCUMENTS) {
    const file = join(documentsDir, `${name}.json`);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current !== (await formatted(built[name].document))) {
      console.error(
        `${show(file)} is not current (an endpoint table, a schema or a pact changed): run \`pnpm openapi\` and commit it.`,
      );
      ok = false;
    }
  }
  if (!lint(DOCUMENTS.map((name) => join(documentsDir, `${name}.json`)))) ok = false;

  const since = changesSinceRelease(built);
  if (since === null) {
    console.log('No released documents yet (openapi/released/): nothing to compare with.');
  } else {
    console.log(`\nChanges since the released ${since.released}:`);
    console.log(describeChanges(since.changes) || '- none');
    const breaking = since.changes.filter((change) => change.breaks === 'consumer');
    const next = bumped(version, pendingBump(pendingChangesets()));
    if (breaking.length > 0 && !leavesCaretRange(since.released, next)) {
      console.error(
        `\n${breaking.length} change(s) break consumers of ${since.released} (above, "breaks consumers"), but the next version, ${next}, is inside ^${since.released}. Keep the old field or value, or add a changeset with \`'@storefront/sdk': major\` (below 1.0.0, minor is enough: ^0.1.0 does not take 0.2.0).`,
      );
      ok = false;
    } else if (breaking.length > 0) {
      console.log(
        `\nThe next version, ${next}, is outside ^${since.released}: an app that asked for ^${since.released} does not get it by accident.`,
      );
    }
  }
  if (!ok) process.exit(1);
  console.log('\nThe OpenAPI documents are current, valid and compatible with the released ones.');
}

async function release(built: Record<DocumentName, BuiltDocument>, version: string) {
  const since = changesSinceRelease(built);
  if (since && since.released === version) {
    console.error(
      `openapi/released/ is ${version} already: run \`pnpm changeset version\` first, then \`pnpm openapi\`.`,
    );
    process.exit(1);
  }
  if (since) {
    const changelog = readFileSync(changelogFile, 'utf8');
    writeFileSync(changelogFile, withChangesInChangelog(changelog, version, since.changes));
    console.log(`${show(changelogFile)}: the calls and fields changed since ${since.released}`);
  }
  mkdirSync(releasedDir, { recursive: true });
  for (const name of DOCUMENTS) {
    const file = join(releasedDir, `${name}.json`);
    writeFileSync(file, await formatted(built[name].document));
    console.log(`wrote ${show(file)} (${version})`);
  }
}

async function main() {
  const documents = await buildDocuments();
  const built: Record<DocumentName, BuiltDocument> = documents;
  const version = String((built.v1.document.info as JsonObject).version);
  for (const name of DOCUMENTS)
    for (const description of built[name].skippedExamples)
      console.warn(
        `${name}: the pact interaction "${description}" is not an example: its schema refuses it`,
      );

  if (process.argv.includes('--check')) return check(built, version);
  if (process.argv.includes('--release')) return release(built, version);
  mkdirSync(documentsDir, { recursive: true });
  for (const name of DOCUMENTS) {
    const file = join(documentsDir, `${name}.json`);
    writeFileSync(file, await formatted(built[name].document));
    console.log(`wrote ${show(file)}`);
  }
}

await main();
