/**
 * Writes docs/api-reference.md from the SDK's endpoint table and zod schemas, so the reference can never
 * drift from the code. `--check` fails when the committed file is out of date (run by the test command).
 * Run: pnpm exec tsx --conditions=source scripts/docs/api-docs.ts [--check]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod/mini';
import { endpoints } from '@storefront/sdk';

type Json = {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  oneOf?: Json[];
  enum?: unknown[];
  const?: unknown;
  additionalProperties?: Json | boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

const SAFE_MAX = Number.MAX_SAFE_INTEGER;

function constraints(schema: Json): string {
  const notes: string[] = [];
  if (schema.exclusiveMinimum !== undefined) notes.push(`> ${schema.exclusiveMinimum}`);
  if (schema.minimum !== undefined && schema.minimum !== -SAFE_MAX)
    notes.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined && schema.maximum !== SAFE_MAX)
    notes.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) notes.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) notes.push(`max length ${schema.maxLength}`);
  if (schema.minItems !== undefined) notes.push(`min ${schema.minItems} items`);
  if (schema.maxItems !== undefined) notes.push(`max ${schema.maxItems} items`);
  if (schema.pattern !== undefined) notes.push(`pattern ${schema.pattern}`);
  if (schema.format !== undefined) notes.push(schema.format);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes.length ? ` /* ${notes.join(', ')} */` : '';
}

function render(schema: Json, indent: string): string {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map((variant) => render(variant, indent)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'object' || schema.properties) {
    const entries = Object.entries(schema.properties ?? {});
    if (entries.length === 0) {
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
        return `Record<string, ${render(schema.additionalProperties, indent)}>`;
      return '{}';
    }
    const inner = indent + '  ';
    const lines = entries.map(([key, value]) => {
      const optional = schema.required?.includes(key) ? '' : '?';
      return `${inner}${key}${optional}: ${render(value, inner)};${constraints(value)}`;
    });
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  if (type === 'array') return `Array<${render(schema.items ?? {}, indent)}>`;
  return type ?? 'unknown';
}

function typeOf(schema: z.core.$ZodType, io: 'input' | 'output'): string {
  return render(z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json, '');
}

const lines: string[] = [
  '# API reference (generated)',
  '',
  'Generated from `packages/sdk/src/endpoints.ts` and the zod schemas by `scripts/docs/api-docs.ts`; do not edit by hand.',
  'Base URL `{host}/v1`. Money is integer paise. Bodies are JSON; GET calls take their request as query parameters.',
  'Every failed call answers `{ Message: string; Description?: string }` plus the flags noted in [api.md](api.md).',
  '',
];
for (const [name, endpoint] of Object.entries(endpoints)) {
  const flags = [
    endpoint.auth ? 'bearer token' : 'public',
    'idempotent' in endpoint && endpoint.idempotent ? 'Idempotency-Key header' : '',
  ]
    .filter(Boolean)
    .join(', ');
  lines.push(`## ${endpoint.method} /v1${endpoint.path}`, '', `SDK row \`${name}\` · ${flags}`, '');
  const request = typeOf(endpoint.request, 'input');
  if (request !== '{}') {
    lines.push(endpoint.method === 'GET' ? 'Query:' : 'Body:', '', '```ts', request, '```', '');
  }
  lines.push('Reply:', '', '```ts', typeOf(endpoint.reply, 'output'), '```', '');
}

const target = new URL('../../docs/api-reference.md', import.meta.url);
const content = lines.join('\n');
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    /* missing counts as out of date */
  }
  if (current !== content) {
    console.error('docs/api-reference.md is out of date: run `pnpm docs:api` and commit it.');
    process.exit(1);
  }
  console.log('docs/api-reference.md is up to date.');
} else {
  writeFileSync(target, content);
  console.log(`wrote ${target.pathname}`);
}
