// The public API report: the built declarations of each entry, checked in under api/ so a change to what
// importers see shows up in review. `--check` builds and compares (the package's test runs it);
// without it the report is rewritten. `--built` uses the build already in dist/ (the test script built it).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = join(packageDir, 'api');
/** One report file per entry in package.json "exports". */
const entries = ['index.d.ts', 'core.d.ts', 'ops.d.ts', 'messages-hi.d.ts', 'messages-kn.d.ts'];
const check = process.argv.includes('--check');

if (!process.argv.includes('--built'))
  execFileSync('pnpm', ['run', 'build'], {
    cwd: packageDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

const header =
  '// The public API of @storefront/sdk, written by `pnpm --filter @storefront/sdk api:update`. Do not edit.\n';
const eslint = new ESLint({ cwd: resolve(packageDir, '../..') });

/**
 * The report of one built file: formatted, so a change reads as a short diff (tsup writes each export list
 * on one line), and exempt from lint rules only when the emitted code breaks one (they are for written code).
 */
async function reportOf(builtText, reportFile) {
  const format = async (text) =>
    prettier.format(text, { ...(await prettier.resolveConfig(reportFile)), filepath: reportFile });
  const text = await format(header + builtText);
  const [lint] = await eslint.lintText(text, { filePath: reportFile });
  return lint && lint.errorCount + lint.warningCount > 0
    ? format(`${header}/* eslint-disable */\n${builtText}`)
    : text;
}
const changed = [];
mkdirSync(reportDir, { recursive: true });
for (const entry of entries) {
  const reportFile = join(reportDir, entry);
  const built = await reportOf(readFileSync(join(packageDir, 'dist', entry), 'utf8'), reportFile);
  const reported = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : undefined;
  if (reported === built) continue;
  changed.push(entry);
  if (!check) {
    writeFileSync(reportFile, built);
    continue;
  }
  const scratch = mkdtempSync(join(tmpdir(), 'sdk-api-'));
  const builtFile = join(scratch, entry);
  writeFileSync(builtFile, built);
  const diff = spawnSync('diff', ['-u', reportFile, builtFile], { encoding: 'utf8' });
  rmSync(scratch, { recursive: true, force: true });
  process.stdout.write(diff.stdout || `api/${entry} is missing.\n`);
}

if (changed.length === 0) {
  console.log(`The API report (api/${entries.join(', api/')}) matches the build.`);
} else if (check) {
  console.error(
    [
      '',
      `The public API of @storefront/sdk changed: ${changed.map((entry) => `api/${entry}`).join(', ')} no longer match the build (diff above).`,
      'If the change is intended:',
      '  1. run `pnpm --filter @storefront/sdk api:update` and commit the updated api/ files;',
      '  2. add a changeset with `pnpm changeset` (minor for a new export, major for a removed or changed one).',
      '',
    ].join('\n'),
  );
  process.exit(1);
} else {
  console.log(`Updated ${changed.map((entry) => `api/${entry}`).join(', ')}.`);
}
