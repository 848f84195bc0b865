#!/usr/bin/env node
// Cluster benchmark: N reference servers on one PostgreSQL behind HAProxy (scripts/cluster/cluster.mjs),
// all on loopback, driven by signed-in virtual shoppers through the load balancer, bounded in time.
//
// Each shopper signs in through the sandbox OTP flow, saves an address in one of the three seeded hubs'
// areas (docs/inventory.md: Koramangala, C V Raman Nagar, J P Nagar, in turn), then loops over actions:
//   browse 80 %     one GET: home, categories, a category's products, a product, or a search
//   cart 15 %       POST /v1/validate-cart-products-price for 1–3 lines
//   checkout 5 %    POST /v1/checkout (Idempotency-Key), pay on the sandbox payment page,
//                   POST /v1/validate-payment-signature (Idempotency-Key): 3 requests; one checkout in ten
//                   is cancelled instead of paid (POST /v1/cancel-order), releasing what it held
// A shopper retries as the SDK does (up to 2 more attempts, back-off 300 ms doubling, jittered, or the
// server's Retry-After) on a connection error, 429 or 5xx, and only a call that is safe to replay: a
// GET, a call carrying an Idempotency-Key, the read-only cart price check, or the sandbox payment page
// (one payment per gateway order); also, like the SDK, a 409 with Retry-After on a call carrying an
// Idempotency-Key (still running elsewhere). A request that still fails counts as failed.
//
// Phases: a short phase with one server in the balancer (the others in maintenance), then the N-server
// phase, during which one server is SIGKILLed at 1/3 of the duration and restarted at 2/3. Afterwards it
// checks the database: every 2xx checkout has its order row (else: lost), every confirmed payment left
// the order Paid (else: lost), no Idempotency-Key made two orders and no gateway order was paid twice
// (else: duplicates), and the stock books balance: no hub holds more than it has, and every hub's units on
// hand are the sum of its movements (else: oversold). Checkouts include the counted mutton curry cut, sold
// out at one hub and nearly so at another, so reservations are taken, refused ("sold out", an expected
// answer, not a failure) and released. Last, a price changed through one server must show on every server (each asked
// directly) within one second. Checks scripts/bench/budgets/cluster.json; exits non-zero when over.
//
//   node scripts/bench/cluster.mjs [--duration 60] [--servers 3] [--shoppers 16] [--single-duration 15]
//   node scripts/bench/cluster.mjs --smoke      CI: 3 servers, 10 s, one kill, no 1-server phase;
//                                               asserts 0 failed requests, 0 lost orders, 0 duplicates
// PostgreSQL: CLUSTER_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) creates and
// drops the run's database.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { query, startCluster } from '../cluster/cluster.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const smoke = process.argv.includes('--smoke');
const duration = Number(option('duration', smoke ? '10' : '60'));
const serverCount = Number(option('servers', '3'));
const shopperCount = Math.min(50, Number(option('shoppers', smoke ? '8' : '16')));
const singleDuration = Number(
  option('single-duration', smoke ? '0' : String(Math.max(5, Math.round(duration / 4)))),
);
const killAt = duration / 3;
const restartAt = (2 * duration) / 3;
/** Hard bound on requests per phase, whatever the duration. */
const MAX_REQUESTS_PER_PHASE = 2_000_000;
const REQUEST_TIMEOUT_MS = 15_000;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

// ---- one shopper's HTTP calls -------------------------------------------------------------------

/** Counters of one measured phase. */
function newPhase(name) {
  return {
    name,
    startedAt: 0,
    endedAt: 0,
    requests: 0,
    succeeded: 0,
    failed: 0,
    retried: 0,
    latencies: [],
    /** The second of the phase each latency was measured in. */
    latencySeconds: [],
    perSecond: [],
    /** Failed requests by kind and reason. */
    failures: {},
    byKind: {},
    /** Latencies of the succeeded requests by kind (checkout: its p99 with reservations). */
    latenciesByKind: {},
  };
}

let phase = newPhase('sign-in'); // the phase requests are counted in

function record(kind, ok, latencyMs, note) {
  phase.requests++;
  phase.byKind[kind] = (phase.byKind[kind] ?? 0) + 1;
  if (!ok) {
    phase.failed++;
    const reason = `${kind}: ${note}`;
    phase.failures[reason] = (phase.failures[reason] ?? 0) + 1;
    return;
  }
  phase.succeeded++;
  (phase.latenciesByKind[kind] ??= []).push(latencyMs);
  const second = Math.floor((Date.now() - phase.startedAt) / 1000);
  phase.latencies.push(latencyMs);
  phase.latencySeconds.push(second);
  phase.perSecond[second] = (phase.perSecond[second] ?? 0) + 1;
}

function parsedOrNull(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * One shopper request through `base`, with the SDK's retry policy when replaySafe. Answers the parsed
 * reply (JSON, or the Location of a redirect); throws when it still failed.
 */
async function call(base, kind, { method = 'GET', path, query: params, body, form, token, key }) {
  const url = new URL(path, base);
  for (const [name, value] of Object.entries(params ?? {})) url.searchParams.set(name, value);
  const headers = {
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(key ? { 'idempotency-key': key } : {}),
  };
  const replaySafe =
    method === 'GET' ||
    key !== undefined ||
    path === '/v1/validate-cart-products-price' ||
    path.startsWith('/sandbox/pay/');
  const started = performance.now();
  let problem = '';
  let retryAfterMs;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) {
      phase.retried++;
      const delay = 300 * 2 ** (attempt - 1);
      await sleep(retryAfterMs ?? delay / 2 + Math.random() * (delay / 2));
    }
    let retryable;
    retryAfterMs = undefined;
    try {
      const response = await fetch(url, {
        method,
        headers,
        body: body ? JSON.stringify(body) : form,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.status === 303) {
        record(kind, true, performance.now() - started);
        return { location: response.headers.get('location') };
      }
      if (response.ok) {
        record(kind, true, performance.now() - started);
        return JSON.parse(text);
      }
      // The hub that delivers has not the units: the store's right answer, not a failure.
      const refusal = response.status === 409 ? parsedOrNull(text) : null;
      if (refusal?.UnAvailableItems === true) {
        record(kind, true, performance.now() - started);
        return { refused: refusal };
      }
      let message = text.slice(0, 120);
      try {
        message = JSON.parse(text).Message ?? message;
      } catch {
        // not JSON: keep the text
      }
      problem = `${method} ${path} answered ${response.status} ${message}`;
      const retryAfter = response.headers.get('retry-after');
      if (retryAfter !== null && /^\d+$/.test(retryAfter)) retryAfterMs = Number(retryAfter) * 1000;
      retryable =
        response.status === 429 ||
        response.status >= 500 ||
        (response.status === 409 && retryAfter !== null && key !== undefined);
    } catch (error) {
      problem = `${method} ${path}: ${error.cause?.code ?? error.message}`;
      retryable = true;
    }
    if (!retryable || !replaySafe) break;
  }
  record(kind, false, performance.now() - started, problem);
  throw new Error(problem);
}

// ---- the store's catalog and the shoppers -------------------------------------------------------

async function loadCatalog(base) {
  const { Categories } = await call(base, 'setup', { path: '/v1/get-categories' });
  const products = [];
  for (const category of Categories) {
    const { Products } = await call(base, 'setup', {
      path: '/v1/get-category-products',
      query: { categorySlug: category.Slug, pageNo: '1' },
    });
    products.push(...Products.filter((product) => product.IsAvailable));
  }
  // Cart lines: a product with a valid option per group, priced by the server; the counted mutton curry
  // cut first (seed/hubs.ts), so checkouts take and release reservations.
  const lines = [];
  const counted = products.find((product) => product.Slug === 'mutton-curry-cut');
  for (const card of [...(counted ? [counted] : []), ...products.slice(0, 11)]) {
    const { ProductDetails } = await call(base, 'setup', {
      path: '/v1/get-product-details',
      query: { productSlug: card.Slug },
    });
    const configPriceIds = ProductDetails.ProductConfig.map(
      (group) => (group.Options.find((row) => row.IsAvailable) ?? group.Options[0]).RowId,
    );
    lines.push({ productId: card.ProductId, configPriceIds, price: 0 });
  }
  const priced = await call(base, 'setup', {
    method: 'POST',
    path: '/v1/validate-cart-products-price',
    body: { products: lines },
  });
  priced.UpdatedProducts.forEach((updated, i) => (lines[i].price = updated.UpdatedPrice));
  const { DeliveryMethods } = await call(base, 'setup', { path: '/v1/get-delivery-methods' });
  const { PaymentMethods } = await call(base, 'setup', { path: '/v1/get-payment-methods' });
  return {
    categorySlugs: Categories.map((category) => category.Slug),
    productSlugs: products.map((product) => product.Slug),
    lines,
    deliveryMethodId: DeliveryMethods[0].DeliveryMethodId,
    paymentMethodId: PaymentMethods[0].PaymentMethodId,
  };
}

/** An address in each seeded hub's area (seed/hubs.ts), at its pincode's centroid. */
const AREAS = [
  {
    line: '12, 4th Cross, Indiranagar',
    postalCode: '560038',
    latitude: 12.9719,
    longitude: 77.6412,
  },
  {
    line: '7, 2nd Main, C V Raman Nagar',
    postalCode: '560093',
    latitude: 12.985,
    longitude: 77.663,
  },
  {
    line: '33, 15th Cross, J P Nagar',
    postalCode: '560078',
    latitude: 12.9063,
    longitude: 77.5857,
  },
];

/** A shopper signed in through the sandbox OTP flow, with a saved address in `area`. */
async function signIn(base, phoneNumber, area) {
  const sent = await call(base, 'setup', {
    method: 'POST',
    path: '/v1/sandbox/otp/send',
    body: { phoneNumber },
  });
  const inbox = await call(base, 'setup', { path: '/v1/sandbox/otp/inbox' });
  const code = inbox.Messages.find((message) => message.To.endsWith(phoneNumber))?.Code;
  if (!code) throw new Error(`no sandbox code for ${phoneNumber}`);
  const proof = await call(base, 'setup', {
    method: 'POST',
    path: '/v1/sandbox/otp/verify',
    body: { requestId: sent.RequestId, code },
  });
  const session = await call(base, 'setup', {
    method: 'POST',
    path: '/v1/auth-users',
    body: {
      username: 'Cluster Shopper',
      email: '',
      phoneNumber,
      loginUsing: 'Phone',
      loginService: 'otpless',
      idToken: proof.Token,
    },
  });
  const { Address } = await call(base, 'setup', {
    method: 'POST',
    path: '/v1/post-user-address',
    token: session.Token,
    body: {
      AddressData: {
        fullName: 'Cluster Shopper',
        phoneNumber,
        addressLine1: area.line,
        addressLine2: '',
        landmark: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: area.postalCode,
        type: 'Home',
        latitude: area.latitude,
        longitude: area.longitude,
      },
    },
  });
  return { token: session.Token, addressId: Address.AddressId };
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const SEARCH_TERMS = ['chicken', 'mutton', 'prawns', 'fish', 'eggs', 'curry cut', 'boneless'];

/** What every checkout said yes to, checked against the database after the run. */
const ledger = { checkoutKeys: [], ordersPlaced: [], ordersPaid: [], soldOut: 0 };

async function browse(base, catalog) {
  const choice = Math.floor(Math.random() * 5);
  if (choice === 0) return call(base, 'home', { path: '/v1/get-home-data' });
  if (choice === 1) return call(base, 'categories', { path: '/v1/get-categories' });
  if (choice === 2)
    return call(base, 'category', {
      path: '/v1/get-category-products',
      query: { categorySlug: pick(catalog.categorySlugs), pageNo: '1' },
    });
  if (choice === 3)
    return call(base, 'product', {
      path: '/v1/get-product-details',
      query: { productSlug: pick(catalog.productSlugs) },
    });
  return call(base, 'search', {
    path: '/v1/search',
    query: { term: pick(SEARCH_TERMS), pageNo: '1' },
  });
}

function cartLines(catalog) {
  const count = 1 + Math.floor(Math.random() * 3);
  return Array.from({ length: count }, () => pick(catalog.lines));
}

async function checkCart(base, catalog) {
  return call(base, 'cart', {
    method: 'POST',
    path: '/v1/validate-cart-products-price',
    body: { products: cartLines(catalog) },
  });
}

async function checkoutAndPay(base, catalog, shopper) {
  const checkoutKey = randomUUID();
  ledger.checkoutKeys.push(checkoutKey);
  const { OrderData, refused } = await call(base, 'checkout', {
    method: 'POST',
    path: '/v1/checkout',
    token: shopper.token,
    key: checkoutKey,
    body: {
      addressId: shopper.addressId,
      deliveryMethodId: catalog.deliveryMethodId,
      paymentMethodId: catalog.paymentMethodId,
      useWallet: false,
      products: [{ ...pick(catalog.lines), qty: 1 + Math.floor(Math.random() * 2) }],
    },
  });
  if (refused) {
    ledger.soldOut++;
    return;
  }
  ledger.ordersPlaced.push({ orderId: OrderData.OrderId, checkoutKey });
  if (Math.random() < 0.1) {
    // The shopper changes their mind before paying: the order's hold on the hub's stock is released.
    await call(base, 'cancel', {
      method: 'POST',
      path: '/v1/cancel-order',
      token: shopper.token,
      key: randomUUID(),
      body: { orderId: OrderData.OrderId, reason: 'Changed my mind' },
    });
    return;
  }
  const gatewayOrderId = OrderData.Payment?.GatewayOrderId;
  if (!gatewayOrderId) return;
  const { location } = await call(base, 'pay', {
    method: 'POST',
    path: `/sandbox/pay/${encodeURIComponent(gatewayOrderId)}`,
    form: 'action=pay&return=%2Fbench',
  });
  const paid = new URL(location, base).searchParams;
  const confirmed = await call(base, 'confirm', {
    method: 'POST',
    path: '/v1/validate-payment-signature',
    token: shopper.token,
    key: randomUUID(),
    body: {
      orderId: OrderData.OrderId,
      paymentId: paid.get('payment_id'),
      signature: paid.get('signature'),
    },
  });
  if (confirmed.OrderData?.PaymentStatus === 'Paid') ledger.ordersPaid.push(OrderData.OrderId);
}

async function shopperLoop(base, catalog, shopper, until) {
  while (Date.now() < until && phase.requests < MAX_REQUESTS_PER_PHASE) {
    const roll = Math.random();
    try {
      if (roll < 0.8) await browse(base, catalog);
      else if (roll < 0.95) await checkCart(base, catalog);
      else await checkoutAndPay(base, catalog, shopper);
    } catch {
      // counted as failed in call(); the shopper goes on with the next action
    }
  }
}

async function runPhase(name, base, catalog, shoppers, seconds, during = async () => {}) {
  phase = newPhase(name);
  phase.startedAt = Date.now();
  const until = phase.startedAt + seconds * 1000;
  await Promise.all([
    ...shoppers.map((shopper) => shopperLoop(base, catalog, shopper, until)),
    during(phase.startedAt),
  ]);
  phase.endedAt = Date.now();
  return phase;
}

// ---- measurements -------------------------------------------------------------------------------

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Requests/s and latency of a phase: over the whole phase, or over its seconds [fromSecond, toSecond)
 * (failed and retried are always whole-phase counts).
 */
function summarize(measured, fromSecond = 0, toSecond = Infinity) {
  const seconds = (measured.endedAt - measured.startedAt) / 1000;
  const windowed = fromSecond > 0 || toSecond < seconds;
  const last = Math.min(toSecond, Math.ceil(seconds));
  const inWindow = (second) => second >= fromSecond && second < last;
  const sorted = Float64Array.from(
    measured.latencies.filter((_, i) => inWindow(measured.latencySeconds[i])),
  ).sort();
  return {
    name: measured.name,
    requestsPerSecond: windowed
      ? sorted.length / (last - fromSecond)
      : measured.succeeded / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    requests: windowed ? sorted.length : measured.requests,
    failed: windowed ? undefined : measured.failed,
    retried: windowed ? undefined : measured.retried,
  };
}

/** Polls HAProxy until server `name` is in a state starting with `prefix`; answers the ms it took. */
async function timeUntilStatus(cluster, name, prefix, since, timeoutMs = 15_000) {
  for (;;) {
    const statuses = await cluster.statuses().catch(() => ({}));
    if (statuses[name]?.startsWith(prefix)) return Date.now() - since;
    if (Date.now() - since > timeoutMs) return Infinity;
    await sleep(50);
  }
}

/** Orders and payments in the database against what the shoppers were told. */
async function auditDatabase(databaseUrl) {
  const placedIds = ledger.ordersPlaced.map((order) => order.orderId);
  const { rows: found } = await query(
    databaseUrl,
    'select id, checkout_key, payment_status from orders where id = any($1::int[])',
    [placedIds],
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  const lostOrders = ledger.ordersPlaced.filter(
    (order) => byId.get(order.orderId)?.checkout_key !== order.checkoutKey,
  ).length;
  const lostPayments = ledger.ordersPaid.filter(
    (orderId) => byId.get(orderId)?.payment_status !== 'Paid',
  ).length;
  const { rows: duplicateOrders } = await query(
    databaseUrl,
    `select user_id, checkout_key from orders where checkout_key = any($1::text[])
     group by user_id, checkout_key having count(*) > 1`,
    [ledger.checkoutKeys],
  );
  const { rows: duplicatePayments } = await query(
    databaseUrl,
    `select gateway_order_id from sandbox_payments where status = 'captured'
     group by gateway_order_id having count(*) > 1`,
  );
  const { rows: doublePaidOrders } = await query(
    databaseUrl,
    `select order_id from payment_attempts where status = 'Paid'
     group by order_id having count(*) > 1`,
  );
  const { rows: totals } = await query(
    databaseUrl,
    `select count(*)::int as orders, count(*) filter (where payment_status = 'Paid')::int as paid
     from orders where checkout_key = any($1::text[])`,
    [ledger.checkoutKeys],
  );
  const stock = await auditStock(databaseUrl);
  return {
    ...stock,
    ordersAcknowledged: ledger.ordersPlaced.length,
    paymentsAcknowledged: ledger.ordersPaid.length,
    ordersInDatabase: totals[0].orders,
    paidInDatabase: totals[0].paid,
    lost: lostOrders + lostPayments,
    lostOrders,
    lostPayments,
    duplicates: duplicateOrders.length + duplicatePayments.length + doublePaidOrders.length,
  };
}

/**
 * The stock books after the run (docs/inventory.md): reservations taken, released and deducted, and how
 * many hub levels are oversold — reserved beyond on hand, below zero, or on hand not the sum of the
 * level's movements (must be 0).
 */
async function auditStock(databaseUrl) {
  const { rows: reservations } = await query(
    databaseUrl,
    `select count(*)::int as taken, count(*) filter (where status = 'Released')::int as released,
       count(*) filter (where status = 'Deducted')::int as deducted from stock_reservations`,
  );
  const { rows: oversold } = await query(
    databaseUrl,
    `select l.hub_id, l.option_row_id from stock_levels l
     left join (select hub_id, option_row_id, sum(units)::int as units from stock_movements
                group by hub_id, option_row_id) m using (hub_id, option_row_id)
     left join (select hub_id, option_row_id, sum(units)::int as units from stock_reservations
                where status = 'Held' group by hub_id, option_row_id) r using (hub_id, option_row_id)
     where l.reserved > l.on_hand or l.on_hand < 0 or l.on_hand <> coalesce(m.units, 0)
        or l.reserved <> coalesce(r.units, 0)`,
  );
  return { reservations: reservations[0], oversold: oversold.length };
}

/**
 * Changes a product's price through the first server and answers the ms until every server, each asked
 * directly, shows it (Infinity after 5 s).
 */
async function measurePricePropagation(cluster, productSlug) {
  const details = async (index) =>
    (
      await (
        await fetch(
          `${cluster.backendUrl(index)}/v1/get-product-details?productSlug=${productSlug}`,
          { signal: AbortSignal.timeout(5_000) },
        )
      ).json()
    ).ProductDetails;
  const before = await details(0);
  const newPrice = before.Price + 100;
  const response = await fetch(`${cluster.backendUrl(0)}/v1/sandbox/admin/product-price`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-admin-token': cluster.state.adminToken,
    },
    body: JSON.stringify({ productId: before.ProductId, price: newPrice }),
  });
  if (!response.ok) throw new Error(`sandbox price change answered ${response.status}`);
  const changedAt = Date.now();
  const seenAfter = await Promise.all(
    cluster.state.servers.map(async (_, index) => {
      for (;;) {
        const elapsed = Date.now() - changedAt;
        if ((await details(index)).Price === newPrice) return elapsed;
        if (elapsed > 5_000) return Infinity;
        await sleep(25);
      }
    }),
  );
  return Math.max(...seenAfter);
}

// ---- report -------------------------------------------------------------------------------------

function printPhases(rows) {
  const header = ['phase', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failed', 'retried'];
  const lines = rows.map((row) => [
    row.label,
    row.requestsPerSecond.toFixed(0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    String(row.requests),
    String(row.failed ?? '-'),
    String(row.retried ?? '-'),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])));
  console.log(format(header).join('  '));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line).join('  '));
}

async function main() {
  const budgets = JSON.parse(
    await readFile(join(root, 'scripts/bench/budgets/cluster.json'), 'utf8'),
  );
  const startedAt = Date.now();
  console.log(
    `cluster ${smoke ? 'smoke' : 'benchmark'}: ${serverCount} servers behind HAProxy on one PostgreSQL, ` +
      `${shopperCount} signed-in shoppers, ${duration} s (kill one server at ${killAt.toFixed(0)} s, ` +
      `restart at ${restartAt.toFixed(0)} s)${singleDuration > 0 ? `, after ${singleDuration} s with 1 server` : ''}`,
  );
  const cluster = await startCluster({ servers: serverCount });
  let failedRun = true;
  const stopOnSignal = () => {
    void cluster.stop({ keepDir: true }).finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const base = cluster.url;
    console.log(`cluster up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s at ${base}`);
    const catalog = await loadCatalog(base);
    const firstPhone = 900_000_000 + Math.floor(Math.random() * 90_000_000);
    const shoppers = [];
    for (let i = 0; i < shopperCount; i++)
      shoppers.push(
        await signIn(base, `9${String(firstPhone + i).padStart(9, '0')}`, AREAS[i % AREAS.length]),
      );

    const rows = [];
    let single;
    if (singleDuration > 0) {
      await runPhase('warm-up', base, catalog, shoppers, 3);
      for (let i = 1; i < serverCount; i++) await cluster.setServerState(i, 'maint');
      single = summarize(
        await runPhase('1 server', base, catalog, shoppers, singleDuration),
        1,
        singleDuration,
      );
      rows.push({ label: '1 server', ...single });
      for (let i = 1; i < serverCount; i++) await cluster.setServerState(i, 'ready');
      await Promise.all(
        cluster.state.servers.map((server) =>
          timeUntilStatus(cluster, server.name, 'UP', Date.now()),
        ),
      );
    }

    const victim = serverCount > 1 ? 1 : 0;
    const victimName = cluster.state.servers[victim].name;
    const chaos = { removedAfterMs: Infinity, rejoinedAfterMs: Infinity, restartError: undefined };
    const measured = await runPhase(
      `${serverCount} servers`,
      base,
      catalog,
      shoppers,
      duration,
      async (phaseStart) => {
        await sleep(phaseStart + killAt * 1000 - Date.now());
        const killedAt = Date.now();
        cluster.killServer(victim);
        chaos.removedAfterMs = await timeUntilStatus(cluster, victimName, 'DOWN', killedAt);
        await sleep(phaseStart + restartAt * 1000 - Date.now());
        const restartedAt = Date.now();
        try {
          await cluster.startServer(victim);
          chaos.rejoinedAfterMs = await timeUntilStatus(cluster, victimName, 'UP', restartedAt);
        } catch (error) {
          chaos.restartError = error.message;
        }
      },
    );
    const whole = summarize(measured);
    const beforeKill = summarize(measured, 1, Math.floor(killAt));
    rows.push({ label: `${serverCount} servers (whole phase, with the kill)`, ...whole });
    if (!smoke)
      rows.push({
        label: `${serverCount} servers (1 s to ${Math.floor(killAt)} s, all up)`,
        ...beforeKill,
      });
    const retriedByHaproxy = await cluster.retryCounts();

    await sleep(2_000); // let the sandbox gateway's delayed webhooks land before auditing
    const audit = await auditDatabase(cluster.state.databaseUrl);
    const propagationMs = await measurePricePropagation(cluster, catalog.productSlugs.at(-1));
    const scaling = single ? beforeKill.requestsPerSecond / single.requestsPerSecond : undefined;

    console.log(
      `\nload average after the run: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}\n`,
    );
    printPhases(rows);
    console.log(
      `\nrequests per second during the ${serverCount}-server phase: ${measured.perSecond.map((n) => n ?? 0).join(' ')}`,
    );
    console.log(`requests by kind: ${JSON.stringify(measured.byKind)}`);
    console.log(
      `HAProxy over the whole run: ${retriedByHaproxy.retries} requests retried, ${retriedByHaproxy.redispatches} redispatched to another server`,
    );
    if (scaling !== undefined)
      console.log(
        `scaling ratio (${serverCount} servers all up / 1 server): ${scaling.toFixed(2)}`,
      );
    console.log(
      `killed ${victimName} (SIGKILL): out of the balancer after ${chaos.removedAfterMs} ms; ` +
        `restarted, back in after ${chaos.rejoinedAfterMs} ms${chaos.restartError ? ` (restart failed: ${chaos.restartError})` : ''}`,
    );
    console.log(
      `orders: ${audit.ordersAcknowledged} acknowledged, ${audit.ordersInDatabase} in the database; ` +
        `payments: ${audit.paymentsAcknowledged} confirmed, ${audit.paidInDatabase} paid in the database`,
    );
    console.log(
      `failed shopper requests: ${whole.failed}; lost orders: ${audit.lostOrders}; lost payments: ${audit.lostPayments}; ` +
        `duplicated orders or payments: ${audit.duplicates}`,
    );
    console.log(`price change seen through every server after ${propagationMs} ms`);
    const checkoutTimes = Float64Array.from(measured.latenciesByKind.checkout ?? []).sort();
    console.log(
      `stock: ${audit.reservations.taken} reservations taken, ${audit.reservations.released} released, ` +
        `${audit.reservations.deducted} deducted; ${ledger.soldOut} checkouts refused as sold out; ` +
        `units oversold: ${audit.oversold}; checkout p99 with reservations: ${percentile(checkoutTimes, 99).toFixed(1)} ms`,
    );
    for (const [reason, count] of Object.entries(measured.failures))
      console.log(`  failed ${count}×  ${reason}`);

    const checks = [
      ['failed shopper requests', whole.failed <= budgets.maxFailedRequests, `${whole.failed}`],
      ['lost orders and payments', audit.lost <= budgets.maxLostOrders, `${audit.lost}`],
      [
        'duplicated orders or payments',
        audit.duplicates <= budgets.maxDuplicates,
        `${audit.duplicates}`,
      ],
      ['orders placed during the run', audit.ordersAcknowledged > 0, `${audit.ordersAcknowledged}`],
      ['stock levels oversold', audit.oversold <= budgets.maxOversold, `${audit.oversold}`],
      [
        'killed server taken out of the balancer',
        chaos.removedAfterMs <= budgets.maxKilledServerRemovalMs,
        `${chaos.removedAfterMs} ms`,
      ],
      [
        'restarted server back in the balancer',
        Number.isFinite(chaos.rejoinedAfterMs),
        `${chaos.rejoinedAfterMs} ms`,
      ],
      [
        'price change on every server',
        propagationMs <= budgets.maxPricePropagationMs,
        `${propagationMs} ms`,
      ],
    ];
    if (scaling !== undefined)
      checks.push(['scaling ratio', scaling >= budgets.minScalingRatio, scaling.toFixed(2)]);
    const problems = checks.filter(([, ok]) => !ok);
    for (const [name, , value] of problems) console.error(`over budget: ${name} (${value})`);
    const summary = `${checks.length - problems.length} passed, ${problems.length} failed`;
    console.log(
      smoke
        ? `cluster smoke: ${summary} (${whole.requests} requests, ${audit.ordersAcknowledged} orders, ${((Date.now() - startedAt) / 1000).toFixed(0)} s)`
        : `\ncluster benchmark: ${summary} (scripts/bench/budgets/cluster.json)`,
    );
    failedRun = problems.length > 0;
  } finally {
    await cluster.stop({ keepDir: failedRun });
    if (failedRun) console.log(`server and HAProxy logs kept in ${cluster.state.dir}`);
  }
  process.exitCode = failedRun ? 1 : 0;
}

main().catch((error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
