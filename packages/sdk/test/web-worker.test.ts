/**
 * The packed SDK in a web worker of a real browser (Debian's chromium through playwright-core): an app's
 * bundler (esbuild here) builds the worker from the installed package, with the phone-number library in a
 * chunk of its own as the SDK asks; a module Worker loads it from a small local server that also answers
 * the API. A worker has no DOM, no `window` and no `localStorage`: the app gives the SDK a storage of its own.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closedPortUrl, type LocalServer } from '../src/test-support/local-server.js';
import { buildApp } from './support/bundle.js';
import { SESSION_TOKEN, startSandboxApi } from './support/sandbox-api.js';
import type { ScenarioResult } from './support/scenario.js';

const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const project = inject('sdkProject');
let server: LocalServer;
let browser: Browser;

interface WorkerReply {
  scope: string;
  result?: ScenarioResult;
  error?: string;
}

beforeAll(async () => {
  const www = join(project, 'www');
  await mkdir(www, { recursive: true });
  await buildApp(
    project,
    'worker',
    `import { listingStorage, runScenario } from './scenario.ts';
const scope = self.constructor.name;
const deadUrl = new URL(self.location.href).searchParams.get('dead') ?? '';
runScenario({ baseUrl: self.location.origin, deadUrl, ...listingStorage() }).then(
  (result) => self.postMessage({ scope, result }),
  (error) => self.postMessage({ scope, error: String(error?.stack ?? error) }),
);
`,
    { platform: 'browser', format: 'esm', splitting: true, outdir: www },
  );
  await writeFile(join(www, 'index.html'), '<!doctype html><title>SDK in a worker</title>');
  server = await startSandboxApi(www);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the packed SDK in a web worker', () => {
  let reply: WorkerReply;

  beforeAll(async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/`);
    const workerUrl = `/worker.js?dead=${encodeURIComponent(await closedPortUrl())}`;
    // A string, as the page's code: this package's TypeScript knows no DOM.
    reply = (await page.evaluate(`new Promise((resolve, reject) => {
      const worker = new Worker(${JSON.stringify(workerUrl)}, { type: 'module' });
      worker.onmessage = (event) => resolve(event.data);
      worker.onerror = (event) => reject(new Error('the worker failed: ' + event.message));
    })`)) as WorkerReply;
    expect(errors).toEqual([]);
  });

  it('runs in a dedicated worker, with no window, document or localStorage', () => {
    expect(reply.error).toBeUndefined();
    expect(reply.scope).toBe('DedicatedWorkerGlobalScope');
    expect(reply.result?.globals).toEqual({
      window: false,
      document: false,
      localStorage: false,
      sessionStorage: false,
    });
  });

  it('signs in with the sandbox code and calls with the bearer token', () => {
    expect(reply.result).toMatchObject({
      sentTo: '9876543210',
      user: 'Asha Rao',
      signedIn: true,
      profile: 'Asha Rao',
      tokenStored: false,
    });
    const profileCall = server.requests.find((request) => request.path === '/v1/get-profile');
    expect(profileCall?.headers.authorization).toBe(`Bearer ${SESSION_TOKEN}`);
    // The phone-number library came as a chunk of its own, loaded when the phone sign-in started.
    const scripts = server.requests.filter((request) => request.path.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
  });

  it("keeps the cart in the app's storage and answers the SDK's typed errors", () => {
    expect(reply.result?.cart).toEqual({
      lines: 2,
      subtotal: 89_700,
      restoredLines: 2,
      restoredSubtotal: 89_700,
    });
    expect(reply.result?.afterRestart).toEqual({ knowsTheUser: true, signedIn: false });
    expect(reply.result?.notFound).toEqual({
      isApiError: true,
      status: 404,
      title: 'Product not found',
    });
    expect(reply.result?.unreachable).toEqual({ isNetworkError: true });
    expect(reply.result?.idempotencyKey).toBe(true);
  });
});
