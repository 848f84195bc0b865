/**
 * Health endpoints for load balancers and container platforms:
 * - /livez: the process answers (no database), for restarting a stuck process;
 * - /readyz: the database answers and the server is not draining, for sending it traffic;
 * - /healthz: the database answers (kept for existing checks).
 * A server that is shutting down calls `startDraining()`: /readyz answers 503 while every other request
 * is still served, so the balancer stops sending new ones before the server closes.
 */
import type { FastifyInstance } from 'fastify';
import { type Database, ping } from './db/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /readyz answers 503, while everything else is served as before. */
    startDraining(): void;
  }
}

export async function healthRoutes(app: FastifyInstance, db: Database): Promise<void> {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });

  app.get('/livez', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ Status: 'ok' }),
  );

  app.get('/healthz', async (_request, reply) => {
    await ping(db);
    return reply.header('cache-control', 'no-store').send({ Status: 'ok' });
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.code(503).send({ Status: 'draining' });
    try {
      await ping(db);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database does not answer');
      return reply.code(503).send({ Status: 'database unavailable' });
    }
    return reply.send({ Status: 'ok' });
  });
}
