import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  treeshake: true,
};

/**
 * ESM + CJS + .d.ts for the exports map in package.json; zod and ky stay dependencies. `core` is its own
 * entry so `@storefront/sdk/core` loads neither. `ops` (the staff API's schemas) is built on its own, so
 * the shopper's bundle never carries it and the other entries' declarations stay in their own files
 * (bundled with them, they would move into a shared chunk the API report does not show).
 */
export default defineConfig([
  {
    ...shared,
    entry: { index: 'src/index.ts', core: 'src/core/index.ts' },
    // Everything but the ops entry, which the other build writes at the same time.
    clean: ['!ops.*'],
  },
  { ...shared, entry: { ops: 'src/ops/index.ts' }, clean: false },
]);
