import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../common/storage.js';
import type { OrderData } from '../checkout/schemas.js';
import { FLOW_STORAGE_KEY } from '../core/index.js';
import {
  deserializeFlowState,
  idempotencyKeyFor,
  initialFlowState,
  loadFlowState,
  saveFlowState,
  serializeFlowState,
  transition,
  type FlowEvent,
  type OrderFlowState,
} from './machine.js';

const bill = {
  ItemsTotal: 50_000,
  CouponDiscount: 5_000,
  ShippingFee: 0,
  DeliveryCharge: 2_000,
  PlatformFee: 500,
  Total: 47_500,
  WalletUsed: 0,
  AmountPayable: 47_500,
};
const orderData: OrderData = {
  OrderId: 41,
  OrderNumber: 'SF-000041',
  Status: 'PendingPayment',
  PaymentStatus: 'Pending',
  Bill: bill,
  Payment: {
    Gateway: 'sandbox',
    KeyId: 'key',
    GatewayOrderId: 'gw_1',
    Amount: 47_500,
    Currency: 'INR',
    CheckoutUrl: '/sandbox/pay/gw_1',
  },
};
const address = {
  AddressId: 3,
  IsDefault: 1 as const,
  fullName: 'Asha',
  phoneNumber: '9876543210',
  addressLine1: '12 MG Road',
  addressLine2: '',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  type: 'Home' as const,
  latitude: 12.97,
  longitude: 77.59,
  RouteLength: 2500,
  TimeDuration: 600,
};
const coupon = { CouponId: 1, Code: 'FIRST50', Title: '₹50 off', Discount: 5_000 };

const run = (events: FlowEvent[], from: OrderFlowState = initialFlowState) =>
  events.reduce(transition, from);

const processed = run([
  { type: 'selectAddress', address },
  { type: 'applyCoupon', coupon },
  { type: 'orderProcessed', orderData },
]);
const paying = transition(processed, { type: 'paymentStarted' });

describe('order and payment flow', () => {
  it('processes an order', () => {
    expect(processed).toMatchObject({ stage: 'orderProcessed', orderData, processedOrder: true });
  });

  it('starting a payment sets paymentProcessing and clears cancelled and failed', () => {
    const afterCancel = run(
      [{ type: 'paymentStarted' }, { type: 'paymentStopped', isPaymentFailed: false }],
      processed,
    );
    expect(afterCancel).toMatchObject({ paymentCanceled: true, paymentFailed: false });
    expect(transition(afterCancel, { type: 'paymentStarted' })).toMatchObject({
      stage: 'paymentBegun',
      paymentProcessing: true,
      paymentCanceled: false,
      paymentFailed: false,
    });
  });

  it('stopping a payment sets failed or cancelled by isPaymentFailed', () => {
    expect(transition(paying, { type: 'paymentStopped', isPaymentFailed: true })).toMatchObject({
      stage: 'paymentFailed',
      paymentProcessing: false,
      paymentFailed: true,
      paymentCanceled: false,
    });
    expect(transition(paying, { type: 'paymentStopped', isPaymentFailed: false })).toMatchObject({
      stage: 'paymentCancelled',
      paymentProcessing: false,
      paymentFailed: false,
      paymentCanceled: true,
    });
  });

  it('placing the order clears the payment flags and coupons', () => {
    const placed = run([{ type: 'paymentEnded' }, { type: 'orderPlaced' }], paying);
    expect(placed).toMatchObject({
      stage: 'orderPlaced',
      placedOrder: true,
      paymentProcessing: false,
      paymentCanceled: false,
      paymentFailed: false,
      appliedCouponsData: [],
      orderData,
    });
  });

  it('a wallet-paid order is placed straight from processing', () => {
    const paid = {
      ...orderData,
      Payment: null,
      Status: 'Placed' as const,
      PaymentStatus: 'Paid' as const,
    };
    expect(transition(processed, { type: 'orderPlaced', orderData: paid })).toMatchObject({
      stage: 'orderPlaced',
      orderData: paid,
    });
  });

  it('cancels an open order', () => {
    expect(transition(paying, { type: 'orderCancelled' })).toMatchObject({
      stage: 'orderCancelled',
      orderCanceled: true,
      paymentProcessing: false,
    });
  });

  it('a signature failure marks the order to be cleared', () => {
    const failed = run([{ type: 'paymentEnded' }, { type: 'signatureFailed' }], paying);
    expect(failed).toMatchObject({ clearOrder: true, paymentFailed: true, stage: 'paymentFailed' });
    expect(transition(failed, { type: 'reset' }).clearOrder).toBe(false);
  });

  it('reset clears the order, coupons and flags but keeps the selected address', () => {
    const placed = run([{ type: 'paymentEnded' }, { type: 'orderPlaced' }], paying);
    expect(transition(placed, { type: 'reset' })).toEqual({
      ...initialFlowState,
      selectedAddress: address,
    });
    expect(transition(placed, { type: 'reset', clearSelectedAddress: true })).toEqual(
      initialFlowState,
    );
  });

  it('ignores events that make no sense in the current state, returning the same object', () => {
    const placed = run([{ type: 'paymentEnded' }, { type: 'orderPlaced' }], paying);
    const cancelled = transition(processed, { type: 'orderCancelled' });
    const ignored: [OrderFlowState, FlowEvent][] = [
      [initialFlowState, { type: 'paymentStarted' }],
      [initialFlowState, { type: 'paymentEnded' }],
      [initialFlowState, { type: 'paymentStopped', isPaymentFailed: true }],
      [initialFlowState, { type: 'orderPlaced' }],
      [initialFlowState, { type: 'orderCancelled' }],
      [initialFlowState, { type: 'signatureFailed' }],
      [processed, { type: 'paymentEnded' }],
      [processed, { type: 'paymentStopped', isPaymentFailed: false }],
      [paying, { type: 'paymentStarted' }],
      [paying, { type: 'orderProcessed', orderData }],
      [placed, { type: 'paymentStarted' }],
      [placed, { type: 'orderCancelled' }],
      [placed, { type: 'orderProcessed', orderData }],
      [placed, { type: 'applyCoupon', coupon }],
      [placed, { type: 'signatureFailed' }],
      [cancelled, { type: 'paymentStarted' }],
      [cancelled, { type: 'orderPlaced' }],
    ];
    for (const [state, event] of ignored) expect(transition(state, event), event.type).toBe(state);
  });

  it('keeps one coupon per code', () => {
    const twice = run([
      { type: 'applyCoupon', coupon },
      { type: 'applyCoupon', coupon: { ...coupon, Discount: 1 } },
    ]);
    expect(twice.appliedCouponsData).toEqual([{ ...coupon, Discount: 1 }]);
    expect(transition(twice, { type: 'removeCoupon', code: 'FIRST50' }).appliedCouponsData).toEqual(
      [],
    );
  });
});

describe('idempotency keys', () => {
  let counter = 0;
  const generate = () => `key-${++counter}`;

  it('gives one key per shopper action, reused until the outcome arrives', () => {
    const first = idempotencyKeyFor(processed, 'checkout', generate);
    const retry = idempotencyKeyFor(first.state, 'checkout', generate);
    expect(retry.key).toBe(first.key);
    expect(retry.state).toBe(first.state);
    const other = idempotencyKeyFor(first.state, 'cancelOrder', generate);
    expect(other.key).not.toBe(first.key);
  });

  it('survives a reload through the persisted state', () => {
    const storage = new MemoryStorage();
    const { state, key } = idempotencyKeyFor(initialFlowState, 'checkout', generate);
    saveFlowState(storage, state);
    expect(idempotencyKeyFor(loadFlowState(storage), 'checkout', generate).key).toBe(key);
  });

  it('retires the key when the outcome event arrives, so the next action gets a new one', () => {
    const { state, key } = idempotencyKeyFor(initialFlowState, 'checkout', generate);
    const done = transition(state, { type: 'orderProcessed', orderData });
    expect(done.idempotencyKeys.checkout).toBeUndefined();
    expect(idempotencyKeyFor(done, 'checkout', generate).key).not.toBe(key);
    const signing = idempotencyKeyFor(
      transition(done, { type: 'paymentStarted' }),
      'validateSignature',
      generate,
    );
    expect(
      transition(signing.state, { type: 'orderPlaced' }).idempotencyKeys.validateSignature,
    ).toBeUndefined();
    const failing = idempotencyKeyFor(signing.state, 'paymentFailed', generate);
    expect(
      transition(failing.state, { type: 'actionCompleted', action: 'paymentFailed' })
        .idempotencyKeys.paymentFailed,
    ).toBeUndefined();
  });
});

describe('persistence under primary', () => {
  it('round-trips through storage', () => {
    const storage = new MemoryStorage();
    saveFlowState(storage, paying);
    expect(storage.getItem(FLOW_STORAGE_KEY)).not.toBeNull();
    expect(loadFlowState(storage)).toEqual(paying);
  });

  it.each([null, 'not json', '{"v":2}', '[]', JSON.stringify({ ...paying, stage: 'flying' })])(
    'falls back to the initial state for %s',
    (raw) => {
      expect(deserializeFlowState(raw)).toEqual(initialFlowState);
    },
  );
});

describe('invariants over any sequence of events', () => {
  const event: fc.Arbitrary<FlowEvent> = fc.oneof(
    fc.constant<FlowEvent>({ type: 'selectAddress', address }),
    fc.constant<FlowEvent>({ type: 'applyCoupon', coupon }),
    fc.constant<FlowEvent>({ type: 'removeCoupon', code: coupon.Code }),
    fc.constant<FlowEvent>({ type: 'orderProcessed', orderData }),
    fc.constant<FlowEvent>({ type: 'paymentStarted' }),
    fc.constant<FlowEvent>({ type: 'paymentEnded' }),
    fc.boolean().map<FlowEvent>((isPaymentFailed) => ({ type: 'paymentStopped', isPaymentFailed })),
    fc.constant<FlowEvent>({ type: 'orderPlaced' }),
    fc.constant<FlowEvent>({ type: 'orderCancelled' }),
    fc.constant<FlowEvent>({ type: 'signatureFailed' }),
    fc
      .boolean()
      .map<FlowEvent>((clearSelectedAddress) => ({ type: 'reset', clearSelectedAddress })),
  );

  it('never holds contradictory flags and always serializes', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const state = run(events);
        expect(state.paymentCanceled && state.paymentFailed).toBe(false);
        if (state.paymentProcessing) expect(state.orderData).not.toBeNull();
        if (state.paymentProcessing) expect(state.placedOrder || state.orderCanceled).toBe(false);
        if (state.placedOrder) expect(state.orderCanceled).toBe(false);
        if (state.stage === 'idle') expect(state.orderData).toBeNull();
        expect(deserializeFlowState(serializeFlowState(state))).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });
});
