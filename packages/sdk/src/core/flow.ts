/** The order and payment flow's initial state (spec section 4), without the schemas. */

import type { FlowAction } from './flow-stages.js';

export const FLOW_SCHEMA_VERSION = 1;

/**
 * The flow state before any order: the 13 fields of the order-process slice, assignable to the full
 * OrderFlowState. Copy it (`structuredClone`) before changing it: the constant is frozen.
 */
export interface InitialFlowState {
  v: typeof FLOW_SCHEMA_VERSION;
  stage: 'idle';
  orderData: null;
  appliedCouponsData: never[];
  selectedAddress: null;
  processedOrder: false;
  paymentProcessing: false;
  paymentCanceled: false;
  paymentFailed: false;
  placedOrder: false;
  orderCanceled: false;
  clearOrder: false;
  idempotencyKeys: { [action in FlowAction]?: never };
}

export const INITIAL_FLOW_STATE: Readonly<InitialFlowState> = Object.freeze({
  v: FLOW_SCHEMA_VERSION,
  stage: 'idle',
  orderData: null,
  appliedCouponsData: Object.freeze([]) as never[],
  selectedAddress: null,
  processedOrder: false,
  paymentProcessing: false,
  paymentCanceled: false,
  paymentFailed: false,
  placedOrder: false,
  orderCanceled: false,
  clearOrder: false,
  idempotencyKeys: Object.freeze({}),
});
