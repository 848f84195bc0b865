/**
 * A real HTTP server answering the staff API (/ops/v1) with fixtures, for the console's component tests,
 * as src/test/apiServer.ts answers the shop's: every reply is checked against its endpoint's reply schema
 * (the SDK's ops endpoint table), so a fixture cannot drift from the API, and the console's own client
 * (session.ts) reaches it through the page's origin: the test hands in the harness's `apiTarget`
 * (src/test/apiServer.ts), whose origin the fetch forwarding of src/test/setup.ts sends the page's requests
 * to. Its body reading and failure replies are apiServer's own.
 */
import { createServer, type Server } from 'node:http';
import {
  OPS_API_PREFIX,
  opsEndpoints,
  type OpsEndpointName,
  type OpsReplyOf,
} from '@storefront/sdk/ops';
import { isFailure, readBody, type Failure } from './apiServer';

export { failure, type Failure } from './apiServer';

/** Where the harness forwards the page's requests (src/test/apiServer.ts, apiTarget). */
export interface ForwardTarget {
  origin: string | undefined;
}

export type OpsHandler<N extends OpsEndpointName> = (
  query: Record<string, string>,
  body: unknown,
  context: { language: string | undefined; authorization: string | undefined },
) => OpsReplyOf<N> | Failure | Promise<OpsReplyOf<N> | Failure>;

export type OpsHandlers = { [N in OpsEndpointName]?: OpsHandler<N> };

export interface OpsCall {
  name: OpsEndpointName;
  query: Record<string, string>;
  body: unknown;
  /** The request's Accept-Language. */
  language: string | undefined;
}

/** A reply sent: its call (none for an unknown path), status and body. */
export interface OpsReply {
  name: OpsEndpointName | undefined;
  status: number;
  body: unknown;
}

export interface OpsServer {
  calls: OpsCall[];
  callsOf(name: OpsEndpointName): OpsCall[];
  /** Every reply sent, in order (failures too). */
  replies: OpsReply[];
  /** Replaces or adds handlers while running. */
  use(handlers: OpsHandlers): void;
  /** Drops every handler (and keeps the record of calls and replies). */
  reset(): void;
  close(): Promise<void>;
}

const byRoute = new Map<string, OpsEndpointName>(
  (Object.keys(opsEndpoints) as OpsEndpointName[]).map((name) => [
    `${opsEndpoints[name].method} ${OPS_API_PREFIX}${opsEndpoints[name].path}`,
    name,
  ]),
);

export async function startOpsServer(
  target: ForwardTarget,
  initial: OpsHandlers = {},
): Promise<OpsServer> {
  let handlers: OpsHandlers = { ...initial };
  const calls: OpsCall[] = [];
  const replies: OpsReply[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const name = byRoute.get(`${request.method} ${url.pathname}`);
      const send = (status: number, body: unknown) => {
        replies.push({ name, status, body });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (!name) return send(404, { Message: 'Not found' });
      const query = Object.fromEntries(url.searchParams);
      const body = await readBody(request);
      const language = request.headers['accept-language'];
      calls.push({ name, query, body, language });
      const handler = handlers[name] as OpsHandler<OpsEndpointName> | undefined;
      if (!handler) return send(404, { Message: `No fixture for ${name}` });
      const reply = await handler(query, body, {
        language,
        authorization: request.headers.authorization,
      });
      if (isFailure(reply)) return send(reply.status, reply.body);
      const checked = opsEndpoints[name].reply.safeParse(reply);
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
  target.origin = origin;

  return {
    calls,
    callsOf: (name) => calls.filter((call) => call.name === name),
    replies,
    use: (more) => Object.assign(handlers, more),
    reset: () => {
      handlers = {};
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (target.origin === origin) target.origin = undefined;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
