/**
 * Registers one row of the SDK's operations endpoint table (@storefront/sdk/ops) as a route: checks the
 * staff token (never a shopper's), that its session has not ended (signed out), that its member is still
 * enabled with the same role, and that the role may make this call; validates the request and the reply with the row's schemas. Reads answer with an
 * ETag and 304 for a matching If-None-Match.
 */
import { createHash } from 'node:crypto';
import type { OpsEndpointDefinition } from '@storefront/sdk/ops';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../env.js';
import type { Database } from '../db/index.js';
import { messages, opsMessages } from '../messages.js';
import { HttpError, badRequest, unauthorized } from '../http/errors.js';
import { PRIVATE_CACHE_CONTROL, matchesEtag } from '../http/public-cache.js';
import { describeZodError, findOversizedNumber } from '../http/validation.js';
import { activeStaff, type StaffRow } from './service.js';
import { type StaffSession, verifyStaffToken } from './token.js';

export interface StaffRouteContext<E extends OpsEndpointDefinition> {
  input: z.output<E['request']>;
  /** The signed-in member (for the sign-in call, which has no token, reading it answers 401). */
  staff: StaffRow;
  db: Database;
  config: Config;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type StaffRouteHandler<E extends OpsEndpointDefinition> = (
  context: StaffRouteContext<E>,
) => Promise<z.input<E['reply']>> | z.input<E['reply']>;

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The session of the staff token sent, when it is a valid one (signature, expiry), else null. */
export async function presentedStaffSession(
  config: Config,
  request: FastifyRequest,
): Promise<StaffSession | null> {
  const token = bearerToken(request);
  return token ? verifyStaffToken(config, token) : null;
}

async function authenticateStaff(app: FastifyInstance, request: FastifyRequest) {
  const session = await presentedStaffSession(app.config, request);
  if (!session) throw unauthorized(messages.sessionExpired);
  // A signed-out session's token is refused at once, on every server (http/live-sessions.ts).
  if (!(await app.liveSessions.isLive('staff', session.sessionId, session.staffId)))
    throw unauthorized(messages.sessionExpired);
  // A member disabled or given another role since signing in must sign in again.
  const member = await activeStaff(app.db, session.staffId);
  if (!member || member.role !== session.role) throw unauthorized(messages.sessionExpired);
  return member;
}

export function defineStaffRoute<E extends OpsEndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: StaffRouteHandler<E>,
  /** bodyLimit: a larger body than BODY_LIMIT_BYTES, for a call that carries a photo (413 beyond it). */
  options: { bodyLimit?: number } = {},
): void {
  const url = app.prefix + endpoint.path;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      const member = endpoint.roles ? await authenticateStaff(app, request) : null;
      if (member && !endpoint.roles?.includes(member.role))
        throw new HttpError(
          403,
          opsMessages.forbidden.Message,
          opsMessages.forbidden.Description(member.role),
        );

      const raw = endpoint.method === 'GET' ? request.query : (request.body ?? {});
      const parsed = endpoint.request.safeParse(raw);
      if (!parsed.success) throw badRequest(describeZodError(parsed.error));
      const oversized = findOversizedNumber(parsed.data);
      if (oversized !== undefined) throw badRequest(messages.numberTooLarge(oversized));

      const result = await handler({
        input: parsed.data as z.output<E['request']>,
        get staff(): StaffRow {
          if (!member) throw unauthorized(messages.sessionExpired);
          return member;
        },
        db: app.db,
        config: app.config,
        request,
        reply,
      });
      const checked = endpoint.reply.safeParse(result);
      if (!checked.success) {
        request.log.error(
          { issues: checked.error.issues, route: url },
          'reply does not match the endpoint schema',
        );
        throw new HttpError(500, messages.internalError, messages.tryAgainLater);
      }
      if (endpoint.method !== 'GET') return reply.send(checked.data);
      // Reads carry an ETag of their reply, so a console polling the board gets 304 while nothing changed.
      const body = JSON.stringify(checked.data);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });
}
