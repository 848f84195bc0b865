/**
 * Runs after the consumer tests (see vitest.config.ts): README.md, the provider team's guide, lists exactly
 * the interactions of the pact file they wrote.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README_PATH, regeneratedReadme } from '../support/readme.js';

describe('README.md', () => {
  it('lists the interactions of the pact files as they are', async () => {
    const expected = await regeneratedReadme();
    expect(
      readFileSync(README_PATH, 'utf8') === expected,
      'the list is not current: run `pnpm --filter @storefront/contracts interactions:update`',
    ).toBe(true);
  });
});
