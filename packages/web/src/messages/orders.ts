import type {
  GatewayPaymentMethod,
  OrderStatus,
  PaymentStatus,
  RefundStatus,
} from '@storefront/sdk/core';
import { messages as checkout } from './checkout';

/**
 * A shopper's words for every status the API sends (never the API's own names such as 'PendingPayment').
 * Typed by the SDK's unions: a status added there fails the typecheck here until it has its words.
 */
const orderStatus: Record<OrderStatus, string> = {
  PendingPayment: 'Awaiting payment',
  Placed: 'Placed',
  Confirmed: 'Confirmed',
  Packing: 'Being packed',
  Packed: 'Packed',
  OutForDelivery: 'Out for delivery',
  Delivered: 'Delivered',
  DeliveryFailed: 'Delivery failed',
  Cancelled: 'Cancelled',
  PaymentFailed: 'Payment failed',
};

const paymentStatus: Record<PaymentStatus, string> = {
  Pending: 'Payment pending',
  Paid: 'Paid',
  Failed: 'Payment failed',
  Refunded: 'Refunded',
  DueOnDelivery: 'To pay on delivery',
};

const refundStatus: Record<RefundStatus, string> = {
  Requested: 'Requested',
  Processing: 'Being processed',
  Completed: 'Refunded',
  Rejected: 'Not approved',
};

/** How the shopper paid at the gateway, as the refund choice names it ("Refund to UPI"). */
const paidWith: Record<GatewayPaymentMethod, string> = {
  upi: 'UPI',
  card: 'your card',
  netbanking: 'your bank account',
  wallet: 'your payment app',
  other: 'the original payment method',
};

const has = <K extends string>(words: Record<K, string>, key: string): key is K =>
  Object.prototype.hasOwnProperty.call(words, key);

/**
 * The words of an order timeline entry: its status is an order status, or a payment one ('Refunded'); an
 * entry the app does not know yet reads as a plain update rather than the API's name.
 */
function orderEvent(status: string): string {
  if (has(orderStatus, status)) return orderStatus[status];
  if (has(paymentStatus, status)) return paymentStatus[status];
  return 'Order updated';
}

/** Texts of order history, order details and refunds. */
export const messages = {
  ...checkout,
  orders: {
    none: 'You have not placed any orders yet.',
    count: (shown: number, total: number) => `Showing ${shown} of ${total} orders`,
    items: (count: number, first: string) =>
      count <= 1 ? first : `${first} and ${count - 1} more`,
    placedOn: (date: string) => `Placed on ${date}`,
    toPayOnDelivery: (amount: string) => `To pay on delivery: ${amount}`,
    deliveryWindow: (window: string) => `Delivery: ${window}`,
    today: 'Today',
    tomorrow: 'Tomorrow',
    freeCancellationUntil: (time: string) => `Free cancellation until ${time}`,
    minutesLeft: (minutes: number) =>
      minutes < 1 ? 'less than a minute left' : `${minutes} min left`,
    notFound: 'This order was not found.',
    // Catch weight: what was ordered and packed per line, and what came back to the wallet.
    ordered: (weight: string) => `Ordered ${weight}`,
    packed: (weight: string) => `Packed ${weight}`,
    pieces: (count: number) => (count === 1 ? '1 piece' : `${count} pieces`),
    outOfStock: 'Out of stock',
    backToWallet: (amount: string) => `${amount} back to your wallet`,
    weightSettlement: 'Weight settlement (to your wallet)',
    items_: 'Items',
    deliverTo: 'Deliver to',
    delivery: 'Delivery',
    payment: 'Payment',
    timeline: 'Order updates',
    cancel: 'Cancel order',
    cancelReason: 'Reason for cancelling (optional)',
    cancelConfirm: 'Cancel this order?',
    keep: 'Keep order',
    cancelled: 'Your order is cancelled.',
    retryPayment: 'Pay now',
    requestRefund: 'Request a refund',
    status: orderStatus,
    paymentStatus,
    event: orderEvent,
    coupon: (code: string) => `Coupon ${code}`,
    orderAgain: 'Order again',
    orderAgainTitle: 'Order again',
    addedAgain: (names: string) => `Added to your cart at today's prices: ${names}.`,
    noneAddedAgain: 'None of these items can be ordered again.',
    noLongerAvailable: (names: string) => `No longer available: ${names}.`,
    viewCart: 'View cart',
    close: 'Close',
    rateItems: 'Rate your items',
    // Where the refund of a cancelled order goes (issue 12).
    refundTo: 'Where should the refund go?',
    refundToWallet: 'Refund to wallet (instant)',
    refundToSource: (method: string) => `Refund to ${method}`,
    paidWith,
    sourceTakesDays: 'Your bank usually shows it within 5–7 working days.',
    walletPartStays: (amount: string) =>
      `${amount} you paid from your wallet goes back to your wallet.`,
    viewRefund: 'View refund',
  },
  refundsPage: {
    none: 'You have no refunds.',
    count: (total: number) => `${total} ${total === 1 ? 'refund' : 'refunds'}`,
    forOrder: (number: string) => `Order ${number}`,
    notFound: 'This refund was not found.',
    create: 'Request a refund',
    reason: 'What went wrong?',
    reasonHint: 'At least 5 characters',
    submit: 'Send request',
    created: 'Refund requested',
    destination: { Wallet: 'To your wallet', Source: 'To the original payment method' },
    amount: 'Amount',
    status: 'Status',
    statusOf: refundStatus,
    requestedOn: (date: string) => `Requested on ${date}`,
    processedOn: (date: string) => `Processed on ${date}`,
    orderId: 'Order',
    // Refunds to the original payment method (issue 12).
    destinationLabel: 'Refunded to',
    sentToSourceOn: (date: string) => `Sent to your payment method on ${date}`,
    sourceTakesDays: 'Your bank usually shows it within 5–7 working days.',
  },
};

/**
 * Added with the pay-on-delivery settlement (docs/operations.md): a weight credit or line refund of an
 * order not paid yet is taken off the amount to pay on delivery instead of going to the wallet.
 */
export const deductedMessages = {
  offAmountToPay: (amount: string) => `${amount} off the amount to pay`,
  deducted: 'Weight settlement and refunds',
};
