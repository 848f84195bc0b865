import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, serverRoot } from './paths.js';
import { type TestDatabaseLocation, createTestDatabaseLocation } from './testing/database.js';

/** Starts src/main.ts in its own process, as `pnpm dev` does, on a free port. */
function startServer(location: TestDatabaseLocation) {
  const child = spawn(
    join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['--conditions=source', join(serverRoot, 'src', 'main.ts')],
    {
      env: {
        ...process.env,
        MODE: 'sandbox',
        PORT: '0',
        LOG_LEVEL: 'info',
        // Long enough for the three checks made while draining, on a loaded machine too.
        DRAIN_DELAY_MS: '3000',
        DATABASE_URL: location.databaseUrl ?? '',
        DATA_DIR: location.dataDir ?? '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url, exited, log: () => output };
}

describe('the server process', () => {
  let location: TestDatabaseLocation;
  let server: ReturnType<typeof startServer>;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    location = await createTestDatabaseLocation();
    server = startServer(location);
    child = server.child;
  }, 90_000);
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await location.dispose();
  });

  it('serves, then on SIGTERM drains (/readyz 503, still serving), finishes the request in flight and exits cleanly', async () => {
    const base = await server.url;
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const body = JSON.stringify({ phoneNumber: '9876501234' });
    let finishBody = () => {};
    const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${base}/v1/sandbox/otp/send`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      // Half the body now; the rest once the server is closing, so the request is in flight.
      req.write(body.slice(0, 10));
      finishBody = () => req.end(body.slice(10));
    });
    const logged = (line: string) =>
      expect.poll(() => server.log().includes(line), { timeout: 30_000 }).toBe(true);

    server.child.kill('SIGTERM');
    await logged('draining: /readyz answers 503');
    // While draining (DRAIN_DELAY_MS, a duration): out of the balancer's rotation, but still answering.
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ Status: 'draining' });
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    expect((await fetch(`${base}/v1/get-categories`)).status).toBe(200);

    await logged('shutting down: finishing in-flight requests');
    finishBody();
    const answered = await reply;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ ExpiresIn: 300 });
    expect(await server.exited).toBe(0);
    expect(server.log()).toContain('shut down cleanly');
  }, 60_000);
});
