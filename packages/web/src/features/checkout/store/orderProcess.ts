/**
 * The order-process slice (spec sections 3 and 4) — the ONLY persisted slice, under 'primary', so a reload
 * in the middle of payment resumes. Its fields are the SDK's OrderFlowState (the spec's fields plus the
 * stage, the clear-order mark and the persisted idempotency keys); transitions go through the SDK's
 * machine in flow.ts (a lazy chunk with zod), which also validates what was stored. This module stays
 * free of zod because main.tsx loads it at start-up.
 */
import type { OrderFlowState } from '@storefront/sdk';
import { readPersisted } from '../../../lib/persist';
import { createSlice } from '../../../lib/slice';

export const ORDER_PROCESS_STORAGE_KEY = 'primary';

export const initialOrderProcess: OrderFlowState = {
  v: 1,
  stage: 'idle',
  orderData: null,
  appliedCouponsData: [],
  selectedAddress: null,
  processedOrder: false,
  paymentProcessing: false,
  paymentCanceled: false,
  paymentFailed: false,
  placedOrder: false,
  orderCanceled: false,
  clearOrder: false,
  idempotencyKeys: {},
};

export const orderProcess = createSlice(initialOrderProcess);

const stored = readPersisted<OrderFlowState>(ORDER_PROCESS_STORAGE_KEY);
if (stored?.v === initialOrderProcess.v) Object.assign(orderProcess.state, stored);

/** The flow fields of the slice, as plain data (no loading/error). */
export function flowOf(state: OrderFlowState): OrderFlowState {
  return {
    v: state.v,
    stage: state.stage,
    orderData: state.orderData,
    appliedCouponsData: state.appliedCouponsData,
    selectedAddress: state.selectedAddress,
    processedOrder: state.processedOrder,
    paymentProcessing: state.paymentProcessing,
    paymentCanceled: state.paymentCanceled,
    paymentFailed: state.paymentFailed,
    placedOrder: state.placedOrder,
    orderCanceled: state.orderCanceled,
    clearOrder: state.clearOrder,
    idempotencyKeys: state.idempotencyKeys,
  };
}

/** Writes the flow now (synchronously: a redirect to the payment page may follow at once). */
export function saveOrderProcess(): void {
  try {
    localStorage.setItem(ORDER_PROCESS_STORAGE_KEY, JSON.stringify(flowOf(orderProcess.state)));
  } catch {
    // Storage full or blocked: the flow lives on in memory.
  }
}

/** Back to the initial flow and forgotten in storage (logout). */
export function resetOrderProcess(): void {
  orderProcess.reset();
  saveOrderProcess();
}
