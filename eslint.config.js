// One lint config for the whole workspace: strict TypeScript rules, no `any`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const WEB_SRC = 'packages/web/src';
/** Code any feature may use; it never imports a feature or the app. */
const SHARED_FOLDERS = ['components', 'i18n', 'lib', 'messages', 'state', 'styles'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dev-dist/**',
      '**/node_modules/**',
      'artifacts/**',
      'coverage/**',
      '.data/**',
      'contracts/pacts/**',
      'packages/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // No import cycles, in any package: a module's dependencies form a tree a reader can follow, and a cycle
  // makes evaluation order decide what is undefined at start-up. Type-only imports are erased, so they may.
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'contracts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Read TypeScript modules when following imports (import-x reads .js only by default).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/sdk/tsconfig.json',
            'packages/server/tsconfig.json',
            'packages/web/tsconfig.json',
            'contracts/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false },
      ],
    },
  },
  // Short functions: one that outgrows a screen does more than one job. Tests, fixtures and the test
  // harnesses are exempt (a describe block is long by nature). The few left longer say why, in place.
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'packages/web/src/test/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  // The web app's rooms: app (routes, shell, cross-feature wiring) → features → shared code. A feature
  // imports shared code and its own files only; shared code imports neither a feature nor the app.
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.css'] } },
      // Patterns are relative to the repository, whichever folder ESLint runs from.
      'boundaries/root-path': import.meta.dirname,
      'boundaries/include': [`${WEB_SRC}/**/*`],
      'boundaries/elements': [
        { type: 'app', pattern: `${WEB_SRC}/app` },
        { type: 'feature', pattern: `${WEB_SRC}/features/*`, capture: ['name'] },
        ...SHARED_FOLDERS.map((folder) => ({
          type: 'shared',
          pattern: `${WEB_SRC}/${folder}`,
        })),
        // The component tests' harness (test API server, fakes, renderApp): it renders the whole app.
        { type: 'test-harness', pattern: `${WEB_SRC}/test` },
        // The staff console (its own entry, ops.html): like a feature, it uses shared code only.
        { type: 'console', pattern: `${WEB_SRC}/ops` },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkUnknownLocals: true,
          policies: [
            // main.tsx, the entry, belongs to no element and may import anything.
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: ['feature', 'shared'] } } },
            },
            {
              from: { element: { types: ['feature', 'console'] } },
              allow: { to: { element: { type: 'shared' } } },
            },
            {
              from: { element: { type: 'shared' } },
              allow: { to: { element: { type: 'shared' } } },
            },
            {
              from: { element: { type: 'test-harness' } },
              allow: { to: { element: { types: ['app', 'feature', 'shared', 'test-harness'] } } },
            },
            // A test may render the whole app with the harness; it still never imports another feature.
            {
              from: { file: { categories: 'test' } },
              allow: { to: { element: { types: ['app', 'test-harness'] } } },
            },
          ],
        },
      ],
    },
  },
);
