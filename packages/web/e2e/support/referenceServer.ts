/**
 * A reference server of a test file's own (the built server, sandbox mode, a fresh PGlite directory under
 * `workDir`), for tests that need another configuration than the shared server's: started and waited
 * for through /readyz, stopped with its process group. Its log is `workDir/server.log`.
 */
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, stop } from './globalSetup';
import { repoRoot, webRoot } from './paths';

export interface ReferenceServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startReferenceServer(
  workDir: string,
  env: Record<string, string> = {},
  timeoutMs = 90_000,
): Promise<ReferenceServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = openSync(join(workDir, 'server.log'), 'a');
  const server = spawn('node', [join(repoRoot, 'packages/server/dist/main.js')], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      MODE: 'sandbox',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(workDir, 'db'),
      WEB_DIST: join(webRoot, 'dist'),
      LOG_LEVEL: 'warn',
      // Stopped at the end of the run: nothing to drain for a balancer.
      DRAIN_DELAY_MS: '0',
      ...env,
    },
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (log in ${workDir})`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the server did not start (log in ${workDir})`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseUrl,
    stop: () => stop(server),
  };
}
