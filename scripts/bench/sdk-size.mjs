// Builds @storefront/sdk and prints its minified + gzipped ESM size: the SDK's own code (its dependencies zod,
// ky and libphonenumber-js external), with ky bundled, with zod bundled too, and with everything bundled (the
// phone-number library is loaded only when a phone sign-in starts). Fails (exit 1) when the own code is over
// the budget in scripts/bench/budgets/sdk-size.json.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const sdkDir = resolve(root, 'packages/sdk');
const budget = JSON.parse(
  readFileSync(resolve(root, 'scripts/bench/budgets/sdk-size.json'), 'utf8'),
);
const { build } = createRequire(resolve(sdkDir, 'package.json'))('esbuild');

execFileSync('pnpm', ['run', 'build'], { cwd: sdkDir, stdio: ['ignore', 'ignore', 'inherit'] });

async function measure(external) {
  const result = await build({
    entryPoints: [resolve(sdkDir, 'dist/index.js')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    external,
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).byteLength };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const phone = ['libphonenumber-js', 'libphonenumber-js/*'];
const rows = [
  ['SDK own code (zod, ky, phone external)', await measure(['zod', 'ky', ...phone])],
  ['SDK + ky (zod, phone external)', await measure(['zod', ...phone])],
  ['SDK + ky + zod (phone external)', await measure(phone)],
  ['SDK + ky + zod + libphonenumber-js', await measure([])],
];
for (const [name, size] of rows) {
  console.log(
    `${name.padEnd(40)} ${kb(size.minified).padStart(9)} min  ${kb(size.gzipped).padStart(8)} gz`,
  );
}
const own = rows[0][1].gzipped;
const limit = budget.ownCodeMaxGzipBytes;
if (own > limit) {
  console.error(`over budget: SDK own code is ${kb(own)} gz, budget ${kb(limit)} gz`);
  process.exit(1);
}
console.log(`within budget: SDK own code ${kb(own)} gz <= ${kb(limit)} gz`);
