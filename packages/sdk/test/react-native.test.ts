/**
 * The packed SDK under a React Native-like runtime: an app bundle (as Metro makes one: the whole app and its
 * packages in one script, the `react-native` export condition first) run in a fresh JavaScript realm (a Node
 * vm context) that holds what React Native gives: `navigator.product === 'ReactNative'`, `window` as the
 * global object, fetch (no streams) with its Headers, Request and Response, FormData, Blob, AbortController, URL, timers
 * and TextEncoder (Hermes has it since React Native 0.74; ky, the SDK's HTTP client, makes one when it
 * loads). No `document`, no `localStorage`, no `crypto`, no `ReadableStream`, no `TextDecoder`, nothing of
 * Node (`process`, `require`, `Buffer`): what the SDK needs of a platform beyond that fails here.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closedPortUrl, type LocalServer } from '../src/test-support/local-server.js';
import { buildApp } from './support/bundle.js';
import { SESSION_TOKEN, startSandboxApi } from './support/sandbox-api.js';
import type { ScenarioResult } from './support/scenario.js';

const project = inject('sdkProject');
let server: LocalServer;

interface AppReply {
  platform: string;
  names: string[];
  result?: ScenarioResult;
  error?: string;
}

/** Runs the app bundle in a realm with React Native's globals only; answers what the app reported. */
async function runInReactNativeLike(bundle: string, env: object): Promise<AppReply> {
  let report: (json: string) => void = () => undefined;
  const reported = new Promise<string>((resolve) => (report = resolve));
  const context = createContext({
    navigator: { product: 'ReactNative' },
    Headers,
    Request,
    Response,
    FormData,
    Blob,
    TextEncoder,
    AbortController,
    AbortSignal,
    URL,
    URLSearchParams,
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    queueMicrotask,
    console,
    __env: env,
    __report: report,
  });
  // React Native's global object is also `window`. Its fetch (whatwg-fetch over the native networking) fails
  // with a TypeError of the app's own realm, and its responses have no `body` stream: they are read whole
  // (text(), json()).
  const install = runInContext(
    `(hostFetch) => {
      globalThis.window = globalThis;
      globalThis.fetch = (input, init) =>
        hostFetch(input, init).then(
          (response) => Object.defineProperty(response, 'body', { value: undefined }),
          (error) => { throw new TypeError(String(error && error.message), { cause: error }); },
        );
    }`,
    context,
  ) as (hostFetch: typeof fetch) => void;
  install(fetch);
  runInContext(bundle, context, { filename: 'app.bundle.js' });
  return JSON.parse(await reported) as AppReply;
}

let reply: AppReply;

beforeAll(async () => {
  await buildApp(
    project,
    'app',
    `import { listingStorage, runScenario } from './scenario.ts';
declare const __env: { baseUrl: string; deadUrl: string };
declare const __report: (json: string) => void;
const platform = String((globalThis as { navigator?: { product?: string } }).navigator?.product);
const names = ['document', 'localStorage', 'crypto', 'process', 'require', 'Buffer', 'window'].filter(
  (name) => name in globalThis,
);
runScenario({ ...__env, ...listingStorage() }).then(
  (result) => __report(JSON.stringify({ platform, names, result })),
  (error) => __report(JSON.stringify({ platform, names, error: String(error?.stack ?? error) })),
);
`,
    {
      platform: 'neutral',
      format: 'iife',
      conditions: ['react-native'],
      mainFields: ['react-native', 'browser', 'module', 'main'],
      outfile: join(project, 'app.bundle.js'),
    },
  );
  server = await startSandboxApi();
  const bundle = await readFile(join(project, 'app.bundle.js'), 'utf8');
  reply = await runInReactNativeLike(bundle, {
    baseUrl: server.url,
    deadUrl: await closedPortUrl(),
  });
});

afterAll(async () => {
  await server?.close();
});

describe('the packed SDK under a React Native-like runtime', () => {
  it('runs with no document, no localStorage, no crypto and nothing of Node', () => {
    expect(reply.error).toBeUndefined();
    expect(reply.platform).toBe('ReactNative');
    expect(reply.names).toEqual(['window']);
    expect(reply.result?.globals).toMatchObject({ document: false, localStorage: false });
  });

  it('signs in with the sandbox code, the session in the injected storage', () => {
    expect(reply.result).toMatchObject({
      sentTo: '9876543210',
      user: 'Asha Rao',
      signedIn: true,
      profile: 'Asha Rao',
      tokenStored: false,
      afterRestart: { knowsTheUser: true, signedIn: false },
    });
    const profileCall = server.requests.find((request) => request.path === '/v1/get-profile');
    expect(profileCall?.headers.authorization).toBe(`Bearer ${SESSION_TOKEN}`);
  });

  it('keeps the cart in the injected storage', () => {
    expect(reply.result?.cart).toEqual({
      lines: 2,
      subtotal: 89_700,
      restoredLines: 2,
      restoredSubtotal: 89_700,
    });
  });

  it("answers the SDK's typed errors, and makes idempotency keys without crypto", () => {
    expect(reply.result?.notFound).toEqual({
      isApiError: true,
      status: 404,
      title: 'Product not found',
    });
    expect(reply.result?.unreachable).toEqual({ isNetworkError: true });
    expect(reply.result?.idempotencyKey).toBe(true);
  });
});
