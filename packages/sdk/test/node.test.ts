/**
 * The packed SDK in plain Node: no DOM, no `window`, no `localStorage` (removed where a newer Node has one).
 * The app injects its storage (a JSON file here): the sandbox sign-in keeps the session's user in it and the
 * token in memory only, the cart store keeps its lines in it, and a second process finds both there.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closedPortUrl, type LocalServer } from '../src/test-support/local-server.js';
import { buildApp } from './support/bundle.js';
import { SESSION_TOKEN, startSandboxApi } from './support/sandbox-api.js';
import type { ScenarioResult } from './support/scenario.js';

const run = promisify(execFile);
const project = inject('sdkProject');

/** A KeyValueStorage over one JSON file: what a Node service injects instead of localStorage. */
const FILE_STORAGE = `
import { readFileSync, writeFileSync } from 'node:fs';
import type { KeyValueStorage } from '@storefront/sdk';

export function fileStorage(file: string) {
  const read = (): Record<string, string> => {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return {};
    }
  };
  const storage: KeyValueStorage = {
    getItem: (key) => read()[key] ?? null,
    setItem: (key, value) => writeFileSync(file, JSON.stringify({ ...read(), [key]: String(value) })),
    removeItem: (key) => {
      const { [key]: _removed, ...rest } = read();
      writeFileSync(file, JSON.stringify(rest));
    },
  };
  return { storage, dump: read };
}
// Plain Node: nothing of a browser (Node 22+ may offer a localStorage of its own).
for (const name of ['localStorage', 'sessionStorage']) delete (globalThis as Record<string, unknown>)[name];
`;

let server: LocalServer;
let dir: string;
let storageFile: string;

beforeAll(async () => {
  server = await startSandboxApi();
  dir = await mkdtemp(join(tmpdir(), 'sdk-node-'));
  storageFile = join(dir, 'app-storage.json');
  const options = { platform: 'node', format: 'esm', packages: 'external' } as const;
  await buildApp(
    project,
    'node-app',
    `${FILE_STORAGE}
import { runScenario } from './scenario.ts';
const [baseUrl, deadUrl, file] = process.argv.slice(2);
console.log(JSON.stringify(await runScenario({ baseUrl, deadUrl, ...fileStorage(file) })));
`,
    { ...options, outExtension: { '.js': '.mjs' }, outdir: project },
  );
  await buildApp(
    project,
    'node-restart',
    `${FILE_STORAGE}
import { createCartStore, createSession } from '@storefront/sdk';
const { storage } = fileStorage(process.argv[2]);
const cart = createCartStore(storage).getState();
const session = createSession(storage);
console.log(JSON.stringify({
  lines: cart.items.length,
  subtotal: cart.totals.subtotal,
  knowsTheUser: session.hasStoredUser(),
  user: session.getSnapshot().user?.Username,
  signedIn: session.getSnapshot().signedIn,
}));
`,
    { ...options, outExtension: { '.js': '.mjs' }, outdir: project },
  );
});

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the packed SDK in plain Node', () => {
  let result: ScenarioResult;

  beforeAll(async () => {
    const { stdout } = await run(
      'node',
      ['node-app.mjs', server.url, await closedPortUrl(), storageFile],
      { cwd: project },
    );
    result = JSON.parse(stdout) as ScenarioResult;
  });

  it('runs with no window, document or localStorage', () => {
    expect(result.globals).toEqual({
      window: false,
      document: false,
      localStorage: false,
      sessionStorage: false,
    });
  });

  it('signs in with the sandbox code, the session in the injected storage', () => {
    expect(result).toMatchObject({
      provider: 'otpless',
      sentTo: '9876543210',
      user: 'Asha Rao',
      signedIn: true,
      loggedInNotice: 'Logged in!',
      profile: 'Asha Rao',
    });
    const profileCall = server.requests.find((request) => request.path === '/v1/get-profile');
    expect(profileCall?.headers.authorization).toBe(`Bearer ${SESSION_TOKEN}`);
    // The user is kept for the next start; the bearer token never leaves memory.
    expect(result.storedKeys).toContain('storefront.user');
    expect(result.tokenStored).toBe(false);
  });

  it('keeps the cart in the injected storage', async () => {
    expect(result.cart).toEqual({
      lines: 2,
      subtotal: 89_700,
      restoredLines: 2,
      restoredSubtotal: 89_700,
    });
    const file = await readFile(storageFile, 'utf8');
    expect(file).not.toContain(SESSION_TOKEN);
    const { stdout } = await run('node', ['node-restart.mjs', storageFile], { cwd: project });
    expect(JSON.parse(stdout)).toEqual({
      lines: 2,
      subtotal: 89_700,
      knowsTheUser: true,
      user: 'Asha Rao',
      signedIn: false,
    });
  });

  it("answers the SDK's typed errors", () => {
    expect(result.notFound).toEqual({ isApiError: true, status: 404, title: 'Product not found' });
    expect(result.unreachable).toEqual({ isNetworkError: true });
    expect(result.idempotencyKey).toBe(true);
  });
});
