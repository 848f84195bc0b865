// The bare React 19 page (index.html, main.jsx), built with the web app's own toolchain (the Vite and
// @vitejs/plugin-react of packages/web and its React, production mode, the same target) into a temporary
// folder with the store's images it shows (under /images/, as the store serves them), then served as the
// store is: by a process of its own (serve.mjs) behind an HTTPS/HTTP2 front like the store's (tls-front.mjs).
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startTlsFront } from '../tls-front.mjs';
import { banner, products } from './products.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const webDir = join(root, 'packages/web');
const images = join(root, 'packages/server/assets/images');

/** A package as packages/web resolves it (the bare page has no node_modules of its own). */
const fromWeb = createRequire(join(webDir, 'package.json'));
const importFromWeb = (name) => import(pathToFileURL(fromWeb.resolve(name)).href);
const packageDir = (name) => dirname(fromWeb.resolve(`${name}/package.json`));

/** Builds the page into outDir (emptied first). */
export async function buildBarePage(outDir) {
  const { build } = await importFromWeb('vite');
  const { default: react } = await importFromWeb('@vitejs/plugin-react');
  await build({
    configFile: false,
    root: here,
    mode: 'production',
    logLevel: 'warn',
    resolve: {
      alias: [
        { find: /^react-dom(\/.*)?$/, replacement: `${packageDir('react-dom')}$1` },
        { find: /^react(\/.*)?$/, replacement: `${packageDir('react')}$1` },
      ],
    },
    build: { target: 'es2022', outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
    plugins: [react()],
  });
  mkdirSync(join(outDir, 'images'), { recursive: true });
  copyFileSync(join(images, `banners/${banner}.webp`), join(outDir, `images/${banner}.webp`));
  for (const { slug } of products)
    copyFileSync(join(images, `products/${slug}.webp`), join(outDir, `images/${slug}.webp`));
}

/** The gzip -9 size of the built page's scripts (one bundle). */
function scriptBytes(outDir) {
  return readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .reduce(
      (sum, file) =>
        sum + gzipSync(readFileSync(join(outDir, 'assets', file)), { level: 9 }).byteLength,
      0,
    );
}

async function waitForServer(url, child) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error("the bare page's server exited");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the bare page's server did not start within 30 s");
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
}

/** Builds and serves the bare page on `port` behind an HTTPS front: { url, scriptBytes, stop() }. */
export async function startBarePage(port) {
  const outDir = mkdtempSync(join(tmpdir(), 'storefront-bare-page-'));
  await buildBarePage(outDir);
  const child = spawn('node', [join(here, 'serve.mjs'), outDir, String(port)], {
    detached: true,
    stdio: 'ignore',
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    rmSync(outDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`http://127.0.0.1:${port}/`, child);
    const front = await startTlsFront(port);
    return {
      url: `${front.url}/`,
      scriptBytes: scriptBytes(outDir),
      stop() {
        front.stop();
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
