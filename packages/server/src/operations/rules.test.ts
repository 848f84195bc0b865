/**
 * The lifecycle is the SDK's table (core/lifecycle.ts): the server's moves, the roles the operations API
 * checks for each move and the status lists of its rules are read from it, not written again.
 */
import {
  ORDER_MOVES,
  ORDER_MOVE_NAMES,
  ORDER_STATUSES,
  type OrderMove,
  STAFF_ROLES,
  movesFor,
  orderStatusesWhere,
} from '@storefront/sdk/core';
import {
  type OpsEndpointDefinition,
  PLAIN_ORDER_MOVES,
  type PlainOrderMove,
  opsEndpoints,
} from '@storefront/sdk/ops';
import { PgDialect, getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  awaitingPaymentStatuses,
  canCancel,
  placedStatuses,
  releasedStatuses,
} from '../orders/rules.js';
import { orders } from '../orders/tables.js';
import { TRANSITIONS, canTransition, refundableStatuses } from './rules.js';

/** The operations API's call for each move: a plain move's row is named as the move. */
const callOf: Record<OrderMove, OpsEndpointDefinition> = {
  ...(Object.fromEntries(
    PLAIN_ORDER_MOVES.map((move) => [move, opsEndpoints[move] as OpsEndpointDefinition]),
  ) as Record<PlainOrderMove, OpsEndpointDefinition>),
  pack: opsEndpoints.packOrder,
  deliveryFailed: opsEndpoints.deliveryFailed,
};

describe('the staff moves', () => {
  it('are the lifecycle table, each allowed from exactly its statuses', () => {
    expect(TRANSITIONS).toBe(ORDER_MOVES);
    for (const move of ORDER_MOVE_NAMES) {
      const allowed = ORDER_STATUSES.filter((status) => canTransition(move, status));
      expect(allowed, move).toEqual(
        ORDER_STATUSES.filter((s) => ORDER_MOVES[move].from.includes(s as never)),
      );
    }
  });

  it("let each call of the operations API be made by the move's roles, and no one else", () => {
    for (const move of ORDER_MOVE_NAMES)
      expect(callOf[move].roles, move).toBe(ORDER_MOVES[move].roles);
  });

  it('give the packer packing, the rider delivery and the admin everything', () => {
    expect(movesFor('packer', 'Placed')).toEqual(['confirm']);
    expect(movesFor('rider', 'Placed')).toEqual([]);
    expect(movesFor('rider', 'OutForDelivery')).toEqual(['deliver', 'deliveryFailed']);
    expect(movesFor('packer', 'OutForDelivery')).toEqual([]);
    for (const status of ORDER_STATUSES) {
      const everyRole = new Set(STAFF_ROLES.flatMap((role) => movesFor(role, status)));
      expect(movesFor('admin', status), status).toEqual([...everyRole]);
    }
  });

  it('deliver a pay-on-delivery order only once its money is recorded (collectFirst)', () => {
    expect(movesFor('rider', 'OutForDelivery', 'DueOnDelivery')).toEqual(['deliveryFailed']);
    expect(movesFor('rider', 'OutForDelivery', 'Paid')).toEqual(['deliver', 'deliveryFailed']);
    expect(canTransition('deliver', 'OutForDelivery', 'DueOnDelivery')).toBe(false);
    expect(canTransition('deliver', 'OutForDelivery', 'Paid')).toBe(true);
    // Only delivering waits for the money: every other move is decided by the status alone.
    for (const move of ORDER_MOVE_NAMES.filter((name) => name !== 'deliver'))
      for (const status of ORDER_STATUSES)
        expect(canTransition(move, status, 'DueOnDelivery'), `${move} ${status}`).toBe(
          canTransition(move, status),
        );
  });
});

describe("the server's status lists", () => {
  it('are read from the status traits', () => {
    expect(placedStatuses).toEqual(orderStatusesWhere('placed'));
    expect(releasedStatuses).toEqual(orderStatusesWhere('releasesCoupon'));
    expect(awaitingPaymentStatuses).toEqual(['PendingPayment', 'PaymentFailed']);
    expect(refundableStatuses).toEqual(['Delivered']);
    expect(ORDER_STATUSES.filter(canCancel)).toEqual(orderStatusesWhere('cancellable'));
  });

  it("keep the expiry's partial index on the statuses that await a payment", () => {
    const index = getTableConfig(orders).indexes.find(
      (candidate) => candidate.config.name === 'orders_payment_due_idx',
    );
    const where = index?.config.where;
    if (!where) throw new Error('orders_payment_due_idx has no condition');
    const text = new PgDialect().sqlToQuery(where).sql;
    const listed = [...text.matchAll(/'([A-Za-z]+)'/g)].map((match) => match[1]);
    expect(listed).toEqual([...awaitingPaymentStatuses]);
  });
});
