import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The SDK is bundled from source (its `source` export condition), so the server needs no SDK build.
  noExternal: ['@storefront/sdk'],
  esbuildOptions(options) {
    options.conditions = ['source', 'module', 'node'];
  },
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
