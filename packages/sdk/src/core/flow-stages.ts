/** The order and payment flow's stages and the actions that send an Idempotency-Key (spec section 4). */

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
