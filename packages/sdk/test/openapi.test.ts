/**
 * The OpenAPI documents as a team writing its own client or server gets them (issue 31): from the SDK's
 * tarball installed in an empty project, at `@storefront/sdk/openapi/v1.json` and `…/ops.json`; valid by
 * Redocly's lint, and describing every call of the installed SDK's endpoint tables.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);
const project = inject('sdkProject');
const redocly = resolve(import.meta.dirname, '../node_modules/.bin/redocly');

const SCRIPT = `
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { endpoints } from '@storefront/sdk';
import { OPS_API_PREFIX, opsEndpoints } from '@storefront/sdk/ops';
const require = createRequire(import.meta.url);
const files = {
  v1: require.resolve('@storefront/sdk/openapi/v1.json'),
  ops: require.resolve('@storefront/sdk/openapi/ops.json'),
};
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const missing = (document, table, prefix) =>
  Object.values(table)
    .filter((row) => !document.paths?.[prefix + row.path]?.[row.method.toLowerCase()])
    .map((row) => row.method + ' ' + row.path);
const v1 = read(files.v1);
const ops = read(files.ops);
console.log(JSON.stringify({
  files,
  versions: [v1.openapi, ops.openapi],
  missing: [...missing(v1, endpoints, ''), ...missing(ops, opsEndpoints, '')],
  servers: [v1.servers?.[0]?.url, ops.servers?.[0]?.url, OPS_API_PREFIX],
}));
`;

describe('the OpenAPI documents in the packed SDK', () => {
  it('are found by their package path and describe every call of the endpoint tables', async () => {
    await writeFile(join(project, 'openapi-check.mjs'), SCRIPT);
    const { stdout } = await run('node', ['openapi-check.mjs'], { cwd: project });
    const found = JSON.parse(stdout) as {
      files: { v1: string; ops: string };
      versions: string[];
      missing: string[];
    };
    expect(found.versions.every((version) => version.startsWith('3.1.'))).toBe(true);
    expect(found.files.v1).toContain(join('node_modules', '@storefront', 'sdk', 'openapi'));
    expect(found.missing).toEqual([]);
  });

  it('pass Redocly’s lint where they are installed', async () => {
    const installed = join(project, 'node_modules/@storefront/sdk/openapi');
    const { stdout, stderr } = await run(
      redocly,
      ['lint', join(installed, 'v1.json'), join(installed, 'ops.json')],
      {
        cwd: project,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    expect(`${stdout}${stderr}`).toMatch(/valid/i);
  });
});
