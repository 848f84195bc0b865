/**
 * An order learned paid, or placed to be paid at the door (issue 25, payment truth): the one place the cart
 * is emptied for it. Called by the
 * signature's verification, the order read again after a failed one or after a reload (checkout.ts), and,
 * through crossFeature.orderPaid, by the order's page, its live poll and a push (state/cartOrder.ts). Only
 * the cart's own order counts (the flow's open order, or the one a failed verification cleared from the
 * flow), and only once: the flow is placed and the remembered order forgotten in the same step, so a second
 * piece of news about it finds nothing to do and a cart filled since is left alone.
 */
import type { OrderData } from '@storefront/sdk';
import { clearCart } from '../../../state/cart';
import {
  forgetCartOrder,
  openFlowOrder,
  rememberedCartOrder,
  type OrderPaymentNews,
} from '../../../state/cartOrder';
import { currentFlow, dispatch } from './flow';
import { forgetInstructions } from './instructions';

/**
 * Places the flow's order (with the server's order data when there is one) and empties the cart, when the
 * settled order is the cart's. Answers whether it did. The caller knows the order is settled: the server's
 * reply placed it, or it reads Paid (paysForCart).
 */
export function settleCartOrder(order: OrderPaymentNews, orderData?: OrderData): boolean {
  const inFlow = openFlowOrder() === order.OrderId;
  if (!inFlow && rememberedCartOrder() !== order.OrderId) return false;
  if (inFlow) dispatch({ type: 'orderPlaced', orderData: orderData ?? paidFlowOrder(order) });
  forgetCartOrder();
  clearCart();
  forgetInstructions();
  return true;
}

/** The flow's order data with the status the server reported. */
function paidFlowOrder(order: OrderPaymentNews): OrderData | undefined {
  const open = currentFlow().orderData;
  return open ? { ...open, Status: order.Status, PaymentStatus: order.PaymentStatus } : undefined;
}
