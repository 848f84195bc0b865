/**
 * The examples as another team gets them: the SDK packed (`pnpm pack`, built first unless SDK_BUILT=1 says
 * the package's own test has just built it), each example's folder copied out of the repository into an
 * empty folder, the tarball installed there with npm, and the program run with plain `node`.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cp, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const examplesDir = fileURLToPath(new URL('..', import.meta.url));
const sdkDir = resolve(examplesDir, '../packages/sdk');

/** Without what pnpm sets for the scripts it runs (npm_config_*, …), which npm would read as its own. */
export function plainEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const own = Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_|INIT_CWD$)/i.test(key));
  return { ...Object.fromEntries(own), ...extra };
}

/** Builds (unless SDK_BUILT=1) and packs the SDK into `dir`; answers the tarball's path. */
export async function packSdk(dir: string): Promise<string> {
  if (process.env.SDK_BUILT !== '1') await run('pnpm', ['run', 'build'], { cwd: sdkDir });
  await run('pnpm', ['pack', '--pack-destination', dir], { cwd: sdkDir });
  const tarball = (await readdir(dir)).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  return join(dir, tarball);
}

/** Copies examples/<name> into `dir` and installs the SDK's tarball there; answers the copy's folder. */
export async function installExample(name: string, dir: string, tarball: string): Promise<string> {
  const folder = join(dir, name);
  await cp(join(examplesDir, name), folder, {
    recursive: true,
    filter: (source) => !source.includes('node_modules'),
  });
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], {
    cwd: folder,
    env: plainEnv(),
  });
  return folder;
}

export interface Program {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Waits until its output satisfies `done` (or it exits first, which fails). */
  waitFor(done: (output: string) => boolean, what: string, timeoutMs?: number): Promise<void>;
  /** Its exit code. */
  exited: Promise<number | null>;
}

/** Starts `node <script> …args` in `folder`; collects stdout and stderr. */
export function startProgram(
  folder: string,
  script: string,
  args: string[],
  env: Record<string, string>,
): Program {
  const child = spawn('node', [script, ...args], { cwd: folder, env: plainEnv(env) });
  let text = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    output: () => text,
    exited,
    waitFor(done, what, timeoutMs = 60_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!done(text)) return;
          cleanup();
          resolve();
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`${script} did not print ${what} in ${timeoutMs} ms:\n${text}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        void exited.then(() => {
          if (!listeners.has(check)) return;
          cleanup();
          if (done(text)) resolve();
          else reject(new Error(`${script} exited before printing ${what}:\n${text}`));
        });
        check();
      });
    },
  };
}
