/**
 * `pnpm --filter @storefront/contracts interactions:update`: rewrites the list of interactions in README.md
 * from the pact files (after `pnpm --filter @storefront/contracts test` regenerated them).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { README_PATH, regeneratedReadme } from '../support/readme.js';

const next = await regeneratedReadme();
if (next === readFileSync(README_PATH, 'utf8')) {
  console.log('README.md: the list of interactions is current');
} else {
  writeFileSync(README_PATH, next);
  console.log('README.md: the list of interactions was rewritten');
}
