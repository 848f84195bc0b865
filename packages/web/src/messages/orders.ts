import type {
  GatewayPaymentMethod,
  OrderStatus,
  PaymentStatus,
  RefundStatus,
} from '@storefront/sdk/core';
import { extend, group, icu, loadTexts, lookup, text } from '../i18n/i18n';
import { messages as checkout } from './checkout';
import parts from 'virtual:catalog/parts/orders';

/**
 * A shopper's words for every status the API sends (never the API's own names such as 'PendingPayment').
 * Typed by the SDK's unions: a status added there fails the typecheck here until it has its words.
 */
const orderStatus = group('orders.status', {
  PendingPayment: text,
  Placed: text,
  Confirmed: text,
  Packing: text,
  Packed: text,
  OutForDelivery: text,
  Delivered: text,
  DeliveryFailed: text,
  Cancelled: text,
  PaymentFailed: text,
} satisfies Record<OrderStatus, typeof text>);

const paymentStatus = group('orders.paymentStatus', {
  Pending: text,
  Paid: text,
  Failed: text,
  Refunded: text,
  DueOnDelivery: text,
} satisfies Record<PaymentStatus, typeof text>);

const refundStatus = group('refundsPage.statusOf', {
  Requested: text,
  Processing: text,
  Completed: text,
  Rejected: text,
} satisfies Record<RefundStatus, typeof text>);

/** How the shopper paid at the gateway, as the refund choice names it ("Refund to UPI"). */
const paidWith = group('orders.paidWith', {
  upi: text,
  card: text,
  netbanking: text,
  wallet: text,
  other: text,
} satisfies Record<GatewayPaymentMethod, typeof text>);

const orderUpdated = lookup('orders.event');

const has = <K extends string>(words: Readonly<Record<K, string>>, key: string): key is K =>
  Object.prototype.hasOwnProperty.call(words, key);

/**
 * The words of an order timeline entry: its status is an order status, or a payment one ('Refunded'); an
 * entry the app does not know yet reads as a plain update ('orders.event', a select on the status whose
 * `other` is that update) rather than the API's name.
 */
function orderEvent(status: string): string {
  if (has(orderStatus, status)) return orderStatus[status];
  if (has(paymentStatus, status)) return paymentStatus[status];
  return orderUpdated({ status });
}

/**
 * An order's money after checkout as the order details list it (src/lib/orderMoney.ts: the server's
 * Money figures): what was paid, what went back, what can still go back, what is still to pay.
 */
const money = group('orders.money', {
  credited: text,
  paid: text,
  refunded: text,
  refundable: text,
  toPay: text,
  toPayOnDelivery: text,
});

/** Texts of order history, order details and refunds. */
export const messages = {
  ...checkout,
  orders: extend(
    checkout.orders,
    group('orders', {
      none: text,
      count: icu((shown: number, total: number) => ({ shown, total })),
      items: icu((count: number, first: string) => ({ count, first })),
      placedOn: icu((date: string) => ({ date })),
      toPayOnDelivery: icu((amount: string) => ({ amount })),
      // The history card's money (src/lib/orderMoney.ts moneyStanding).
      toPayAmount: icu((amount: string) => ({ amount })),
      paidAmount: icu((amount: string) => ({ amount })),
      paidAndRefunded: icu((paid: string, refunded: string) => ({ paid, refunded })),
      refundedAmount: icu((amount: string) => ({ amount })),
      money,
      deliveryWindow: icu((window: string) => ({ window })),
      today: text,
      tomorrow: text,
      freeCancellationUntil: icu((time: string) => ({ time })),
      /** Whole minutes; 0 reads as less than a minute. */
      minutesLeft: icu((minutes: number) => ({ minutes: Math.max(0, Math.floor(minutes)) })),
      notFound: text,
      // Catch weight: what was ordered and packed per line, and what came back to the wallet.
      ordered: icu((weight: string) => ({ weight })),
      packed: icu((weight: string) => ({ weight })),
      pieces: icu((count: number) => ({ count })),
      outOfStock: text,
      backToWallet: icu((amount: string) => ({ amount })),
      items_: text,
      deliverTo: text,
      delivery: text,
      payment: text,
      timeline: text,
      cancel: text,
      cancelled: text,
      retryPayment: text,
      requestRefund: text,
      status: orderStatus,
      paymentStatus,
      event: orderEvent,
      coupon: icu((code: string) => ({ code })),
      orderAgain: text,
      orderAgainTitle: text,
      addedAgain: icu((names: string) => ({ names })),
      noneAddedAgain: text,
      noLongerAvailable: icu((names: string) => ({ names })),
      viewCart: text,
      close: text,
      rateItems: text,
      // Where the refund of a cancelled order goes (issue 12).
      refundTo: text,
      refundToWallet: text,
      refundToSource: icu((method: string) => ({ method })),
      paidWith,
      sourceTakesDays: text,
      walletPartStays: icu((amount: string) => ({ amount })),
      viewRefund: text,
    }),
  ),
  refundsPage: group('refundsPage', {
    none: text,
    count: icu((total: number) => ({ total })),
    forOrder: icu((number: string) => ({ number })),
    notFound: text,
    create: text,
    reason: text,
    reasonHint: text,
    submit: text,
    created: text,
    destination: group('refundsPage.destination', { Wallet: text, Source: text }),
    amount: text,
    status: text,
    statusOf: refundStatus,
    requestedOn: icu((date: string) => ({ date })),
    processedOn: icu((date: string) => ({ date })),
    orderId: text,
    // Refunds to the original payment method (issue 12).
    destinationLabel: text,
    sentToSourceOn: icu((date: string) => ({ date })),
    sourceTakesDays: text,
  }),
};

/**
 * Added with the pay-on-delivery settlement (docs/operations.md): a weight credit or line refund of an
 * order not paid yet is taken off the amount to pay on delivery instead of going to the wallet.
 */
export const deductedMessages = group('deductedMessages', {
  offAmountToPay: icu((amount: string) => ({ amount })),
});

/** Moving a slot order to another slot before its cut-off (docs/after-the-order.md). */
export const rescheduleMessages = group('reschedule', {
  change: text,
  until: icu((time: string) => ({ time })),
  current: icu((window: string) => ({ window })),
  choose: text,
  noOtherSlot: text,
  move: text,
  keep: text,
  moved: icu((window: string) => ({ window })),
});

/** A line replaced by a similar cut at packing, as the shopper asked at checkout (docs/after-the-order.md). */
export const substitutionMessages = group('substitution', {
  willReplace: text,
  replacedWith: icu((product: string) => ({ product })),
});

/** Rating a delivered order and reporting a problem with one item (docs/after-the-order.md). */
export const feedbackMessages = group('feedback', {
  title: text,
  starsLabel: text,
  star: icu((count: number) => ({ count })),
  words: text,
  save: text,
  saved: text,
  rated: icu((count: number) => ({ count })),
  report: text,
  reportTitle: text,
  item: text,
  reason: text,
  reasonOf: icu((reason: string) => ({ reason })),
  details: text,
  photos: text,
  photosHint: text,
  photoRefused: text,
  removePhoto: icu((n: number) => ({ n })),
  photoAlt: icu((n: number) => ({ n })),
  send: text,
  cancel: text,
  sent: text,
  until: icu((time: string) => ({ time })),
  complaints: text,
  statusOf: icu((status: string) => ({ status })),
  refunded: icu((amount: string) => ({ amount })),
  reply: icu((reply: string) => ({ reply })),
});

/** A delivered order's GST tax invoice and its credit notes, as PDFs (docs/invoices.md). */
export const invoiceMessages = group('invoices', {
  title: text,
  invoice: icu((number: string) => ({ number })),
  creditNote: icu((number: string, amount: string) => ({ number, amount })),
  hint: text,
  failed: text,
  retry: text,
});

// This module's texts in the shopper's language, before any importer runs (src/i18n/i18n.ts).
await loadTexts(parts);
