/**
 * fast-check values from zod schemas, for fuzz tests: `validOf` aims at values the schema accepts (its
 * types, formats, patterns and bounds), `mutate` spoils one spot of a value the way a drifting or broken
 * server would (a wrong type, a missing or extra field, a huge array, deep nesting).
 */
import fc from 'fast-check';
import type * as z from 'zod/mini';

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypes['_zod']['def'];
type Check = {
  check: string;
  value?: unknown;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: RegExp;
};

function checksOf(def: Def): Check[] {
  const checks = (def as { checks?: { _zod: { def: Check } }[] }).checks ?? [];
  return checks.map((check) => check._zod.def);
}

function stringOf(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const pattern =
    (def as { pattern?: RegExp }).pattern ??
    checks.find((check) => check.check === 'string_format' && check.pattern)?.pattern;
  if (pattern) return fc.stringMatching(pattern);
  const minLength = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
  const maxLength = checks.find((check) => check.check === 'max_length')?.maximum ?? minLength + 20;
  // Printable text, trimmed, so trim and length checks hold; now and then non-ASCII (Hindi, emoji).
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.string({ minLength, maxLength }) },
      { weight: 1, arbitrary: fc.constantFrom('चिकन करी कट', 'Mutton 🐐', 'Ōkra') },
    )
    .map((text) => text.trim())
    .filter((text) => text.length >= minLength && text.length <= maxLength);
}

function numberOf(def: Def): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let strictMin = false;
  let strictMax = false;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than' && typeof check.value === 'number') {
      min = check.value;
      strictMin = check.inclusive !== true;
    }
    if (check.check === 'less_than' && typeof check.value === 'number') {
      max = check.value;
      strictMax = check.inclusive !== true;
    }
  }
  const integer = (def as { format?: string }).format?.includes('int') ?? false;
  if (integer) {
    return fc.integer({
      min: Math.ceil(strictMin ? min + 0.5 : min),
      max: Math.floor(strictMax ? max - 0.5 : max),
    });
  }
  return fc.double({
    min,
    max,
    noNaN: true,
    noDefaultInfinity: true,
    minExcluded: strictMin,
    maxExcluded: strictMax,
  });
}

/** A value the schema should accept: its shape, formats, patterns and bounds. */
export function validOf(schema: Schema): fc.Arbitrary<unknown> {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object': {
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const optional: string[] = [];
      for (const [key, inner] of Object.entries(def.shape)) {
        model[key] = validOf(inner);
        const innerType = (inner as z.core.$ZodTypes)._zod.def.type;
        if (innerType === 'optional' || innerType === 'default' || innerType === 'prefault')
          optional.push(key);
      }
      const required = Object.keys(model).filter((key) => !optional.includes(key));
      return fc.record(model, { requiredKeys: required });
    }
    case 'string':
      return stringOf(def);
    case 'number':
      return numberOf(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const checks = checksOf(def);
      const minLength = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
      const maxLength =
        checks.find((check) => check.check === 'max_length')?.maximum ?? minLength + 4;
      return fc.array(validOf(def.element), {
        minLength,
        maxLength: Math.min(maxLength, minLength + 4),
      });
    }
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(validOf(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(validOf(def.innerType), { nil: null, freq: 4 });
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return validOf(def.innerType);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'union':
      return fc.oneof(...def.options.map((option) => validOf(option)));
    case 'record':
      return fc.dictionary(validOf(def.keyType).map(String), validOf(def.valueType), {
        maxKeys: 3,
      });
    case 'pipe':
      return validOf(def.in);
    case 'lazy':
      return validOf(def.getter());
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Key = string | number;

/** Every path into a JSON value, the root first, up to a bound. */
function pathsOf(value: unknown, path: Key[] = [], out: Key[][] = []): Key[][] {
  if (out.length >= 2_000) return out;
  out.push(path);
  if (Array.isArray(value)) value.forEach((entry, index) => pathsOf(entry, [...path, index], out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, entry] of Object.entries(value)) pathsOf(entry, [...path, key], out);
  }
  return out;
}

const REMOVE = Symbol('remove');

/** A copy of `value` with the node at `path` replaced by `change(node)` (or removed). */
function changeAt(
  value: unknown,
  path: readonly Key[],
  change: (node: unknown) => unknown,
): unknown {
  if (path.length === 0) return change(value);
  const [head, ...rest] = path as [Key, ...Key[]];
  if (Array.isArray(value)) {
    const copy = [...(value as unknown[])];
    const next = changeAt(copy[head as number], rest, change);
    if (next === REMOVE) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const next = changeAt(copy[head as string], rest, change);
  if (next === REMOVE) Reflect.deleteProperty(copy, head);
  else
    Object.defineProperty(copy, head as string, {
      value: next,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}

/** Values of every JSON type, and the edge cases of each. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0.000001,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    '1',
    'null',
    '\u0000',
    '<b>x</b>',
    [],
    {},
    [null],
    { Message: 1 },
  ),
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Keys a shopper's client must never trip over when a reply carries them. */
export const oddKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' '),
  fc.string({ minLength: 1, maxLength: 10 }),
);

export type Mutation = 'wrong-type' | 'missing' | 'extra' | 'huge-array' | 'deep';

/** A JSON value of `depth` nested arrays or objects, built without recursion. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = kind === 'array' ? [] : {};
  for (let level = 0; level < depth; level++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/**
 * One spot of `value` spoiled: a node of the wrong type, a field removed, an extra field, an array (or the
 * root) grown to thousands of entries, or a node replaced by deep nesting.
 */
export function mutate(
  value: fc.Arbitrary<unknown>,
): fc.Arbitrary<{ mutation: Mutation; value: unknown }> {
  return fc
    .record({
      base: value,
      mutation: fc.constantFrom<Mutation>('wrong-type', 'missing', 'extra', 'huge-array', 'deep'),
      pick: fc.nat(),
      odd: oddValue,
      key: oddKey,
      size: fc.integer({ min: 1_000, max: 20_000 }),
      depth: fc.integer({ min: 20, max: 500 }),
    })
    .map(({ base, mutation, pick, odd, key, size, depth }) => {
      const paths = pathsOf(base);
      const pickFrom = (candidates: Key[][]) => candidates[pick % candidates.length];
      const objects = paths.filter((path) => isObject(nodeAt(base, path)));
      const arrays = paths.filter((path) => Array.isArray(nodeAt(base, path)));
      let spoiled: unknown;
      switch (mutation) {
        case 'wrong-type':
          spoiled = changeAt(base, pickFrom(paths)!, () => odd);
          break;
        case 'missing': {
          const fields = paths.filter((path) => typeof path[path.length - 1] === 'string');
          spoiled =
            fields.length === 0 ? undefined : changeAt(base, pickFrom(fields)!, () => REMOVE);
          break;
        }
        case 'extra':
          spoiled =
            objects.length === 0
              ? { [key]: odd }
              : changeAt(base, pickFrom(objects)!, (node) => ({ ...(node as object), [key]: odd }));
          break;
        case 'huge-array': {
          const grow = (node: unknown) => {
            const entries = node as unknown[];
            const filler = entries.length > 0 ? entries[pick % entries.length] : odd;
            return Array.from({ length: size }, () => filler);
          };
          spoiled = arrays.length === 0 ? grow([base]) : changeAt(base, pickFrom(arrays)!, grow);
          break;
        }
        case 'deep':
          spoiled = changeAt(base, pickFrom(paths)!, () =>
            deeplyNested(depth, pick % 2 === 0 ? 'array' : 'object'),
          );
          break;
      }
      return { mutation, value: spoiled };
    });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nodeAt(value: unknown, path: readonly Key[]): unknown {
  let node = value;
  for (const key of path) node = (node as Record<Key, unknown>)[key];
  return node;
}
