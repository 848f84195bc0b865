/**
 * A real HTTP server answering v1 calls with fixtures for component tests, until/unless a test uses the
 * reference server. Every reply is checked against the SDK's reply schema of its endpoint, so a fixture can
 * never drift from the API. The app's fetch goes to it: requests for the page's origin are re-addressed to
 * this server (jsdom's origin has no server behind it).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { endpoints, type EndpointName, type ReplyOf } from '@storefront/sdk';

/** Where requests for the page's own origin go (set by startApiServer). */
export const apiTarget: { origin: string | undefined } = { origin: undefined };

/**
 * Installed once before any client exists (setup.ts): re-addresses requests for the page's origin to the
 * running test server; anything else goes out unchanged.
 */
export function installFetchForwarding(): void {
  const realFetch = globalThis.fetch;
  const pageOrigin = location.origin;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!apiTarget.origin || !request.url.startsWith(pageOrigin)) return realFetch(request);
    // Method, headers and body copied one by one: a Request given as the init of another loses its method.
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    return realFetch(apiTarget.origin + request.url.slice(pageOrigin.length), {
      method: request.method,
      headers: request.headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      signal: request.signal,
    });
  };
}

export interface Failure {
  status: number;
  body: unknown;
}

/** What a handler may also read of the request: the language the app asked in (Accept-Language). */
export interface CallContext {
  language: string | undefined;
}

export type Handler<N extends EndpointName> = (
  query: Record<string, string>,
  body: unknown,
  context?: CallContext,
) => ReplyOf<N> | Failure | Promise<ReplyOf<N> | Failure>;

export type Handlers = { [N in EndpointName]?: Handler<N> };

export interface RecordedCall {
  name: EndpointName;
  query: Record<string, string>;
  body: unknown;
  /** The request's Accept-Language. */
  language: string | undefined;
}

export interface ApiServer {
  origin: string;
  calls: RecordedCall[];
  /** Calls of one endpoint, in order. */
  callsOf(name: EndpointName): RecordedCall[];
  /** Replaces or adds handlers while running. */
  use(handlers: Handlers): void;
  close(): Promise<void>;
}

export const failure = (status: number, body: unknown): Failure => ({ status, body });

export function isFailure(value: unknown): value is Failure {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'body' in value &&
    Object.keys(value).length === 2
  );
}

const byRoute = new Map<string, EndpointName>(
  (Object.keys(endpoints) as EndpointName[]).map((name) => [
    `${endpoints[name].method} /v1${endpoints[name].path}`,
    name,
  ]),
);

/** A request's JSON body (its text when not JSON; undefined when empty). */
export function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      try {
        resolve(text ? (JSON.parse(text) as unknown) : undefined);
      } catch {
        resolve(text);
      }
    });
  });
}

export async function startApiServer(initial: Handlers = {}): Promise<ApiServer> {
  const handlers: Handlers = { ...initial };
  const calls: RecordedCall[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const name = byRoute.get(`${request.method} ${url.pathname}`);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (!name) return send(404, { Message: 'Not found' });
      const query = Object.fromEntries(url.searchParams);
      const body = await readBody(request);
      const language = request.headers['accept-language'];
      calls.push({ name, query, body, language });
      const handler = handlers[name] as Handler<EndpointName> | undefined;
      if (!handler) return send(404, { Message: `No fixture for ${name}` });
      const reply = await handler(query, body, { language });
      if (isFailure(reply)) return send(reply.status, reply.body);
      const checked = endpoints[name].reply.safeParse(reply);
      if (!checked.success) {
        return send(500, {
          Message: `Fixture for ${name} breaks its schema`,
          Description: checked.error.message,
        });
      }
      send(200, reply);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  apiTarget.origin = origin;

  return {
    origin,
    calls,
    callsOf: (name) => calls.filter((call) => call.name === name),
    use: (more) => Object.assign(handlers, more),
    close: () =>
      new Promise<void>((resolve) => {
        if (apiTarget.origin === origin) apiTarget.origin = undefined;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
