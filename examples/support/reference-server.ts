/**
 * The reference server for the examples' test: @storefront/server's `dev` script (from source, no build) in
 * sandbox mode on a free port and a fresh PGlite directory, which it migrates and seeds (catalog, delivery
 * and payment methods, the sandbox staff) before it listens. Stopped with its whole process group.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface ReferenceServer {
  baseUrl: string;
  /** The last lines of its log, for a failure's message. */
  logTail(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
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

async function stop(server: ChildProcess): Promise<void> {
  if (!server.pid || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  const timer = setTimeout(() => server.pid && process.kill(-server.pid, 'SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

export async function startReferenceServer(
  workDir: string,
  timeoutMs = 120_000,
): Promise<ReferenceServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = join(workDir, 'server.log');
  const log = openSync(logFile, 'a');
  const server = spawn('pnpm', ['--filter', '@storefront/server', 'dev'], {
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      MODE: 'sandbox',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(workDir, 'db'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DRAIN_DELAY_MS: '0',
    },
  });
  const logTail = () => readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-30).join('\n');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the reference server exited:\n${logTail()}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop(server);
      throw new Error(`the reference server did not start in ${timeoutMs} ms:\n${logTail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { baseUrl, logTail, stop: () => stop(server) };
}
