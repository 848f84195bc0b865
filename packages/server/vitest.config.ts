import { defineConfig } from 'vitest/config';

const conditions = ['source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
