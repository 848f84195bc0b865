import { defineConfig } from 'vitest/config';

// The test drives the server through the SDK's source; the examples themselves run from the packed SDK.
const conditions = ['source', 'module', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['*.test.ts'],
    pool: 'forks',
    // CI runs this beside other steps on two cores: the server starts from source and orders move live.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
