/**
 * Every closed set of values in the API, as a readonly array and the union type inferred from it. The zod
 * schemas build their enums from these arrays (`z.enum(ORDER_STATUSES)`), so a value is added in one place.
 */

// The order statuses (ORDER_STATUSES, OrderStatus) are the keys of their traits, ORDER_STATUS_TRAITS in
// lifecycle.ts, so a status is declared once, with what it means.

/**
 * The store's staff roles (the operations API, /ops/v1): an admin does everything, a packer confirms and
 * packs orders, a rider dispatches and delivers them.
 */
export const STAFF_ROLES = ['admin', 'packer', 'rider'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** DueOnDelivery: a pay-on-delivery order whose amount the rider collects at the door (then Paid). */
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Refunded', 'DueOnDelivery'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Online: through the gateway at checkout. OnDelivery: cash or UPI collected by the rider at the door. */
export const PAYMENT_METHOD_KINDS = ['Online', 'OnDelivery'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** How a rider collected a pay-on-delivery order. */
export const DELIVERY_COLLECTION_METHODS = ['Cash', 'UPI'] as const;
export type DeliveryCollectionMethod = (typeof DELIVERY_COLLECTION_METHODS)[number];

export const REFUND_STATUSES = ['Requested', 'Processing', 'Completed', 'Rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Where refunded money goes: the shopper's wallet or the original payment method. */
export const REFUND_DESTINATIONS = ['Wallet', 'Source'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

export const WALLET_TRANSACTION_TYPES = ['Credit', 'Debit'] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

/**
 * How the shopper paid at the gateway, as the gateway reports it (Razorpay's payment `method`): UPI, a card,
 * net banking or a payment wallet; 'other' for anything else (EMI, pay later).
 */
export const GATEWAY_PAYMENT_METHODS = ['upi', 'card', 'netbanking', 'wallet', 'other'] as const;
export type GatewayPaymentMethod = (typeof GATEWAY_PAYMENT_METHODS)[number];

/** The gateway behind a payment method ('sandbox' in sandbox mode). */
export const PAYMENT_GATEWAYS = ['sandbox', 'razorpay'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

/** Every amount is charged in Indian rupees (and counted in paise). */
export const CURRENCY = 'INR';
export type Currency = typeof CURRENCY;

export const DISCOUNT_TYPES = ['Flat', 'Percent'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** The sign-in service the store uses (LoginServiceProvider in the login configuration). */
export const LOGIN_SERVICE_PROVIDERS = ['otpless', 'firebase'] as const;
export type LoginServiceProvider = (typeof LOGIN_SERVICE_PROVIDERS)[number];

/** The service a login payload came through (loginService); the same values as the providers. */
export const LOGIN_SERVICES = LOGIN_SERVICE_PROVIDERS;
export type LoginService = LoginServiceProvider;

/** How the shopper signed in (loginUsing in the login payload). */
export const LOGIN_USING = ['Email', 'Google', 'Phone', 'Facebook'] as const;
export type LoginUsing = (typeof LOGIN_USING)[number];

export const FIREBASE_LOGIN_METHODS = ['Phone', 'Email', 'Google', 'Facebook'] as const;
export type FirebaseLoginMethod = (typeof FIREBASE_LOGIN_METHODS)[number];

/** WhatsApp signs in a phone number through WhatsApp; it is sent to /auth-users as loginUsing 'Phone'. */
export const HOSTED_LOGIN_METHODS = ['Email', 'Google', 'Phone', 'WhatsApp'] as const;
export type HostedLoginMethod = (typeof HOSTED_LOGIN_METHODS)[number];
