// `pnpm start`: builds the web app and the reference server, then serves the seeded store in sandbox mode
// on http://127.0.0.1:8080 (embedded PGlite under .data/, or PostgreSQL when DATABASE_URL is set).
import { spawn } from 'node:child_process';
import { run, has } from './lib/run.mjs';

const steps = [
  ['pnpm', ['--filter', '@storefront/web', 'build']],
  ['pnpm', ['--filter', '@storefront/server', 'build']],
];
for (const [command, args] of steps) {
  const code = await run(command, args);
  if (code !== 0) process.exit(code);
}

const env = { MODE: 'sandbox', ...process.env };
const host = env.HOST ?? '127.0.0.1';
const port = env.PORT ?? '8080';
const url = `http://${host}:${port}/`;
// The server logs JSON lines; for a person at a terminal they are shown through pino-pretty.
const server = spawn('node', ['packages/server/dist/main.js'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env,
});
const pretty = spawn(
  'node',
  [
    'packages/server/node_modules/pino-pretty/bin.js',
    '--ignore',
    'pid,hostname,reqId,req,res,responseTime',
    '--translateTime',
    'SYS:HH:MM:ss',
  ],
  { stdio: ['pipe', 'inherit', 'inherit'] },
);
server.stdout.pipe(pretty.stdin);

// Open a browser once the server answers, where this machine has a desktop to open one on.
const opener =
  process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start' : 'xdg-open';
const canOpen =
  process.env.CI !== 'true' &&
  (process.platform !== 'linux' || process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
for (let attempt = 0; attempt < 100; attempt++) {
  try {
    const response = await fetch(`${url}v1/get-store-configs`);
    if (response.ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
console.log(`\nThe store is running at ${url}  (sandbox sign-in codes: ${url}sandbox)\n`);
if (canOpen && has(opener)) spawn(opener, [url], { stdio: 'ignore', detached: true }).unref();

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
