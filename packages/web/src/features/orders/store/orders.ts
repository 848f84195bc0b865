/**
 * Order history and details into the order-data slice, and cancelling an order. Kept apart from the slice
 * (which start-up loads) so the SDK's runtime stays in the order screens' chunks.
 */
import { describeCancelOrderReply } from '@storefront/sdk';
import { showError } from '../../../lib/dialogs';
import { runRequest } from '../../../lib/slice';
import { orderData } from '../../../state/orderData';

/** Loads the next page of the order history (page 1 starts over). */
export function loadOrderHistory(pageNo: number): Promise<unknown> {
  const state = orderData.state;
  return runRequest(
    state,
    (api) => api.orders.history({ pageNo }),
    (reply) => {
      state.orderHistoryData =
        pageNo === 1 ? reply.Orders : [...state.orderHistoryData, ...reply.Orders];
      state.pageNoOfFetchedOrder = reply.PageNo;
      state.totalOrderPages = reply.TotalPages;
      state.countTotalOrders = reply.CountTotalOrders;
      state.countPlacedOrders = reply.CountPlacedOrders;
    },
  );
}

export function loadOrderDetails(orderId: number): Promise<unknown> {
  const state = orderData.state;
  return runRequest(
    state,
    (api) => api.orders.details({ orderId }),
    (reply) => {
      state.orderDetails = reply;
      state.isOrderDetailsFound = !reply.NoOrder && reply.OrderDetails !== null;
    },
  );
}

/** Cancels an order; a reply with the Error flag shows 'Unable to process your request.'. */
export async function cancelOrder(
  orderId: number,
  reason: string,
  idempotencyKey: string,
): Promise<boolean> {
  const reply = await runRequest(orderData.state, (api) =>
    api.orders.cancel({ orderId, reason }, { idempotencyKey }),
  );
  if (!reply) return false;
  const refused = describeCancelOrderReply(reply);
  if (refused) {
    showError(refused);
    return false;
  }
  await loadOrderDetails(orderId);
  return true;
}
