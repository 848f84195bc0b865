/**
 * Builds the HTTP application: security headers, compression, cookies, request ids, one JSON error
 * shape, every domain's plugin under the API prefix and the web app. The caller owns the database and closes it.
 */
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
} from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './env.js';
import { storedSession } from './auth/session.js';
import { CACHE_STATE_CHANNEL, readSetting } from './config/settings.js';
import { AbandonedRequest } from './db/arrival-order.js';
import { type Database, listen, takesTurnsByArrival } from './db/index.js';
import { OPS_API_PREFIX } from '@storefront/sdk/ops';
import { apiPlugin, opsApiPlugin, sandboxPagesPlugin } from './domains.js';
import { healthRoutes } from './health.js';
import { runAfterCommit } from './http/after-commit.js';
import { securityHeaders } from './http/security-headers.js';
import { databaseTurnsByArrival } from './http/arrival.js';
import {
  DATABASE_BUSY_RETRY_AFTER_SECONDS,
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseBusy,
  isDatabaseUnavailable,
  isHttpError,
} from './http/errors.js';
import { BODY_LIMIT_BYTES, limitJsonBodies } from './http/json-body.js';
import { negotiateLanguage } from './http/locale.js';
import { openapiPlugin } from './openapi/routes.js';
import { photosPlugin } from './feedback/photos.js';
import { taxDocumentsPlugin } from './invoices/documents.js';
import { LiveSessions, SESSION_ENDED_CHANNEL } from './http/live-sessions.js';
import { POLL_INTERVAL_MS, PublicReplyCache } from './http/public-cache.js';
import { API_PREFIX } from './http/route.js';
import { refuseUnstorableText } from './http/validation.js';
import { createLogger } from './logger.js';
import { textsIn } from './i18n/texts.js';
import { messages } from './messages.js';
import { storedStaffSession } from './staff/sessions.js';
import { webRoutes } from './web/static.js';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  logger?: Logger;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The public reply cache and how it follows the store's cache state (http/public-cache.ts): read at
 * start-up, after every write request on this instance (before its reply goes out), on every NOTIFY
 * of a bump, and polled as the guarantee when a notification is missed or on PGlite.
 */
async function cachePublicReplies(app: FastifyInstance, config: Config, db: Database) {
  const cache = new PublicReplyCache({
    maxBytes: config.catalogCacheMaxBytes,
    readState: () => readSetting(db, 'cacheState'),
  });
  app.decorate('publicCache', cache);
  const refresh = () =>
    cache
      .refresh()
      .catch((err: unknown) => app.log.warn({ err }, 'reading the cache state failed'));

  // A callback hook, so the reads (nearly every request) pay no promise for it.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
    void refresh().then(() => done(null, payload));
  });

  let poll: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    await refresh();
    poll = setInterval(() => void refresh(), POLL_INTERVAL_MS).unref();
    unlisten = await listen(
      db,
      CACHE_STATE_CHANNEL,
      () => void refresh(),
      (err) => app.log.warn({ err }, 'the cache state listener lost its connection'),
    );
  });
  app.addHook('onClose', async () => {
    clearInterval(poll);
    await unlisten?.();
  });
}

/**
 * Whether a token's session is still live (http/live-sessions.ts): remembered per instance, forgotten when
 * a NOTIFY says a session ended (on any instance), and all of it when the listener loses its connection
 * (what it missed is unknown; the entries' short lifetime covers the reconnection).
 */
function checkLiveSessions(app: FastifyInstance, db: Database) {
  const live = new LiveSessions(db, { shopper: storedSession, staff: storedStaffSession });
  app.decorate('liveSessions', live);
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await listen(
      db,
      SESSION_ENDED_CHANNEL,
      (payload) => live.onNotification(payload),
      (err) => {
        live.clear();
        app.log.warn({ err }, 'the ended-session listener lost its connection');
      },
    );
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
  });
}

export async function buildApp({ config, db, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast keeps the instance type the default one.
    loggerInstance: (logger ?? createLogger(config)) as FastifyBaseLogger,
    // Only the entries our own proxies appended: with `true`, the left-most entry, which the client
    // writes, would be the address every per-address limit counts.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies.join(',') : false,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: true,
    bodyLimit: BODY_LIMIT_BYTES,
    // Errors Fastify answers before routing (an undecodable URL) get the one error body too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      void reply.code(400).send({ Message: messages.invalidRequest, Description: error.message });
    },
  });

  if (takesTurnsByArrival(db)) databaseTurnsByArrival(app);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorateRequest('user', null);
  negotiateLanguage(app, API_PREFIX);
  await cachePublicReplies(app, config, db);
  checkLiveSessions(app, db);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onSend', runAfterCommit);
  limitJsonBodies(app);
  app.addHook('preValidation', refuseUnstorableText);

  securityHeaders(app, config);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Nobody is listening for this reply any more: nothing ran, nothing to report.
    if (error instanceof AbandonedRequest) {
      request.log.info('the client left before its request reached the database');
      return reply.code(503).send(textsIn(request.locale).messages.databaseUnavailable);
    }
    if (isHttpError(error))
      return reply.code(error.status).headers(error.headers).send(error.toBody(request.locale));
    const texts = textsIn(request.locale).messages;
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        Message: status === 429 ? texts.tooManyRequests : texts.invalidRequest,
        Description: error.message,
      });
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'every database connection was busy: shed');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_BUSY_RETRY_AFTER_SECONDS))
        .send(texts.databaseBusy);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(texts.databaseUnavailable);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(status === 503 ? 503 : 500)
      .send({ Message: texts.internalError, Description: texts.tryAgainLater });
  });

  await healthRoutes(app, db);

  await app.register(apiPlugin, { prefix: API_PREFIX });
  await app.register(opsApiPlugin, { prefix: OPS_API_PREFIX });
  // The OpenAPI documents of both APIs and their reference pages, under each API's prefix.
  await app.register(openapiPlugin);
  await app.register(photosPlugin);
  await app.register(taxDocumentsPlugin);
  if (config.isSandbox) await app.register(sandboxPagesPlugin);
  // Loaded only when enabled, so production never loads the test code that empties the database.
  if (config.providerStates)
    await app.register((await import('./provider-states/routes.js')).providerStatesPlugin);
  await webRoutes(app);

  return app;
}
