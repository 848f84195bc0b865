/**
 * Texts the commerce calls answer with (coupons, checkout, payments, orders, refunds, wallet).
 * Shoppers read them in the error and success dialogs, so they say what happened and what to do next.
 */
export const commerceMessages = {
  coupon: {
    notFound: {
      Message: 'Invalid coupon',
      Description: 'This coupon code does not exist. Check the code and try again.',
    },
    inactive: { Message: 'Coupon unavailable', Description: 'This coupon is no longer offered.' },
    expired: {
      Message: 'Coupon expired',
      Description: 'This coupon has expired. Try another offer.',
    },
    notStarted: {
      Message: 'Coupon not active yet',
      Description: 'This coupon cannot be used yet.',
    },
    firstOrderOnly: {
      Message: 'Coupon not applicable',
      Description: 'This coupon is only for your first order.',
    },
    limitReached: {
      Message: 'Coupon limit reached',
      Description: 'You have already used this coupon the maximum number of times.',
    },
    minOrderValue: (minimum: string) => ({
      Message: 'Coupon not applicable',
      Description: `Add items worth ${minimum} or more to use this coupon.`,
    }),
    notApplied: {
      Message: 'Coupon not applied',
      Description: 'This coupon is not applied to your cart.',
    },
  },
  checkout: {
    unavailableItems: {
      Message: 'Some items are unavailable',
      Description: 'Remove the listed products from your cart to continue.',
    },
    priceUpdated: {
      Message: 'Product Updates Detected',
      Description:
        'Some items in your cart now have updated prices. Please review the changes before completing your order.',
    },
    missingFields: {
      Message: 'Some details are missing',
      Description: 'Complete the listed details to continue.',
    },
    exceedMaxAmount: (maximum: string) => ({
      Message: 'Order amount too high',
      Description: `An order can be at most ${maximum}. Remove some items and try again.`,
    }),
    walletEmpty: {
      Message: 'Wallet balance is zero',
      Description: 'Your wallet has no balance to use. Pay the full amount online instead.',
    },
    quantityTooHigh: (maximum: number) => ({
      Message: 'Quantity too high',
      Description: `You can order at most ${maximum} of each product.`,
    }),
    outsideDeliveryArea: {
      Message: 'Address outside delivery area',
      Description: 'We do not deliver to this address yet. Choose another address.',
    },
    addressMissing: 'Choose a saved delivery address.',
    addressIncomplete: (field: string) =>
      `The delivery address has no ${field}. Update the address.`,
    deliveryMethodMissing: 'Choose a delivery method.',
    paymentMethodMissing: 'Choose a payment method.',
  },
  payment: {
    orderNotFound: { Message: 'Order not found', Description: 'We could not find this order.' },
    signatureInvalid: {
      Message: 'Payment verification failed',
      Description: 'We could not verify this payment. If money was deducted it will be refunded.',
    },
    amountMismatch: {
      Message: 'Payment verification failed',
      Description:
        'The amount paid does not match the order amount. If money was deducted it will be refunded.',
    },
    notPayable: {
      Message: 'Order cannot be paid',
      Description: 'This order is already paid or cancelled.',
    },
  },
  order: {
    cancelled: 'Your order is cancelled.',
    cancelledRefunded: (amount: string) =>
      `Your order is cancelled. ${amount} is refunded to your wallet.`,
    cannotCancel: 'This order can no longer be cancelled.',
  },
  refund: {
    notRefundable: {
      Message: 'Refund not possible',
      Description: 'Only paid orders that are not fully refunded can be refunded.',
    },
    alreadyRequested: {
      Message: 'Refund already requested',
      Description: 'This order already has an open refund request.',
    },
  },
} as const;

/** Paise as the shopper reads them, e.g. 49900 → '₹499.00'. */
export function formatRupees(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
}
