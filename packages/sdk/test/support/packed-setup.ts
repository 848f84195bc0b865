/**
 * Global setup of the packed-package tests (test/): builds the SDK once (the package's `test` script has
 * built it already and says so with SDK_BUILT=1), packs it with `pnpm pack` and installs the tarball with npm
 * in an empty folder, as an app outside the workspace does (zod, ky and libphonenumber-js from the registry or
 * npm's cache). Every test file of test/ reads that folder with `inject('sdkProject')`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { packageDir } from './paths.js';

const run = promisify(execFile);

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder the packed SDK is installed in (node_modules/@storefront/sdk). */
    sdkProject: string;
    /** The tarball's file name in that folder. */
    sdkTarball: string;
  }
}

/** Without what pnpm sets for the scripts it runs (npm_config_*, …), which npm would read as its own settings. */
export function plainEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_|INIT_CWD$)/i.test(key)),
  );
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'sdk-pack-'));
  if (process.env.SDK_BUILT !== '1') await run('pnpm', ['run', 'build'], { cwd: packageDir });
  await run('pnpm', ['pack', '--pack-destination', folder], { cwd: packageDir });
  const tarball = (await readdir(folder)).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  await writeFile(
    join(folder, 'package.json'),
    JSON.stringify({ name: 'sdk-consumer', private: true }),
  );
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', `./${tarball}`], {
    cwd: folder,
    env: plainEnv(),
  });
  project.provide('sdkProject', folder);
  project.provide('sdkTarball', tarball);
  return () => rm(folder, { recursive: true, force: true });
}
