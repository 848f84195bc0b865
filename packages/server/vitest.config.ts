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
    // Files in one worker share their imported modules instead of loading the app again for each (about a
    // third less CPU). Each file still opens its own database; no module keeps state a test relies on.
    isolate: false,
    // expect.poll waits for its condition up to 15 s (vitest's default is 1 s): a loaded machine is slow,
    // not wrong, and a poll that passes returns at once.
    expect: { poll: { timeout: 15_000 } },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
