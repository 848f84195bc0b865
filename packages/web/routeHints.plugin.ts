/**
 * What a first visit to a page other than `/` should start fetching at once, written next to index.html as
 * route-hints.json: for each page of src/app/routes.ts, its chunk with every chunk it imports statically and
 * their styles; and the API client's chunks (lib/api.ts loads them in steps). The server adds them to that
 * page's index.html as preloads (packages/server/src/web/routeHints.ts), so they download in parallel with
 * the shell instead of one round trip after another (shell, then the page, then the API client, then its
 * texts). `/` has its own preloads in the built index.html (vite.config.ts, preloadHome).
 *
 * Texts: each chunk's part of the texts' catalog (i18n-parts.json, catalogs.plugin.ts) per language, so the
 * server preloads them in the language it answers in.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { PARTS_FILE } from './catalogs.plugin';

export const ROUTE_HINTS_FILE = 'route-hints.json';

/** Files to preload: scripts (modulepreload), styles, and text parts by language. */
export interface Hints {
  modules: string[];
  styles: string[];
  texts: Record<string, string[]>;
}

export interface RouteHintsFile {
  /** In routes.ts's match order (the product slug last). */
  pages: ({ path: string } & Hints)[];
  apiClient: Hints;
}

/** This package's folder (import.meta.dirname: also right where tests run in a browser-like environment). */
const packageDir = import.meta.dirname ?? dirname(fileURLToPath(import.meta.url));
export const ROUTES_FILE = join(packageDir, 'src/app/routes.ts');

/**
 * Each route's path and the module its page is imported from, read from routes.ts's source
 * (`{ path: '/x', page: page(() => import('../features/…')) }`); routes whose page is not imported there
 * (the home page, preloaded by index.html) are left out. routeHints.test.ts checks every other route is found.
 */
export function pageModules(
  source: string,
  routesFile = ROUTES_FILE,
): { path: string; module: string }[] {
  const pattern = /path:\s*'([^']+)',\s*page:\s*page\(\s*\(\)\s*=>\s*import\('([^']+)'\)\s*\)/g;
  return [...source.matchAll(pattern)].map(([, path = '', from = '']) => ({
    path,
    module: `${resolve(dirname(routesFile), from)}.tsx`,
  }));
}

interface TextParts {
  chunks: Record<string, string[]>;
  files: Record<string, Record<string, string>>;
}

type OutputChunk = Rolldown.OutputChunk;

function hintsOf(entries: OutputChunk[], bundle: Rolldown.OutputBundle, parts: TextParts): Hints {
  const modules = new Set<string>();
  const styles = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (modules.has(file) || chunk?.type !== 'chunk') return;
    modules.add(file);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    chunk.imports.forEach(visit);
  };
  entries.forEach((entry) => visit(entry.fileName));
  const texts: Record<string, string[]> = {};
  for (const [language, files] of Object.entries(parts.files)) {
    const needed = new Set([...modules].flatMap((file) => parts.chunks[file] ?? []));
    texts[language] = [...needed].map((part) => files[part]).filter((file) => file !== undefined);
  }
  return { modules: [...modules], styles: [...styles], texts };
}

/** `apiClientModules`: the modules lib/api.ts imports in steps (vite.config.ts, SDK_STEPS). */
export function routeHints(apiClientModules: readonly string[]): Plugin {
  return {
    name: 'storefront:route-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const partsAsset = bundle[PARTS_FILE];
        if (partsAsset?.type !== 'asset') throw new Error(`${PARTS_FILE} must be emitted first`);
        const parts = JSON.parse(String(partsAsset.source)) as TextParts;
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        );
        const chunkOf = (module: string) => chunks.find((chunk) => chunk.facadeModuleId === module);
        const pages = pageModules(readFileSync(ROUTES_FILE, 'utf8')).map(({ path, module }) => {
          const chunk = chunkOf(module);
          if (!chunk) throw new Error(`no chunk for the page of ${path} (${module})`);
          return { path, ...hintsOf([chunk], bundle, parts) };
        });
        const clientChunks = apiClientModules.map((suffix) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(suffix));
          if (!chunk) throw new Error(`no chunk for ${suffix}`);
          return chunk;
        });
        const file: RouteHintsFile = { pages, apiClient: hintsOf(clientChunks, bundle, parts) };
        this.emitFile({
          type: 'asset',
          fileName: ROUTE_HINTS_FILE,
          source: `${JSON.stringify(file, null, 2)}\n`,
        });
      },
    },
  };
}
