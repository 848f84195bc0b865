import { defineConfig } from 'vitest/config';

const conditions = ['source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    // Pact's verifier is a native addon: forks, not threads.
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
    env: { PACT_DO_NOT_TRACK: 'true' },
  },
});
