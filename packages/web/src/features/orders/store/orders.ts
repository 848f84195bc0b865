/**
 * Order history and details into the order-data slice, and cancelling an order. Kept apart from the slice
 * (which start-up loads) so the SDK's runtime stays in the order screens' chunks.
 */
import { describeCancelOrderReply, type CancelOrderReply } from '@storefront/sdk';
import type { RefundDestination } from '@storefront/sdk/core';
import { showError } from '../../../lib/dialogs';
import { withApi } from '../../../lib/api';
import { earlyLoadable } from '../../../lib/earlyLoad';
import { runRequest } from '../../../lib/slice';
import { noticeOrderPayment } from '../../../state/cartOrder';
import { orderData } from '../../../state/orderData';
import { readSucceeded, runRead } from '../../../state/reads';
import { sayOnce } from '../../../state/refusals';

/** Loads the next page of the order history (page 1 starts over). */
export const loadOrderHistory = earlyLoadable((pageNo: number): Promise<unknown> => {
  const state = orderData.state;
  return runRead(
    state,
    state.historyRead,
    (api) => api.orders.history({ pageNo }),
    (reply) => {
      state.orderHistoryData =
        pageNo === 1 ? reply.Orders : [...state.orderHistoryData, ...reply.Orders];
      state.pageNoOfFetchedOrder = reply.PageNo;
      for (const order of reply.Orders) noticeOrderPayment(order);
      state.totalOrderPages = reply.TotalPages;
      state.countTotalOrders = reply.CountTotalOrders;
      state.countPlacedOrders = reply.CountPlacedOrders;
    },
  );
});

export const loadOrderDetails = earlyLoadable((orderId: number): Promise<unknown> => {
  const state = orderData.state;
  return runRead(
    state,
    state.detailsRead,
    (api) => api.orders.details({ orderId }),
    (reply) => {
      state.orderDetails = reply;
      state.isOrderDetailsFound = !reply.NoOrder && reply.OrderDetails !== null;
      // The order's page may be where the shopper learns their payment arrived after all.
      if (reply.OrderDetails) noticeOrderPayment(reply.OrderDetails);
    },
  );
});

/**
 * Reads the open order again without a spinner or an error dialog (a failed poll just waits for the
 * next one), and carries its status into the order history row so the badge there follows too. The
 * reply is `private, no-cache` with an ETag, so the browser revalidates with If-None-Match and an
 * unchanged order costs a 304.
 */
export async function refreshOrderDetails(orderId: number): Promise<void> {
  const state = orderData.state;
  let reply;
  try {
    reply = await withApi((api) => api.orders.details({ orderId }));
  } catch {
    return;
  }
  const details = reply.OrderDetails;
  if (details) noticeOrderPayment(details);
  // The shopper may have moved on to another order while this one was on its way.
  if (!details || state.orderDetails?.OrderDetails?.OrderId !== orderId) return;
  readSucceeded(state.detailsRead);
  const current = state.orderDetails.OrderDetails;
  if (JSON.stringify(current) !== JSON.stringify(details)) state.orderDetails = reply;
  const row = state.orderHistoryData.find((order) => order.OrderId === orderId);
  if (row && (row.Status !== details.Status || row.PaymentStatus !== details.PaymentStatus)) {
    row.Status = details.Status;
    row.PaymentStatus = details.PaymentStatus;
  }
}

/**
 * Reads the first page of the history again quietly and updates the rows already shown (status,
 * payment status), so their badges change without a reload; new orders come with the next full load.
 */
export async function refreshOrderHistory(): Promise<void> {
  const state = orderData.state;
  let reply;
  try {
    reply = await withApi((api) => api.orders.history({ pageNo: 1 }));
  } catch {
    return;
  }
  // Only once the full list was read: a quiet refresh does not stand in for it.
  if (state.pageNoOfFetchedOrder > 0) readSucceeded(state.historyRead);
  for (const fresh of reply.Orders) {
    noticeOrderPayment(fresh);
    const row = state.orderHistoryData.find((order) => order.OrderId === fresh.OrderId);
    if (row && (row.Status !== fresh.Status || row.PaymentStatus !== fresh.PaymentStatus)) {
      row.Status = fresh.Status;
      row.PaymentStatus = fresh.PaymentStatus;
    }
  }
  state.countPlacedOrders = reply.CountPlacedOrders;
}

/**
 * Cancels an order, its refund going to the wallet unless the shopper chose the original payment method
 * (`Source`; sent only then). A reply with the Error flag shows 'Unable to process your request.'.
 * Answers the cancelled order's reply, or undefined when it was not cancelled.
 */
export async function cancelOrder(
  orderId: number,
  reason: string,
  idempotencyKey: string,
  destination: RefundDestination = 'Wallet',
): Promise<CancelOrderReply | undefined> {
  const reply = await runRequest(orderData.state, (api) =>
    api.orders.cancel(
      destination === 'Source' ? { orderId, reason, destination } : { orderId, reason },
      { idempotencyKey },
    ),
  );
  if (!reply) return undefined;
  const refused = describeCancelOrderReply(reply);
  if (refused) {
    showError(sayOnce({ title: reply.Message, description: refused.description }));
    return undefined;
  }
  await loadOrderDetails(orderId);
  return reply;
}
