/**
 * The zod schemas of the endpoint tables as JSON Schema components, by zod's own `toJSONSchema`: every
 * schema the SDK exports by name is a component of that name, and a table's request or reply that has no
 * exported name gets one from its row (`orderFeedback` → `OrderFeedbackReply`).
 *
 * A request is described as what a client may send (zod's input side: a field with a default is optional),
 * a reply as what the server sends (the output side: such a field is always there). A plain `z.object` does
 * not refuse fields it does not know (it drops them), so its description allows them; a `z.strictObject`
 * (every request) does not. When one named schema is used by a request and by a reply and the two sides
 * differ, the request's copy is named `<Name>Input`.
 */
import * as z from 'zod/mini';

export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

type Io = 'input' | 'output';

export const COMPONENT_PREFIX = '#/components/schemas/';

const isSchema = (value: unknown): value is z.core.$ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Every zod schema among a module's exports, by its export name (the first name when exported twice). */
export function exportedSchemas(
  ...modules: readonly Record<string, unknown>[]
): Map<z.core.$ZodType, string> {
  const names = new Map<z.core.$ZodType, string>();
  for (const module of modules)
    for (const [name, value] of Object.entries(module))
      if (isSchema(value) && !names.has(value)) names.set(value, name);
  return names;
}

/** `$ref`s in a JSON value, as component names. */
export function refsIn(value: Json, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENT_PREFIX))
        found.add(inner.slice(COMPONENT_PREFIX.length));
      else refsIn(inner, found);
    }
  return found;
}

/** The names reachable from `roots` through `$ref`s. */
function reachable(roots: Iterable<string>, schemas: Record<string, JsonObject>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...refsIn(schemas[name] ?? {}));
  }
  return seen;
}

/** A plain z.object drops unknown fields rather than refusing them: its description does not refuse them. */
function allowUnknownFieldsOfPlainObjects(context: {
  zodSchema: z.core.$ZodType;
  jsonSchema: Record<string, unknown>;
}) {
  const def = context.zodSchema._zod.def as { type: string; catchall?: unknown };
  if (def.type === 'object' && def.catchall === undefined)
    delete context.jsonSchema.additionalProperties;
}

function convert(
  names: Map<z.core.$ZodType, string>,
  io: Io,
  nameOf: (id: string) => string,
): Record<string, JsonObject> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io,
    unrepresentable: 'any',
    override: allowUnknownFieldsOfPlainObjects,
    uri: (id) => COMPONENT_PREFIX + nameOf(id),
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      // A component is a schema of the document: its own $schema and $id (a bare fragment) do not belong.
      const { $schema: _dialect, $id: _id, ...rest } = schema as JsonObject;
      return [id, rest];
    }),
  );
}

export interface SchemaUse {
  /** The component that describes this schema on the side it is used. */
  ref(schema: z.core.$ZodType, side: 'request' | 'reply'): string;
  /** The JSON Schema of this schema on the side it is used (for a query, whose fields become parameters). */
  inline(schema: z.core.$ZodType, side: 'request' | 'reply'): JsonObject;
  /** Every component, by name. */
  components: Record<string, JsonObject>;
}

/**
 * The components for these request and reply schemas. `names` names the exported schemas; the others
 * must be named by the caller (`name` below adds them).
 */
export function schemaComponents(
  names: Map<z.core.$ZodType, string>,
  requests: readonly z.core.$ZodType[],
  replies: readonly z.core.$ZodType[],
): SchemaUse {
  const plain = (id: string) => id;
  const input = convert(names, 'input', plain);
  const output = convert(names, 'output', plain);
  const idOf = (schema: z.core.$ZodType) => {
    const id = names.get(schema);
    if (id === undefined) throw new Error('a table schema has no component name');
    return id;
  };
  const requestSide = reachable(requests.map(idOf), input);
  const replySide = reachable(replies.map(idOf), output);

  // Components whose two sides differ, themselves or through a component they refer to.
  const differs = new Set(
    Object.keys(output).filter((id) => JSON.stringify(input[id]) !== JSON.stringify(output[id])),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const id of Object.keys(output)) {
      if (differs.has(id)) continue;
      const refs = [...refsIn(input[id] ?? {}), ...refsIn(output[id] ?? {})];
      if (refs.some((ref) => differs.has(ref))) {
        differs.add(id);
        grew = true;
      }
    }
  }
  const renamed = new Set([...differs].filter((id) => requestSide.has(id) && replySide.has(id)));
  const inputName = (id: string) => (renamed.has(id) ? `${id}Input` : id);
  const requestSchemas = renamed.size === 0 ? input : convert(names, 'input', inputName);

  const components: Record<string, JsonObject> = {};
  for (const id of replySide) components[id] = output[id]!;
  for (const id of requestSide) {
    const name = inputName(id);
    if (components[name] && JSON.stringify(components[name]) !== JSON.stringify(requestSchemas[id]))
      throw new Error(`two different schemas would be the component ${name}`);
    components[name] = requestSchemas[id]!;
  }
  return {
    ref: (schema, side) =>
      COMPONENT_PREFIX + (side === 'request' ? inputName(idOf(schema)) : idOf(schema)),
    inline: (schema, side) =>
      side === 'request' ? requestSchemas[idOf(schema)]! : output[idOf(schema)]!,
    components,
  };
}
