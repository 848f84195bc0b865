// Regenerates contracts/pacts (unless --no-regenerate, when the contract tests just ran) and fails when the
// result differs from what git HEAD holds: the committed pacts must be exactly what the consumer tests write.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const contractsDir = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args, options = {}) =>
  spawnSync(command, args, { cwd: contractsDir, encoding: 'utf8', ...options });

if (!process.argv.includes('--no-regenerate')) {
  const test = run('pnpm', ['run', 'test'], { stdio: 'inherit' });
  if (test.status !== 0) {
    console.error(
      'check-pacts-committed: the contract tests failed, so the pacts were not regenerated',
    );
    process.exit(1);
  }
}

const changed = run('git', ['status', '--porcelain', '--untracked-files=all', '--', 'pacts']);
if (changed.status !== 0) {
  console.error(changed.stderr);
  process.exit(1);
}
const diff = run('git', ['diff', '--exit-code', '--stat', 'HEAD', '--', 'pacts']);
if (changed.stdout.trim() !== '' || diff.status !== 0) {
  console.error('contracts/pacts differs from git HEAD after regeneration:');
  console.error(changed.stdout + diff.stdout);
  console.error('Run `pnpm --filter @storefront/contracts test` and commit contracts/pacts.');
  process.exit(1);
}
console.log('contracts/pacts matches git HEAD');
