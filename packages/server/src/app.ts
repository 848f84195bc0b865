/**
 * Builds the HTTP application: security headers, compression, cookies, request ids, one JSON error
 * shape, every domain's /v1 routes and the web app. The caller owns the database and closes it.
 */
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { type Database, ping } from './db/index.js';
import { domainRoutes, sandboxRoutes } from './domains.js';
import { isHttpError } from './http/errors.js';
import { createLogger } from './logger.js';
import { messages } from './messages.js';
import { webRoutes } from './web/static.js';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  logger?: Logger;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

export async function buildApp({ config, db, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast keeps the instance type the default one.
    loggerInstance: (logger ?? createLogger(config)) as FastifyBaseLogger,
    trustProxy: !config.isSandbox,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: true,
    bodyLimit: 256 * 1024,
  });

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          'https://www.clarity.ms',
          'https://*.clarity.ms',
          'https://apis.google.com',
          // reCAPTCHA for Firebase phone sign-in, and the payment gateway's checkout script.
          'https://www.google.com',
          'https://checkout.razorpay.com',
          'https://www.gstatic.com',
          'https://maps.googleapis.com',
          'https://js.api.here.com',
          'https://otpless.com',
          'https://*.otpless.app',
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: [
          "'self'",
          'https:',
          'wss:',
          // The Firebase Auth emulator (tests, local runs) answers over plain http.
          ...(config.login.firebase.authEmulatorHost
            ? [`http://${config.login.firebase.authEmulatorHost}`]
            : []),
        ],
        frameSrc: ["'self'", 'https:'],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: config.isSandbox ? null : [],
      },
    },
    // Allows the Google/Firebase sign-in popup to talk back to the page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: !config.isSandbox,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isHttpError(error)) return reply.code(error.status).send(error.toBody());
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        Message: status === 429 ? messages.tooManyRequests : messages.invalidRequest,
        Description: error.message,
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(status === 503 ? 503 : 500)
      .send({ Message: messages.internalError, Description: messages.tryAgainLater });
  });

  // Liveness and readiness for load balancers: answers 200 only while the database answers.
  app.get('/healthz', async (_request, reply) => {
    await ping(db);
    return reply.header('cache-control', 'no-store').send({ Status: 'ok' });
  });

  for (const routes of domainRoutes) await routes(app);
  if (config.isSandbox) for (const routes of sandboxRoutes) await routes(app);
  await webRoutes(app);

  return app;
}
