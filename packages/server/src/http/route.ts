/**
 * Registers one row of the SDK's endpoint table as a Fastify route under /v1: validates the request with
 * the row's schema, enforces the bearer token, runs the handler, validates the reply with the row's reply
 * schema and, for idempotent rows, stores and replays the reply per Idempotency-Key.
 */
import type { EndpointDefinition } from '@storefront/sdk';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { messages } from '../messages.js';
import { type SessionUser, verifyAccessToken } from '../auth/session.js';
import { HttpError, badRequest, unauthorized } from './errors.js';
import { runIdempotent } from './idempotency.js';
import { describeZodError } from './validation.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
  }
  interface FastifyRequest {
    /** The signed-in shopper, set from a valid bearer token (null when none was sent). */
    user: SessionUser | null;
  }
}

export interface RouteContext<E extends EndpointDefinition> {
  /** The validated query (GET) or body, after the schema's defaults and coercions. */
  input: z.output<E['request']>;
  /** The signed-in shopper; reading it on a call without a valid token answers 401. */
  user: SessionUser;
  /** The shopper when a valid token was sent, else null (for calls that work signed out too). */
  optionalUser: SessionUser | null;
  db: Database;
  config: Config;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E extends EndpointDefinition> = (
  context: RouteContext<E>,
) => Promise<z.input<E['reply']>> | z.input<E['reply']>;

export const API_PREFIX = '/v1';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

async function authenticate(
  config: Config,
  request: FastifyRequest,
  required: boolean,
): Promise<SessionUser | null> {
  const token = bearerToken(request);
  if (!token) {
    if (required) throw unauthorized(messages.sessionExpired);
    return null;
  }
  const user = await verifyAccessToken(config, token);
  if (!user && required) throw unauthorized(messages.sessionExpired);
  return user;
}

export function defineRoute<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
): void {
  const url = API_PREFIX + endpoint.path;
  app.route({
    method: endpoint.method,
    url,
    handler: async (request, reply) => {
      const user = await authenticate(app.config, request, endpoint.auth);
      request.user = user;

      const raw = endpoint.method === 'GET' ? request.query : (request.body ?? {});
      const parsed = endpoint.request.safeParse(raw);
      if (!parsed.success) throw badRequest(describeZodError(parsed.error));

      const context: RouteContext<E> = {
        input: parsed.data as z.output<E['request']>,
        get user(): SessionUser {
          if (!user) throw unauthorized(messages.sessionExpired);
          return user;
        },
        optionalUser: user,
        db: app.db,
        config: app.config,
        request,
        reply,
      };

      const run = async (): Promise<{ status: number; body: unknown }> => {
        const result = await handler(context);
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

      if (!endpoint.idempotent) {
        const { body } = await run();
        return reply.send(body);
      }

      if (!user) throw unauthorized(messages.sessionExpired);
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key.length === 0 || key.length > 255)
        throw badRequest(messages.idempotencyKeyRequired);
      const outcome = await runIdempotent(
        app.db,
        { userId: user.userId, route: url, key, input: parsed.data },
        run,
      );
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(outcome.status).send(outcome.body);
    },
  });
}
