import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source', 'module', 'development|production'] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    // CI runs these beside other packages' tests on two cores: room for slow moments, not a 5 s cliff.
    testTimeout: 20_000,
  },
});
