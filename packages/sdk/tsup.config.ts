import { defineConfig } from 'tsup';

/**
 * ESM + CJS + .d.ts for the exports map in package.json; zod and ky stay dependencies. `core` is its own
 * entry so `@storefront/sdk/core` loads neither; `ops` is its own so the shopper's bundle never carries the
 * operations API's schemas.
 */
export default defineConfig({
  entry: { index: 'src/index.ts', core: 'src/core/index.ts', ops: 'src/ops/index.ts' },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  treeshake: true,
});
