/** Every user-visible text the server sends, in one place (spec wording, spelling fixed). */
export const messages = {
  success: 'Success',
  invalidRequest: 'Invalid request',
  unauthorized: 'Unauthorized',
  sessionExpired: 'Your session has expired, please sign in again',
  notFound: 'Not found',
  noDataFound: 'No data Found',
  internalError: 'Internal server error',
  tryAgainLater: 'Something went wrong, Please try again after some time',
  unableToProcess: 'Unable to process your request.',
  tooManyRequests: 'Too many requests',
  databaseBusy: {
    Message: 'Service temporarily unavailable',
    Description: 'The store is very busy right now. Please try again in a moment.',
  },
  databaseUnavailable: {
    Message: 'Service temporarily unavailable',
    Description: 'The store cannot reach its data right now. Please try again in a few seconds.',
  },
  tryAgainInAWhile: 'Please wait a little and try again.',
  idempotencyKeyRequired: 'Idempotency-Key header is required',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  requestInProgress: 'The same request is still being processed',
  /** The Description of a refusal whose code gave none, so every error body has one. */
  refusalDescription: {
    400: 'Check the request and try again.',
    401: 'Your session has expired, please sign in again',
    403: 'You cannot do this.',
    404: 'It does not exist, or it is not yours.',
    409: 'It changed meanwhile. Refresh and try again.',
    422: 'The request cannot be processed as sent.',
    429: 'Please wait a little and try again.',
  } as Partial<Record<number, string>>,
  unstorableText: (where: string) =>
    `${where}: must not contain the NUL character (\\u0000) or an unpaired surrogate`,
  numberTooLarge: (where: string) =>
    `${where}: Too big: expected a number from -2147483648 to 2147483647`,
  bodyTooDeep: (levels: number) =>
    `The request body nests arrays and objects too deeply: at most ${levels} levels are accepted`,
  login: {
    unableToSignIn: 'Unable to sign-in!',
    missingContact: 'Unable to login with Facebook',
    missingContactDescription:
      "We didn't find required information from your account (an email or a phone number).",
    proofRejected: 'Your sign-in could not be verified. Please sign in again.',
    emailNotVerified: 'Please verify your email',
    emailNotVerifiedDescription: 'Open the link we sent to your email address, then sign in again.',
    contactMismatch: 'The email or phone number does not match the verified sign-in.',
    serviceUnavailable: 'This sign-in method is not available on this server.',
    serviceFailed: 'Sign-in service unavailable',
    serviceFailedDescription: 'The sign-in service did not answer. Please try again in a moment.',
    tooManyAttempts:
      'Too many sign-in attempts from this network. Please wait 15 minutes and try again.',
  },
  sandboxOtp: {
    invalidCode: 'Invalid code',
    invalidCodeDescription: 'The code is wrong or has expired. Request a new code and try again.',
    tooManyAttempts: 'Too many attempts. Request a new code.',
    tooManySends: 'Too many codes requested. Please wait a few minutes and try again.',
  },
  addresses: {
    none: 'No address found',
    notFound: 'Address not found',
    outsideDeliveryArea: 'We do not deliver to this address yet',
    outsideDeliveryAreaDescription: 'The address is outside our delivery area.',
    locationNeeded: 'Set the location of this address',
    locationNeededDescription:
      'We could not place this pincode on the map. Use your current location or drop the pin on the map.',
  },
  catalog: {
    productNotFound: 'Product not found',
    /** A review of a product the shopper has not received (issue 27). */
    reviewNotReceived: {
      Message: 'You can review this product once you have received it',
      Description:
        'Reviews come from shoppers whose order of this product was delivered to them. Items that were out of stock or fully refunded cannot be reviewed.',
    },
  },
  profile: {
    contactLocked: 'This contact is used to sign in and cannot be changed here.',
  },
  webNotBuilt: 'The web app is not built yet.',
  /** The server-rendered <head> of shared product and category links (web/linkPreview.ts). */
  linkPreview: {
    pageTitle: (name: string, store: string) => (store ? `${name} | ${store}` : name),
    productDescription: (price: string, weight: string, description: string) =>
      `${price} for ${weight}. ${description}`,
    priceLabel: 'Price',
    availabilityLabel: 'Availability',
    inStock: 'In stock',
    outOfStock: 'Out of stock',
  },
  /** "Notify me" for a sold-out product option (restock/); the push when it is back is recordMessages'. */
  stockAlerts: {
    noHub: 'This store has no hub to wait on yet.',
    optionsInvalid: {
      Message: 'Choose the options',
      Description: 'Pick one choice of each option of this product.',
    },
    alreadyAvailable: {
      Message: 'Already in stock',
      Description: 'You can add it to your cart now.',
    },
  },
} as const;

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
  },
  checkout: {
    unavailableItems: {
      Message: 'Some items are unavailable',
      Description: 'Remove the listed products from your cart to continue.',
    },
    /** Counted stock at the hub that delivers to the address is short (docs/inventory.md). */
    onlyLeft: (product: string, left: number) => ({
      Message: left === 0 ? `${product} is sold out` : `Only ${left} left of ${product}`,
      Description:
        left === 0
          ? 'Remove it from your cart to continue.'
          : `Lower the quantity to ${left} or fewer to continue.`,
    }),
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
    /** The address fields a delivery address needs, as addressIncomplete names them. */
    addressField: {
      fullName: 'name',
      phoneNumber: 'phone number',
      addressLine1: 'house and street',
      city: 'city',
      postalCode: 'postal code',
    },
    deliveryMethodMissing: 'Choose a delivery method.',
    paymentMethodMissing: 'Choose a payment method.',
  },
  delivery: {
    slotRequired: {
      Message: 'Choose a delivery slot',
      Description: 'This delivery method delivers in slots. Choose a slot to continue.',
    },
    slotUnknown: {
      Message: 'Delivery slot not available',
      Description: 'This slot is not offered, or its time has passed. Choose another slot.',
    },
    slotClosed: {
      Message: 'Delivery slot closed',
      Description: 'This slot no longer takes orders. Choose a later slot.',
    },
    slotFull: {
      Message: 'Delivery slot full',
      Description: 'This slot has just filled up. Choose another slot.',
    },
    slotNotForMethod: {
      Message: 'No slot for this delivery method',
      Description: 'This delivery method has no slots. Place the order without a slot.',
    },
    expressUnavailable: {
      Message: 'Express delivery not available',
      Description:
        'Express delivery is not available for this address right now. Choose another delivery method.',
    },
    served: (area: string) => `We deliver to ${area}.`,
    servedPoint: 'We deliver to your location.',
    notServed:
      'We do not deliver here yet. You can still browse the store and add items to your cart.',
    /** Why a place is not served (checkout/delivery-quote.ts), as a refusal's Description. */
    whyNotServed: {
      UnknownPincode: (pincode: string) =>
        `We do not deliver to pincode ${pincode} yet. Choose an address in an area we serve.`,
      FarFromPincode: (pincode: string) =>
        `The location set for this address is far from pincode ${pincode}. Check the pincode, or set the location again.`,
      NoZoneNearPoint: 'This location is outside our delivery area.',
      TooFar: 'This address is too far from our store for a delivery.',
    },
    /** The Message of a refused address whose position is far from its pincode. */
    farFromPincode: 'The location does not match the pincode',
  },
  payment: {
    /** A new payment attempt of an order whose held stock went to other shoppers meanwhile. */
    soldOutMeanwhile: {
      Message: 'Some items sold out',
      Description:
        'While the payment was not made, other shoppers bought the last of an item in this order. Place a new order.',
    },
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
    /** A captured payment the order could not take (cancelled, already paid, another amount). */
    returnedToWallet: (amount: string) => ({
      Message: 'Payment returned to your wallet',
      Description: `This order could not take your payment (it was cancelled or already paid), so ${amount} is added to your wallet.`,
    }),
    /** Answers to the gateway's webhook calls. */
    webhook: {
      invalidSignature: {
        Message: 'Invalid webhook signature',
        Description: 'The body is not signed with the webhook secret.',
      },
      invalidJson: { Message: 'Invalid JSON', Description: 'The body is not valid JSON.' },
      tooDeep: (levels: number) => ({
        Message: 'Invalid JSON',
        Description: `The body nests arrays and objects deeper than ${levels} levels.`,
      }),
      unstorableText: {
        Message: 'Unrecognised event',
        Description:
          'The event holds a NUL character (\\u0000) or an unpaired surrogate, which cannot be stored.',
      },
      unrecognisedEvent: {
        Message: 'Unrecognised event',
        Description: 'The event has no id or is not shaped like a gateway event.',
      },
    },
    // Refunds to the original payment method and unpaid orders that expired (issue 12).
    /** A payment that arrived after its order expired and could not revive it. */
    returnedToSource: (amount: string) => ({
      Message: 'Payment refunded',
      Description: `This order was cancelled because its payment did not arrive in time, so ${amount} is refunded to your original payment method.`,
    }),
  },
  payOnDelivery: {
    unavailable: {
      Message: 'Pay on delivery is not available',
      Description: 'Please choose another way to pay.',
    },
    tooMuch: (max: string) => ({
      Message: 'Pay on delivery is not available for this amount',
      Description: `Pay on delivery is for orders up to ${max}. Please pay online.`,
    }),
    refusedBefore: {
      Message: 'Pay on delivery is not available for your account',
      Description:
        'Some of your recent pay-on-delivery orders were refused at the door. Please pay online.',
    },
    notDue: 'This order has nothing to collect on delivery.',
  },
  order: {
    cancelled: 'Your order is cancelled.',
    cancelledRefunded: (amount: string) =>
      `Your order is cancelled. ${amount} is refunded to your wallet.`,
    cannotCancel: 'This order can no longer be cancelled.',
    // Refunds to the original payment method and unpaid orders that expired (issue 12).
    cancelledRefundedToSource: (toSource: string, toWallet: string | null) =>
      toWallet
        ? `Your order is cancelled. ${toSource} is refunded to your original payment method and ${toWallet} to your wallet.`
        : `Your order is cancelled. ${toSource} is refunded to your original payment method.`,
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
  /** Moving a slot order to another slot (checkout/reschedule.ts, docs/after-the-order.md). */
  reschedule: {
    notSlotOrder: {
      Message: 'No delivery slot to change',
      Description: 'This order is not delivered in a slot, so there is no slot to change.',
    },
    notNow: {
      Message: 'Delivery slot cannot be changed',
      Description:
        'This order is already on its way, delivered or cancelled, so its slot cannot change.',
    },
    /** The current slot's cut-off, as a time of day in IST ("09:30"). */
    pastCutOff: (cutOff: string) => ({
      Message: 'Too late to change the slot',
      Description: `The slot could be changed until ${cutOff}, when the store began preparing this order for it.`,
    }),
    sameSlot: {
      Message: 'Already in this slot',
      Description: 'Your order is already delivered in this slot. Choose another one.',
    },
  },

  /** Ratings and complaints after delivery (feedback/, docs/after-the-order.md). */
  feedback: {
    notDelivered: {
      Message: 'Not delivered yet',
      Description: 'You can rate an order or report a problem with it once it is delivered.',
    },
    lineNotFound: {
      Message: 'Item not found',
      Description: 'This order has no such item.',
    },
    tooLate: (until: string) => ({
      Message: 'Too late to report a problem',
      Description: `Problems with this order could be reported until ${until}.`,
    }),
    alreadyOpen: {
      Message: 'Problem already reported',
      Description: 'We are looking into the problem you reported with this item.',
    },
    photoUnreadable: {
      Message: 'Photo could not be read',
      Description: 'Send a JPEG, PNG or WebP photo.',
    },
  },
} as const;

/** Texts of the operations API (/ops/v1) (what it tells shoppers is recordMessages'). */
export const opsMessages = {
  signIn: {
    Message: 'Unable to sign in',
    Description: 'The email or password is wrong, or the account is disabled.',
  },
  signInLocked: {
    Message: 'Too many wrong passwords',
    Description:
      'Sign-in is locked for 15 minutes. Try again later, or ask an admin to reset your password.',
  },
  forbidden: {
    Message: 'Not allowed',
    Description: (role: string) => `Your role (${role}) cannot do this.`,
  },
  orderNotFound: { Message: 'Order not found', Description: 'No order has this id.' },
  staffNotFound: 'No staff member has this id.',
  ownRole: {
    Message: 'Not on your own account',
    Description: 'Another admin must disable you or change your role.',
  },
  transitionRefused: {
    Message: 'This order cannot do that now',
    Description: (status: string, action: string) =>
      `The order is ${status}; it cannot be ${action} now.`,
  },
  /** A pay-on-delivery order marked delivered before its money was recorded (issue 27). */
  collectFirst: {
    Message: 'Collect the payment first',
    Description: (amount: string) =>
      `This order is paid on delivery: record the ${amount} collected at the door, then mark it delivered.`,
  },
  /**
   * Who reported a timeline entry, for staff only (the shopper's timeline never names the gateway, its
   * webhook or the sandbox): a payment's channel, and the gateway's reason for a failure.
   */
  eventSource: {
    webhook: 'gateway webhook',
    shopperApp: "confirmed by the shopper's app",
    gatewayRecord: "confirmed from the gateway's record of the order's payments",
    failedAt: (channel: string, reason: string) => (reason ? `${channel}: ${reason}` : channel),
    reportedByApp: "reported by the shopper's app",
    signatureMismatch: 'payment signature did not match',
  },
  packLinesMismatch: 'Every line of the order must be packed exactly once.',
  packByPieces: (product: string, qty: number) =>
    `${product} is sold by the piece: give the pieces packed (0 to ${qty}), and no grams.`,
  packByGrams: (product: string) => `${product} is weighed: give its net grams.`,
  nothingToRefund: {
    Message: 'Nothing left to refund',
    Description: 'This line was refunded or credited in full already.',
  },
  lineNotFound: 'The order has no such line.',
  // Line refunds to the original payment method (issue 12).
  notPaidOnline: {
    Message: 'Not paid online',
    Description: 'This order has no online payment to refund to. Refund it to the wallet.',
  },
  /** The staff's words for an order's status in a refusal. */
  status: {
    PendingPayment: 'awaiting payment',
    Placed: 'placed',
    Confirmed: 'confirmed',
    Packing: 'being packed',
    Packed: 'packed',
    OutForDelivery: 'out for delivery',
    Delivered: 'delivered',
    DeliveryFailed: 'back from a failed delivery',
    Cancelled: 'cancelled',
    PaymentFailed: 'unpaid (payment failed)',
  },
  /** What each action does, as in "it cannot be packed now". */
  action: {
    confirm: 'confirmed',
    startPacking: 'packed',
    pack: 'packed',
    dispatch: 'sent out for delivery',
    deliver: 'delivered',
    deliveryFailed: 'marked as failed delivery',
    returnToStore: 'returned to the store',
    refundLine: 'refunded',
    collectPayment: 'paid on delivery',
  },
} as const;

/**
 * Texts of the operations API added with the pay-on-delivery settlement, staff sign-in codes and catalog
 * editing (docs/operations.md); a block of their own while the messages become per-locale catalogs.
 */
export const opsExtraMessages = {
  codeSignIn: {
    invalid: {
      Message: 'Unable to sign in',
      Description: 'The code is wrong, used or expired. Ask for a new code and try again.',
    },
    tooManyAttempts: 'Too many wrong codes. Ask for a new code.',
    tooManyCodes:
      'Too many codes asked for. Please wait 15 minutes, or sign in with your password.',
    unavailable: {
      Message: 'Sign-in by code is not available',
      Description: 'This store sends no mail yet. Sign in with your password.',
    },
    mailSubject: 'Your store console sign-in code',
    mailText: (name: string, code: string, minutes: number) =>
      `Hello ${name},\n\nYour code to sign in to the store console is ${code}. It works once, for ${minutes} minutes.\n\nIf you did not ask for it, ignore this mail: nobody can sign in without the code.`,
  },
  catalog: {
    unknownOption: 'Each option changed must be an option of this product, named once.',
    belowZero:
      'No choice of options may cost less than ₹0: raise the base price or the difference.',
  },
  /** Packing a similar cut for one that ran out (operations/moves/replacement.ts). */
  replacement: {
    notAsked: (product: string) =>
      `The customer asked for a refund if ${product} runs out: pack it short instead.`,
    unavailable: (product: string) => `${product} cannot be sold now: choose another cut.`,
    dearer: (product: string, price: string) =>
      `${product} costs more than the ${price} paid: choose a cut of the same price or less.`,
    outOfStock: (product: string) => `${product} is not in stock at this hub either.`,
  },
  /** The rider's shared position (tracking/positions.ts). */
  rider: {
    noOrderOut: {
      Message: 'No order out for delivery',
      Description: 'Your position is shared only while you have an order out for delivery.',
    },
  },
  /** The complaint queue (feedback/staff.ts). */
  complaint: {
    notFound: { Message: 'Complaint not found', Description: 'No complaint has this id.' },
    settled: {
      Message: 'Complaint already settled',
      Description: 'Another admin refunded or answered this complaint. Reload the queue.',
    },
  },
  /** Staff's stock movements (docs/inventory.md). */
  stock: {
    belowHeld: (held: number) =>
      `Orders hold ${held} of this option here: the count cannot go below ${held}.`,
    notEnough: (available: number) => `Only ${available} available here to move.`,
    sameHub: 'Choose two different hubs.',
    unknownHub: 'No such hub.',
    unknownOption: 'No such option.',
    notCounted: 'This hub does not count this option yet: receive stock first.',
    noWeight: 'This option names no weight (such as 500 g), so it cannot be counted in grams.',
    countedIn: (unit: string) =>
      `This hub counts this option in ${unit === 'Grams' ? 'grams' : 'units'}: use that unit.`,
    counted: 'Counted by staff',
    uncounted: 'No longer counted',
  },
  /** The hubs staff work at (POST /ops/v1/staff/hubs). */
  hubs: {
    unknownHub: (hubId: number) => `hubIds: no hub has the id ${hubId}.`,
  },
  /** A shopper's refund request decided by an admin (POST /ops/v1/orders/decide-refund). */
  refundRequest: {
    notOpen: {
      Message: 'No refund request to decide',
      Description: 'This refund request was decided already, or the order was cancelled meanwhile.',
    },
  },
} as const;

/**
 * The sentences of what the server records as data (docs/i18n.md, "Records hold data, not sentences"): an
 * order's timeline entry, a wallet entry and a push, one per kind (ORDER_EVENT_KINDS, WALLET_ENTRY_KINDS
 * and PUSH_KINDS in the SDK core), written from the kind's values in the reader's language when read
 * (i18n/records.ts). Amounts arrive formatted (formatPaise), a slot's window in the reader's language and
 * IST, products by their name in that language; order numbers, amounts and names are values, never words.
 */
export const recordMessages = {
  /** A refund's `Reason` when the store made it, per REFUND_REASON_KINDS (a typed reason is shown as typed). */
  refundReason: {
    OrderCancelled: 'Order cancelled',
    LatePayment: (amount: string) =>
      `${amount} received after the order expired, refunded to its original payment method`,
    ReturnedToStore: 'Returned to the store after a failed delivery',
  },
  /** The order timeline's `Note`, per ORDER_EVENT_KINDS. */
  event: {
    PlacedPaidFromWallet: 'Order placed and paid from the wallet',
    PlacedPayOnDelivery: 'Order placed, to pay on delivery',
    AwaitingPayment: 'Order created, waiting for payment',
    PaymentReceived: 'Payment received.',
    PaymentFailed: 'Your payment did not go through.',
    PaymentRetried: 'You started a new payment.',
    PlacedAfterLatePayment:
      'Payment received after the order had expired; the order is placed again',
    LatePaymentReturnedToWallet: (amount: string) =>
      `${amount} received after the order could no longer take it, returned to the wallet`,
    PaymentExpired: (minutes: number) =>
      `Cancelled: the payment did not arrive within ${minutes} minutes`,
    CancelledByShopper: 'Cancelled by the shopper',
    CancelledByShopperBecause: (reason: string) => `Cancelled by the shopper: ${reason}`,
    ReturnedToStore:
      'Your order came back to the store after the failed delivery and is cancelled; what you paid is refunded.',
    RefundedToWallet: (amount: string) => `${amount} refunded to the wallet`,
    RefundSentToSource: (amount: string) =>
      `${amount} is being refunded to your original payment method`,
    RefundProcessedAtSource: (amount: string) =>
      `${amount} refunded to your original payment method`,
    RefundFellBackToWallet: (amount: string) =>
      `${amount} could not go back to your original payment method and is refunded to your wallet instead`,
    Confirmed: 'The store confirmed your order.',
    Packing: 'Your order is being packed.',
    Packed: 'Your order is packed.',
    OutForDelivery: 'Your order is on its way.',
    Delivered: 'Your order was delivered.',
    DeliveryFailed: 'We could not deliver your order.',
    DeliveryFailedBecause: (reason: string) => `We could not deliver your order: ${reason}`,
    DeliveredWithoutContact: 'Left at your door without contact.',
    DeliveredWithoutContactPhoto:
      'Left at your door without contact; the rider took a photo of it.',
    /** `method` is the collection method's word (collectedInCash, or UPI as it is). */
    PaidOnDelivery: (method: string) => `Paid on delivery by ${method}`,
    PaidOnDeliveryWithReference: (method: string, reference: string) =>
      `Paid on delivery by ${method} (${reference})`,
    collectedInCash: 'Cash',
    LineRefundedToWallet: (amount: string, product: string) =>
      `${amount} for ${product} refunded to your wallet.`,
    LineRefundedToSource: (amount: string, product: string) =>
      `${amount} for ${product} is being refunded to your original payment method.`,
    LineRefundedOffPayable: (amount: string, product: string) =>
      `${amount} for ${product} taken off the amount to pay on delivery.`,
    RefundRequestToWallet: (amount: string) =>
      `${amount} of your refund request refunded to your wallet.`,
    RefundRequestToSource: (amount: string) =>
      `${amount} of your refund request is being refunded to your original payment method.`,
    RefundRequestDeclined: (reason: string) => `Your refund request was declined: ${reason}`,
    /** The new slot's window ("Sat, 24 Nov, 10:00–12:00"). */
    Rescheduled: (window: string) => `Delivery moved to ${window}`,
    Replaced: (from: string, to: string) => `${from} ran out: replaced with ${to}`,
    ProblemReported: (product: string) => `Problem reported with ${product}`,
    ComplaintRefunded: (amount: string, product: string) =>
      `Complaint about ${product} settled: ${amount} refunded`,
    ComplaintAnswered: (product: string) => `Complaint about ${product} answered`,
  },
  /** A wallet entry's `Description`, per WALLET_ENTRY_KINDS. */
  wallet: {
    OrderPayment: (order: string) => `Paid for order ${order}`,
    CancelledOrderRefund: (order: string) => `Refund for cancelled order ${order}`,
    CancelledOrderWalletPart: (order: string) =>
      `Refund for cancelled order ${order} (wallet part)`,
    CancelledOrderWalletReturned: (order: string) =>
      `Wallet amount returned for cancelled order ${order}`,
    ExpiredOrderWalletReturned: (order: string) =>
      `Wallet amount returned: order ${order} was not paid in time`,
    PaymentReturned: (payment: string, order: string) =>
      `Payment ${payment} for order ${order} returned`,
    UnderWeight: (order: string, product: string, missing: number, ordered: number) =>
      `Order ${order}: ${product} packed ${missing} g under the ${ordered} g ordered`,
    OutOfStock: (order: string, product: string) => `Order ${order}: ${product} was out of stock`,
    MissingPieces: (order: string, product: string, packed: number, ordered: number) =>
      `Order ${order}: ${product} packed ${packed} of the ${ordered} ordered`,
    ReplacementDifference: (order: string, from: string, to: string) =>
      `Order ${order}: price difference for ${to} instead of ${from}`,
    LineRefund: (order: string, product: string) => `Order ${order}: refund for ${product}`,
    RefundRequest: (order: string) => `Refund for order ${order}`,
    SourceRefundFellBack: (order: string) =>
      `Refund for order ${order} (the original payment method could not take it)`,
    StoreCredit: 'Credit from the store',
  },
  /** Push notifications, per PUSH_KINDS: a title and a body, in the language of the device's app. */
  push: {
    Confirmed: (order: string) => ({
      title: 'Order confirmed',
      body: `We have confirmed ${order}.`,
    }),
    Packed: (order: string) => ({ title: 'Order packed', body: `${order} is packed and ready.` }),
    OutForDelivery: (order: string) => ({
      title: 'Out for delivery',
      body: `${order} is on its way to you.`,
    }),
    Delivered: (order: string) => ({ title: 'Delivered', body: `${order} was delivered. Enjoy!` }),
    DeliveryFailed: (order: string) => ({
      title: 'Delivery failed',
      body: `We could not deliver ${order}. It is back at the store; we will contact you.`,
    }),
    Cancelled: (order: string) => ({ title: 'Order cancelled', body: `${order} is cancelled.` }),
    WeightCredit: (order: string, amount: string) => ({
      title: 'Wallet credit',
      body: `${amount} for ${order} is credited to your wallet (packed weight).`,
    }),
    Refunded: (order: string, amount: string) => ({
      title: 'Refund',
      body: `${amount} for ${order} is refunded to your wallet.`,
    }),
    RefundedToSource: (order: string, amount: string) => ({
      title: 'Refund',
      body: `${amount} for ${order} is being refunded to your original payment method.`,
    }),
    RefundDeclined: (order: string) => ({
      title: 'Refund request declined',
      body: `Your refund request for ${order} was declined. The order page says why.`,
    }),
    PaymentExpired: (order: string) => ({
      title: 'Order cancelled',
      body: `${order} is cancelled: its payment did not arrive in time.`,
    }),
    DeductedFromPayable: (order: string, amount: string) => ({
      title: 'Less to pay on delivery',
      body: `${amount} is taken off what you pay on delivery for ${order}.`,
    }),
    /** The order number and its new window ("Sat, 24 Nov, 10:00–12:00"). */
    Rescheduled: (order: string, window: string) => ({
      title: 'Delivery slot changed',
      body: `${order} will now be delivered on ${window}.`,
    }),
    Replaced: (order: string, from: string, to: string) => ({
      title: 'Item replaced',
      body: `${from} ran out, so ${order} has ${to} instead, as you asked.`,
    }),
    ComplaintAnswered: (order: string, product: string) => ({
      title: 'Reply to your complaint',
      body: `We replied about ${product} of ${order}.`,
    }),
    DeliveredWithoutContact: (order: string) => ({
      title: 'Delivered without contact',
      body: `${order} was left at your door.`,
    }),
    DeliveredWithoutContactPhoto: (order: string) => ({
      title: 'Delivered without contact',
      body: `${order} was left at your door. The rider's photo is on the order's page.`,
    }),
    BackInStock: (product: string) => ({
      title: 'Back in stock',
      body: `${product} is back in stock. Order it before it sells out again.`,
    }),
    BackInStockOption: (product: string, options: string) => ({
      title: 'Back in stock',
      body: `${product} (${options}) is back in stock. Order it before it sells out again.`,
    }),
  },
  /** An order's payment method when the wallet paid it all (orders keep the name "Wallet" then). */
  paidFromWallet: 'Wallet',
} as const;
