import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.js';
import { type MapProvider, routeFromStore } from './service.js';

export async function mapsPlugin(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.mapServiceKey, ({ config }) => ({
    Success: true,
    Keys: { Google: config.maps.googleKey ?? null, Here: config.maps.hereKey ?? null },
  }));

  const distance = (provider: MapProvider) =>
    (async ({ config, input, request }) => {
      const route = await routeFromStore(config, input, {
        provider,
        onProviderError: (err) =>
          request.log.warn({ err, provider }, 'map provider failed, estimating'),
      });
      return {
        Success: true,
        Invalid: route.invalid,
        Estimated: route.estimated,
        Data: { RouteLength: route.routeLength, TimeDuration: route.timeDuration },
      };
    }) satisfies Parameters<typeof defineRoute<typeof endpoints.googleDistance>>[2];

  defineRoute(app, endpoints.googleDistance, distance('google'));
  defineRoute(app, endpoints.hereDistance, distance('here'));
}
