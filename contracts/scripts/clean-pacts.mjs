// Pact merges new interactions into an existing pact file, so a regeneration starts from an empty folder:
// an interaction removed from the tests then disappears from the pact too.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';

const pactDir = new URL('../pacts/', import.meta.url);
mkdirSync(pactDir, { recursive: true });
for (const name of readdirSync(pactDir)) {
  if (name.endsWith('.json')) rmSync(new URL(name, pactDir));
}
