import { defineConfig } from 'tsup';

/**
 * The package's command (`bin`: dist/cli.js): the CLI and the provider verification in one ES module for
 * Node 20; @pact-foundation/pact, the one runtime dependency, stays a dependency (its native core comes
 * with it from the npm registry). The pact files ship beside dist/, in pacts/.
 */
export default defineConfig({
  entry: { cli: 'cli/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: false,
});
