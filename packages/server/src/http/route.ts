/**
 * Registers one row of the SDK's endpoint table as a Fastify route at the row's path, inside the plugin
 * it is called from (the app registers the domain plugins under API_PREFIX): validates the request with
 * the row's schema, enforces the bearer token, runs the handler, validates the reply with the row's reply
 * schema and, for idempotent rows, stores and replays the reply per Idempotency-Key.
 *
 * A route registered with `{ cache: 'public' }` (a public GET whose reply is the same for every caller)
 * answers from the in-process reply cache (public-cache.ts) with a strong ETag, 304 for a matching
 * If-None-Match and a public Cache-Control, one entry per language (request.locale, locale.ts); its handler
 * never sees the caller, so a personalised reply cannot be cached by mistake. Every other route answers
 * `Cache-Control: private, no-store`.
 */
import type { EndpointDefinition } from '@storefront/sdk';
import type { Locale } from '@storefront/sdk/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../env.js';
import type { Database } from '../db/index.js';
import { textsIn } from '../i18n/texts.js';
import { type SessionUser, verifyAccessToken } from './access-token.js';
import { HttpError, badRequest, unauthorized } from './errors.js';
import { runIdempotent } from './idempotency.js';
import type { LiveSessions } from './live-sessions.js';
import { addVary, withoutLocaleParameter } from './locale.js';
import {
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  type CachedReply,
  type PublicReplyCache,
  matchesEtag,
  preferredCoding,
  representationEtag,
} from './public-cache.js';
import { describeZodError, findOversizedNumber } from './validation.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    publicCache: PublicReplyCache;
    /** Whether the session a token names is still live (live-sessions.ts). */
    liveSessions: LiveSessions;
  }
  interface FastifyRequest {
    /** The signed-in shopper, set from a valid bearer token of a live session (null when none was sent). */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Answered from the public reply cache: the database is read only to fill it. */
    publicReply?: boolean;
  }
}

export interface RouteContext<E extends EndpointDefinition> {
  /** The validated query (GET) or body, after the schema's defaults and coercions. */
  input: z.output<E['request']>;
  /** The signed-in shopper; reading it on a call without a valid token answers 401. */
  user: SessionUser;
  /** The shopper when a valid token was sent, else null (for calls that work signed out too). */
  optionalUser: SessionUser | null;
  /** The language of the reply's texts and catalog fields (request.locale: `?lang=`, Accept-Language, English). */
  locale: Locale;
  db: Database;
  config: Config;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E extends EndpointDefinition> = (
  context: RouteContext<E>,
) => Promise<z.input<E['reply']>> | z.input<E['reply']>;

export interface RouteOptions {
  /**
   * 'public': a GET without auth whose reply depends only on the request and the store's cache state
   * (catalog, configs, content); answered from the shared reply cache. The handler gets no user.
   */
  cache?: 'public';
  /** A larger body than BODY_LIMIT_BYTES, for a call that carries photos (413 beyond it). */
  bodyLimit?: number;
}

export class RouteDefinitionError extends Error {
  override readonly name = 'RouteDefinitionError';
}

/** Where the app registers the domain plugins; the endpoint table's paths are relative to it. */
export const API_PREFIX = '/v1';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  required: boolean,
): Promise<SessionUser | null> {
  const token = bearerToken(request);
  if (!token) {
    if (required) throw unauthorized();
    return null;
  }
  const signed = await verifyAccessToken(app.config, token);
  // A token of a session that ended (signed out, or its refresh token replayed) is no token at all.
  const user =
    signed && (await app.liveSessions.isLive('shopper', signed.sessionId, signed.userId))
      ? signed
      : null;
  if (!user && required) throw unauthorized();
  return user;
}

/** Sorted keys at every level, so `?a=1&b=2` and `?b=2&a=1` (after the schema's defaults) share a key. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

function sendPublic(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PublicReplyCache,
  key: string,
  entry: CachedReply,
): FastifyReply {
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  reply.header('vary', 'accept-encoding');
  addVary(reply, 'accept-language');
  const coding =
    entry.body.length >= COMPRESS_THRESHOLD_BYTES
      ? preferredCoding(request.headers['accept-encoding'])
      : undefined;
  reply.header('etag', representationEtag(entry.etag, coding));
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (!coding) return reply.send(entry.body);
  reply.header('content-encoding', coding);
  return reply.send(cache.encoded(key, entry, coding));
}

/** Replies smaller than this go out uncompressed (as @fastify/compress's threshold). */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** The call's input validated by the endpoint's schema, or the 400 that says what is wrong. */
function validatedInput<E extends EndpointDefinition>(
  endpoint: E,
  request: FastifyRequest,
): z.output<E['request']> {
  // `?lang=` chose request.locale already (locale.ts); the call's own schema does not name it.
  const raw =
    endpoint.method === 'GET' ? withoutLocaleParameter(request.query) : (request.body ?? {});
  const parsed = endpoint.request.safeParse(raw);
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  const oversized = findOversizedNumber(parsed.data);
  const messages = textsIn(request.locale).messages;
  if (oversized !== undefined) throw badRequest(messages.numberTooLarge(oversized));
  return parsed.data as z.output<E['request']>;
}

/**
 * Answers a public route from the reply cache, filled by `run` on a miss. `call` is the route and its
 * canonical input; the entry is per language too, so a Hindi reply never answers an English request.
 */
async function answerPublic(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  call: string,
  run: (db: Database) => Promise<{ status: number; body: unknown }>,
): Promise<FastifyReply> {
  const cache = app.publicCache;
  const key = `${request.locale} ${call}`;
  const entry = await cache.reply(key, async () => {
    const { body } = await run(app.db);
    return Buffer.from(JSON.stringify(body));
  });
  if (entry) return sendPublic(request, reply, cache, key, entry);
  // The cache state is not known yet (start-up): answered straight, and not kept.
  const { body } = await run(app.db);
  return reply.header('cache-control', 'no-cache').send(body);
}

export function defineRoute<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  // The full path (with the plugin's prefix) names the route in logs and in stored idempotent replies.
  const url = app.prefix + endpoint.path;
  const isPublic = options.cache === 'public';
  if (isPublic && (endpoint.method !== 'GET' || endpoint.auth || endpoint.idempotent))
    throw new RouteDefinitionError(`${url}: only a GET without auth can be cached as public`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { publicReply: isPublic },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      // A public reply is the same for everyone: the caller's token is not even read.
      const user = isPublic ? null : await authenticate(app, request, endpoint.auth);
      request.user = user;

      const input = validatedInput(endpoint, request);
      const messages = textsIn(request.locale).messages;

      // An idempotent call runs on the transaction that also stores its reply (see runIdempotent).
      const contextOn = (db: Database): RouteContext<E> => ({
        input,
        get user(): SessionUser {
          if (!user) throw unauthorized();
          return user;
        },
        optionalUser: user,
        locale: request.locale,
        db,
        config: app.config,
        request,
        reply,
      });

      const run = async (db: Database): Promise<{ status: number; body: unknown }> => {
        const result = await handler(contextOn(db));
        const checked = endpoint.reply.safeParse(result);
        if (!checked.success) {
          request.log.error(
            { issues: checked.error.issues, route: url },
            'reply does not match the endpoint schema',
          );
          throw new HttpError(500, messages.internalError, messages.tryAgainLater);
        }
        return { status: reply.statusCode, body: checked.data };
      };

      if (isPublic) return answerPublic(app, request, reply, `${url}?${canonicalJson(input)}`, run);

      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      if (!endpoint.idempotent) {
        const { body } = await run(app.db);
        return reply.send(body);
      }

      if (!user) throw unauthorized();
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key.length === 0 || key.length > 255)
        throw badRequest(messages.idempotencyKeyRequired);
      const outcome = await runIdempotent(
        app.db,
        { userId: user.userId, route: url, key, input, locale: request.locale },
        run,
      );
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      if (outcome.tookOver)
        request.log.warn({ route: url }, 'ran an Idempotency-Key whose first request died');
      return reply.code(outcome.status).send(outcome.body);
    },
  });
}

/**
 * A public GET whose reply is the same for every caller and changes only with the store's cache state
 * (catalog, configs, content): answered from the public reply cache, with ETag and a public Cache-Control.
 */
export function definePublicRoute<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
): void {
  defineRoute(app, endpoint, handler, { cache: 'public' });
}
