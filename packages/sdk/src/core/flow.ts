/** The order and payment flow's stages, actions and initial state (spec section 4), without the schemas. */

export const FLOW_SCHEMA_VERSION = 1;

export const FLOW_STAGES = [
  'idle',
  'orderProcessed',
  'paymentBegun',
  'paymentEnded',
  'paymentCancelled',
  'paymentFailed',
  'orderPlaced',
  'orderCancelled',
] as const;
export type FlowStage = (typeof FLOW_STAGES)[number];

/** Shopper actions that send an Idempotency-Key. */
export const FLOW_ACTIONS = [
  'checkout',
  'revisePayment',
  'validateSignature',
  'paymentFailed',
  'cancelOrder',
] as const;
export type FlowAction = (typeof FLOW_ACTIONS)[number];

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
