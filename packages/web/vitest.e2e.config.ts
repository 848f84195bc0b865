import { defineConfig } from 'vitest/config';

/** Browser tests: the built app served by the real reference server, driven in Debian's chromium. */
// The SDK from its TypeScript source, like every other test run: its dist/ may be rebuilt meanwhile.
const conditions = ['source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['./e2e/support/globalSetup.ts'],
    pool: 'forks',
    fileParallelism: false,
    // expect.poll waits for its condition up to 15 s (vitest's default is 1 s): a loaded machine is slow,
    // not wrong, and a poll that passes returns at once.
    expect: { poll: { timeout: 15_000 } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
