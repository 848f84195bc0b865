/**
 * Once per browser-test run: build the web app and the server, start the real reference server (sandbox
 * mode, fresh data directory, free port) serving the build, and launch one Chromium server. Tests get the
 * endpoints through inject(); teardown stops both.
 *
 * E2E_SKIP_BUILD=1 reuses existing builds (handy while iterating).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import './env';
import { CHROMIUM_ARGS, CHROMIUM_PATH, repoRoot, webRoot } from './paths';

function run(command: string, args: string[], cwd: string): void {
  // vitest sets NODE_ENV=test, which would make Vite build React's development bundle without the service worker.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`reference server exited with ${child.exitCode}`);
    try {
      // Any answer means it listens (the database is migrated and seeded before listen()).
      await fetch(`${baseUrl}/`);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`reference server at ${baseUrl} did not answer within ${timeoutMs} ms`);
}

/** Ends a child's process group; resolves once the child has exited. */
export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  return exited;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], webRoot);
    run('pnpm', ['--filter', '@storefront/server', 'build'], repoRoot);
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const adminToken = randomBytes(16).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const log = openSync(join(dataDir, 'server.log'), 'a');
  const server = spawn('node', [join(repoRoot, 'packages/server/dist/main.js')], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      MODE: 'sandbox',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'db'),
      WEB_DIST: join(webRoot, 'dist'),
      SANDBOX_ADMIN_TOKEN: adminToken,
      LOG_LEVEL: 'warn',
      // Stopped at the end of the run: nothing to drain for a balancer.
      DRAIN_DELAY_MS: '0',
    },
  });

  let browser: BrowserServer | undefined;
  try {
    await waitForServer(baseUrl, server);
    browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } catch (error) {
    await stop(server);
    throw new Error(`browser-test setup failed; server log in ${join(dataDir, 'server.log')}`, {
      cause: error,
    });
  }

  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('baseUrl', baseUrl);
  project.provide('adminToken', adminToken);

  return async () => {
    await browser?.close();
    // Its data directory is removed once the server has exited, not after a guessed pause.
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
