/**
 * Orders: history (paged, page 2, none), one order, its details (and an unknown one), cancelling (with
 * the refund to the wallet, or to the original payment method), and moving an order to another slot
 * (refused for an order without a slot; docs/after-the-order.md).
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { ErrorReply, describeCancelOrderReply } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  bearerAndIdempotencyKey,
  clientFor,
  count,
  datetime,
  errorBody,
  exactPaise,
  expectApiError,
  id,
  IDEMPOTENCY_KEY,
  nullableInteger,
  nullableString,
  oneOf,
  paise,
  states,
  stateNumber,
  stateString,
  storefrontPact,
  TOKEN,
} from '../support/pact.js';
import {
  bill,
  deliveryAddress,
  gatewayPayment,
  orderMoney,
  orderSummary,
  selectedOptions,
} from '../support/templates.js';
import { ORDER_STATUSES } from '@storefront/sdk/core';

const { boolean, eachLike, integer, like, nullValue, reify, string } = MatchersV3;
const pact = storefrontPact();

describe('order history', () => {
  it('reads the first page of the order history', async () => {
    const body = {
      NoOrders: false,
      CountTotalOrders: count(1),
      CountPlacedOrders: count(1),
      Orders: eachLike(orderSummary),
      PageNo: 1,
      TotalPages: count(1),
    };
    await pact
      .addInteraction()
      .given(states.paidOrder)
      .uponReceiving('a request for the first page of the order history')
      .withRequest('GET', '/v1/order-history', (request) =>
        request.headers(bearer).query({ pageNo: '1' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const page = await clientFor(mockServer, TOKEN).orders.history({ pageNo: 1 });
        expect(page).toEqual(reify(body));
      });
  });

  it('reads the second page of the order history', async () => {
    const body = {
      NoOrders: false,
      CountTotalOrders: count(11),
      CountPlacedOrders: count(11),
      Orders: eachLike(orderSummary),
      PageNo: 2,
      TotalPages: integer(2),
    };
    await pact
      .addInteraction()
      .given(states.manyOrders)
      .uponReceiving('a request for the second page of the order history')
      .withRequest('GET', '/v1/order-history', (request) =>
        request.headers(bearer).query({ pageNo: '2' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const page = await clientFor(mockServer, TOKEN).orders.history({ pageNo: 2 });
        expect(page.PageNo).toBe(2);
        expect(page).toEqual(reify(body));
      });
  });

  it('says NoOrders when the shopper has never ordered', async () => {
    const body = {
      NoOrders: true,
      CountTotalOrders: 0,
      CountPlacedOrders: 0,
      Orders: [],
      PageNo: 1,
      TotalPages: 0,
    };
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request for the order history of a shopper with no orders')
      .withRequest('GET', '/v1/order-history', (request) =>
        request.headers(bearer).query({ pageNo: '1' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const page = await clientFor(mockServer, TOKEN).orders.history({});
        expect(page).toEqual(body);
      });
  });

  it('reads one row of the history by order id', async () => {
    const body = { NoOrder: false, Order: orderSummary };
    await pact
      .addInteraction()
      .given(states.paidOrder)
      .uponReceiving('a request for one order of the history')
      .withRequest('GET', '/v1/order-history-by-id', (request) =>
        request.headers(bearer).query({ orderId: stateString('orderId', '501') }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const row = await clientFor(mockServer, TOKEN).orders.historyById({ orderId: 501 });
        expect(row).toEqual(reify(body));
      });
  });
});

// What both interactions' orders share (the state's paid order, of the slot-less Standard method: no
// window, no deadline); each spreads these and pins what differs.
const lineOrdered = {
  ProductId: id(11),
  ProductName: string('Chicken Curry Cut'),
  ImageUrl: string('/images/products/chicken-curry-cut.webp'),
  UnitPrice: paise(24900),
  Qty: integer(2),
  LineTotal: paise(49800),
  SelectedOptions: selectedOptions,
};
const paidOrder = {
  OrderId: id(501),
  OrderNumber: string('SF-2026-000501'),
  PaymentStatus: 'Paid',
  CreatedAt: datetime(),
  Bill: bill,
  CouponCode: nullableString('WELCOME50'),
  DeliveryMethod: string('Express'),
  PaymentMethod: string('UPI, cards and net banking'),
  Address: deliveryAddress,
  CancelDeadline: null,
  DeliveryWindow: null,
  CanRetryPayment: boolean(false),
  Payment: gatewayPayment,
  // Paid online: nothing is taken off the amount payable (a pay-on-delivery order's credits are).
  DeductedFromPayable: exactPaise(0),
  // Paid: nothing is due.
  Money: { ...orderMoney, Due: exactPaise(0) },
};

describe('order details', () => {
  it('reads the details of a paid order: lines, bill, address, payment and timeline', async () => {
    const body = {
      NoOrder: false,
      OrderDetails: {
        ...paidOrder,
        Status: oneOf(ORDER_STATUSES, 'Placed'),
        Items: eachLike({
          ...lineOrdered,
          // Beyond the spec (docs/api.md): not packed yet, so no packed weight and no credit.
          OrderedGrams: nullableInteger(1000),
          PackedGrams: null,
          PackedPieces: null,
          Short: false,
          WeightCredit: exactPaise(0),
        }),
        CanCancel: boolean(true),
        Timeline: eachLike({
          Status: string('Placed'),
          At: datetime(),
          Note: string('Payment received'),
        }),
        WeightCredit: exactPaise(0),
      },
    };
    await pact
      .addInteraction()
      .given(states.paidOrder)
      .uponReceiving('a request for the details of a paid order')
      .withRequest('GET', '/v1/order-details', (request) =>
        request.headers(bearer).query({ orderId: stateString('orderId', '501') }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const details = await clientFor(mockServer, TOKEN).orders.details({ orderId: 501 });
        expect(details).toEqual(reify(body));
      });
  });

  it('reads a packed order with each line’s ordered and packed weight and the weight credit', async () => {
    const body = {
      NoOrder: false,
      OrderDetails: like({
        ...paidOrder,
        Status: 'Packed',
        Items: eachLike({
          ...lineOrdered,
          OrderedGrams: integer(1000),
          PackedGrams: integer(900),
          PackedPieces: nullableInteger(6),
          Short: boolean(false),
          WeightCredit: paise(4980),
        }),
        CanCancel: boolean(false),
        Timeline: eachLike({
          Status: string('Packed'),
          At: datetime(),
          Note: string('Packed'),
        }),
        // Paid online: the credit went to the wallet, not off the amount payable.
        WeightCredit: paise(4980),
      }),
    };
    await pact
      .addInteraction()
      .given(states.packedOrder)
      .uponReceiving('a request for the details of an order packed under weight')
      .withRequest('GET', '/v1/order-details', (request) =>
        request.headers(bearer).query({ orderId: stateString('orderId', '501') }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const details = await clientFor(mockServer, TOKEN).orders.details({ orderId: 501 });
        expect(details).toEqual(reify(body));
        expect(details.OrderDetails?.Items[0]).toMatchObject({
          OrderedGrams: 1000,
          PackedGrams: 900,
        });
      });
  });

  it('says NoOrder for an order that is not the shopper’s', async () => {
    const body = { NoOrder: true, OrderDetails: nullValue() };
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request for the details of an order the shopper does not have')
      .withRequest('GET', '/v1/order-details', (request) =>
        request.headers(bearer).query({ orderId: '999999' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const details = await clientFor(mockServer, TOKEN).orders.details({ orderId: 999999 });
        expect(details).toEqual({ NoOrder: true, OrderDetails: null });
      });
  });
});

describe('cancelling an order', () => {
  it('cancels a paid order before delivery and answers the refund', async () => {
    const body = {
      Success: true,
      Error: false,
      Message: string('Your order is cancelled'),
      RefundId: nullableInteger(71),
    };
    await pact
      .addInteraction()
      .given(states.paidOrder)
      .uponReceiving('a request to cancel a paid order')
      .withRequest('POST', '/v1/cancel-order', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody({
          orderId: stateNumber('orderId', 501),
          reason: like('Ordered by mistake'),
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const cancelled = await clientFor(mockServer, TOKEN).orders.cancel(
          { orderId: 501, reason: 'Ordered by mistake' },
          { idempotencyKey: IDEMPOTENCY_KEY },
        );
        expect(cancelled).toEqual(reify(body));
        expect(describeCancelOrderReply(cancelled)).toBeUndefined();
      });
  });

  it('cancels a paid order with the refund to the original payment method (beyond the spec)', async () => {
    const body = {
      Success: true,
      Error: false,
      Message: string('Your order is cancelled. ₹343 is refunded to your original payment method.'),
      RefundId: integer(72),
    };
    await pact
      .addInteraction()
      .given(states.paidOrder)
      .uponReceiving(
        'a request to cancel a paid order with the refund to the original payment method',
      )
      .withRequest('POST', '/v1/cancel-order', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody({
          orderId: stateNumber('orderId', 501),
          reason: like('Ordered by mistake'),
          destination: 'Source',
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const cancelled = await clientFor(mockServer, TOKEN).orders.cancel(
          { orderId: 501, reason: 'Ordered by mistake', destination: 'Source' },
          { idempotencyKey: IDEMPOTENCY_KEY },
        );
        expect(cancelled).toEqual(reify(body));
        expect(describeCancelOrderReply(cancelled)).toBeUndefined();
      });
  });

  it('answers 200 with the Error flag when a delivered order can no longer be cancelled', async () => {
    const body = {
      Success: false,
      Error: true,
      Message: string('This order can no longer be cancelled'),
      RefundId: nullValue(),
    };
    await pact
      .addInteraction()
      .given(states.deliveredOrder)
      .uponReceiving('a request to cancel a delivered order')
      .withRequest('POST', '/v1/cancel-order', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody({
          orderId: stateNumber('orderId', 501),
          reason: like('Ordered by mistake'),
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const refused = await clientFor(mockServer, TOKEN).orders.cancel({
          orderId: 501,
          reason: 'Ordered by mistake',
        });
        expect(refused.Error).toBe(true);
        expect(describeCancelOrderReply(refused)).toEqual({
          title: 'This order can no longer be cancelled',
          description: 'Unable to process your request.',
          logout: false,
        });
      });
  });
});

describe('moving an order to another slot', () => {
  it('moves a paid slot order into another open slot and answers its details', async () => {
    const body = {
      NoOrder: false,
      OrderDetails: {
        ...paidOrder,
        Status: oneOf(ORDER_STATUSES, 'Placed'),
        DeliveryMethod: string('Scheduled'),
        CancelDeadline: datetime(),
        DeliveryWindow: {
          SlotId: stateString('slotId', '20261129-2000'),
          Start: datetime(),
          End: datetime(),
        },
        Items: eachLike({
          ...lineOrdered,
          OrderedGrams: nullableInteger(1000),
          PackedGrams: null,
          PackedPieces: null,
          Short: false,
          WeightCredit: exactPaise(0),
        }),
        CanCancel: boolean(true),
        Timeline: eachLike({
          Status: string('Placed'),
          At: datetime(),
          Note: string('Payment received'),
        }),
        WeightCredit: exactPaise(0),
      },
    };
    await pact
      .addInteraction()
      .given(states.paidSlotOrder)
      .uponReceiving('a request to move a paid slot order into another open slot')
      .withRequest('POST', '/v1/reschedule-order', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody({
          orderId: stateNumber('orderId', 501),
          slotId: stateString('slotId', '20261129-2000'),
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const moved = await clientFor(mockServer, TOKEN).orders.reschedule(
          { orderId: 501, slotId: '20261129-2000' },
          { idempotencyKey: IDEMPOTENCY_KEY },
        );
        expect(moved).toEqual(reify(body));
        expect(moved.OrderDetails?.DeliveryWindow?.SlotId).toBe('20261129-2000');
      });
  });

  it('is refused with 409 for an order delivered without a slot', async () => {
    const body = errorBody(
      'No delivery slot to change',
      'This order is not delivered in a slot, so there is no slot to change.',
    );
    await pact
      .addInteraction()
      .given(states.paidOrder)
      .uponReceiving('a request to move an order without a slot to another slot')
      .withRequest('POST', '/v1/reschedule-order', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody({
          orderId: stateNumber('orderId', 501),
          slotId: like('20261129-1000'),
        }),
      )
      .willRespondWith(409, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const call = clientFor(mockServer, TOKEN).orders.reschedule(
          { orderId: 501, slotId: '20261129-1000' },
          { idempotencyKey: IDEMPOTENCY_KEY },
        );
        await expectApiError(call, 409, ErrorReply, body);
      });
  });
});
