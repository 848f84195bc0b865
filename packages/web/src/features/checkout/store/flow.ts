/**
 * The order and payment flow on the SDK's machine: every event goes through `transition`, the result is
 * stored in the order-process slice and written to 'primary' at once, and each shopper action gets its
 * idempotency key from the persisted state, so a double click or a reload never creates a second order.
 */
import {
  createIdempotencyKey,
  deserializeFlowState,
  idempotencyKeyFor,
  transition,
  type FlowAction,
  type FlowEvent,
  type OrderFlowState,
} from '@storefront/sdk';
import { snapshot } from 'valtio';
import {
  flowOf,
  orderProcess,
  ORDER_PROCESS_STORAGE_KEY,
  saveOrderProcess,
} from '../../../state/orderProcess';

function apply(next: OrderFlowState): void {
  Object.assign(orderProcess.state, structuredClone(next));
  saveOrderProcess();
}

// What was stored is checked against the SDK's schema once; anything unreadable starts a fresh flow.
apply(deserializeFlowState(localStorage.getItem(ORDER_PROCESS_STORAGE_KEY)));

export function currentFlow(): OrderFlowState {
  return structuredClone(flowOf(snapshot(orderProcess.state) as unknown as OrderFlowState));
}

/** Applies one event; returns false when the machine refused it in the current state. */
export function dispatch(event: FlowEvent): boolean {
  const current = currentFlow();
  const next = transition(current, event);
  if (next === current) return false;
  apply(next);
  return true;
}

/** The key of a shopper action: the stored one (a retry or a reload), else a new one stored now. */
export function keyFor(action: FlowAction): string {
  const current = currentFlow();
  const { state, key } = idempotencyKeyFor(current, action, createIdempotencyKey);
  if (state !== current) apply(state);
  return key;
}
