/**
 * The OpenAPI documents hold every call of the SDK's endpoint tables and nothing else, each as the table
 * says (method, path, token, roles, idempotency key), and every call they hold is a route of this server.
 */
import { endpoints } from '@storefront/sdk';
import { OPS_API_PREFIX, opsEndpoints } from '@storefront/sdk/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../http/route.js';
import { type TestApp, createTestApp } from '../testing/app.js';
import { readDocument } from './client-types.js';

interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: { $ref?: string; name?: string; in?: string }[];
  responses: Record<string, unknown>;
}
type Paths = Record<string, Record<string, Operation>>;

const METHODS = ['get', 'post', 'put', 'delete'];

/** Every operation of a document as `METHOD /path` → the operation. */
function operationsOf(paths: Paths): Map<string, Operation> {
  return new Map(
    Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const),
    ),
  );
}

const shopper = operationsOf(readDocument('v1').paths as unknown as Paths);
const staff = operationsOf(readDocument('ops').paths as unknown as Paths);

const isIdempotencyKey = (parameter: { $ref?: string }) =>
  parameter.$ref === '#/components/parameters/IdempotencyKey';

describe('v1.json', () => {
  it('has every row of the endpoint table, and no other call', () => {
    const rows = Object.entries(endpoints).map(([name, row]) => ({
      key: `${row.method} ${row.path}`,
      name,
    }));
    expect(
      [...shopper].map(([key, operation]) => ({ key, name: operation.operationId })).sort(byKey),
    ).toEqual(rows.sort(byKey));
  });

  it.each(Object.entries(endpoints))('describes %s as its row does', (name, row) => {
    const operation = shopper.get(`${row.method} ${row.path}`)!;
    expect(operation.security).toEqual(row.auth ? [{ bearerAuth: [] }] : []);
    const idempotent = 'idempotent' in row && row.idempotent === true;
    expect((operation.parameters ?? []).some(isIdempotencyKey), name).toBe(idempotent);
    expect(Object.keys(operation.responses)).toContain('200');
    expect(Object.keys(operation.responses)).toContain(row.auth ? '401' : '400');
  });
});

describe('ops.json', () => {
  it('has every row of the operations endpoint table, and no other call', () => {
    const rows = Object.entries(opsEndpoints).map(([name, row]) => ({
      key: `${row.method} ${row.path}`,
      name,
    }));
    expect(
      [...staff].map(([key, operation]) => ({ key, name: operation.operationId })).sort(byKey),
    ).toEqual(rows.sort(byKey));
  });

  it.each(Object.entries(opsEndpoints))('describes %s with its roles', (_name, row) => {
    const operation = staff.get(`${row.method} ${row.path}`)!;
    expect(operation.security).toEqual(row.roles ? [{ bearerAuth: [] }] : []);
    const statuses = Object.keys(operation.responses);
    expect(statuses.includes('403')).toBe(row.roles !== null);
    if (row.roles) expect(statuses).toContain('401');
  });
});

describe('the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('has a route for every call of both documents (the sandbox’s too, in sandbox mode)', () => {
    const missing = [
      ...[...shopper.keys()].map((key) => [key, API_PREFIX] as const),
      ...[...staff.keys()].map((key) => [key, OPS_API_PREFIX] as const),
    ]
      .map(([key, prefix]) => {
        const [method, path] = key.split(' ') as [string, string];
        return { method, url: `${prefix}${path}` };
      })
      .filter(
        (route) => !t.app.hasRoute({ method: route.method as 'GET' | 'POST', url: route.url }),
      );
    expect(missing).toEqual([]);
    expect(shopper.size + staff.size).toBeGreaterThan(80);
  });
});

function byKey(a: { key: string }, b: { key: string }) {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}
