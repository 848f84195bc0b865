/**
 * Builds an app entry against the installed package, as an app's own bundler does: support/scenario.ts and
 * the entry are written next to the installed @storefront/sdk (so the import is the tarball's, never the
 * workspace's source), then esbuild (the SDK's own dev dependency) bundles or transpiles them.
 */
import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BuildOptions, build } from 'esbuild';
import { packageDir } from './paths.js';

export async function buildApp(
  project: string,
  name: string,
  source: string,
  options: BuildOptions,
): Promise<void> {
  await copyFile(join(packageDir, 'test/support/scenario.ts'), join(project, 'scenario.ts'));
  const entry = join(project, `${name}.ts`);
  await writeFile(entry, source);
  await build({
    absWorkingDir: project,
    entryPoints: { [name]: entry },
    bundle: true,
    logLevel: 'warning',
    target: 'es2022',
    ...options,
  });
}
