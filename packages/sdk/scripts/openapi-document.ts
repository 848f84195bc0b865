/**
 * The OpenAPI 3.1 documents of the shopper API (/v1) and the staff API (/ops/v1), built from the SDK's
 * endpoint tables (src/endpoints.ts, src/ops/endpoints.ts) and their zod schemas, with the error replies
 * and examples the pacts pin (contracts/pacts). Nothing here is written by hand per call but the refusals
 * that carry flags of their own (`ERROR_REPLIES`) and those of the sign-in calls (`SIGN_IN_REFUSALS`);
 * docs/api.md says what each call means.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import { endpoints } from '../src/endpoints.js';
import { OPS_API_PREFIX, opsEndpoints } from '../src/ops/endpoints.js';
import * as sdk from '../src/index.js';
import * as opsSdk from '../src/ops/index.js';
import { LOCALES, LOCALE_QUERY_PARAMETER } from '../src/core/index.js';
import { ErrorReply } from '../src/common/schemas.js';
import { LoginErrorReply } from '../src/auth/schemas.js';
import { CheckoutErrorReply, SignatureErrorReply } from '../src/checkout/schemas.js';
import { type PactExample, exampleKey, readPacts } from './openapi-pacts.js';
import {
  type Json,
  type JsonObject,
  type SchemaUse,
  exportedSchemas,
  refsIn,
  schemaComponents,
} from './openapi-schemas.js';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const PACTS_FOLDER = join(packageDir, '../../contracts/pacts');

/** Where the shopper API lives; the table's paths are relative to it. */
export const V1_PREFIX = '/v1';

/** One call of either table, as the documents need it. */
interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  request: z.core.$ZodType;
  reply: z.core.$ZodType;
  /** Whether a token is needed, and for the staff API which roles may call. */
  auth: { needed: false } | { needed: true; roles?: readonly string[] };
  idempotent: boolean;
  tag: string;
}

interface Api {
  prefix: string;
  title: string;
  description: string;
  calls: Call[];
  tags: { name: string; description: string }[];
}

/**
 * The shopper's refusals whose body has flags beyond Message and Description (docs/api.md): the statuses the
 * pacts pin for these calls, other than 401, are described with these schemas.
 */
const ERROR_REPLIES: Readonly<Record<string, z.core.$ZodType>> = {
  authUsers: LoginErrorReply,
  checkout: CheckoutErrorReply,
  validatePaymentSignature: SignatureErrorReply,
};

/**
 * The refusals of the sign-in calls that neither their row nor the pacts show: a proof or a password refused
 * (401), an email not verified (403), too many attempts (429), the sign-in service failing (500); from
 * server/src/auth/routes.ts, sandbox/model.ts and staff/.
 */
const SIGN_IN_REFUSALS: Readonly<Record<string, Readonly<Record<string, readonly number[]>>>> = {
  [V1_PREFIX]: {
    authUsers: [401, 403, 429, 500],
    sandboxOtpSend: [429],
    sandboxOtpVerify: [429],
  },
  [OPS_API_PREFIX]: {
    staffSignIn: [401, 429],
    staffSendCode: [429],
    staffCodeSignIn: [429],
  },
};

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'The request is refused: a field its schema does not accept, a field it does not know, or a refusal the call documents. `Message` says which, in the request’s language.',
  401: 'No token, an expired or forged one, or one whose session has ended: sign in again. Signing in: the proof or the password is refused.',
  403: 'The staff member’s role may not make this call. Signing in: the email is not verified.',
  404: 'Not found, or not the caller’s: ids of others are never confirmed to exist.',
  409: 'The call conflicts with the current state (a changed price, a sold-out item, an order in another state, the same Idempotency-Key still running).',
  413: 'The body is larger than the server accepts.',
  429: 'Too many requests: try again after `Retry-After` seconds.',
  500: 'The server or a service it calls failed.',
  503: 'The store cannot reach its data right now, or every connection was busy: nothing ran; try again after `Retry-After` seconds.',
};

const RESPONSE_NAMES: Readonly<Record<number, string>> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  429: 'TooManyRequests',
  500: 'InternalError',
  503: 'Unavailable',
};

const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
const sentence = (name: string) => {
  const text = words(name);
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The SDK folder (domain) whose schemas.ts defines each schema. */
async function domainsOfSchemas(): Promise<Map<z.core.$ZodType, string>> {
  const srcDir = join(packageDir, 'src');
  const domains = new Map<z.core.$ZodType, string>();
  const folders = readdirSync(srcDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'common')
    .map((entry) => entry.name)
    .sort();
  for (const folder of folders) {
    const file = join(srcDir, folder, 'schemas.ts');
    if (!existsSync(file)) continue;
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [schema] of exportedSchemas(module)) domains.set(schema, folder);
  }
  return domains;
}

/** The shopper calls, each tagged with the domain of its reply (else its request, else the row before). */
async function shopperCalls(): Promise<Call[]> {
  const domains = await domainsOfSchemas();
  let previous = 'config';
  return Object.entries(endpoints).map(([name, row]) => {
    const tag = domains.get(row.reply) ?? domains.get(row.request) ?? previous;
    previous = tag;
    return {
      name,
      method: row.method,
      path: row.path,
      request: row.request,
      reply: row.reply,
      auth: { needed: row.auth },
      idempotent: 'idempotent' in row && row.idempotent === true,
      tag,
    };
  });
}

/** The staff calls, each tagged with its path's first segment (`/order` with `/orders`). */
function staffCalls(): Call[] {
  const firstSegments = Object.values(opsEndpoints).map((row) => row.path.split('/')[1]!);
  return Object.entries(opsEndpoints).map(([name, row]) => {
    const segment = row.path.split('/')[1]!;
    return {
      name,
      method: row.method,
      path: row.path,
      request: row.request,
      reply: row.reply,
      auth: row.roles === null ? { needed: false } : { needed: true, roles: row.roles },
      idempotent: false,
      tag: firstSegments.includes(`${segment}s`) ? `${segment}s` : segment,
    };
  });
}

function tagsOf(calls: readonly Call[], describe: (tag: string) => string) {
  return [...new Set(calls.map((call) => call.tag))].map((name) => ({
    name,
    description: describe(name),
  }));
}

export async function shopperApi(version: string): Promise<Api> {
  const calls = await shopperCalls();
  return {
    prefix: V1_PREFIX,
    title: 'Storefront shopper API (v1)',
    description: [
      `The calls the storefront's web app and other apps make for a shopper, version ${version} of \`@storefront/sdk\`.`,
      'Generated from the SDK’s endpoint table (`packages/sdk/src/endpoints.ts`) and its zod schemas by `packages/sdk/scripts/openapi.ts`; the error replies and examples are the ones the pacts (`contracts/pacts`) pin. Do not edit by hand: run `pnpm openapi`.',
      'Money is integer paise. GET calls take their request as query parameters, the others a JSON body; unknown fields are refused (400). Every failed call answers `{ Message, Description }`, some with flags of their own. Calls that create or settle money need an `Idempotency-Key` header, one per shopper action and reused by each retry of it. Replies are in the language `?lang=` names, else the one `Accept-Language` asks for, else English. The design of each call is in `docs/api.md`.',
    ].join('\n\n'),
    calls,
    tags: tagsOf(calls, (tag) => `The ${tag} calls (\`packages/sdk/src/${tag}\`).`),
  };
}

export function staffApi(version: string): Api {
  const calls = staffCalls();
  return {
    prefix: OPS_API_PREFIX,
    title: 'Storefront staff API (ops/v1)',
    description: [
      `The operations API the staff console calls, version ${version} of \`@storefront/sdk\` (\`@storefront/sdk/ops\`).`,
      'Generated from the SDK’s operations endpoint table (`packages/sdk/src/ops/endpoints.ts`) and its zod schemas by `packages/sdk/scripts/openapi.ts`. Do not edit by hand: run `pnpm openapi`.',
      'Staff sign in with `/staff/sign-in` (or a code by mail) and send the token as `Authorization: Bearer`; each call names the roles that may make it and answers 403 to the others. Money is integer paise. Reads answer with an `ETag` and 304 for a matching `If-None-Match`. The design is in `docs/operations.md`.',
    ].join('\n\n'),
    calls,
    tags: tagsOf(calls, (tag) => `The calls under \`${OPS_API_PREFIX}/${tag}\`.`),
  };
}

/** Whether a request names something by its id (`orderId`, `addressId`): a call that may not find it. */
function namesAnId(call: Call, schemas: SchemaUse): boolean {
  const properties = Object.keys(schemas.inline(call.request, 'request').properties ?? {});
  return properties.some((name) => /Id$/.test(name));
}

/**
 * The statuses a call can answer besides 200: 400 (every request is checked) and 503 for all; 401 and, for
 * staff, 403 with a token; 413 with a body; 409 for an idempotent call (its key still running); 404 for a
 * signed-in call naming something by its id (another's is never confirmed to exist); the sign-in refusals;
 * and every status the pacts pin.
 */
function errorStatuses(
  api: Api,
  call: Call,
  schemas: SchemaUse,
  pinned: readonly PactExample[],
): number[] {
  const statuses = new Set<number>([400, 503]);
  if (call.auth.needed) statuses.add(401);
  if (call.auth.needed && namesAnId(call, schemas)) statuses.add(404);
  for (const status of SIGN_IN_REFUSALS[api.prefix]?.[call.name] ?? []) statuses.add(status);
  if (call.auth.needed && call.auth.roles) statuses.add(403);
  if (call.method !== 'GET') statuses.add(413);
  // A retry that arrives while the first request with its key still runs.
  if (call.idempotent) statuses.add(409);
  for (const example of pinned) if (example.status >= 400) statuses.add(example.status);
  return [...statuses].sort((a, b) => a - b);
}

const errorSchemaOf = (api: Api, call: Call, status: number) =>
  api.prefix === V1_PREFIX && status !== 401 && ERROR_REPLIES[call.name]
    ? ERROR_REPLIES[call.name]!
    : ErrorReply;

/** Named examples of the interactions whose value the schema accepts. */
function examplesOf(
  interactions: readonly PactExample[],
  valueOf: (example: PactExample) => Json | undefined,
  schema: z.core.$ZodType,
  skipped: string[],
): JsonObject | undefined {
  const examples: JsonObject = {};
  for (const interaction of interactions) {
    const value = valueOf(interaction);
    if (value === undefined) continue;
    if (z.safeParse(schema, value).success) {
      examples[exampleKey(interaction.description)] = {
        summary: interaction.description,
        value,
      };
    } else skipped.push(interaction.description);
  }
  return Object.keys(examples).length > 0 ? examples : undefined;
}

/** The parsed value of a schema, or undefined when it refuses the input. */
function parsed(schema: z.core.$ZodType, value: unknown): unknown {
  const result = z.safeParse(schema, value);
  return result.success ? result.data : undefined;
}

function queryParameters(
  call: Call,
  schemas: SchemaUse,
  interactions: readonly PactExample[],
): JsonObject[] {
  const query = schemas.inline(call.request, 'request');
  const properties = (query.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((query.required ?? []) as string[]);
  // The first example sent of each parameter, as the schema reads it ('501' → 501).
  const examples: Record<string, Json> = {};
  for (const interaction of interactions) {
    if (!interaction.query) continue;
    const value = parsed(call.request, interaction.query) as Record<string, Json> | undefined;
    for (const name of Object.keys(interaction.query))
      if (value && value[name] !== undefined && !(name in examples)) examples[name] = value[name]!;
  }
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
    ...(name in examples ? { example: examples[name]! } : {}),
  }));
}

function requestBody(
  call: Call,
  schemas: SchemaUse,
  interactions: readonly PactExample[],
  skipped: string[],
) {
  const schema = schemas.inline(call.request, 'request');
  const examples = examplesOf(interactions, (example) => example.body, call.request, skipped);
  return {
    required: ((schema.required ?? []) as string[]).length > 0,
    content: {
      'application/json': {
        schema: { $ref: schemas.ref(call.request, 'request') },
        ...(examples ? { examples } : {}),
      },
    },
  };
}

function responses(
  api: Api,
  call: Call,
  schemas: SchemaUse,
  interactions: readonly PactExample[],
  skipped: string[],
): JsonObject {
  const ok = interactions.filter((example) => example.status === 200);
  const okExamples = examplesOf(ok, (example) => example.reply, call.reply, skipped);
  const replies: JsonObject = {
    200: {
      description: `The reply: \`${schemas.ref(call.reply, 'reply').split('/').pop()}\`.`,
      ...(call.idempotent
        ? {
            headers: { 'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' } },
          }
        : {}),
      content: {
        'application/json': {
          schema: { $ref: schemas.ref(call.reply, 'reply') },
          ...(okExamples ? { examples: okExamples } : {}),
        },
      },
    },
  };
  for (const status of errorStatuses(api, call, schemas, interactions)) {
    const pinned = interactions.filter((example) => example.status === status);
    const errorSchema = errorSchemaOf(api, call, status);
    const examples = examplesOf(pinned, (example) => example.reply, errorSchema, skipped);
    replies[status] =
      !examples && errorSchema === ErrorReply && RESPONSE_NAMES[status]
        ? { $ref: `#/components/responses/${RESPONSE_NAMES[status]}` }
        : {
            description: STATUS_TEXT[status] ?? 'The call failed.',
            ...(status === 503 ? { headers: retryAfter } : {}),
            content: {
              'application/json': {
                schema: { $ref: schemas.ref(errorSchema, 'reply') },
                ...(examples ? { examples } : {}),
              },
            },
          };
  }
  return replies;
}

const retryAfter = { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } };

function describeCall(api: Api, call: Call): string {
  const table = api.prefix === V1_PREFIX ? 'endpoints' : 'opsEndpoints';
  const lines = [`The SDK's \`${table}.${call.name}\`.`];
  if (!call.auth.needed) lines.push('No token needed.');
  else if (call.auth.roles)
    lines.push(`Needs a staff token of the roles: ${call.auth.roles.join(', ')}.`);
  else lines.push('Needs the shopper’s bearer token.');
  if (call.idempotent)
    lines.push(
      'Send an `Idempotency-Key`, one per shopper action and reused by each retry of it: a retry with the same key answers the stored reply (`Idempotent-Replayed: true`) and changes nothing.',
    );
  return lines.join(' ');
}

function operation(
  api: Api,
  call: Call,
  schemas: SchemaUse,
  interactions: readonly PactExample[],
  skipped: string[],
): JsonObject {
  const shared: JsonObject[] =
    api.prefix === V1_PREFIX
      ? [
          { $ref: '#/components/parameters/Lang' },
          { $ref: '#/components/parameters/AcceptLanguage' },
        ]
      : [];
  const parameters = [
    ...(call.method === 'GET' ? queryParameters(call, schemas, interactions) : []),
    ...(call.idempotent ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
    ...shared,
  ];
  return {
    operationId: call.name,
    summary: sentence(call.name),
    description: describeCall(api, call),
    tags: [call.tag],
    security: call.auth.needed ? [{ bearerAuth: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(call.method === 'GET'
      ? {}
      : { requestBody: requestBody(call, schemas, interactions, skipped) }),
    responses: responses(api, call, schemas, interactions, skipped),
  };
}

function sharedComponents(api: Api): JsonObject {
  const errorResponse = (status: number): JsonObject => ({
    description: STATUS_TEXT[status]!,
    ...(status === 503 || status === 429 ? { headers: retryAfter } : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
  });
  return {
    securitySchemes: {
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description:
          api.prefix === V1_PREFIX
            ? 'The shopper’s `Token` from `/auth-users` or `/refresh-session`.'
            : 'The staff member’s `Token` from `/staff/sign-in` or `/staff/sign-in-code`.',
      },
    },
    parameters: {
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        required: true,
        description:
          'One key per shopper action, reused by every retry of it (the SDK sends a UUID): the first request with a key runs, a retry with it answers the stored reply.',
        schema: { type: 'string', minLength: 1, maxLength: 255 },
        example: '3f6c2a9e-8b1d-4c7a-9e2f-5a4b3c2d1e0f',
      },
      Lang: {
        name: LOCALE_QUERY_PARAMETER,
        in: 'query',
        required: false,
        description: 'The language of the reply’s texts; before `Accept-Language`.',
        schema: { type: 'string', enum: [...LOCALES] },
      },
      AcceptLanguage: {
        name: 'Accept-Language',
        in: 'header',
        required: false,
        description:
          'The languages the caller reads; the first the store speaks is used, else English.',
        schema: { type: 'string' },
        example: 'hi-IN, hi;q=0.9, en;q=0.5',
      },
    },
    headers: {
      RetryAfter: {
        description: 'Seconds to wait before trying again.',
        schema: { type: 'integer', minimum: 0 },
      },
      IdempotentReplayed: {
        description:
          '`true` when the reply is the stored reply of an earlier request with the same key.',
        schema: { type: 'string', enum: ['true'] },
      },
    },
    responses: Object.fromEntries(
      Object.entries(RESPONSE_NAMES).map(([status, name]) => [name, errorResponse(Number(status))]),
    ),
  };
}

/** Drops the components nothing refers to (each table uses only some of the SDK's schemas). */
function withoutUnused(document: JsonObject): JsonObject {
  const components = document.components as Record<string, Record<string, Json>>;
  const { schemas, ...others } = components;
  const used = new Set<string>();
  const queue = [...refsIn(document.paths!), ...refsIn(others as Json)];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    queue.push(...refsIn(schemas![name] ?? {}));
  }
  // Parameters, headers and responses are referred to from the paths and from the responses.
  const referred = JSON.stringify([document.paths, others.responses]);
  const keepReferred = (kind: string, entries: Record<string, Json>) =>
    Object.fromEntries(
      Object.entries(entries).filter(([name]) =>
        referred.includes(`"#/components/${kind}/${name}"`),
      ),
    );
  const kept: Record<string, Json> = {};
  for (const [kind, entries] of Object.entries(others))
    kept[kind] = kind === 'securitySchemes' ? entries : keepReferred(kind, entries);
  kept.schemas = Object.fromEntries(
    Object.keys(schemas!)
      .filter((name) => used.has(name))
      .sort()
      .map((name) => [name, schemas![name]!]),
  );
  return { ...document, components: kept };
}

export interface BuiltDocument {
  document: JsonObject;
  /** Pact interactions left out as examples because the schema refuses their body (a drift to look at). */
  skippedExamples: string[];
}

export function buildDocument(api: Api, version: string): BuiltDocument {
  const names = exportedSchemas(sdk, opsSdk);
  for (const call of api.calls) {
    if (!names.has(call.request)) names.set(call.request, `${pascal(call.name)}Request`);
    if (!names.has(call.reply)) names.set(call.reply, `${pascal(call.name)}Reply`);
  }
  const errorSchemas = [ErrorReply, ...Object.values(ERROR_REPLIES)];
  const schemas = schemaComponents(
    names,
    api.calls.map((call) => call.request),
    [...api.calls.map((call) => call.reply), ...errorSchemas],
  );
  const pacts = readPacts(PACTS_FOLDER);
  const skipped: string[] = [];
  const paths: Record<string, JsonObject> = {};
  for (const call of api.calls) {
    const interactions = pacts.get(`${call.method} ${api.prefix}${call.path}`) ?? [];
    const item = paths[call.path] ?? {};
    paths[call.path] = item;
    item[call.method.toLowerCase()] = operation(api, call, schemas, interactions, skipped);
  }
  const document: JsonObject = {
    openapi: '3.1.1',
    info: {
      title: api.title,
      version,
      description: api.description,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: api.prefix, description: 'The server this document was read from' }],
    tags: api.tags,
    paths,
    components: { ...sharedComponents(api), schemas: schemas.components },
  };
  return { document: withoutUnused(document), skippedExamples: skipped };
}

/** Both documents, at the SDK's version in package.json. */
export async function buildDocuments(): Promise<{ v1: BuiltDocument; ops: BuiltDocument }> {
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return {
    v1: buildDocument(await shopperApi(version), version),
    ops: buildDocument(staffApi(version), version),
  };
}
