import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { testConfig } from './env.js';
import { type TestApp, createTestApp } from './testing/app.js';
import { createTestDatabase } from './testing/database.js';

describe('health endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers live, healthy and ready, never cached', async () => {
    for (const url of ['/livez', '/healthz', '/readyz']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 503 on /readyz only, once draining, and keeps serving everything else', async () => {
    t.app.startDraining();
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ Status: 'draining' });
    expect((await get('/livez')).statusCode).toBe(200);
    expect((await get('/healthz')).statusCode).toBe(200);
    expect((await get('/v1/get-categories')).statusCode).toBe(200);
  });
});

describe('health endpoints without a database', () => {
  it('stay live but answer 503 on /readyz and on /healthz (the database is out of reach)', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db });
    await database.close();
    try {
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ Status: 'database unavailable' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
