// The store as shoppers reach it in production: over HTTPS with HTTP/2, TLS ended by a load balancer in
// front of the app servers (docs/deploy.md). The web benchmark audits pages through this front, HAProxy from
// Debian's packages with a throwaway self-signed certificate (the audited Chromium is told to accept it),
// because Lighthouse's simulated mobile network treats a plain HTTP/1.1 origin as six connections at
// most: a first visit's two dozen small scripts then queue for connections in a way no shopper's browser
// does against an HTTP/2 store.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureHaproxy, freePort } from '../cluster/cluster.mjs';

/** The flag the audited Chromium needs to accept the front's self-signed certificate. */
export const ACCEPT_SELF_SIGNED = '--ignore-certificate-errors';

/** Starts HAProxy on a free loopback port, ending TLS (h2, http/1.1) for the app at `backendPort`. */
export async function startTlsFront(backendPort) {
  ensureHaproxy();
  const dir = mkdtempSync(join(tmpdir(), 'storefront-tls-front-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  const pem = join(dir, 'front.pem');
  writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));

  const port = await freePort();
  const config = join(dir, 'haproxy.cfg');
  const pidFile = join(dir, 'haproxy.pid');
  writeFileSync(
    config,
    `# Written by scripts/bench/tls-front.mjs
global
    maxconn 1024

defaults
    mode http
    timeout connect 5s
    timeout client 60s
    timeout server 60s

frontend store
    bind 127.0.0.1:${port} ssl crt ${pem} alpn h2,http/1.1
    option forwardfor
    http-request set-header X-Forwarded-Proto https
    default_backend app

backend app
    http-reuse always
    server app 127.0.0.1:${backendPort}
`,
  );
  const started = spawnSync('haproxy', ['-D', '-f', config, '-p', pidFile], { encoding: 'utf8' });
  if (started.status !== 0) throw new Error(`haproxy did not start:\n${started.stderr}`);
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  return {
    url: `https://127.0.0.1:${port}`,
    stop() {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
