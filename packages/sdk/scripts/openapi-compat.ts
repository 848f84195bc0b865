/**
 * What changed between two versions of an OpenAPI document, call by call and field by field, and whom each
 * change breaks:
 *
 * - **consumers** (apps calling the API, and the SDK of the older version, which validates every reply with
 *   its schemas): a call or a reply field removed; a request that the server now refuses (a field removed
 *   from a strict request, a field or parameter newly required, a type changed, an enum value removed, a
 *   limit tightened, a token now needed); a reply that the older SDK refuses (a field no longer always
 *   there, a type or an enum value added, a limit loosened);
 * - **providers** (servers implementing the API, such as a backend team verifying the pacts): a call added;
 *   a request that must now be accepted (a field, a value or a wider limit); a reply that must now hold more
 *   (a field newly required, a value or a limit narrowed);
 * - nobody: an optional reply field added, texts and examples.
 *
 * A change that breaks consumers needs a major version (the check in openapi.ts).
 */
import type { Json, JsonObject } from './openapi-schemas.js';

export type Breaks = 'consumer' | 'provider' | 'nobody';

export interface Change {
  /** The call, e.g. `POST /v1/checkout`. */
  call: string;
  /** The field or parameter, e.g. `request products[].qty`, `reply OrderData.Status`, `query lang`; '' for the call. */
  field: string;
  what: string;
  breaks: Breaks;
}

/** A request is what the client sends (the server accepts); a reply what the server sends. */
type Side = 'request' | 'reply';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const asObject = (value: Json | undefined): JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};

/** The object a local `$ref` points to (several hops), or the value itself. */
function resolve(document: JsonObject, value: Json | undefined): JsonObject {
  let current = asObject(value);
  for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops += 1) {
    let target: Json | undefined = document;
    for (const part of current.$ref.replace(/^#\//, '').split('/')) target = asObject(target)[part];
    current = asObject(target);
  }
  return current;
}

class Comparison {
  readonly changes: Change[] = [];
  readonly #seen = new Set<string>();

  constructor(
    readonly before: JsonObject,
    readonly after: JsonObject,
  ) {}

  /** `where` is the call, then a space and the field when there is one. */
  add(where: string, what: string, breaks: Breaks) {
    const [method = '', path = '', ...field] = where.split(' ');
    this.changes.push({ call: `${method} ${path}`, field: field.join(' ').trim(), what, breaks });
  }

  /** A narrowing breaks consumers of a request and providers of a reply; a widening the other way round. */
  narrowed(side: Side, where: string, what: string) {
    this.add(where, what, side === 'request' ? 'consumer' : 'provider');
  }
  widened(side: Side, where: string, what: string) {
    this.add(where, what, side === 'request' ? 'provider' : 'consumer');
  }

  schema(old: Json | undefined, now: Json | undefined, side: Side, where: string) {
    const key = `${JSON.stringify(old)}|${JSON.stringify(now)}|${side}|${where}`;
    if (this.#seen.has(key)) return;
    this.#seen.add(key);
    const a = resolve(this.before, old);
    const b = resolve(this.after, now);
    const variantsA = variants(a);
    const variantsB = variants(b);
    if (variantsA.length > 1 || variantsB.length > 1) {
      this.variants(variantsA, variantsB, side, where);
      return;
    }
    this.single(a, b, side, where);
  }

  /**
   * anyOf/oneOf members: the same member on both sides first, then the others matched by their kind (their
   * type, and for objects their fields when a side has more than one object left: one object on each side
   * is the same object, its fields compared).
   */
  variants(old: JsonObject[], now: JsonObject[], side: Side, where: string) {
    const text = (variant: JsonObject) => JSON.stringify(variant);
    const resolvedOld = old.map((variant) => resolve(this.before, variant));
    const resolvedNow = now.map((variant) => resolve(this.after, variant));
    const same = new Set(resolvedOld.map(text).filter((t) => resolvedNow.map(text).includes(t)));
    const leftOld = resolvedOld.filter((variant) => !same.has(text(variant)));
    const leftNow = resolvedNow.filter((variant) => !same.has(text(variant)));
    const objects = (list: JsonObject[]) => list.filter((v) => typesOf(v).has('object')).length;
    const detailed = objects(leftOld) > 1 || objects(leftNow) > 1;
    const kind = (variant: JsonObject) => kindOf(variant, detailed);
    const unique = (list: JsonObject[]) => {
      const counts = new Map<string, number>();
      for (const variant of list) counts.set(kind(variant), (counts.get(kind(variant)) ?? 0) + 1);
      return new Map(list.filter((v) => counts.get(kind(v)) === 1).map((v) => [kind(v), v]));
    };
    const matchesNow = unique(leftNow);
    const matchesOld = unique(leftOld);
    const describe = (variant: JsonObject) => {
      const values = valuesOf(variant);
      return values ? list(values) : kind(variant);
    };
    for (const variant of leftOld) {
      const match = matchesOld.has(kind(variant)) ? matchesNow.get(kind(variant)) : undefined;
      if (match) this.single(variant, match, side, where);
      else this.narrowed(side, where, `no longer ${describe(variant)}`);
    }
    for (const variant of leftNow) {
      const matched = matchesNow.has(kind(variant)) && matchesOld.has(kind(variant));
      if (!matched) this.widened(side, where, `may now be ${describe(variant)}`);
    }
  }

  single(a: JsonObject, b: JsonObject, side: Side, where: string) {
    if (!this.types(a, b, side, where)) return;
    this.values(a, b, side, where);
    this.limits(a, b, side, where);
    this.properties(a, b, side, where);
    if (a.items !== undefined || b.items !== undefined)
      this.schema(a.items, b.items, side, `${where}[]`);
    if (a.additionalProperties && typeof a.additionalProperties === 'object')
      this.schema(a.additionalProperties, b.additionalProperties, side, `${where}{}`);
  }

  /** false when the types share nothing (nothing below them compares). */
  types(a: JsonObject, b: JsonObject, side: Side, where: string): boolean {
    const old = typesOf(a);
    const now = typesOf(b);
    if (old.size === 0 || now.size === 0) {
      if (old.size > 0) this.widened(side, where, 'any type now');
      if (now.size > 0) this.narrowed(side, where, `only ${[...now].join(' or ')} now`);
      return true;
    }
    const removed = [...old].filter((type) => !covers(now, type));
    const added = [...now].filter((type) => !covers(old, type));
    // A type replaced by another both narrows (the old one is gone) and widens (the new one comes).
    const change = `${[...old].join('|')} → ${[...now].join('|')}`;
    const word =
      removed.length > 0 && added.length > 0
        ? 'changed'
        : removed.length > 0
          ? 'narrowed'
          : 'widened';
    if (removed.length > 0) this.narrowed(side, where, `type ${word}: ${change}`);
    if (added.length > 0) this.widened(side, where, `type ${word}: ${change}`);
    return removed.length < old.size;
  }

  values(a: JsonObject, b: JsonObject, side: Side, where: string) {
    const old = valuesOf(a);
    const now = valuesOf(b);
    if (old === undefined && now === undefined) return;
    if (old === undefined) return this.narrowed(side, where, `only ${list(now!)} now`);
    if (now === undefined) return this.widened(side, where, `any value now, was ${list(old)}`);
    const removed = old.filter((value) => !now.includes(value));
    const added = now.filter((value) => !old.includes(value));
    if (removed.length > 0) this.narrowed(side, where, `value(s) removed: ${list(removed)}`);
    if (added.length > 0) this.widened(side, where, `value(s) added: ${list(added)}`);
  }

  limits(a: JsonObject, b: JsonObject, side: Side, where: string) {
    for (const [keyword, direction] of LIMITS) {
      const old = a[keyword];
      const now = b[keyword];
      if (old === now) continue;
      const text = `${keyword} ${old ?? 'none'} → ${now ?? 'none'}`;
      if (typeof now !== 'number') this.widened(side, where, text);
      else if (typeof old !== 'number') this.narrowed(side, where, text);
      else if ((now - old) * direction > 0) this.narrowed(side, where, text);
      else this.widened(side, where, text);
    }
    for (const keyword of ['pattern', 'format'] as const) {
      if (a[keyword] === b[keyword]) continue;
      const text = `${keyword} ${String(a[keyword] ?? 'none')} → ${String(b[keyword] ?? 'none')}`;
      // A new or another pattern may refuse what the old one allowed: narrowed, both ways at once.
      if (b[keyword] === undefined) this.widened(side, where, text);
      else {
        this.narrowed(side, where, text);
        if (a[keyword] !== undefined) this.widened(side, where, text);
      }
    }
  }

  properties(a: JsonObject, b: JsonObject, side: Side, where: string) {
    const old = asObject(a.properties);
    const now = asObject(b.properties);
    const requiredOld = new Set(strings(a.required));
    const requiredNow = new Set(strings(b.required));
    const field = (name: string) => (where.endsWith(' ') ? `${where}${name}` : `${where}.${name}`);
    for (const name of Object.keys(old)) {
      if (!(name in now)) {
        // A strict request refuses the field from now on; a reply no longer has it.
        const refused = side === 'reply' || b.additionalProperties === false;
        this.add(field(name), 'field removed', refused ? 'consumer' : 'nobody');
        continue;
      }
      if (requiredOld.has(name) && !requiredNow.has(name))
        this.widened(side, field(name), 'no longer required');
      if (!requiredOld.has(name) && requiredNow.has(name))
        this.narrowed(side, field(name), 'now required');
      this.schema(old[name], now[name], side, field(name));
    }
    for (const name of Object.keys(now)) {
      if (name in old) continue;
      if (requiredNow.has(name)) this.narrowed(side, field(name), 'field added, required');
      else if (side === 'request') this.widened(side, field(name), 'field added, optional');
      else this.add(field(name), 'field added, optional', 'nobody');
    }
    if (side === 'request' && a.additionalProperties !== false && b.additionalProperties === false)
      this.narrowed(side, where, 'unknown fields refused now');
  }
}

/** Each limit keyword with the sign of a narrowing change: a higher minimum, a lower maximum. */
const LIMITS: readonly [string, 1 | -1][] = [
  ['minimum', 1],
  ['exclusiveMinimum', 1],
  ['minLength', 1],
  ['minItems', 1],
  ['maximum', -1],
  ['exclusiveMaximum', -1],
  ['maxLength', -1],
  ['maxItems', -1],
];

const strings = (value: Json | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const list = (values: readonly Json[]) => values.map((value) => JSON.stringify(value)).join(', ');

function variants(schema: JsonObject): JsonObject[] {
  const members = schema.anyOf ?? schema.oneOf;
  return Array.isArray(members) ? members.map(asObject) : [schema];
}

function typesOf(schema: JsonObject): Set<string> {
  if (typeof schema.type === 'string') return new Set([schema.type]);
  if (Array.isArray(schema.type)) return new Set(strings(schema.type));
  const values = valuesOf(schema);
  if (values)
    return new Set(
      values.map((value) =>
        value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value,
      ),
    );
  if (schema.properties) return new Set(['object']);
  return new Set();
}

/** Whether a set of types accepts a type: `number` accepts `integer`. */
const covers = (types: Set<string>, type: string) =>
  types.has(type) || (type === 'integer' && types.has('number'));

function valuesOf(schema: JsonObject): Json[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  return undefined;
}

function kindOf(schema: JsonObject, withFields: boolean): string {
  const types = [...typesOf(schema)].sort().join('|') || 'any';
  if (types !== 'object' || !withFields) return types;
  return `object {${Object.keys(asObject(schema.properties)).sort().join(', ')}}`;
}

/** Parameters by where they go and their name (`query lang`), resolved. */
function parametersOf(document: JsonObject, operation: JsonObject): Map<string, JsonObject> {
  const found = new Map<string, JsonObject>();
  for (const parameter of Array.isArray(operation.parameters) ? operation.parameters : []) {
    const resolved = resolve(document, parameter);
    found.set(`${String(resolved.in)} ${String(resolved.name)}`, resolved);
  }
  return found;
}

function compareParameters(c: Comparison, old: JsonObject, now: JsonObject, call: string) {
  const before = parametersOf(c.before, old);
  const after = parametersOf(c.after, now);
  for (const [key, parameter] of before) {
    const match = after.get(key);
    const where = `${call} ${key}`;
    if (!match) {
      // A query the server reads strictly refuses it from now on; a header it no longer needs is ignored.
      c.add(where, 'parameter removed', parameter.in === 'query' ? 'consumer' : 'nobody');
      continue;
    }
    if (!parameter.required && match.required) c.narrowed('request', where, 'now required');
    if (parameter.required && !match.required) c.widened('request', where, 'no longer required');
    c.schema(parameter.schema, match.schema, 'request', where);
  }
  for (const [key, parameter] of after) {
    if (before.has(key)) continue;
    const where = `${call} ${key}`;
    if (parameter.required) c.narrowed('request', where, 'parameter added, required');
    else c.widened('request', where, 'parameter added, optional');
  }
}

const jsonSchemaOf = (document: JsonObject, holder: Json | undefined) =>
  asObject(asObject(asObject(resolve(document, holder).content)['application/json']).schema);

function compareOperation(c: Comparison, old: JsonObject, now: JsonObject, call: string) {
  const secured = (operation: JsonObject) =>
    Array.isArray(operation.security) &&
    operation.security.length > 0 &&
    !operation.security.some((requirement) => Object.keys(asObject(requirement)).length === 0);
  if (!secured(old) && secured(now)) c.add(call, 'a token is needed now', 'consumer');
  if (secured(old) && !secured(now)) c.add(call, 'no token needed now', 'provider');
  compareParameters(c, old, now, call);

  const bodyOld = resolve(c.before, old.requestBody);
  const bodyNow = resolve(c.after, now.requestBody);
  if (old.requestBody !== undefined || now.requestBody !== undefined) {
    if (!bodyOld.required && bodyNow.required)
      c.narrowed('request', `${call} body`, 'now required');
    c.schema(
      jsonSchemaOf(c.before, old.requestBody),
      jsonSchemaOf(c.after, now.requestBody),
      'request',
      `${call} request `,
    );
  }

  const repliesOld = asObject(old.responses);
  const repliesNow = asObject(now.responses);
  for (const status of Object.keys(repliesOld).filter((code) => code.startsWith('2'))) {
    if (!(status in repliesNow)) {
      c.add(`${call} reply ${status}`, 'reply removed', 'consumer');
      continue;
    }
    c.schema(
      jsonSchemaOf(c.before, repliesOld[status]),
      jsonSchemaOf(c.after, repliesNow[status]),
      'reply',
      `${call} reply `,
    );
  }
}

/** Every change from `before` to `after`; `prefix` is the API's base (v1, ops/v1) in the names of calls. */
export function compareDocuments(before: JsonObject, after: JsonObject, prefix: string): Change[] {
  const c = new Comparison(before, after);
  const pathsOld = asObject(before.paths);
  const pathsNow = asObject(after.paths);
  const calls = (paths: JsonObject) =>
    Object.entries(paths).flatMap(([path, item]) =>
      METHODS.filter((method) => asObject(item)[method] !== undefined).map((method) => ({
        key: `${method.toUpperCase()} /${prefix}${path}`,
        operation: asObject(asObject(item)[method]),
      })),
    );
  const now = new Map(calls(pathsNow).map(({ key, operation }) => [key, operation]));
  const old = new Map(calls(pathsOld).map(({ key, operation }) => [key, operation]));
  for (const [key, operation] of old) {
    const match = now.get(key);
    if (match) compareOperation(c, operation, match, key);
    else c.add(key, 'call removed', 'consumer');
  }
  for (const key of now.keys()) if (!old.has(key)) c.add(key, 'call added', 'provider');
  return c.changes;
}

const HEADINGS: Readonly<Record<Breaks, string>> = {
  consumer: 'breaks consumers',
  provider: 'breaks providers',
  nobody: 'breaks nobody',
};

/** The same change on more calls than this is one line ("on 68 calls"). */
const GROUPED_FROM = 4;

/**
 * The changes as Markdown list items, those that break consumers first; the same change of the same
 * field on many calls (a parameter every call takes) is one item.
 */
export function describeChanges(changes: readonly Change[]): string {
  const order: Breaks[] = ['consumer', 'provider', 'nobody'];
  const groups = new Map<string, Change[]>();
  for (const change of changes) {
    const key = `${change.breaks}|${change.field}|${change.what}`;
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  const lines: { breaks: Breaks; text: string }[] = [];
  for (const group of groups.values()) {
    const [first] = group as [Change];
    const suffix = `${first.what} (${HEADINGS[first.breaks]})`;
    if (group.length >= GROUPED_FROM && first.field !== '')
      lines.push({
        breaks: first.breaks,
        text: `- \`${first.field}\` on ${group.length} calls: ${suffix}`,
      });
    else
      for (const change of group)
        lines.push({
          breaks: change.breaks,
          text: `- \`${[change.call, change.field].filter(Boolean).join(' ')}\`: ${suffix}`,
        });
  }
  return lines
    .sort((a, b) => order.indexOf(a.breaks) - order.indexOf(b.breaks))
    .map((line) => line.text)
    .join('\n');
}

type Bump = 'patch' | 'minor' | 'major';
const BUMPS: readonly Bump[] = ['patch', 'minor', 'major'];

/** The bump the pending changesets (their texts) give @storefront/sdk, the largest of them. */
export function pendingBump(changesets: readonly string[]): Bump | undefined {
  let largest: Bump | undefined;
  for (const text of changesets) {
    const match = /^['"]?@storefront\/sdk['"]?\s*:\s*(patch|minor|major)\s*$/m.exec(text);
    const bump = match?.[1] as Bump | undefined;
    if (bump && (!largest || BUMPS.indexOf(bump) > BUMPS.indexOf(largest))) largest = bump;
  }
  return largest;
}

/** The version `changeset version` will write: `version` bumped by `bump`. */
export function bumped(version: string, bump: Bump | undefined): string {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  if (bump === 'patch') return `${major}.${minor}.${patch + 1}`;
  return version;
}

/**
 * Whether `next` leaves the range an importer of `released` asks for (`^released`): a new major version,
 * and below 1.0.0 a new minor (0.1.x → 0.2.0), as npm's caret reads versions.
 */
export function leavesCaretRange(released: string, next: string): boolean {
  const line = (version: string) => {
    const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
    if (major > 0) return `${major}`;
    return minor > 0 ? `0.${minor}` : `0.0.${patch}`;
  };
  return line(released) !== line(next);
}

export const CHANGES_HEADING = '### Calls and fields (OpenAPI)';

/**
 * The changelog with the changes written under `## <version>`, as its last subsection (its place is
 * taken again when it is there already).
 */
export function withChangesInChangelog(
  changelog: string,
  version: string,
  changes: readonly Change[],
): string {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${version}`);
  if (start === -1) throw new Error(`CHANGELOG.md has no "## ${version}" entry`);
  let end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  if (end === -1) end = lines.length;
  const entry = lines.slice(start, end);
  const own = entry.findIndex((line) => line.trim() === CHANGES_HEADING);
  const kept = own === -1 ? entry : entry.slice(0, own);
  while (kept.length > 0 && kept.at(-1)!.trim() === '') kept.pop();
  const section = [
    '',
    CHANGES_HEADING,
    '',
    describeChanges(changes) || '- No call or field changed.',
    '',
  ];
  return [...lines.slice(0, start), ...kept, ...section, ...lines.slice(end)].join('\n');
}
