import { defineConfig } from 'tsup';

/** ESM + CJS + .d.ts for the exports map in package.json; zod and ky stay dependencies. */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  treeshake: true,
});
