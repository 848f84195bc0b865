/** A real HTTP server on an ephemeral port for tests: records every request and answers with a handler. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Sends the status, the headers (with the full Content-Length) and this many body bytes, then drops the connection. */
  dropAfterBytes?: number;
  /** Sends the status, the headers and this many body bytes, then never sends the rest. */
  stallAfterBytes?: number;
}

export type Handler = (request: RecordedRequest, attempt: number) => Reply | Promise<Reply>;

export interface LocalServer {
  /** The origin, e.g. http://127.0.0.1:54321 (pass it as baseUrl). */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function startLocalServer(handler: Handler): Promise<LocalServer> {
  const requests: RecordedRequest[] = [];
  const attempts = new Map<string, number>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: await readBody(request),
      };
      requests.push(recorded);
      const key = `${recorded.method} ${recorded.path}`;
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      const reply = await handler(recorded, attempt);
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (response.destroyed) return;
      const headers: Record<string, string> = { ...reply.headers };
      let payload = reply.text ?? '';
      if (reply.json !== undefined) {
        headers['content-type'] ??= 'application/json';
        payload = JSON.stringify(reply.json);
      }
      const cut = reply.dropAfterBytes ?? reply.stallAfterBytes;
      if (cut === undefined) {
        response.writeHead(reply.status ?? 200, headers);
        response.end(payload);
        return;
      }
      const bytes = Buffer.from(payload, 'utf8');
      headers['content-length'] = String(bytes.length);
      response.writeHead(reply.status ?? 200, headers);
      response.flushHeaders();
      // The part must have left before the connection goes, or the client sees no reply at all.
      response.write(bytes.subarray(0, cut), () => {
        if (reply.dropAfterBytes !== undefined) response.destroy();
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A port on which nothing listens (a server opened and closed again). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
