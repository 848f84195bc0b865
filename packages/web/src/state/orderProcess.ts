/**
 * The order-process slice (spec sections 3 and 4) — the ONLY persisted slice, under 'primary', so a reload
 * in the middle of payment resumes. Its fields are the SDK's OrderFlowState (the spec's fields plus the
 * stage, the clear-order mark and the persisted idempotency keys); transitions go through the SDK's
 * machine in flow.ts (a lazy chunk with zod), which also validates what was stored. This module stays
 * free of zod because main.tsx loads it at start-up.
 */
import type { Address, OrderFlowState } from '@storefront/sdk';
import { FLOW_STORAGE_KEY, INITIAL_FLOW_STATE } from '@storefront/sdk/core';
import { readPersisted } from '../lib/persist';
import { createSlice } from '../lib/slice';

export const ORDER_PROCESS_STORAGE_KEY = FLOW_STORAGE_KEY;

/** The SDK's initial flow state, as a fresh mutable copy (the SDK's is frozen). */
export const initialOrderProcess: OrderFlowState = structuredClone(
  INITIAL_FLOW_STATE,
) as OrderFlowState;

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

/** After sign-in: the server's default address becomes the selected one unless one is chosen already. */
export function selectDefaultAddress(defaultAddress: Address): void {
  if (orderProcess.state.selectedAddress) return;
  orderProcess.state.selectedAddress = defaultAddress;
  saveOrderProcess();
}

/** Back to the initial flow and forgotten in storage (logout). */
export function resetOrderProcess(): void {
  orderProcess.reset();
  saveOrderProcess();
}
