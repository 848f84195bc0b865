// `pnpm bench`: every benchmark, each checking its own budget file under scripts/bench/budgets/.
import { existsSync } from 'node:fs';
import { run } from '../lib/run.mjs';

const benches = ['sdk-size.mjs', 'api.mjs', 'web.mjs', 'cluster.mjs'];
let failed = 0;
for (const bench of benches) {
  const file = new URL(bench, import.meta.url).pathname;
  if (!existsSync(file)) {
    console.error(`missing benchmark ${bench}`);
    failed++;
    continue;
  }
  console.log(`\n=== bench ${bench} ===`);
  if ((await run('node', [file])) !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
