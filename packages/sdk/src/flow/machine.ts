/**
 * The order and payment flow (spec section 4) as a pure, serializable state machine. Field names follow the
 * spec's order-process slice; the web keeps the state in a store and persists it under 'primary'.
 */
import * as z from 'zod/mini';
import { Address } from '../addresses/schemas.js';
import { OrderData } from '../checkout/schemas.js';
import type { KeyValueStorage } from '../common/storage.js';
import { AppliedCoupon } from '../offers/schemas.js';
import {
  FLOW_ACTIONS,
  FLOW_SCHEMA_VERSION,
  FLOW_STAGES,
  FLOW_STORAGE_KEY,
  INITIAL_FLOW_STATE,
} from '../core/index.js';

export const FlowStage = z.enum(FLOW_STAGES);
export type FlowStage = z.infer<typeof FlowStage>;

/** Shopper actions that send an Idempotency-Key. */
export const FlowAction = z.enum(FLOW_ACTIONS);
export type FlowAction = z.infer<typeof FlowAction>;

export const OrderFlowState = z.object({
  v: z.literal(FLOW_SCHEMA_VERSION),
  stage: FlowStage,
  orderData: z.nullable(OrderData),
  appliedCouponsData: z.array(AppliedCoupon),
  selectedAddress: z.nullable(Address),
  processedOrder: z.boolean(),
  paymentProcessing: z.boolean(),
  paymentCanceled: z.boolean(),
  paymentFailed: z.boolean(),
  placedOrder: z.boolean(),
  orderCanceled: z.boolean(),
  /** Set by a failed signature validation: the app clears the order (and starts over). */
  clearOrder: z.boolean(),
  /** One key per shopper action in progress, reused by every retry of it, also after a reload. */
  idempotencyKeys: z.partialRecord(FlowAction, z.string()),
});
export type OrderFlowState = z.infer<typeof OrderFlowState>;

export type FlowEvent =
  | { type: 'selectAddress'; address: Address | null }
  | { type: 'applyCoupon'; coupon: AppliedCoupon }
  | { type: 'removeCoupon'; code: string }
  | { type: 'orderProcessed'; orderData: OrderData }
  | { type: 'paymentStarted' }
  | { type: 'paymentEnded' }
  | { type: 'paymentStopped'; isPaymentFailed: boolean }
  | { type: 'orderPlaced'; orderData?: OrderData }
  | { type: 'orderCancelled' }
  | { type: 'signatureFailed' }
  | { type: 'actionCompleted'; action: FlowAction }
  | { type: 'reset'; clearSelectedAddress?: boolean };

/** INITIAL_FLOW_STATE typed as the full state, for transition and the stored-state fallbacks. */
export const initialFlowState: OrderFlowState = INITIAL_FLOW_STATE;

const paymentFlagsCleared = {
  paymentProcessing: false,
  paymentCanceled: false,
  paymentFailed: false,
};

function retire(keys: OrderFlowState['idempotencyKeys'], action: FlowAction) {
  if (!(action in keys)) return keys;
  return Object.fromEntries(Object.entries(keys).filter(([name]) => name !== action));
}

/** An order that is still open to payment: processed, not placed, not cancelled. */
const isOpen = (state: OrderFlowState) =>
  state.orderData !== null && !state.placedOrder && !state.orderCanceled;

type EventOfType<T extends FlowEvent['type']> = Extract<FlowEvent, { type: T }>;

/**
 * One handler per event: the next state, or the same state object when the event makes no sense in it.
 * The mapped type makes a new event without a handler a type error.
 */
const handlers: {
  [T in FlowEvent['type']]: (state: OrderFlowState, event: EventOfType<T>) => OrderFlowState;
} = {
  selectAddress: (state, event) => ({ ...state, selectedAddress: event.address }),

  applyCoupon: (state, event) =>
    state.placedOrder
      ? state
      : {
          ...state,
          appliedCouponsData: [
            ...state.appliedCouponsData.filter((coupon) => coupon.Code !== event.coupon.Code),
            event.coupon,
          ],
        },

  removeCoupon: (state, event) => ({
    ...state,
    appliedCouponsData: state.appliedCouponsData.filter((coupon) => coupon.Code !== event.code),
  }),

  orderProcessed: (state, event) =>
    state.placedOrder || state.paymentProcessing
      ? state
      : {
          ...state,
          ...paymentFlagsCleared,
          stage: 'orderProcessed',
          orderData: event.orderData,
          processedOrder: true,
          orderCanceled: false,
          clearOrder: false,
          idempotencyKeys: retire(state.idempotencyKeys, 'checkout'),
        },

  paymentStarted: (state) =>
    !isOpen(state) || state.paymentProcessing
      ? state
      : {
          ...state,
          stage: 'paymentBegun',
          paymentProcessing: true,
          paymentCanceled: false,
          paymentFailed: false,
          idempotencyKeys: retire(state.idempotencyKeys, 'revisePayment'),
        },

  paymentEnded: (state) =>
    state.paymentProcessing ? { ...state, stage: 'paymentEnded', paymentProcessing: false } : state,

  paymentStopped: (state, event) =>
    state.paymentProcessing
      ? {
          ...state,
          stage: event.isPaymentFailed ? 'paymentFailed' : 'paymentCancelled',
          paymentProcessing: false,
          paymentFailed: event.isPaymentFailed,
          paymentCanceled: !event.isPaymentFailed,
        }
      : state,

  orderPlaced: (state, event) =>
    (state.orderData === null && !event.orderData) || state.orderCanceled
      ? state
      : {
          ...state,
          ...paymentFlagsCleared,
          stage: 'orderPlaced',
          orderData: event.orderData ?? state.orderData,
          appliedCouponsData: [],
          placedOrder: true,
          idempotencyKeys: retire(state.idempotencyKeys, 'validateSignature'),
        },

  orderCancelled: (state) =>
    isOpen(state)
      ? {
          ...state,
          stage: 'orderCancelled',
          paymentProcessing: false,
          orderCanceled: true,
          idempotencyKeys: retire(state.idempotencyKeys, 'cancelOrder'),
        }
      : state,

  signatureFailed: (state) =>
    state.orderData === null || state.placedOrder
      ? state
      : {
          ...state,
          stage: 'paymentFailed',
          paymentProcessing: false,
          paymentFailed: true,
          paymentCanceled: false,
          clearOrder: true,
          idempotencyKeys: retire(state.idempotencyKeys, 'validateSignature'),
        },

  actionCompleted: (state, event) => ({
    ...state,
    idempotencyKeys: retire(state.idempotencyKeys, event.action),
  }),

  reset: (state, event) => ({
    ...initialFlowState,
    selectedAddress: event.clearSelectedAddress ? null : state.selectedAddress,
  }),
};

/**
 * The next state. Events that make no sense in the current state return the same state object, so a
 * caller can tell (`next === state`) and nothing changes.
 */
export function transition(state: OrderFlowState, event: FlowEvent): OrderFlowState {
  // TypeScript cannot pair handlers[event.type] with its event's own type: the table above does.
  const handle = handlers[event.type] as (
    state: OrderFlowState,
    event: FlowEvent,
  ) => OrderFlowState;
  return handle(state, event);
}

/**
 * The key for a shopper action: the one already in the state (a retry, or the same action after a reload),
 * else a new one stored in the returned state. The key is retired when the action's outcome event arrives.
 * @example
 * const { state: next, key } = idempotencyKeyFor(state, 'checkout', createIdempotencyKey);
 * save(next); await client.checkout.placeOrder(request, { idempotencyKey: key });
 */
export function idempotencyKeyFor(
  state: OrderFlowState,
  action: FlowAction,
  generate: () => string,
): { state: OrderFlowState; key: string } {
  const existing = state.idempotencyKeys[action];
  if (existing) return { state, key: existing };
  const key = generate();
  return { state: { ...state, idempotencyKeys: { ...state.idempotencyKeys, [action]: key } }, key };
}

export function serializeFlowState(state: OrderFlowState): string {
  return JSON.stringify(state);
}

/** A stored flow, or the initial state when there is none or it is unreadable (never throws). */
export function deserializeFlowState(raw: string | null): OrderFlowState {
  if (raw === null) return initialFlowState;
  try {
    const parsed = OrderFlowState.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : initialFlowState;
  } catch {
    return initialFlowState;
  }
}

export function loadFlowState(
  storage: KeyValueStorage,
  key: string = FLOW_STORAGE_KEY,
): OrderFlowState {
  try {
    return deserializeFlowState(storage.getItem(key));
  } catch {
    return initialFlowState;
  }
}

export function saveFlowState(
  storage: KeyValueStorage,
  state: OrderFlowState,
  key: string = FLOW_STORAGE_KEY,
): void {
  try {
    storage.setItem(key, serializeFlowState(state));
  } catch {
    // Storage full or blocked: the flow lives on in memory.
  }
}
