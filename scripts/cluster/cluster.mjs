#!/usr/bin/env node
// A local cluster of reference servers behind HAProxy, on loopback, sharing one PostgreSQL database.
//
//   node scripts/cluster/cluster.mjs start [--servers 3] [--port 8080] [--database-url postgres://…]
//   node scripts/cluster/cluster.mjs status
//   node scripts/cluster/cluster.mjs stop
//
// `start` installs HAProxy from Debian's packages when it is missing (as root), builds the server when
// packages/server/dist is missing, creates a fresh database storefront_cluster_<time> (unless
// --database-url names one), starts the first server (it migrates and seeds), then the others, writes
// the HAProxy configuration to a temp directory and runs HAProxy with a pid file. Every process is
// detached with its output in a log file in that directory, so `start` returns and leaves them running;
// their ids are kept in .data/cluster/state.json, which `stop` reads to stop exactly those processes and
// drop the database it created.
//
// startCluster() is the same thing as a library (scripts/bench/cluster.mjs uses it): it answers a handle
// that can also SIGKILL and restart one server, put a server in or out of the balancer, and stop it all.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { has, isRoot } from '../lib/run.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = join(root, 'packages/server');
const serverMain = join(serverDir, 'dist/main.js');
const defaultStateFile = join(root, '.data/cluster/state.json');
// pg is the server package's dependency.
const requireFromServer = createRequire(join(serverDir, 'package.json'));

/** Where a fresh database is created and dropped (the maintenance database of the PostgreSQL server). */
export const PG_ADMIN_URL =
  process.env.CLUSTER_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const BACKEND = 'storefront';
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

// ---- prerequisites ------------------------------------------------------------------------------

/** HAProxy from Debian's packages: installed when missing and this process may (root with apt-get). */
export function ensureHaproxy() {
  if (has('haproxy')) return;
  if (isRoot && has('apt-get')) {
    console.log('Installing HAProxy from Debian packages…');
    const installed = spawnSync(
      'sh',
      ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (installed.status === 0 && has('haproxy')) return;
  }
  throw new Error('HAProxy is not installed (Debian: apt-get install haproxy).');
}

/** The built server; built here when dist is missing. */
export function ensureServerBuild() {
  if (existsSync(serverMain)) return;
  console.log('Building the server (packages/server/dist is missing)…');
  const built = spawnSync('pnpm', ['--filter', '@storefront/server', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0 || !existsSync(serverMain))
    throw new Error('pnpm --filter @storefront/server build failed');
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

// ---- PostgreSQL ---------------------------------------------------------------------------------

/** Runs one statement on a short-lived connection (pg). */
export async function query(connectionString, text, values = []) {
  const pg = requireFromServer('pg');
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

function databaseUrlFor(name) {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

// ---- HAProxy ------------------------------------------------------------------------------------

/**
 * The load balancer configuration. Round robin over servers checked with GET /readyz every 500 ms
 * (two failures → out, ≈ 1 s; a refused connection on real traffic → out at once; a server told to stop
 * answers 503 there for DRAIN_DELAY_MS while still serving, so it leaves before it closes). A request that could
 * not be sent (connection refused) is always retried on another server; one whose server died or
 * answered 503 while shutting down is retried only when a replay is harmless: GET/HEAD, a call carrying
 * an Idempotency-Key (the server replays the first reply), or the read-only cart price check.
 */
export function haproxyConfig({ port, servers, socketPath }) {
  const serverLines = servers.map(
    (server) => `    server ${server.name} 127.0.0.1:${server.port} check`,
  );
  return `# Written by scripts/cluster/cluster.mjs
global
    maxconn 4096
    stats socket ${socketPath} mode 600 level admin

defaults
    mode http
    timeout connect 2s
    timeout client 30s
    timeout server 30s
    timeout http-keep-alive 10s
    timeout queue 10s
    retries 3
    option redispatch 1

frontend shop
    bind 127.0.0.1:${port}
    option forwardfor
    default_backend ${BACKEND}

backend ${BACKEND}
    balance roundrobin
    option httpchk GET /readyz
    http-check expect status 200
    default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down
    retry-on conn-failure empty-response 503
    acl replay_safe_method method GET HEAD
    acl has_idempotency_key req.hdr(idempotency-key) -m found
    acl read_only_post path /v1/validate-cart-products-price
    http-request disable-l7-retry unless replay_safe_method || has_idempotency_key || read_only_post
${serverLines.join('\n')}
`;
}

/** One command on HAProxy's runtime API (the stats socket); answers its reply. */
export function runtimeCommand(socketPath, command) {
  return new Promise((resolveReply, reject) => {
    const socket = connect(socketPath);
    let reply = '';
    socket.setTimeout(3_000, () => socket.destroy(new Error(`HAProxy runtime API: ${command}`)));
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk) => (reply += chunk));
    socket.on('end', () => resolveReply(reply));
    socket.on('error', reject);
  });
}

/** HAProxy's statistics of each server of the backend, as { name: { column: value } }. */
async function serverStats(socketPath) {
  const csv = await runtimeCommand(socketPath, 'show stat');
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const stats = {};
  for (const row of rows) {
    const cells = Object.fromEntries(row.split(',').map((cell, i) => [columns[i], cell]));
    if (cells.pxname === BACKEND && !['FRONTEND', 'BACKEND'].includes(cells.svname))
      stats[cells.svname] = cells;
  }
  return stats;
}

/** Each server's state as HAProxy sees it: 'UP', 'DOWN', 'MAINT', 'UP 1/2'… by server name. */
export async function serverStatuses(socketPath) {
  const stats = await serverStats(socketPath);
  return Object.fromEntries(Object.entries(stats).map(([name, row]) => [name, row.status]));
}

/** How many requests HAProxy retried (wretr) and sent to another server (wredis) since it started. */
export async function retryCounts(socketPath) {
  const rows = Object.values(await serverStats(socketPath));
  const sum = (column) => rows.reduce((total, row) => total + Number(row[column] || 0), 0);
  return { retries: sum('wretr'), redispatches: sum('wredis') };
}

// ---- processes ----------------------------------------------------------------------------------

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** True when pid still runs the program we started (a recycled pid must never be signalled). */
function runs(pid, program) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(program);
  } catch {
    return alive(pid); // no /proc: trust the pid
  }
}

/** Signals pid when it still runs program; waits up to graceMs for it to exit, then SIGKILLs it. */
async function stopProcess(pid, program, { signal = 'SIGTERM', graceMs = 15_000 } = {}) {
  if (!pid || !runs(pid, program)) return;
  process.kill(pid, signal);
  const deadline = Date.now() + graceMs;
  while (alive(pid) && Date.now() < deadline) await sleep(100);
  if (alive(pid) && runs(pid, program)) process.kill(pid, 'SIGKILL');
}

async function waitForHealth(url, { timeoutMs = 60_000, exited = () => undefined, logFile } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const exitCode = exited();
    if (exitCode !== undefined)
      throw new Error(`${url} exited (${exitCode}) before it was healthy; see ${logFile}`);
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${url}/readyz did not answer 200 within ${timeoutMs / 1000} s`);
    await sleep(150);
  }
}

// ---- the cluster --------------------------------------------------------------------------------

/**
 * Starts `servers` reference servers and HAProxy in front of them on 127.0.0.1:`port` (0: a free port).
 * databaseUrl: an existing PostgreSQL database to use (kept at stop); otherwise a fresh one is created
 * on PG_ADMIN_URL and dropped at stop. env: more environment for every server.
 */
export async function startCluster({
  servers = 3,
  databaseUrl,
  port = 0,
  env = {},
  logLevel = 'warn',
} = {}) {
  ensureHaproxy();
  ensureServerBuild();
  const dir = await mkdtemp(join(tmpdir(), 'storefront-cluster-'));
  const state = {
    dir,
    socketPath: join(dir, 'haproxy.sock'),
    pidFile: join(dir, 'haproxy.pid'),
    haproxyPid: undefined,
    port: port || (await freePort()),
    databaseUrl,
    createdDatabase: undefined,
    adminToken: randomBytes(16).toString('hex'),
    servers: [],
  };
  const exits = new Map(); // pid → exit code, for the servers this process started

  if (!state.databaseUrl) {
    const name = `storefront_cluster_${Date.now()}_${randomBytes(2).toString('hex')}`;
    await query(PG_ADMIN_URL, `CREATE DATABASE ${name}`);
    state.createdDatabase = name;
    state.databaseUrl = databaseUrlFor(name);
  }
  for (let i = 0; i < servers; i++)
    state.servers.push({ name: `s${i + 1}`, port: await freePort(), pid: undefined });

  const serverEnv = {
    ...process.env,
    MODE: 'sandbox',
    HOST: '127.0.0.1',
    DATABASE_URL: state.databaseUrl,
    LOG_LEVEL: logLevel,
    SANDBOX_ADMIN_TOKEN: state.adminToken,
    ...env,
  };
  delete serverEnv.DATA_DIR;

  /** Starts server i (again, after a kill) on its port; resolves once its /readyz answers 200. */
  async function startServer(index) {
    const server = state.servers[index];
    const logFile = join(dir, `${server.name}.log`);
    const log = openSync(logFile, 'a');
    const child = spawn(process.execPath, [serverMain], {
      cwd: root,
      env: { ...serverEnv, PORT: String(server.port) },
      detached: true,
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    child.once('exit', (code, signal) => exits.set(child.pid, code ?? signal));
    child.unref();
    server.pid = child.pid;
    await waitForHealth(`http://127.0.0.1:${server.port}`, {
      exited: () => exits.get(child.pid),
      logFile,
    });
  }

  const handle = {
    state,
    url: `http://127.0.0.1:${state.port}`,
    backendUrl: (index) => `http://127.0.0.1:${state.servers[index].port}`,
    startServer,
    /** SIGKILLs server i (a crash: no graceful shutdown). */
    killServer(index) {
      const { pid } = state.servers[index];
      if (pid && runs(pid, serverMain)) process.kill(pid, 'SIGKILL');
    },
    /** Takes server i out of the balancer ('maint') or puts it back ('ready'). */
    async setServerState(index, mode) {
      await runtimeCommand(
        state.socketPath,
        `set server ${BACKEND}/${state.servers[index].name} state ${mode}`,
      );
    },
    statuses: () => serverStatuses(state.socketPath),
    retryCounts: () => retryCounts(state.socketPath),
    stop: (options) => stopCluster(state, options),
  };

  try {
    // The first server migrates and seeds (both under advisory locks, so parallel starts would be safe
    // too); starting it alone first keeps the others from queueing on those locks.
    await startServer(0);
    await Promise.all(state.servers.slice(1).map((_, i) => startServer(i + 1)));

    const configFile = join(dir, 'haproxy.cfg');
    await writeFile(configFile, haproxyConfig(state));
    const checked = spawnSync('haproxy', ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
    if (checked.status !== 0) throw new Error(`haproxy -c failed:\n${checked.stderr}`);
    const haproxyLog = openSync(join(dir, 'haproxy.log'), 'a');
    const started = spawnSync('haproxy', ['-D', '-f', configFile, '-p', state.pidFile], {
      stdio: ['ignore', haproxyLog, haproxyLog],
    });
    closeSync(haproxyLog);
    if (started.status !== 0) throw new Error(`haproxy did not start; see ${dir}/haproxy.log`);
    state.haproxyPid = Number((await readFile(state.pidFile, 'utf8')).trim());
    // Ready when HAProxy forwards and sees every server up.
    await waitForHealth(handle.url, { timeoutMs: 15_000 });
    const deadline = Date.now() + 15_000;
    while (Object.values(await handle.statuses()).some((status) => status !== 'UP')) {
      if (Date.now() > deadline) throw new Error('HAProxy does not see every server up');
      await sleep(100);
    }
  } catch (error) {
    await stopCluster(state, { keepDir: true });
    throw new Error(`${error.message}\n(logs kept in ${dir})`, { cause: error });
  }
  return handle;
}

/** Stops HAProxy and the servers by the ids that were started, drops a database created at start. */
export async function stopCluster(state, { keepDir = false } = {}) {
  await stopProcess(state.haproxyPid, 'haproxy', { graceMs: 5_000 });
  // A server drains for DRAIN_DELAY_MS (2 s) and then has 15 s to finish: allow for both.
  await Promise.all(
    state.servers.map((server) => stopProcess(server.pid, serverMain, { graceMs: 20_000 })),
  );
  if (state.createdDatabase)
    await query(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${state.createdDatabase} WITH (FORCE)`);
  if (!keepDir) await rm(state.dir, { recursive: true, force: true });
}

// ---- command line -------------------------------------------------------------------------------

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

async function readState(stateFile) {
  try {
    return JSON.parse(await readFile(stateFile, 'utf8'));
  } catch {
    return undefined;
  }
}

async function main() {
  const command = process.argv[2];
  const stateFile = resolve(option('state', defaultStateFile));
  if (command === 'start') {
    if (await readState(stateFile))
      throw new Error(`a cluster is already recorded in ${stateFile}; stop it first`);
    const cluster = await startCluster({
      servers: Number(option('servers', '3')),
      port: Number(option('port', '8080')),
      databaseUrl: option('database-url', undefined),
      logLevel: option('log-level', 'info'),
    });
    await mkdir(dirname(stateFile), { recursive: true });
    await writeFile(stateFile, JSON.stringify(cluster.state, null, 2));
    console.log(`cluster up: ${cluster.url} → ${cluster.state.servers.length} servers`);
    for (const server of cluster.state.servers)
      console.log(`  ${server.name}  127.0.0.1:${server.port}  pid ${server.pid}`);
    console.log(
      `  haproxy pid ${cluster.state.haproxyPid}; config and logs in ${cluster.state.dir}`,
    );
    console.log(`  database ${cluster.state.databaseUrl}`);
    console.log(`stop with: node scripts/cluster/cluster.mjs stop`);
  } else if (command === 'status') {
    const state = await readState(stateFile);
    if (!state) return console.log('no cluster recorded');
    console.log(`http://127.0.0.1:${state.port}`, await serverStatuses(state.socketPath));
  } else if (command === 'stop') {
    const state = await readState(stateFile);
    if (!state) return console.log(`no cluster recorded in ${stateFile}`);
    await stopCluster(state);
    await rm(stateFile, { force: true });
    console.log('cluster stopped');
  } else {
    console.error(
      'usage: node scripts/cluster/cluster.mjs start [--servers 3] [--port 8080] [--database-url URL] | status | stop',
    );
    process.exitCode = 2;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
