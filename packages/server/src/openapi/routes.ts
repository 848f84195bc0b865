/**
 * The OpenAPI documents of the two APIs (packages/sdk/openapi, written by `pnpm openapi` from the SDK's
 * endpoint tables) and a reference page for each, drawn in the browser by Redoc's standalone bundle, which
 * this server serves itself (no outside host):
 *
 *   GET /v1/openapi.json       the shopper API        GET /v1/reference       its reference page
 *   GET /ops/v1/openapi.json   the staff API          GET /ops/v1/reference   its reference page
 *   GET /v1/reference/redoc.standalone.js             the bundle both pages load
 *
 * The documents are public descriptions: any origin may read them (CORS), so browser tools can load them.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPS_API_PREFIX } from '@storefront/sdk/ops';
import { matchesEtag } from '../http/public-cache.js';
import { API_PREFIX } from '../http/route.js';
import { ICON_LINKS, escapeHtml } from '../web/html.js';

/** Resolves a package the server depends on (named so as not to shadow the build's own `require`). */
const resolvePackage = createRequire(import.meta.url).resolve;

/** Where the SDK keeps the documents: packages/sdk/openapi. */
export const DOCUMENTS_FOLDER = join(
  dirname(resolvePackage('@storefront/sdk/package.json')),
  'openapi',
);

/** The API each document describes: its file and the prefix its calls (and its pages) live under. */
export const DOCUMENTS = [
  { file: 'v1.json', prefix: API_PREFIX },
  { file: 'ops.json', prefix: OPS_API_PREFIX },
] as const;

export const REDOC_PATH = `${API_PREFIX}/reference/redoc.standalone.js`;

/** A file's body with its strong ETag, read once. */
interface Served {
  body: Buffer;
  etag: string;
}

const served = (body: Buffer): Served => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
});

let redoc: Served | undefined;
/** Redoc's standalone bundle (redoc/bundles), read on the first request for it. */
function redocBundle(): Served {
  redoc ??= served(readFileSync(join(dirname(resolvePackage('redoc')), 'redoc.standalone.js')));
  return redoc;
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  file: Served,
  type: string,
  cacheControl: string,
) {
  reply.header('etag', file.etag).header('cache-control', cacheControl).type(type);
  if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  return reply.send(file.body);
}

function referencePage(title: string, documentUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}: reference</title>
${ICON_LINKS}
</head>
<body>
<noscript><p>This reference is drawn with JavaScript. The document it shows is <a href="${escapeHtml(documentUrl)}">${escapeHtml(documentUrl)}</a>.</p></noscript>
<redoc spec-url="${escapeHtml(documentUrl)}"></redoc>
<script src="${REDOC_PATH}"></script>
</body>
</html>
`;
}

export async function openapiPlugin(app: FastifyInstance): Promise<void> {
  for (const { file, prefix } of DOCUMENTS) {
    const document = served(readFileSync(join(DOCUMENTS_FOLDER, file)));
    const { info } = JSON.parse(document.body.toString('utf8')) as { info: { title: string } };
    const documentUrl = `${prefix}/openapi.json`;
    const page = served(Buffer.from(referencePage(info.title, documentUrl)));

    app.get(documentUrl, async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      return send(request, reply, document, 'application/json; charset=utf-8', 'no-cache');
    });
    app.get(`${prefix}/reference`, async (request, reply) =>
      send(request, reply, page, 'text/html; charset=utf-8', 'no-cache'),
    );
  }
  app.get(REDOC_PATH, async (request, reply) =>
    send(request, reply, redocBundle(), 'text/javascript; charset=utf-8', 'public, max-age=86400'),
  );
}
