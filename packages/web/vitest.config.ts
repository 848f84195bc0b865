import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { SESSION_STORAGE_KEYS } from '../sdk/src/core/storage-keys.js';
import { endpoints } from '../sdk/src/endpoints.js';
import { compiledCatalogs } from './catalogs.plugin';

export default defineConfig({
  // VitePWA provides the virtual:pwa-register modules the shell imports (tests replace them with vi.mock).
  // compiledCatalogs: the texts' catalogs compiled as in the build.
  plugins: [react(), compiledCatalogs(), VitePWA({ injectRegister: false, manifest: false })],
  define: {
    __BUILD_ID__: JSON.stringify('test-build'),
    // As vite.config.ts defines it.
    __SESSION_RENEWAL__: JSON.stringify({
      path: `/v1${endpoints.refreshSession.path}`,
      userKey: SESSION_STORAGE_KEYS.user,
    }),
  },
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // vite-plugin-pwa's registration code runs through Vite like the app's (its dynamic import of
    // workbox-window resolves to the ES module, as in the build): app/shell/UpdatePrompt.nextStart.test.tsx.
    server: { deps: { inline: ['vite-plugin-pwa'] } },
    restoreMocks: true,
    // CI runs these beside the server's database tests on two cores: give slow moments room (findBy* waits
    // up to 5 s, src/test/setup.ts) instead of failing a test on the default 5 s limit.
    // expect.poll waits for its condition up to 15 s (vitest's default is 1 s): a loaded machine is slow,
    // not wrong, and a poll that passes returns at once.
    expect: { poll: { timeout: 15_000 } },
    testTimeout: 20_000,
  },
});
