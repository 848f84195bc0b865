/**
 * The server killed with SIGKILL in the middle of a burst of checkouts and payment confirmations, then
 * restarted on the same data (issue 14): every checkout that was answered 2xx has its order, none is
 * duplicated (every key replayed after the restart answers the same order), no payment is recorded twice,
 * and the PGlite data directory opens again. A real server process over real HTTP, on the database this
 * run tests (PGlite or PostgreSQL). The kill and the end of the burst wait for acknowledged orders, not for a
 * time: killed once KILL_AFTER orders were acknowledged, ended once as many more were acknowledged after the
 * restart, so a slow machine only makes it slower. The report's --full run (RELIABILITY_FULL=1) goes longer.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/index.js';
import { serverRoot } from '../paths.js';
import { createTestDatabaseLocation, testDatabaseKind } from '../testing/database.js';
import { recordCases, recordDataLost, recordOverHttp } from '../testing/report-meta.js';

const FULL = process.env.RELIABILITY_FULL === '1';
/** Orders acknowledged before the kill, and again after the restart, before the burst ends. */
const KILL_AFTER = FULL ? 24 : 6;
const SHOPPERS = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Running {
  child: ChildProcess;
  base: string;
}

const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  // node itself (tsx as its loader, not tsx's wrapper process): SIGKILL must reach the process that serves.
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      MODE: 'sandbox',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      ...env,
    },
  });
  started.push(child);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, base };
    if (Date.now() > deadline) throw new Error('the server did not become ready');
    await sleep(200);
  }
}

async function call<T>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; key?: string; form?: string } = {},
): Promise<{ status: number; body: T; location: string | null }> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body || init.form ? 'POST' : 'GET'),
    redirect: 'manual',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.key ? { 'idempotency-key': init.key } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : init.form,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text.startsWith('{') ? JSON.parse(text) : {}) as T,
    location: response.headers.get('location'),
  };
}

async function signIn(
  base: string,
  phoneNumber: string,
): Promise<{ token: string; addressId: number }> {
  const sent = await call<{ RequestId: string }>(base, '/v1/sandbox/otp/send', {
    body: { phoneNumber },
  });
  const inbox = await call<{ Messages: { To: string; Code: string }[] }>(
    base,
    '/v1/sandbox/otp/inbox',
  );
  const code = inbox.body.Messages.find((message) => message.To.endsWith(phoneNumber))?.Code;
  const proof = await call<{ Token: string }>(base, '/v1/sandbox/otp/verify', {
    body: { requestId: sent.body.RequestId, code },
  });
  const session = await call<{ Token: string }>(base, '/v1/auth-users', {
    body: {
      username: 'Burst Shopper',
      email: '',
      phoneNumber,
      loginUsing: 'Phone',
      loginService: 'otpless',
      idToken: proof.body.Token,
    },
  });
  const address = await call<{ Address: { AddressId: number } }>(base, '/v1/post-user-address', {
    token: session.body.Token,
    body: {
      AddressData: {
        fullName: 'Burst Shopper',
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
  // A set-up step that fails says which one, with the server's reply.
  if (!address.body.Address)
    throw new Error(
      `sign-in answered ${session.status}, the address ${address.status}: ${JSON.stringify(address.body)}`,
    );
  return { token: session.body.Token, addressId: address.body.Address.AddressId };
}

describe('a server killed mid-burst and restarted', () => {
  it(`keeps every acknowledged order and payment, once, on ${testDatabaseKind()}`, async (context) => {
    const location = await createTestDatabaseLocation();
    const dataEnv: Record<string, string> =
      location.kind === 'postgres'
        ? { DATABASE_URL: location.databaseUrl ?? '' }
        : { DATA_DIR: location.dataDir ?? '' };
    let server = await startServer(dataEnv);

    const product = await call<{
      ProductDetails: { ProductId: number; ProductConfig: { Options: { RowId: number }[] }[] };
    }>(server.base, '/v1/get-product-details?productSlug=chicken-curry-cut');
    const line = {
      productId: product.body.ProductDetails.ProductId,
      configPriceIds: product.body.ProductDetails.ProductConfig.map(
        (group) => group.Options[0]!.RowId,
      ),
    };
    const priced = await call<{ UpdatedProducts: { UpdatedPrice: number }[] }>(
      server.base,
      '/v1/validate-cart-products-price',
      { body: { products: [{ ...line, price: 0 }] } },
    );
    const price = priced.body.UpdatedProducts[0]!.UpdatedPrice;
    const delivery = await call<{ DeliveryMethods: { DeliveryMethodId: number; Kind?: string }[] }>(
      server.base,
      '/v1/get-delivery-methods',
    );
    const payment = await call<{ PaymentMethods: { PaymentMethodId: number }[] }>(
      server.base,
      '/v1/get-payment-methods',
    );
    const deliveryMethodId = delivery.body.DeliveryMethods.find(
      (method) => method.Kind !== 'Slot',
    )!.DeliveryMethodId;
    const paymentMethodId = payment.body.PaymentMethods[0]!.PaymentMethodId;
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, index) =>
        signIn(server.base, `98${String(Date.now()).slice(-6)}${index}${index}`),
      ),
    );

    const attempted: { key: string; token: string }[] = [];
    const acknowledged = new Map<string, number>();
    const paid = new Set<number>();
    let down = false;
    let finished = false;
    // Resolved when the acknowledged orders reach a count: the kill waits for KILL_AFTER, the end for twice it.
    const waiting: { count: number; resolve: () => void }[] = [];
    const acknowledgedReach = (count: number) =>
      new Promise<void>((resolve) => waiting.push({ count, resolve }));
    const acknowledge = (key: string, orderId: number) => {
      acknowledged.set(key, orderId);
      for (const wait of waiting) if (acknowledged.size >= wait.count) wait.resolve();
    };

    const shopperLoop = async (shopper: { token: string; addressId: number }) => {
      while (!finished) {
        const base = server.base;
        try {
          const key = randomUUID();
          attempted.push({ key, token: shopper.token });
          const placed = await call<{
            OrderData: { OrderId: number; Payment: { GatewayOrderId: string } | null };
          }>(base, '/v1/checkout', {
            token: shopper.token,
            key,
            body: {
              addressId: shopper.addressId,
              deliveryMethodId,
              paymentMethodId,
              useWallet: false,
              products: [{ ...line, price, qty: 1 }],
            },
          });
          if (placed.status >= 300) continue;
          const order = placed.body.OrderData;
          acknowledge(key, order.OrderId);
          if (!order.Payment) continue;
          const page = await call(
            base,
            `/sandbox/pay/${encodeURIComponent(order.Payment.GatewayOrderId)}`,
            {
              form: 'action=pay&return=%2Fburst',
            },
          );
          const back = new URL(page.location ?? '/', base).searchParams;
          const confirmed = await call<{ OrderData: { PaymentStatus: string } }>(
            base,
            '/v1/validate-payment-signature',
            {
              token: shopper.token,
              key: randomUUID(),
              body: {
                orderId: order.OrderId,
                paymentId: back.get('payment_id'),
                signature: back.get('signature'),
              },
            },
          );
          if (confirmed.status < 300 && confirmed.body.OrderData.PaymentStatus === 'Paid')
            paid.add(order.OrderId);
        } catch {
          // The server is down (killed): try again until it is back.
          await sleep(down ? 200 : 50);
        }
      }
    };

    const killer = (async () => {
      await acknowledgedReach(KILL_AFTER);
      down = true;
      server.child.kill('SIGKILL');
      await new Promise((resolve) => server.child.once('exit', resolve));
      const acknowledgedBeforeRestart = acknowledged.size;
      server = await startServer(dataEnv);
      down = false;
      await acknowledgedReach(acknowledgedBeforeRestart + KILL_AFTER);
      finished = true;
    })();
    await Promise.all([...shoppers.map(shopperLoop), killer]);

    // Every key replayed after the restart answers the order it made, if any: the same one when acknowledged.
    let lost = 0;
    for (const { key, token } of attempted) {
      const acked = acknowledged.get(key);
      if (acked === undefined) continue;
      const replay = await call<{ OrderData: { OrderId: number } }>(server.base, '/v1/checkout', {
        token,
        key,
        body: {
          addressId: shoppers.find((shopper) => shopper.token === token)!.addressId,
          deliveryMethodId,
          paymentMethodId,
          useWallet: false,
          products: [{ ...line, price, qty: 1 }],
        },
      });
      if (replay.status >= 300 || replay.body.OrderData.OrderId !== acked) lost += 1;
    }
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));

    // What is stored, read directly (the PGlite directory must open after the kill).
    const database = await openDatabase({
      databaseUrl: location.databaseUrl,
      dataDir: location.dataDir,
      migrate: false,
    });
    const keys = attempted.map((attempt) => attempt.key);
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const stored = await rows(
      sql`select id, checkout_key, payment_status from orders where checkout_key in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})`,
    );
    const byKey = new Map(stored.map((row) => [String(row.checkout_key), row]));
    for (const [key, orderId] of acknowledged) if (byKey.get(key)?.id !== orderId) lost += 1;
    for (const orderId of paid)
      if (!stored.some((row) => row.id === orderId && row.payment_status === 'Paid')) lost += 1;
    const duplicateOrders = stored.length - byKey.size;
    const doublePaid = await rows(
      sql`select order_id from payment_attempts where status = 'Paid' group by order_id having count(*) > 1`,
    );
    const doubleCaptured = await rows(
      sql`select gateway_order_id from sandbox_payments where status = 'captured' group by gateway_order_id having count(*) > 1`,
    );
    await database.close();
    await location.dispose();

    recordCases(context, attempted.length);
    recordOverHttp(context);
    recordDataLost(context, lost + duplicateOrders + doublePaid.length + doubleCaptured.length);
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(lost).toBe(0);
    expect(duplicateOrders).toBe(0);
    expect(doublePaid).toEqual([]);
    expect(doubleCaptured).toEqual([]);
  }, 180_000);
});
