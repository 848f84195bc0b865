// Serves a built bare page (build.mjs) as the store serves its files: scripts, styles and HTML compressed
// once with brotli 11 (gzip 9 for a client without brotli), hashed assets immutable, the page itself
// revalidated. Run as a process of its own (the benchmark blocks its own event loop while Lighthouse runs):
//   node serve.mjs <dir> <port>
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const [dir, port] = process.argv.slice(2);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webp': 'image/webp',
};
const compressible = new Set(['.html', '.js', '.css']);

function walk(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const files = new Map();
for (const path of walk(dir)) {
  const body = readFileSync(path);
  const ext = extname(path);
  files.set(`/${relative(dir, path)}`, {
    type: types[ext] ?? 'application/octet-stream',
    body,
    br: compressible.has(ext)
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : undefined,
    gzip: compressible.has(ext) ? gzipSync(body, { level: 9 }) : undefined,
    cache: path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
}

createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = files.get(path === '/' ? '/index.html' : path);
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding =
    file.br && /\bbr\b/.test(accepted)
      ? 'br'
      : file.gzip && /\bgzip\b/.test(accepted)
        ? 'gzip'
        : '';
  const body = encoding ? file[encoding] : file.body;
  response.writeHead(200, {
    'content-type': file.type,
    'content-length': body.byteLength,
    'cache-control': file.cache,
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}).listen(Number(port), '127.0.0.1');
