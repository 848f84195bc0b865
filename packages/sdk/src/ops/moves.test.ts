/**
 * The plain lifecycle moves are rows made from the lifecycle table (ORDER_MOVES): each keeps the wire call it
 * had when it was written by hand (path, method, roles, schemas), and the client calls it by the move's name.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_MOVES, ORDER_MOVE_NAMES } from '../core/index.js';
import { startLocalServer, type LocalServer } from '../test-support/local-server.js';
import { createOpsClient } from './client.js';
import { PLAIN_ORDER_MOVES, opsEndpoints } from './endpoints.js';
import { OpsOrderAction, OpsOrderReply } from './schemas.js';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the plain moves', () => {
  it('are every move of the table but those that take input of their own', () => {
    expect(PLAIN_ORDER_MOVES).toEqual(
      ORDER_MOVE_NAMES.filter((move) => move !== 'pack' && move !== 'deliveryFailed'),
    );
  });

  it('keep their paths, so the server and the console built before still agree', () => {
    const paths = Object.fromEntries(
      PLAIN_ORDER_MOVES.map((move) => [move, opsEndpoints[move].path]),
    );
    // The moves written by hand before; a move added to the table gets its path the same way.
    expect(paths).toMatchObject({
      confirm: '/orders/confirm',
      startPacking: '/orders/start-packing',
      dispatch: '/orders/dispatch',
      deliver: '/orders/deliver',
    });
    for (const [move, path] of Object.entries(paths))
      expect(path, move).toBe(
        `/orders/${move.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
      );
  });

  it("are each a POST of the order's id, answered with the staff view, by the move's roles", () => {
    // A row of its own named as a move would replace the move's row: its path or schemas would differ.
    for (const move of PLAIN_ORDER_MOVES) {
      const row = opsEndpoints[move];
      expect(row.method, move).toBe('POST');
      expect(row.roles, move).toBe(ORDER_MOVES[move].roles);
      expect(row.request, move).toBe(OpsOrderAction);
      expect(row.reply, move).toBe(OpsOrderReply);
    }
  });

  it('are called by name, sending only the order', async () => {
    server = await startLocalServer(() => ({ status: 403, json: { Message: 'Not allowed' } }));
    const ops = createOpsClient({ baseUrl: server.url, getToken: () => 'staff-token' });
    for (const move of PLAIN_ORDER_MOVES) await expect(ops.orders[move](42)).rejects.toThrow();
    expect(server.requests.map((request) => [request.path, request.body])).toEqual(
      PLAIN_ORDER_MOVES.map((move) => [`/ops/v1${opsEndpoints[move].path}`, { orderId: 42 }]),
    );
  });
});
