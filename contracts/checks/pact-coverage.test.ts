/**
 * Runs after the consumer tests (see vitest.config.ts) and reads the pact file they wrote: every row of the
 * SDK's endpoint table is pinned, nothing else is, authenticated and idempotent calls carry their headers,
 * and every provider state is one of the documented few.
 */
import { readFileSync } from 'node:fs';
import { endpoints } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import { MONEY_FIELDS } from '../support/money-fields.js';
import { CONSUMER, PACT_DIR, PROVIDER, states } from '../support/pact.js';

interface Rule {
  match: string;
  regex?: string;
}
interface Interaction {
  description: string;
  providerStates?: { name: string }[];
  request: { method: string; path: string; headers?: Record<string, string[]> };
  response: {
    status: number;
    body?: { content?: unknown };
    matchingRules?: { body?: Record<string, { matchers: Rule[] }> };
  };
}

const INTEGER_OR_NULL = '^(null|-?\\d+)$';
const EXACT_INTEGER = /^\^\(\d+\)\$$/;

/** Every field of a JSON body with its pact path, arrays both as `[*]` (eachLike rules) and as `[index]`. */
function* fieldsOf(value: unknown, paths: string[]): Generator<{ key: string; paths: string[] }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      yield* fieldsOf(
        item,
        paths.flatMap((path) => [`${path}[*]`, `${path}[${index}]`]),
      );
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const itemPaths = paths.map((path) => `${path}.${key}`);
      yield { key, paths: itemPaths };
      yield* fieldsOf(item, itemPaths);
    }
  }
}

const pactFile = `${PACT_DIR}/${CONSUMER}-${PROVIDER}.json`;
const pact = JSON.parse(readFileSync(pactFile, 'utf8')) as { interactions: Interaction[] };
const rows = Object.entries(endpoints).map(([name, endpoint]) => ({
  name,
  ...endpoint,
  route: `${endpoint.method} /v1${endpoint.path}`,
}));
const routeOf = (interaction: Interaction) =>
  `${interaction.request.method} ${interaction.request.path}`;
const hasHeader = (interaction: Interaction, header: string) =>
  Object.keys(interaction.request.headers ?? {}).some((name) => name.toLowerCase() === header);

describe(`the pact file ${CONSUMER}-${PROVIDER}.json`, () => {
  it('pins every call of the endpoint table', () => {
    const pinned = new Set(pact.interactions.map(routeOf));
    const missing = rows
      .filter((row) => !pinned.has(row.route))
      .map((row) => `${row.name}: ${row.route}`);
    expect(missing).toEqual([]);
  });

  it('pins no call outside the endpoint table', () => {
    const known = new Set(rows.map((row) => row.route));
    const unknown = pact.interactions.map(routeOf).filter((route) => !known.has(route));
    expect(unknown).toEqual([]);
  });

  it('pins a successful reply of every call', () => {
    const succeeded = new Set(
      pact.interactions.filter((i) => i.response.status < 300).map(routeOf),
    );
    expect(rows.filter((row) => !succeeded.has(row.route)).map((row) => row.name)).toEqual([]);
  });

  it('sends the bearer token on every successful authenticated call', () => {
    const authenticated = new Set(rows.filter((row) => row.auth).map((row) => row.route));
    const withoutToken = pact.interactions
      .filter((i) => authenticated.has(routeOf(i)) && i.response.status < 300)
      .filter((i) => !hasHeader(i, 'authorization'))
      .map((i) => i.description);
    expect(withoutToken).toEqual([]);
  });

  it('sends an Idempotency-Key on every call of checkout and payment', () => {
    const idempotent = new Set(rows.filter((row) => row.idempotent).map((row) => row.route));
    const withoutKey = pact.interactions
      .filter((i) => idempotent.has(routeOf(i)) && !hasHeader(i, 'idempotency-key'))
      .map((i) => i.description);
    expect(withoutKey).toEqual([]);
  });

  it('pins every money field of every reply as an integer (paise)', () => {
    const loose = pact.interactions.flatMap((interaction) => {
      const rules = interaction.response.matchingRules?.body ?? {};
      // An integer, an integer or null, or exactly one whole number (exactPaise: "nothing credited").
      const isInteger = (rule: Rule) =>
        rule.match === 'integer' ||
        (rule.match === 'regex' &&
          (rule.regex === INTEGER_OR_NULL || EXACT_INTEGER.test(rule.regex ?? '')));
      return [...fieldsOf(interaction.response.body?.content, ['$'])]
        .filter(({ key }) => MONEY_FIELDS.has(key))
        .filter(({ paths }) => !paths.some((path) => rules[path]?.matchers.some(isInteger)))
        .map(({ paths }) => `${interaction.description}: ${paths[0]}`);
    });
    expect(loose).toEqual([]);
  });

  it('uses only the documented provider states, each of them at least once', () => {
    const documented = Object.values(states) as string[];
    const used = new Set(
      pact.interactions.flatMap((i) => (i.providerStates ?? []).map((state) => state.name)),
    );
    expect([...used].filter((state) => !documented.includes(state))).toEqual([]);
    expect(documented.filter((state) => !used.has(state))).toEqual([]);
  });

  it('lists every provider state in contracts/README.md for the provider team', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const undocumented = Object.values(states).filter((state) => !readme.includes(`'${state}'`));
    expect(undocumented).toEqual([]);
  });
});
