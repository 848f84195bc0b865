import { fileURLToPath } from 'node:url';
import { build, defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { SESSION_STORAGE_KEYS } from '../sdk/src/core/storage-keys.js';
import { endpoints } from '../sdk/src/endpoints.js';
import { compiledCatalogs } from './catalogs.plugin';
import { routeHints } from './routeHints.plugin';
import { BOOT_TEMPLATES_FILE, bootTemplates } from './src/app/bootPreviewMarkup';
import { PAGE_PATHS_FILE, pagePaths } from './src/app/pagePaths';
import { keepPublicReplies, keyByLanguage } from './src/app/serviceWorkerCache';
import { navigateFallbackDenylist, SERVER_PATHS } from './src/app/serverPaths';
import { CATALOG_CACHE } from './src/lib/freshReads';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
/** The installed app's name; the store's name from its configs at build time (STORE_NAME). */
const storeName = process.env.STORE_NAME ?? 'FreshCuts';
const storeShortName = process.env.STORE_SHORT_NAME ?? storeName.split(' ')[0] ?? storeName;
const proxied = { target: apiTarget, changeOrigin: false };

const SHELL_PACKAGES =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/])?(?:react|react-dom|scheduler|wouter|regexparam|valtio|proxy-compare|use-sync-external-store|@lingui[\\/]core)[@\\/]/;
const SHELL_SOURCES =
  /[\\/]packages[\\/]web[\\/]src[\\/](?:app|components|lib|i18n)[\\/]|[\\/]src[\\/](?:messages[\\/]shell|state[\\/]locale)\.ts$/;
/**
 * Lazy on purpose: the API client (zod + schemas), the dialogs and panels opened on demand, and the shared
 * components and helpers that only lazily loaded pages use (they go with those pages' chunks).
 */
const LAZY_SHARED = [
  'components/(?:AddressCard|BillDetails|CancelOrderDialog|ChoiceList|FormField|LanguageSwitch|LoadFailed|NotFoundPage|PriceUpdateDialog|RequireSignIn|ReviewPanel|SlotList|Stepper)\\.tsx',
  'lib/(?:dateTime|analytics|installPlatform|signIn|earlyLoad|earlyRenewal|freshReads|session|orderMoney|photo)\\.ts',
  'app/(?:shopperData|crossFeatureWiring)\\.ts',
  'lib/client(?:Zod|Schemas)?\\.ts',
  'shell/(?:DeliveryAreaDialog|Drawer|Footer|InstallDialog|SuccessDialog|UpdateDialog|UpdatePrompt)\\.tsx',
];
const LAZY_SOURCES = new RegExp(
  `[\\\\/](?:${LAZY_SHARED.map((path) => path.replaceAll('/', '[\\\\/]')).join('|')})$|\\.test\\.`,
);

/**
 * The API client loads in steps, each evaluated in a task of its own (lib/api.ts): zod, then the catalog and
 * start-up schemas, then the client with the rest of the SDK.
 */
const SDK_STEPS = [
  '/src/lib/clientZod.ts',
  '/src/lib/clientSchemas.ts',
  '/src/lib/clientEndpoints.ts',
  '/src/lib/client.ts',
];
const ZOD_STEP =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/])?zod[@\\/]|[\\/]packages[\\/]sdk[\\/]src[\\/]common[\\/]schemas\.ts$|[\\/]lib[\\/]clientZod\.ts$/;
const SCHEMAS_STEP =
  /[\\/]packages[\\/]sdk[\\/]src[\\/](?:catalog|config|content)[\\/]schemas\.ts$|[\\/]lib[\\/]clientSchemas\.ts$/;

/**
 * The endpoint table and the schemas of the domains not in the steps before (lib/clientEndpoints.ts), with the
 * SDK helpers they share with the client only: left out, the bundler put those in the shell chunk, the one
 * chunk both import (+0.6 KB to the first render).
 */
const ENDPOINTS_STEP =
  /[\\/]packages[\\/]sdk[\\/]src[\\/](?:endpoints\.ts|http[\\/]query\.ts|core[\\/](?:feedback|invoices|lifecycle)\.ts|(?!(?:catalog|config|content|common)[\\/])[\w-]+[\\/][\w-]*schemas\.ts)$|[\\/]lib[\\/]clientEndpoints\.ts$/;
const CLIENT_STEP = /[\\/]lib[\\/]client\.ts$/;

const PUSH_STORE = /[\\/]features[\\/]notifications[\\/](?:messaging|store[\\/]push)\.ts$/;

function isShellModule(id: string): boolean {
  if (SHELL_PACKAGES.test(id)) return true;
  return SHELL_SOURCES.test(id) && !LAZY_SOURCES.test(id);
}

/**
 * Most visits start at `/`: preload the home page's chunk (and its imports) and its data from the HTML, so
 * they download in parallel with the entry script instead of after it. Both are small (a few KB gz).
 */
function preloadHome(): Plugin {
  return {
    name: 'storefront:preload-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const home = Object.values(bundle).find(
          (chunk) =>
            chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/catalog/pages/HomePage.tsx'),
        );
        if (!home || home.type !== 'chunk') return html;
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(home.fileName);
        const tags: HtmlTagDescriptor[] = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
        tags.push({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'fetch',
            href: '/v1/get-home-data',
            crossorigin: 'use-credentials',
          },
          injectTo: 'head',
        });
        return { html, tags };
      },
    },
  };
}

/**
 * lib/api.ts loads the API client in steps (SDK_STEPS), each evaluated in a task of its own. Vite would
 * preload each step's files only when that step starts, one round trip after the other: the first step
 * preloads the files of every step instead (modulepreload fetches and parses, it does not evaluate).
 */
function sdkInSteps(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[]) => string[];
} {
  const chunks = new Map<string, { imports: string[]; facade: string | null }>();
  const fileOf = (suffix: string) =>
    [...chunks].find(([, chunk]) => chunk.facade?.endsWith(suffix))?.[0];
  const graphOf = (file: string, seen = new Set<string>()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) graphOf(imported, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'storefront:sdk-in-steps',
      apply: 'build',
      renderChunk(_code, chunk) {
        chunks.set(chunk.fileName, { imports: chunk.imports, facade: chunk.facadeModuleId });
        return null;
      },
    },
    resolveDependencies(file, deps) {
      const [first, ...later] = SDK_STEPS.map(fileOf);
      if (file !== first) return deps;
      const all = new Set(deps);
      for (const step of later) if (step) graphOf(step, all);
      return [...all];
    },
  };
}

const sdkSteps = sdkInSteps();

/**
 * src/early.ts, a chunk of its own that imports nothing, first in index.html's head and async: it runs as soon
 * as it arrives instead of after the app's module graph (a script in index.html would join the app's entry).
 */
function earlyScript(): Plugin {
  return {
    name: 'storefront:early-script',
    apply: 'build',
    buildStart() {
      this.emitFile({
        type: 'chunk',
        id: fileURLToPath(new URL('./src/early.ts', import.meta.url)),
        name: 'early',
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const early = Object.values(context.bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && chunk.name === 'early' && chunk.isEntry,
        );
        if (!early) return html;
        const tag: HtmlTagDescriptor = {
          tag: 'script',
          attrs: { type: 'module', async: true, src: `/${early.fileName}` },
          injectTo: 'head-prepend',
        };
        return { html, tags: [tag] };
      },
    },
  };
}

/**
 * The entry stylesheet (the shell and catalog styles, ~5 KB gz) is inlined into index.html: one
 * render-blocking request less before the first paint. Lazy pages keep their own CSS files.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'storefront:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset' || typeof html.source !== 'string') return;
      let source = html.source;
      for (const [fileName, asset] of Object.entries(bundle)) {
        if (asset.type !== 'asset' || !fileName.endsWith('.css')) continue;
        const link = new RegExp(
          `<link rel="stylesheet"[^>]*href="/${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
        );
        if (!link.test(source)) continue;
        const css =
          typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        source = source.replace(link, () => `<style>${css}</style>`);
      }
      html.source = source;
    },
  };
}

/**
 * The boot shell's drawing of the first page (src/app/bootPreviewMarkup.ts), written next to index.html as
 * boot-templates.json for the server to fill with the page's data. Not in the app's bundle, not precached.
 */
function emitBootTemplates(): Plugin {
  return {
    name: 'storefront:boot-templates',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: BOOT_TEMPLATES_FILE,
        source: `${JSON.stringify(bootTemplates, null, 2)}\n`,
      });
    },
  };
}

/**
 * The app's page addresses (src/app/pagePaths.ts), written next to index.html as page-paths.json: the server
 * tells product and category pages from the app's other pages with it (link previews, 404s, the sitemap).
 */
function emitPagePaths(): Plugin {
  return {
    name: 'storefront:page-paths',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PATHS_FILE,
        source: `${JSON.stringify(pagePaths, null, 2)}\n`,
      });
    },
  };
}

/**
 * The staff console (ops.html, src/ops/; served at /ops): an entry of its own, built by a second pass of the
 * same `vite build` into the same dist/. A second input of the shop's own build would share chunks with it
 * (the SDK's transport, the styles), which changes the shop's first-load files; a pass of its own leaves them
 * byte for byte as they were, keeps the console out of the shop's service worker and precache, and the
 * shop's manifest (.vite/manifest.json) as it was. In dev, /ops and its pages get ops.html.
 */
const CONSOLE_ASSETS = 'assets/ops';

function staffConsole(): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  let building = false;
  return {
    name: 'storefront:staff-console',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
      mode = config.mode;
      building = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (/^\/ops(?:\/|$)/.test(path) && !/^\/ops\/v1(?:\/|$)/.test(path))
          request.url = '/ops.html';
        next();
      });
    },
    async closeBundle() {
      if (!building) return;
      await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? '') },
        resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
        build: {
          target: 'es2022',
          outDir,
          emptyOutDir: false,
          // Under /assets/ (cached as immutable by the server), in a folder the shop's worker does not precache.
          assetsDir: CONSOLE_ASSETS,
          modulePreload: { polyfill: false },
          rolldownOptions: {
            input: { ops: fileURLToPath(new URL('./ops.html', import.meta.url)) },
          },
        },
        // The console's texts (its own catalogs, catalogs.plugin.ts); the shop's parts file stays the shop's.
        plugins: [react(), compiledCatalogs({ partsFile: null })],
      });
    },
  };
}

type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>;

/**
 * The API reads the service worker may keep: the GETs without auth in the SDK's endpoint table (one list for
 * the SDK, the server and the worker). The worker is generated (generateSW), so the pattern is built here
 * and written into it as a regular expression literal. Not anchored: a same-origin URL matches anywhere,
 * and Workbox ignores a cross-origin match that does not start at index 0.
 */
const PUBLIC_API_PATHS = Object.values(endpoints)
  .filter((endpoint) => endpoint.method === 'GET' && !endpoint.auth)
  .map((endpoint) => endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const PUBLIC_API_READS = new RegExp(`//[^/]+/v1(?:${PUBLIC_API_PATHS.join('|')})(?:\\?|$)`);

/**
 * Runtime caches of the generated worker (serialized into it, so the plugin below must not close over
 * anything):
 * - the public API reads, stale-while-revalidate: a page the shopper has seen opens offline with its data,
 *   and online it shows the kept copy at once while the fresh one is fetched. Only a 200 the server marked
 *   `public` (the same for every caller) is kept; a `private, no-store` reply (the cache state, sandbox
 *   inbox, checkout settings) and any request carrying a token never are. Kept per language (the request's
 *   Accept-Language is part of the key): a reply in English never answers a Hindi request;
 * - the catalog images, cache-first: their URLs are immutable for the server's 30-day max-age.
 * Both bounded in entries and age.
 */
const runtimeCaching: RuntimeCaching = [
  {
    urlPattern: PUBLIC_API_READS,
    method: 'GET',
    handler: 'StaleWhileRevalidate',
    options: {
      cacheName: CATALOG_CACHE,
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true },
      // src/app/serviceWorkerCache.ts: public replies only, one per language.
      plugins: [{ cacheWillUpdate: keepPublicReplies, cacheKeyWillBeUsed: keyByLanguage }],
    },
  },
  {
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
    method: 'GET',
    handler: 'CacheFirst',
    options: {
      cacheName: 'images',
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
    },
  },
];

export default defineConfig({
  define: {
    __PUBLIC_API_READS__: JSON.stringify(PUBLIC_API_READS.source),
    __SESSION_RENEWAL__: JSON.stringify({
      path: `/v1${endpoints.refreshSession.path}`,
      userKey: SESSION_STORAGE_KEYS.user,
    }),
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? ''),
  },
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: [
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/useSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    manifest: true,
    cssCodeSplit: true,
    modulePreload: { polyfill: false, resolveDependencies: sdkSteps.resolveDependencies },
    rolldownOptions: {
      output: {
        // One 'shell' chunk for the runtime every page needs, instead of a dozen tiny shared chunks that
        // each cost a request (and a round trip on slow mobile networks) before the first paint.
        codeSplitting: {
          groups: [
            { name: 'shell', test: isShellModule },
            // The first steps of the API client (SDK_STEPS), each its own chunk.
            { name: 'sdk-zod', test: ZOD_STEP, priority: 3 },
            { name: 'sdk-schemas', test: SCHEMAS_STEP, priority: 2 },
            {
              name: 'sdk-endpoints',
              test: ENDPOINTS_STEP,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The client step with all it imports beyond the steps before and the shell, as one chunk: as
            // ten it was ten preload links that lib/api.ts's first step inserts in one task (each starts a
            // fetch there, about 4 ms on a phone), and ten requests on a slow network.
            { name: 'sdk-client', test: CLIENT_STEP },
            // The push store with the messaging adapter's helpers, as one chunk: the texts' top-level awaits
            // in the graph keep the bundler from leaving the helpers there itself (it made them a chunk of
            // their own, loaded on the settings page next to the store).
            {
              name: 'push',
              test: PUSH_STORE,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, proxied])),
  },
  plugins: [
    react(),
    compiledCatalogs(),
    routeHints(SDK_STEPS),
    sdkSteps.plugin,
    preloadHome(),
    earlyScript(),
    inlineEntryCss(),
    emitBootTemplates(),
    emitPagePaths(),
    staffConsole(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      filename: 'service-worker.js',
      manifest: {
        name: storeName,
        short_name: storeShortName,
        description: 'Fresh chicken, mutton and seafood delivered to your door.',
        theme_color: '#b91c1c',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      includeAssets: ['favicon.svg', 'icons/*.png', 'install/*.svg'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The staff console is not the shop: never in the shoppers' precache (its pass may even finish first).
        globIgnores: ['firebase-messaging-sw.js', 'ops.html', `${CONSOLE_ASSETS}/**`],
        // Offline fallback: every page address of the app gets the app shell from the precache; the app
        // shows the offline banner and whatever the runtime caches hold. Never for the server's own pages
        // and files (src/app/serverPaths.ts: /sandbox, /v1, /images, /healthz, /_pact, any file), nor for
        // the staff console (/ops, its own page).
        navigateFallback: '/index.html',
        navigateFallbackDenylist,
        cleanupOutdatedCaches: true,
        // A first install takes over the open page at once, so what the shopper views next is kept; an
        // update still waits for the update prompt (no skipWaiting).
        clientsClaim: true,
        runtimeCaching,
      },
    }),
    // Every script and style compressed once, at build time, at the highest levels (brotli 11, gzip 9): the
    // server sends these files as they are (@fastify/static preCompressed) instead of compressing each one
    // again on every request, which kept a first visit's API reads waiting behind its two dozen scripts.
    compression({ include: /\.(js|mjs|css|json|svg|webmanifest)$/, threshold: 1024 }),
  ],
});
