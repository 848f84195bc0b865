// `pnpm bench`: every benchmark, each checking its own budget file under scripts/bench/budgets/.
import { existsSync } from 'node:fs';
import { run } from '../lib/run.mjs';

// The API benchmark at issue 15's conditions (50 connections, 10 s a scenario); its own defaults are lighter.
const benches = [
  ['sdk-size.mjs'],
  ['api.mjs', '--duration', '10', '--connections', '50'],
  ['web.mjs'],
  ['cluster.mjs'],
];
let failed = 0;
for (const [bench, ...args] of benches) {
  const file = new URL(bench, import.meta.url).pathname;
  if (!existsSync(file)) {
    console.error(`missing benchmark ${bench}`);
    failed++;
    continue;
  }
  console.log(`\n=== bench ${bench} ===`);
  if ((await run('node', [file, ...args])) !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
