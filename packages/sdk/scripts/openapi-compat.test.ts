// Run: pnpm exec tsx --test packages/sdk/scripts/openapi-compat.test.ts (part of pnpm openapi:check's CI step)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  type Change,
  bumped,
  compareDocuments,
  describeChanges,
  leavesCaretRange,
  pendingBump,
  withChangesInChangelog,
} from './openapi-compat.js';
import type { JsonObject } from './openapi-schemas.js';

/** A document with one call, POST /save, of this request body and this reply. */
function documentWith(request: JsonObject, reply: JsonObject, components: JsonObject = {}) {
  return {
    openapi: '3.1.1',
    info: { title: 'test', version: '1.0.0' },
    paths: {
      '/save': {
        post: {
          requestBody: { content: { 'application/json': { schema: request } } },
          responses: {
            200: { description: 'ok', content: { 'application/json': { schema: reply } } },
          },
        },
      },
    },
    components: { schemas: components },
  };
}

const object = (properties: JsonObject, required: string[] = [], strict = false): JsonObject => ({
  type: 'object',
  properties,
  required,
  ...(strict ? { additionalProperties: false } : {}),
});

const text = { type: 'string' };
const summary = (changes: Change[]) =>
  changes.map((change) => `${change.field}: ${change.what} [${change.breaks}]`);

function changesOf(
  request: [JsonObject, JsonObject],
  reply: [JsonObject, JsonObject] = [object({}), object({})],
) {
  return summary(
    compareDocuments(documentWith(request[0], reply[0]), documentWith(request[1], reply[1]), 'v1'),
  );
}

test('a field removed from a reply breaks consumers', () => {
  const changes = changesOf(
    [object({}), object({})],
    [object({ Name: text, Slug: text }, ['Name', 'Slug']), object({ Name: text }, ['Name'])],
  );
  assert.deepEqual(changes, ['reply Slug: field removed [consumer]']);
});

test('a field removed from a strict request breaks consumers: the server refuses it from now on', () => {
  const changes = changesOf([object({ note: text }, [], true), object({}, [], true)]);
  assert.deepEqual(changes, ['request note: field removed [consumer]']);
});

test('a request field made required, or added as required, breaks consumers', () => {
  const changes = changesOf([
    object({ note: text }, [], true),
    object({ note: text, slotId: text }, ['note', 'slotId'], true),
  ]);
  assert.deepEqual(changes, [
    'request note: now required [consumer]',
    'request slotId: field added, required [consumer]',
  ]);
});

test('an optional field added breaks providers in a request and nobody in a reply', () => {
  const changes = changesOf(
    [object({}, [], true), object({ note: text }, [], true)],
    [object({}), object({ Note: text })],
  );
  assert.deepEqual(changes, [
    'request note: field added, optional [provider]',
    'reply Note: field added, optional [nobody]',
  ]);
});

test('an enum narrowed in a request breaks consumers; widened in a reply it breaks them too', () => {
  const reason = (values: string[]) => object({ reason: { type: 'string', enum: values } });
  const changes = changesOf(
    [reason(['Spoiled', 'Damaged']), reason(['Spoiled'])],
    [reason(['Spoiled']), reason(['Spoiled', 'Damaged'])],
  );
  assert.deepEqual(changes, [
    'request reason: value(s) removed: "Damaged" [consumer]',
    'reply reason: value(s) added: "Damaged" [consumer]',
  ]);
});

test('an enum narrowed in a reply breaks only providers, which may send fewer values', () => {
  const status = (values: string[]) => object({ Status: { type: 'string', enum: values } });
  const changes = changesOf(
    [object({}), object({})],
    [status(['Placed', 'Packed']), status(['Placed'])],
  );
  assert.deepEqual(changes, ['reply Status: value(s) removed: "Packed" [provider]']);
});

test('a type changed breaks consumers; integer to number in a request only widens it', () => {
  const changes = changesOf(
    [object({ qty: { type: 'integer' } }), object({ qty: { type: 'number' } })],
    [object({ Total: { type: 'integer' } }), object({ Total: { type: 'string' } })],
  );
  assert.deepEqual(changes, [
    'request qty: type widened: integer → number [provider]',
    'reply Total: type changed: integer → string [provider]',
    'reply Total: type changed: integer → string [consumer]',
  ]);
});

test('a limit tightened in a request, or loosened in a reply (the older SDK checks it), breaks consumers', () => {
  const changes = changesOf(
    [
      object({ note: { type: 'string', maxLength: 300 } }),
      object({ note: { type: 'string', maxLength: 200 } }),
    ],
    [
      object({ Name: { type: 'string', maxLength: 80 } }),
      object({ Name: { type: 'string', maxLength: 120 } }),
    ],
  );
  assert.deepEqual(changes, [
    'request note: maxLength 300 → 200 [consumer]',
    'reply Name: maxLength 80 → 120 [consumer]',
  ]);
});

test('the same anyOf members on both sides are no change (two consts of one type)', () => {
  const isDefault = {
    anyOf: [
      { type: 'number', const: 0 },
      { type: 'number', const: 1 },
    ],
  };
  const changes = changesOf(
    [object({}), object({})],
    [object({ IsDefault: isDefault }), object({ IsDefault: isDefault })],
  );
  assert.deepEqual(changes, []);
});

test('a nullable object compares its fields, through component references', () => {
  const before = documentWith(
    object({}),
    object({ Order: { anyOf: [{ $ref: '#/components/schemas/Order' }, { type: 'null' }] } }),
    {
      Order: object({ Id: { type: 'integer' }, Total: { type: 'integer' } }, ['Id', 'Total']),
    },
  );
  const after = documentWith(
    object({}),
    object({ Order: { anyOf: [{ $ref: '#/components/schemas/Order' }, { type: 'null' }] } }),
    {
      Order: object({ Id: { type: 'integer' } }, ['Id']),
    },
  );
  assert.deepEqual(summary(compareDocuments(before, after, 'v1')), [
    'reply Order.Total: field removed [consumer]',
  ]);
});

test('a call removed breaks consumers, a call added providers', () => {
  const before = documentWith(object({}), object({}));
  const after = { ...before, paths: { '/other': before.paths['/save'] } };
  const changes = compareDocuments(before, after, 'v1').map(
    (change) => `${change.call}: ${change.what} [${change.breaks}]`,
  );
  assert.deepEqual(changes, [
    'POST /v1/save: call removed [consumer]',
    'POST /v1/other: call added [provider]',
  ]);
});

test('the checked-in documents have no change against themselves', () => {
  for (const name of ['v1', 'ops']) {
    const document = JSON.parse(
      readFileSync(new URL(`../openapi/${name}.json`, import.meta.url), 'utf8'),
    ) as JsonObject;
    assert.deepEqual(compareDocuments(document, document, name), []);
  }
});

test('the same change on many calls is one line, and consumer-breaking changes come first', () => {
  const lang = (call: string): Change => ({
    call,
    field: 'query lang',
    what: 'parameter added, optional',
    breaks: 'provider',
  });
  const changes: Change[] = [
    ...['GET /v1/a', 'GET /v1/b', 'GET /v1/c', 'GET /v1/d'].map(lang),
    { call: 'GET /v1/e', field: 'reply Slug', what: 'field removed', breaks: 'consumer' },
  ];
  assert.equal(
    describeChanges(changes),
    [
      '- `GET /v1/e reply Slug`: field removed (breaks consumers)',
      '- `query lang` on 4 calls: parameter added, optional (breaks providers)',
    ].join('\n'),
  );
});

test('the next version: the largest pending bump; below 1.0.0 a minor leaves the caret range', () => {
  const changeset = (bump: string) => `---\n'@storefront/sdk': ${bump}\n---\n\nText.\n`;
  assert.equal(pendingBump([changeset('minor'), changeset('major'), changeset('patch')]), 'major');
  assert.equal(pendingBump(['---\n---\n']), undefined);
  assert.equal(bumped('0.1.0', 'minor'), '0.2.0');
  assert.equal(bumped('0.1.0', 'major'), '1.0.0');
  assert.equal(bumped('1.2.3', undefined), '1.2.3');
  assert.equal(leavesCaretRange('0.1.0', '0.1.1'), false);
  assert.equal(leavesCaretRange('0.1.0', '0.2.0'), true);
  assert.equal(leavesCaretRange('1.2.0', '1.3.0'), false);
  assert.equal(leavesCaretRange('1.2.0', '2.0.0'), true);
});

test('the changes go under their version in the changelog, once', () => {
  const changelog =
    '# @storefront/sdk\n\n## 0.2.0\n\n### Minor Changes\n\n- New.\n\n## 0.1.0\n\n- First.\n';
  const changes: Change[] = [
    { call: 'GET /v1/e', field: 'reply Slug', what: 'field removed', breaks: 'consumer' },
  ];
  const once = withChangesInChangelog(changelog, '0.2.0', changes);
  assert.equal(
    once,
    '# @storefront/sdk\n\n## 0.2.0\n\n### Minor Changes\n\n- New.\n\n### Calls and fields (OpenAPI)\n\n- `GET /v1/e reply Slug`: field removed (breaks consumers)\n\n## 0.1.0\n\n- First.\n',
  );
  assert.equal(withChangesInChangelog(once, '0.2.0', changes), once);
  assert.throws(() => withChangesInChangelog(changelog, '9.9.9', changes), /no "## 9.9.9"/);
});
