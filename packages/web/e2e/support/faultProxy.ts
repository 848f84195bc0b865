/**
 * A fault-injecting HTTP proxy between the browser and the shared reference server, over real sockets:
 * everything is forwarded unchanged until a test sets a fault for the API calls whose path matches —
 * latency, a 500 with an HTML error page, a malformed JSON body, or a dropped connection, either before the
 * server sees the request or after it has answered (the shopper's request was done, its reply lost).
 */
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Fault =
  | { kind: 'latency'; ms: number }
  | { kind: 'status500' }
  | { kind: 'malformed' }
  | { kind: 'dropBefore' }
  | { kind: 'dropAfter' };

export interface FaultProxy {
  baseUrl: string;
  url(path: string): string;
  /** Faults API calls whose path (without the query) matches `path`; `times` of them, or every one. */
  inject(path: RegExp, fault: Fault, times?: number): void;
  clear(): void;
  /** How many requests matching `path` reached the server (faults included). */
  forwarded(path: RegExp): number;
  close(): Promise<void>;
}

interface Rule {
  path: RegExp;
  fault: Fault;
  left: number;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let rules: Rule[] = [];
  const seen: string[] = [];
  const sockets = new Set<Socket>();

  const ruleFor = (request: IncomingMessage): Rule | undefined => {
    const path = new URL(request.url ?? '/', 'http://proxy').pathname;
    if (!path.startsWith('/v1/')) return undefined;
    const rule = rules.find((candidate) => candidate.left > 0 && candidate.path.test(path));
    if (rule) rule.left -= 1;
    return rule;
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const rule = ruleFor(request);
      const fault = rule?.fault;
      if (fault?.kind === 'latency') await new Promise((resolve) => setTimeout(resolve, fault.ms));
      if (fault?.kind === 'dropBefore') {
        request.socket.destroy();
        return;
      }
      if (fault?.kind === 'status500') {
        request.resume();
        response.writeHead(500, { 'content-type': 'text/html' });
        response.end('<html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>');
        return;
      }
      seen.push(new URL(request.url ?? '/', 'http://proxy').pathname);
      const outgoing = forward(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, host: upstream.host },
        },
        (reply) => {
          if (fault?.kind === 'dropAfter') {
            // The server did the work; the shopper never hears of it.
            reply.resume();
            reply.on('end', () => request.socket.destroy());
            return;
          }
          if (fault?.kind === 'malformed') {
            reply.resume();
            response.writeHead(200, { 'content-type': 'application/json' });
            response.end('{"Success": true, "Products": [{"ProductId": ');
            return;
          }
          response.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(response);
        },
      );
      outgoing.on('error', () => request.socket.destroy());
      request.pipe(outgoing);
    })();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    url: (path) => new URL(path, baseUrl).toString(),
    inject(path, fault, times = Number.POSITIVE_INFINITY) {
      rules.push({ path, fault, left: times });
    },
    clear() {
      rules = [];
    },
    forwarded: (path) => seen.filter((seenPath) => path.test(seenPath)).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
