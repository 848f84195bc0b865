import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client.js';
import { CheckoutErrorReply } from '../checkout/schemas.js';
import {
  AbortedError,
  ApiError,
  BadRequestError,
  ConflictError,
  NetworkError,
  ReplyValidationError,
  RequestValidationError,
  ServerError,
  TimeoutError,
  describeError,
  isApiError,
  isStorefrontError,
} from '../errors/index.js';
import {
  closedPortUrl,
  startLocalServer,
  type Handler,
  type LocalServer,
} from '../test-support/local-server.js';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(handler: Handler, token?: string) {
  server = await startLocalServer(handler);
  return createClient({
    baseUrl: server.url,
    getToken: () => token,
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
  });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  it('sends the bearer token on authenticated calls only', async () => {
    const client = await clientFor(
      (request) => ({
        json: request.path.endsWith('/wallet-data') ? { Balance: 1500 } : { State: 'v1' },
      }),
      'token-1',
    );
    await expect(client.wallet.data()).resolves.toEqual({ Balance: 1500 });
    await expect(client.config.cacheState()).resolves.toEqual({ State: 'v1' });
    const [wallet, cache] = server!.requests;
    expect(wallet?.path).toBe('/v1/wallet-data');
    expect(wallet?.headers.authorization).toBe('Bearer token-1');
    expect(cache?.headers.authorization).toBeUndefined();
  });

  it('puts the parsed query of a GET in the URL, defaults included', async () => {
    const client = await clientFor(() => ({
      json: {
        NoCategoryFound: true,
        Category: null,
        Products: [],
        TotalProducts: 0,
        PageNo: 1,
        TotalPages: 0,
      },
    }));
    await client.catalog.categoryProducts({ categorySlug: 'chicken' });
    expect(server!.requests[0]?.query.get('categorySlug')).toBe('chicken');
    expect(server!.requests[0]?.query.get('pageNo')).toBe('1');
  });

  it('refuses a request its schema rejects without sending anything', async () => {
    const client = await clientFor(() => ({ json: {} }));
    const error = await failure(client.auth.sandbox.verifyOtp({ requestId: 'r1', code: '12' }));
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).fieldErrors()).toEqual({
      code: 'Enter the 6-digit code',
    });
    expect(server!.requests).toHaveLength(0);
  });
});

describe('reply validation', () => {
  it('raises ReplyValidationError naming the call and the failing field path', async () => {
    const client = await clientFor(() => ({ json: { Balance: '15.00' } }));
    const error = await failure(client.wallet.data());
    expect(error).toBeInstanceOf(ReplyValidationError);
    const validation = error as ReplyValidationError;
    expect(validation.call).toBe('walletData');
    expect(validation.paths).toEqual(['Balance']);
    expect(validation.rawValue).toEqual({ Balance: '15.00' });
    expect(validation.message).toBe('The reply of walletData did not match its schema at Balance');
  });

  it('names nested paths with indexes', async () => {
    const client = await clientFor(() => ({
      json: {
        NoOrders: false,
        CountTotalOrders: 1,
        CountPlacedOrders: 1,
        PageNo: 1,
        TotalPages: 1,
        Orders: [{ OrderId: 1 }],
      },
    }));
    const error = (await failure(client.orders.history({ pageNo: 1 }))) as ReplyValidationError;
    expect(error.paths).toContain('Orders[0].OrderNumber');
  });

  it('refuses a reply of thousands of broken entries as a validation failure, not a stack overflow', async () => {
    const client = await clientFor(() => ({
      json: {
        NoCategoryFound: false,
        Category: null,
        Products: Array.from({ length: 20_000 }, () => ({})),
        TotalProducts: 0,
        PageNo: 1,
        TotalPages: 0,
      },
    }));
    const error = await failure(
      client.catalog.categoryProducts({ categorySlug: 'chicken', pageNo: 1 }),
    );
    expect(error).toBeInstanceOf(ReplyValidationError);
    expect((error as ReplyValidationError).call).toBe('categoryProducts');
  });

  it('treats a 2xx reply that is not JSON as a validation failure, keeping the text', async () => {
    const client = await clientFor(() => ({
      text: '<html>maintenance</html>',
      headers: { 'content-type': 'text/html' },
    }));
    const error = (await failure(client.config.cacheState())) as ReplyValidationError;
    expect(error).toBeInstanceOf(ReplyValidationError);
    expect(error.rawValue).toBe('<html>maintenance</html>');
    expect(error.paths).toEqual(['(root)']);
  });

  it('tolerates extra fields and strips them', async () => {
    const client = await clientFor(() => ({ json: { State: 'v2', Extra: true } }));
    await expect(client.config.cacheState()).resolves.toEqual({ State: 'v2' });
  });
});

describe('error replies', () => {
  it('builds an ApiError from Message and Description, with the status subclass', async () => {
    const client = await clientFor(() => ({
      status: 400,
      json: { Message: 'Coupon expired', Description: 'Try another code' },
    }));
    const error = await failure(client.offers.removeCoupon({ couponCode: 'OLD' }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(isApiError(error)).toBe(true);
    const api = error as ApiError;
    expect([api.status, api.Message, api.Description]).toEqual([
      400,
      'Coupon expired',
      'Try another code',
    ]);
    expect(api.call).toBe('removeCoupon');
  });

  it('keeps checkout refusal flags readable through the CheckoutErrorReply schema', async () => {
    const client = await clientFor(() => ({
      status: 409,
      json: {
        Message: 'Some items are unavailable',
        UnAvailableItems: true,
        Products: [{ ProductId: 3, ProductName: 'Mutton curry cut', ConfigPriceIds: [7] }],
      },
    }));
    const error = (await failure(
      client.checkout.placeOrder({
        addressId: 1,
        deliveryMethodId: 1,
        paymentMethodId: 1,
        useWallet: false,
        products: [{ productId: 3, qty: 1, configPriceIds: [7], price: 45000 }],
      }),
    )) as ApiError;
    expect(error).toBeInstanceOf(ConflictError);
    const refusal = error.bodyAs(CheckoutErrorReply);
    expect(refusal?.UnAvailableItems).toBe(true);
    expect(refusal?.Products?.[0]?.ProductName).toBe('Mutton curry cut');
  });

  it('handles a non-JSON error body cleanly', async () => {
    const client = await clientFor(() => ({
      status: 502,
      text: 'Bad gateway',
      headers: { 'content-type': 'text/plain' },
    }));
    const error = (await failure(client.offers.removeCoupon({ couponCode: 'X' }))) as ApiError;
    expect(error).toBeInstanceOf(ServerError);
    expect(error.status).toBe(502);
    expect(error.Message).toBeUndefined();
    expect(error.body).toBe('Bad gateway');
  });

  it('reads a JSON error body even without a JSON content type', async () => {
    const client = await clientFor(() => ({ status: 404, text: '{"Message":"No such product"}' }));
    const error = (await failure(client.catalog.product({ productSlug: 'gone' }))) as ApiError;
    expect(error.Message).toBe('No such product');
  });
});

describe('retries', () => {
  it('retries a GET after 503 and 429 and then succeeds', async () => {
    const client = await clientFor((_request, attempt) =>
      attempt === 1
        ? { status: 503, json: { Message: 'busy' } }
        : attempt === 2
          ? { status: 429, json: { Message: 'slow down' } }
          : { json: { State: 'ok' } },
    );
    await expect(client.config.cacheState()).resolves.toEqual({ State: 'ok' });
    expect(server!.requests).toHaveLength(3);
  });

  it('honours Retry-After', async () => {
    const client = await clientFor((_request, attempt) =>
      attempt === 1
        ? { status: 429, headers: { 'retry-after': '1' }, json: { Message: 'later' } }
        : { json: { State: 'ok' } },
    );
    const started = Date.now();
    await client.config.cacheState();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('gives up after the retry limit with the last error', async () => {
    const client = await clientFor(() => ({ status: 500, json: { Message: 'down' } }));
    const error = (await failure(client.config.cacheState())) as ApiError;
    expect(error).toBeInstanceOf(ServerError);
    expect(server!.requests).toHaveLength(3);
  });

  it('never retries a 4xx other than 429', async () => {
    const client = await clientFor(() => ({ status: 404, json: { Message: 'missing' } }));
    await failure(client.catalog.product({ productSlug: 'x' }));
    expect(server!.requests).toHaveLength(1);
  });

  it('never retries a POST without an idempotency key', async () => {
    const client = await clientFor(() => ({ status: 503, json: { Message: 'busy' } }));
    await failure(client.offers.removeCoupon({ couponCode: 'X' }));
    expect(server!.requests).toHaveLength(1);
  });

  it('retries an idempotent call with one generated key reused by every attempt', async () => {
    const client = await clientFor((_request, attempt) =>
      attempt < 3 ? { status: 503, json: { Message: 'busy' } } : { json: { Success: true } },
    );
    await expect(client.payments.failed({ orderId: 9 })).resolves.toEqual({ Success: true });
    const keys = server!.requests.map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await client.payments.failed({ orderId: 9 });
    expect(server!.requests[3]?.headers['idempotency-key']).not.toBe(keys[0]);
  });

  it('retries a 409 that carries Retry-After on an idempotent call, after the time it asks for', async () => {
    const client = await clientFor((_request, attempt) =>
      attempt === 1
        ? {
            status: 409,
            headers: { 'retry-after': '1' },
            json: { Message: 'The same request is still being processed' },
          }
        : { json: { Success: true } },
    );
    const started = Date.now();
    await expect(client.payments.failed({ orderId: 9 })).resolves.toEqual({ Success: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    const keys = server!.requests.map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('never retries a 409 without Retry-After, such as a checkout refusal', async () => {
    const client = await clientFor(() => ({
      status: 409,
      json: { Message: 'Price updated', PriceUpdated: true },
    }));
    const error = await failure(client.payments.failed({ orderId: 9 }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(server!.requests).toHaveLength(1);
  });

  it('never retries a 409 with Retry-After on a call without an idempotency key, even a GET', async () => {
    const client = await clientFor(() => ({
      status: 409,
      headers: { 'retry-after': '1' },
      json: { Message: 'Busy' },
    }));
    await failure(client.config.cacheState());
    expect(server!.requests).toHaveLength(1);
  });

  it("sends the caller's idempotency key on every attempt", async () => {
    const client = await clientFor((_request, attempt) =>
      attempt === 1 ? { status: 500, json: { Message: 'oops' } } : { json: { Success: true } },
    );
    await client.payments.failed({ orderId: 9 }, { idempotencyKey: 'pay-fail-9' });
    expect(server!.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'pay-fail-9',
      'pay-fail-9',
    ]);
  });
});

describe('transport failures', () => {
  it('turns a refused connection into NetworkError after retrying the GET', async () => {
    let attempts = 0;
    const client = createClient({
      baseUrl: await closedPortUrl(),
      retry: { baseDelayMs: 1 },
      fetch: (input, init) => {
        attempts++;
        return globalThis.fetch(input, init);
      },
    });
    const error = (await failure(client.config.cacheState())) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.reason).toBe('refused');
    expect(error.call).toBe('cacheState');
    expect(attempts).toBe(3);
  });

  it("reports 'offline' when the device says it is offline", async () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', {
      value: { onLine: false },
      configurable: true,
    });
    try {
      const client = createClient({ baseUrl: await closedPortUrl(), retry: { limit: 0 } });
      const error = (await failure(client.config.cacheState())) as NetworkError;
      expect(error.reason).toBe('offline');
      expect(describeError(error)).toMatchObject({ title: 'You are offline' });
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'navigator', descriptor);
      else Reflect.deleteProperty(globalThis, 'navigator');
    }
  });

  it('turns a slow server into TimeoutError', async () => {
    server = await startLocalServer(() => ({ delayMs: 500, json: { State: 'late' } }));
    const client = createClient({ baseUrl: server.url, timeoutMs: 100 });
    const error = (await failure(client.config.cacheState())) as TimeoutError;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.timeoutMs).toBe(100);
    expect(server.requests).toHaveLength(1);
  });
});

describe('aborted calls', () => {
  /** A handler that tells when the request arrived and never answers. */
  function silentServer() {
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    const handler: Handler = () => {
      arrived();
      return new Promise(() => undefined);
    };
    return { handler, requestArrived };
  }

  it("rejects with AbortedError, not the platform's AbortError", async () => {
    const { handler, requestArrived } = silentServer();
    const client = await clientFor(handler);
    const controller = new AbortController();
    const call = failure(client.payments.failed({ orderId: 9 }, { signal: controller.signal }));
    await requestArrived;
    controller.abort();
    const error = (await call) as AbortedError;
    expect(error).toBeInstanceOf(AbortedError);
    expect(isStorefrontError(error)).toBe(true);
    expect([error.name, error.call, error.method]).toEqual([
      'AbortedError',
      'paymentFailed',
      'POST',
    ]);
    expect((error.cause as Error).name).toBe('AbortError');
  });

  it("keeps the caller's abort reason as the cause", async () => {
    const { handler, requestArrived } = silentServer();
    const client = await clientFor(handler);
    const controller = new AbortController();
    const call = failure(client.payments.failed({ orderId: 9 }, { signal: controller.signal }));
    await requestArrived;
    controller.abort('left the page');
    const error = (await call) as AbortedError;
    expect(error).toBeInstanceOf(AbortedError);
    expect(error.cause).toBe('left the page');
  });

  it('rejects with AbortedError without sending anything when the signal is already aborted', async () => {
    const client = await clientFor(() => ({ json: { Success: true } }));
    const error = await failure(
      client.payments.failed({ orderId: 9 }, { signal: AbortSignal.abort() }),
    );
    expect(error).toBeInstanceOf(AbortedError);
    expect(server!.requests).toHaveLength(0);
  });

  it('rejects with AbortedError when aborted while waiting to retry', async () => {
    let answered!: () => void;
    const firstAnswered = new Promise<void>((resolve) => (answered = resolve));
    const client = await clientFor(() => {
      answered();
      return { status: 503, headers: { 'retry-after': '30' }, json: { Message: 'busy' } };
    });
    const controller = new AbortController();
    const call = failure(client.payments.failed({ orderId: 9 }, { signal: controller.signal }));
    await firstAnswered;
    controller.abort();
    expect(await call).toBeInstanceOf(AbortedError);
    expect(server!.requests).toHaveLength(1);
  });
});

describe('replies cut short', () => {
  const body = JSON.stringify({ State: 'a long enough cache state' });

  it("turns a connection dropped in the middle of a reply into NetworkError 'interrupted'", async () => {
    const client = await clientFor(() => ({
      text: body,
      headers: { 'content-type': 'application/json' },
      dropAfterBytes: 10,
    }));
    const error = (await failure(client.config.cacheState())) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.reason).toBe('interrupted');
    expect(describeError(error).title).toBe('Network error');
  });

  it('keeps the status of an error reply whose body was cut short', async () => {
    const client = await clientFor(() => ({
      status: 500,
      text: JSON.stringify({ Message: 'down', Description: 'later' }),
      headers: { 'content-type': 'application/json' },
      dropAfterBytes: 5,
    }));
    const error = (await failure(client.offers.removeCoupon({ couponCode: 'X' }))) as ApiError;
    expect(error).toBeInstanceOf(ServerError);
    expect(error.status).toBe(500);
  });

  it('turns a body that stops arriving into TimeoutError', async () => {
    server = await startLocalServer(() => ({
      text: body,
      headers: { 'content-type': 'application/json' },
      stallAfterBytes: 10,
    }));
    const client = createClient({ baseUrl: server.url, timeoutMs: 200, retry: { limit: 0 } });
    const error = (await failure(client.config.cacheState())) as TimeoutError;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.timeoutMs).toBe(200);
  });
});
