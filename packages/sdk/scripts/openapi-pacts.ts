/**
 * What the pacts (contracts/pacts/*.json) pin, per call: the statuses the provider must answer and the
 * request and reply bodies of each interaction, as examples for the OpenAPI documents.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Json } from './openapi-schemas.js';

export interface PactExample {
  /** The interaction's description, e.g. "a checkout with an old price". */
  description: string;
  status: number;
  /** The JSON body sent, for calls with a body. */
  body?: Json;
  /** The query parameters sent (each the first value given), for GET calls. */
  query?: Record<string, string>;
  /** The reply body. */
  reply?: Json;
}

interface PactInteraction {
  description: string;
  request: {
    method: string;
    path: string;
    query?: Record<string, string[]>;
    body?: { content?: Json };
  };
  response: { status: number; body?: { content?: Json } };
}

const first = (values: Record<string, string[]> | undefined) =>
  Object.fromEntries(Object.entries(values ?? {}).map(([name, list]) => [name, list[0] ?? '']));

/** The interactions of every pact file in `folder`, keyed `METHOD /full/path`, in file order. */
export function readPacts(folder: string): Map<string, PactExample[]> {
  const byCall = new Map<string, PactExample[]>();
  if (!existsSync(folder)) return byCall;
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort();
  for (const file of files) {
    const pact = JSON.parse(readFileSync(join(folder, file), 'utf8')) as {
      interactions?: PactInteraction[];
    };
    for (const interaction of pact.interactions ?? []) {
      const { request, response } = interaction;
      const key = `${request.method.toUpperCase()} ${request.path}`;
      const examples = byCall.get(key) ?? [];
      byCall.set(key, examples);
      examples.push({
        description: interaction.description,
        status: response.status,
        ...(request.body?.content === undefined ? {} : { body: request.body.content }),
        ...(request.query === undefined ? {} : { query: first(request.query) }),
        ...(response.body?.content === undefined ? {} : { reply: response.body.content }),
      });
    }
  }
  return byCall;
}

/** An example's key in a document: its description in kebab case, without the leading article. */
export function exampleKey(description: string): string {
  return description
    .toLowerCase()
    .replace(/^(a|an|the) /, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
