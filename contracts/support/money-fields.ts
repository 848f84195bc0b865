/**
 * The money fields of the API, read from the SDK's schemas rather than listed by hand: every object field
 * whose schema is the SDK's `Paise` (integer paise), bare or wrapped (nullable, optional, a default). A
 * field added to a reply with `Paise` is a money field at once.
 */
import { Paise, endpoints } from '@storefront/sdk';

/** The parts of a zod schema's definition that hold other schemas (zod and zod/mini alike). */
interface SchemaDef {
  type: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  innerType?: unknown;
  options?: readonly unknown[];
  items?: readonly unknown[];
  left?: unknown;
  right?: unknown;
  valueType?: unknown;
  in?: unknown;
  out?: unknown;
  getter?: () => unknown;
}

function defOf(schema: unknown): SchemaDef | undefined {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) return undefined;
  return (schema as { _zod: { def?: SchemaDef } })._zod.def;
}

/** The schemas a schema is built from, one level down (its fields as they are, the rest unwrapped). */
function childrenOf(def: SchemaDef): unknown[] {
  if (def.type === 'lazy' && def.getter) return [def.getter()];
  return [
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
    ...(def.items ?? []),
    def.element,
    def.innerType,
    def.left,
    def.right,
    def.valueType,
    def.in,
    def.out,
  ].filter((child) => child !== undefined);
}

/** Whether a schema is `Paise`, bare or inside nullable/optional/default wrappers. */
function isPaise(schema: unknown): boolean {
  if (schema === Paise) return true;
  const def = defOf(schema);
  return def?.innerType !== undefined && isPaise(def.innerType);
}

/** The names of the fields of `schemas` (and of every schema inside them) built with `Paise`. */
export function moneyFieldsOf(schemas: readonly unknown[]): Set<string> {
  const fields = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (schema: unknown) => {
    const def = defOf(schema);
    if (!def || seen.has(schema)) return;
    seen.add(schema);
    for (const [key, field] of Object.entries(def.shape ?? {})) if (isPaise(field)) fields.add(key);
    childrenOf(def).forEach(visit);
  };
  schemas.forEach(visit);
  return fields;
}

/** Every money field of the shopper API's replies (what the pacts pin). */
export const MONEY_FIELDS: ReadonlySet<string> = moneyFieldsOf(
  Object.values(endpoints).map((endpoint) => endpoint.reply),
);
