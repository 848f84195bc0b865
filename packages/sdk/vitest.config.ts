import { defineConfig } from 'vitest/config';

/**
 * Two projects: the unit tests next to the code (src/), and the tests of the packed package (test/), which
 * share one build, pack and install made by their global setup (test/support/packed-setup.ts) and run only
 * when a file of test/ is selected.
 */
export default defineConfig({
  resolve: { conditions: ['source', 'module', 'development|production'] },
  test: {
    pool: 'forks',
    // CI runs these beside other packages' tests on two cores: room for slow moments, not a 5 s cliff.
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'packed',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/support/packed-setup.ts'],
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
