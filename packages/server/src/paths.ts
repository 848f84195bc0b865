/** Filesystem locations that do not depend on where the code runs from (src/ under tsx/vitest, dist/ when built). */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@storefront/server') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @storefront/server package root');
    dir = parent;
  }
}

export const serverRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
export const repoRoot = resolve(serverRoot, '../..');
export const migrationsFolder = join(serverRoot, 'drizzle');
export const assetsFolder = join(serverRoot, 'assets');
