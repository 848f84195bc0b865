#!/usr/bin/env node
// API benchmark of the reference server, on loopback, bounded in time. For embedded PGlite and for
// PostgreSQL it starts the real server (sandbox mode, a fresh database each) and measures with autocannon:
//   category  GET /v1/get-category-products?categorySlug=chicken&pageNo=1
//   search    GET /v1/search?term=chicken&pageNo=1
//   product   GET /v1/get-product-details?productSlug=chicken-wings
//   home      GET /v1/get-home-data
//             (each asking, as a browser does, for a compressed reply: Accept-Encoding gzip, deflate, br)
//   config    GET /v1/get-store-configs, a small public read: the baseline of the next one
//   profile   GET /v1/get-profile with a signed-in shopper's bearer token: an authenticated read, whose
//             every call verifies the token and checks its session is live (http/live-sessions.ts)
//   checkout  signed-in shoppers (one per connection) in a loop: POST /v1/checkout (a new Idempotency-Key
//             each time), paying the gateway order on the sandbox payment page, then
//             POST /v1/validate-payment-signature with the signature computed here with the sandbox key
//             secret (3 requests per paid order)
// next to a bare Fastify hello-world server measured in the same run. Prints requests/s, the share of
// bare Fastify's requests/s and p50/p99 latency, checks scripts/bench/budgets/api.json (the catalog
// scenarios' budgets are shares of bare Fastify, so they hold on a faster or slower machine) and exits
// non-zero when a scenario is over budget.
//
//   node scripts/bench/api.mjs [--duration 5] [--connections 10] [--only pglite|postgres]
//                              [--scenarios category,search,product,home,config,profile,checkout]
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is used to
// CREATE and DROP a throwaway database; unreachable → skipped with a notice, or a failure when CI=true.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = join(root, 'packages/server');
// autocannon, fastify and pg are the server package's dependencies.
const requireFromServer = createRequire(join(serverDir, 'package.json'));

// ---- options ------------------------------------------------------------------------------------

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

// ---- child processes ----------------------------------------------------------------------------

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** Starts a child process; keeps its last output lines for error messages. */
function startChild(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const keep = (chunk) => {
    tail.push(...String(chunk).split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 20));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  return {
    child,
    tail,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function startHelloServer() {
  const hello = startChild(
    process.execPath,
    [fileURLToPath(import.meta.url), '--hello-server'],
    {},
  );
  const url = await new Promise((resolveUrl, reject) => {
    hello.child.stdout.once('data', (chunk) => resolveUrl(String(chunk).trim().split('\n')[0]));
    hello.exited.then((code) => reject(new Error(`hello server exited (${code})`)));
  });
  return { ...hello, url };
}

/** The reference server from source (tsx, `source` condition), sandbox mode, quiet logs. */
async function startStorefront(databaseEnv) {
  const port = await freePort();
  const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
  const server = startChild(
    process.execPath,
    [tsx, '--conditions=source', join(serverDir, 'src/main.ts')],
    {
      MODE: 'sandbox',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PAYMENT_KEY_SECRET: PAYMENT_SECRET,
      ...databaseEnv,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited (${server.child.exitCode}):\n${server.tail.join('\n')}`);
    try {
      const response = await fetch(`${url}/v1/get-store-configs`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`the server did not answer within 120 s:\n${server.tail.join('\n')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { ...server, url };
}

// ---- PostgreSQL ---------------------------------------------------------------------------------

const PG_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(text) {
  const pg = requireFromServer('pg');
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

function databaseUrl(name) {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

// ---- the shopper the checkout scenario uses ------------------------------------------------------

const PAYMENT_SECRET = `bench-sandbox-key-secret-${randomBytes(8).toString('hex')}`;
const signature = (gatewayOrderId, paymentId) =>
  createHmac('sha256', PAYMENT_SECRET).update(`${gatewayOrderId}|${paymentId}`).digest('hex');

async function api(base, method, path, { token, body, query } = {}) {
  const url = new URL(`/v1${path}`, base);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** Signs a shopper in through the sandbox OTP flow and saves an address; answers the token and address id. */
async function signInShopper(base, phoneNumber) {
  const sent = await api(base, 'POST', '/sandbox/otp/send', { body: { phoneNumber } });
  const inbox = await api(base, 'GET', '/sandbox/otp/inbox');
  const code = inbox.Messages.find((message) => message.To === phoneNumber)?.Code;
  const proof = await api(base, 'POST', '/sandbox/otp/verify', {
    body: { requestId: sent.RequestId, code },
  });
  const session = await api(base, 'POST', '/auth-users', {
    body: {
      username: 'Bench Shopper',
      email: '',
      phoneNumber,
      loginUsing: 'Phone',
      loginService: 'otpless',
      idToken: proof.Token,
    },
  });
  const token = session.Token;
  const { Address } = await api(base, 'POST', '/post-user-address', {
    token,
    body: {
      AddressData: {
        fullName: 'Bench Shopper',
        phoneNumber,
        addressLine1: '12, 4th Cross, Indiranagar',
        addressLine2: '',
        landmark: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560038',
        type: 'Home',
        latitude: 12.9719,
        longitude: 77.6412,
      },
    },
  });
  return { token, addressId: Address.AddressId };
}

/**
 * One shopper per connection (so the loop measures the store, not one shopper's wallet lock), each with a
 * saved address, and the cart they all check out: 2 × a chicken product with a valid option per group.
 */
async function prepareShoppers(base, count) {
  const firstPhone = 900_000_000 + Math.floor(Math.random() * 90_000_000);
  const shoppers = [];
  for (let i = 0; i < count; i++)
    shoppers.push(await signInShopper(base, `9${String(firstPhone + i).padStart(9, '0')}`));
  const { Products } = await api(base, 'GET', '/get-category-products', {
    query: { categorySlug: 'chicken', pageNo: 1 },
  });
  const card = Products.find((product) => product.IsAvailable);
  if (!card) throw new Error('no available product in the chicken category');
  const { ProductDetails } = await api(base, 'GET', '/get-product-details', {
    query: { productSlug: card.Slug },
  });
  const configPriceIds = ProductDetails.ProductConfig.map(
    (group) => (group.Options.find((row) => row.IsAvailable) ?? group.Options[0]).RowId,
  );
  const priced = await api(base, 'POST', '/validate-cart-products-price', {
    body: { products: [{ productId: card.ProductId, price: 0, configPriceIds }] },
  });
  const { DeliveryMethods } = await api(base, 'GET', '/get-delivery-methods');
  const { PaymentMethods } = await api(base, 'GET', '/get-payment-methods');
  return shoppers.map(({ token, addressId }) => ({
    token,
    checkout: {
      addressId,
      deliveryMethodId: DeliveryMethods[0].DeliveryMethodId,
      paymentMethodId: PaymentMethods[0].PaymentMethodId,
      useWallet: false,
      products: [
        {
          productId: card.ProductId,
          configPriceIds,
          qty: 2,
          price: priced.UpdatedProducts[0].UpdatedPrice,
        },
      ],
    },
  }));
}

// ---- measuring ----------------------------------------------------------------------------------

const autocannon = () => requireFromServer('autocannon');
const duration = Number(option('duration', '5'));
const connections = Number(option('connections', '10'));
const scenarios = new Set(
  option('scenarios', 'category,search,product,home,config,profile,checkout').split(','),
);

/** The public catalog reads, each a GET the server answers from its reply cache. */
const CATALOG_SCENARIOS = [
  ['category', '/v1/get-category-products?categorySlug=chicken&pageNo=1'],
  ['search', '/v1/search?term=chicken&pageNo=1'],
  ['product', '/v1/get-product-details?productSlug=chicken-wings'],
  ['home', '/v1/get-home-data'],
];

function measure(options) {
  return new Promise((resolveResult, reject) => {
    autocannon()({ connections, duration, ...options }, (error, result) =>
      error ? reject(error) : resolveResult(result),
    );
  });
}

function row(name, result, extra = {}) {
  const failures = result.errors + result.timeouts + (extra.failures ?? result.non2xx);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures,
    note: extra.note ?? '',
  };
}

/**
 * A catalog read asks as a shopper's browser (and any CDN in front) does: for a compressed reply, which
 * the public reply cache keeps ready per encoding. Without it the load generator, parsing 4-5 KB of JSON
 * per reply on the second core, measured itself more than the server.
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

async function benchGet(name, url, extraHeaders = {}) {
  const headers = { ...BROWSER_HEADERS, ...extraHeaders };
  await measure({ url, headers, duration: 1 }); // warm-up
  return row(name, await measure({ url, headers }));
}

/**
 * A small public read and an authenticated read of about the same size, side by side: the difference is
 * what checking a bearer token and its session costs (the public one is answered from the reply cache,
 * the profile is read from the database on every call).
 */
async function benchAuthenticatedRead(base) {
  const results = [];
  if (scenarios.has('config'))
    results.push(await benchGet('config', `${base}/v1/get-store-configs`));
  if (scenarios.has('profile')) {
    const phone = `9${String(800_000_000 + Math.floor(Math.random() * 90_000_000)).padStart(9, '0')}`;
    const { token } = await signInShopper(base, phone);
    results.push(
      await benchGet('profile', `${base}/v1/get-profile`, { authorization: `Bearer ${token}` }),
    );
  }
  return results;
}

function headerValue(headers, name) {
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2)
      if (String(headers[i]).toLowerCase() === name) return String(headers[i + 1]);
    return undefined;
  }
  const value = headers?.[name];
  return Array.isArray(value) ? value[0] : value;
}

async function benchCheckout(base, shoppers) {
  let nextShopper = 0;
  const tally = { orders: 0, paid: 0, failures: 0 };
  const fail = (context) => {
    tally.failures++;
    context.broken = true;
  };
  const requests = [
    {
      method: 'POST',
      path: '/v1/checkout',
      setupRequest: (request, context) => {
        context.broken = false;
        context.shopper = shoppers[nextShopper++ % shoppers.length];
        request.body = JSON.stringify(context.shopper.checkout);
        request.headers = {
          ...request.headers,
          'content-type': 'application/json',
          authorization: `Bearer ${context.shopper.token}`,
          'idempotency-key': randomUUID(),
        };
        return request;
      },
      onResponse: (status, body, context) => {
        if (status !== 200) return fail(context);
        const { OrderData } = JSON.parse(body);
        context.orderId = OrderData.OrderId;
        context.gatewayOrderId = OrderData.Payment?.GatewayOrderId;
        tally.orders++;
        if (!context.gatewayOrderId) fail(context);
      },
    },
    {
      method: 'POST',
      setupRequest: (request, context) => {
        if (context.broken) return null; // start over with a new checkout
        request.path = `/sandbox/pay/${encodeURIComponent(context.gatewayOrderId)}`;
        request.headers = {
          ...request.headers,
          'content-type': 'application/x-www-form-urlencoded',
        };
        request.body = 'action=pay&return=%2Fbench';
        return request;
      },
      onResponse: (status, _body, context, headers) => {
        const location = headerValue(headers, 'location');
        if (status !== 303 || !location) return fail(context);
        const params = new URL(location, base).searchParams;
        context.paymentId = params.get('payment_id');
        // The signature is computed here with the sandbox key secret, as a merchant server would.
        context.signature = signature(context.gatewayOrderId, context.paymentId ?? '');
        if (!context.paymentId || params.get('signature') !== context.signature) fail(context);
      },
    },
    {
      method: 'POST',
      path: '/v1/validate-payment-signature',
      setupRequest: (request, context) => {
        if (context.broken) return null;
        request.headers = {
          ...request.headers,
          'content-type': 'application/json',
          authorization: `Bearer ${context.shopper.token}`,
          'idempotency-key': randomUUID(),
        };
        request.body = JSON.stringify({
          orderId: context.orderId,
          paymentId: context.paymentId,
          signature: context.signature,
        });
        return request;
      },
      onResponse: (status, body, context) => {
        if (status !== 200 || JSON.parse(body).OrderData?.PaymentStatus !== 'Paid')
          return fail(context);
        tally.paid++;
      },
    },
  ];
  await measure({ url: base, requests, duration: 1 }); // warm-up
  Object.assign(tally, { orders: 0, paid: 0, failures: 0 });
  const result = await measure({ url: base, requests });
  return row('checkout+payment', result, {
    failures: tally.failures,
    note: `${(tally.paid / duration).toFixed(1)} paid orders/s`,
  });
}

async function benchDatabase(kind, startOptions) {
  let server;
  try {
    server = await startStorefront(startOptions.env);
    const base = server.url;
    const results = [];
    for (const [name, path] of CATALOG_SCENARIOS)
      if (scenarios.has(name)) results.push(await benchGet(name, `${base}${path}`));
    results.push(...(await benchAuthenticatedRead(base)));
    if (scenarios.has('checkout'))
      results.push(await benchCheckout(base, await prepareShoppers(base, connections)));
    return results.map((result) => ({ ...result, database: kind }));
  } finally {
    await server?.stop();
    await startOptions.cleanUp();
  }
}

// ---- report and budgets -------------------------------------------------------------------------

/** Each row's requests/s as a share of bare Fastify's in the same run. */
function withShares(rows) {
  const bare = rows.find((r) => r.database === 'fastify (bare)')?.requestsPerSecond ?? 0;
  return rows.map((r) => ({ ...r, shareOfBare: bare > 0 ? r.requestsPerSecond / bare : 0 }));
}

function printTable(rows) {
  const header = [
    'server',
    'scenario',
    'req/s',
    '% bare',
    'p50 ms',
    'p99 ms',
    'requests',
    'failed',
    'note',
  ];
  const lines = rows.map((r) => [
    r.database,
    r.name,
    r.requestsPerSecond.toFixed(0),
    `${(r.shareOfBare * 100).toFixed(1)}`,
    String(r.p50),
    String(r.p99),
    String(r.requests),
    String(r.failures),
    r.note,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) =>
    cells.map((cell, i) => (i < 2 || i === 8 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])));
  console.log(format(header).join('  '));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line).join('  '));
}

function checkBudgets(rows, budgets) {
  const problems = [];
  for (const r of rows) {
    const budget = budgets[r.database]?.[r.name];
    if (!budget) {
      problems.push(`${r.database} ${r.name}: no budget in scripts/bench/budgets/api.json`);
      continue;
    }
    if (r.failures > 0) problems.push(`${r.database} ${r.name}: ${r.failures} failed requests`);
    if (
      budget.minRequestsPerSecond !== undefined &&
      r.requestsPerSecond < budget.minRequestsPerSecond
    )
      problems.push(
        `${r.database} ${r.name}: ${r.requestsPerSecond.toFixed(0)} req/s < ${budget.minRequestsPerSecond}`,
      );
    if (budget.minShareOfBare !== undefined && r.shareOfBare < budget.minShareOfBare)
      problems.push(
        `${r.database} ${r.name}: ${(r.shareOfBare * 100).toFixed(1)} % of bare Fastify < ${budget.minShareOfBare * 100} %`,
      );
    if (r.p99 > budget.maxP99Ms)
      problems.push(`${r.database} ${r.name}: p99 ${r.p99} ms > ${budget.maxP99Ms} ms`);
  }
  return problems;
}

async function main() {
  const budgets = JSON.parse(await readFile(join(root, 'scripts/bench/budgets/api.json'), 'utf8'));
  const only = option('only', undefined);
  const rows = [];
  const notices = [];
  console.log(
    `API benchmark: ${duration} s per scenario (after 1 s warm-up), ${connections} connections, loopback; server in sandbox mode, LOG_LEVEL=warn`,
  );

  const hello = await startHelloServer();
  try {
    rows.push({ ...(await benchGet('hello-world', `${hello.url}/`)), database: 'fastify (bare)' });
  } finally {
    await hello.stop();
  }

  if (only !== 'postgres') {
    const dataDir = await mkdtemp(join(tmpdir(), 'storefront-bench-pglite-'));
    rows.push(
      ...(await benchDatabase('pglite', {
        env: { DATA_DIR: dataDir, DATABASE_URL: '' },
        cleanUp: () => rm(dataDir, { recursive: true, force: true }),
      })),
    );
  }

  if (only !== 'pglite') {
    const name = `storefront_bench_${randomBytes(4).toString('hex')}`;
    let reachable = true;
    try {
      await adminQuery(`CREATE DATABASE ${name}`);
    } catch (error) {
      reachable = false;
      const text = `PostgreSQL at ${PG_ADMIN_URL} unavailable (${error.message})`;
      if (process.env.CI === 'true') {
        console.error(`${text}; CI=true: failing`);
        process.exitCode = 1;
      } else notices.push(`${text}: PostgreSQL scenarios skipped`);
    }
    if (reachable) {
      rows.push(
        ...(await benchDatabase('postgres', {
          env: { DATABASE_URL: databaseUrl(name) },
          cleanUp: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        })),
      );
    }
  }

  console.log(
    `\nload average after the run: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}\n`,
  );
  const shared = withShares(rows);
  printTable(shared);
  for (const notice of notices) console.log(`notice: ${notice}`);
  const problems = checkBudgets(shared, budgets);
  if (problems.length > 0) {
    console.error(`\nover budget (scripts/bench/budgets/api.json):\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nwithin budget (scripts/bench/budgets/api.json)');
}

// ---- the bare hello-world server (this file, run as a child) ------------------------------------

if (process.argv.includes('--hello-server')) {
  const Fastify = requireFromServer('fastify');
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${url}\n`);
  process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
} else {
  await main();
}
