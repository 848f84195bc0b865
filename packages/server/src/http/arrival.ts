/**
 * Tells the embedded database which request each statement belongs to and when that request arrived, so
 * that it admits and serves requests oldest first (db/arrival-order.ts). Body parsing resumes in the
 * socket's context, not the request's, so the request is entered again before validation. Routes answered
 * from the public reply cache are left out: they reach the database only to fill the cache.
 */
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { type Arrival, arrive, asArrival, finish } from '../db/arrival-order.js';

export function databaseTurnsByArrival(app: FastifyInstance): void {
  const arrivals = new WeakMap<FastifyRequest, Arrival>();
  const onArrival: onRequestHookHandler = (request, reply, done) => {
    const arrival = arrive();
    arrivals.set(request, arrival);
    reply.raw.once('close', () => finish(arrival, !reply.raw.writableFinished));
    asArrival(arrival, done);
  };
  const beforeValidation: preValidationHookHandler = (request, _reply, done) => {
    const arrival = arrivals.get(request);
    if (arrival) asArrival(arrival, done);
    else done();
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.publicReply) return;
    route.onRequest = [onArrival, ...[route.onRequest ?? []].flat()];
    route.preValidation = [beforeValidation, ...[route.preValidation ?? []].flat()];
  });
}
