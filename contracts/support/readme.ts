/**
 * README.md with its list of interactions regenerated from the pact files and formatted as the repository's
 * Prettier formats it: what `interactions:update` writes and what checks/readme-interactions.test.ts expects.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { interactionsOf, withInteractions } from '../provider/interactions.js';
import { defaultPactFiles } from '../provider/verify-provider.js';

export const README_PATH = fileURLToPath(new URL('../README.md', import.meta.url));

export async function regeneratedReadme(): Promise<string> {
  const readme = readFileSync(README_PATH, 'utf8');
  const updated = withInteractions(readme, interactionsOf(defaultPactFiles()));
  const config = (await resolveConfig(README_PATH)) ?? {};
  return format(updated, { ...config, filepath: README_PATH });
}
