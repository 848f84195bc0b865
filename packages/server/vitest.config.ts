import { defineConfig } from 'vitest/config';

const conditions = ['source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  // The SDK is run from its TypeScript source (its `source` condition), so no SDK build is needed first.
  ssr: { noExternal: ['@storefront/sdk'], resolve: { conditions, externalConditions: conditions } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    // The reliability report counts the cases fast-check generates (scripts/reliability/report.mjs).
    setupFiles: process.env.RELIABILITY_REPORT ? ['./src/testing/count-cases.ts'] : [],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
