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
 * (bundled with them, they would move into a shared chunk the API report does not show). Each language's
 * texts (`@storefront/sdk/messages/hi`, `…/kn`) is built on its own for the same reasons.
 */
export default defineConfig([
  {
    ...shared,
    entry: { index: 'src/index.ts', core: 'src/core/index.ts' },
    // No build cleans dist/ (the build script empties it first): the builds run at once, and a dts
    // build that cleans removes every declaration file the others have written so far.
    clean: false,
  },
  { ...shared, entry: { ops: 'src/ops/index.ts' }, clean: false },
  // Each language's texts on their own, so an app loads only the language it shows.
  { ...shared, entry: { 'messages-hi': 'src/i18n/hi.ts' }, clean: false },
  { ...shared, entry: { 'messages-kn': 'src/i18n/kn.ts' }, clean: false },
]);
