// The public API of @storefront/sdk, written by `pnpm --filter @storefront/sdk api:update`. Do not edit.
/** Spec constants and the SDK's own limits and timeouts, as plain numbers. */
/** maxAllowedQtyPerProduct when the product configuration has not said otherwise (spec section 9). */
declare const DEFAULT_MAX_QTY = 10;
/** Lines in one cart request (price check, coupon, bill, checkout). */
declare const MAX_CART_LINES = 100;
/** The quantity one cart request line may carry, whatever the product configuration says. */
declare const MAX_LINE_QTY = 100;
/** Chosen options (configPriceIds) on one cart request line. */
declare const MAX_OPTIONS_PER_LINE = 10;
/** Review ratings run from 1 to 5 stars. */
declare const MIN_RATING = 1;
declare const MAX_RATING = 5;
/** A review's comment: optional, at most this many characters after trimming. */
declare const MAX_REVIEW_COMMENT_LENGTH = 1000;
/** Spec section 9: the hosted session check polls every 500 ms and gives up after 7 s. */
declare const HOSTED_POLL_INTERVAL_MS = 500;
declare const HOSTED_SESSION_TIMEOUT_MS = 7000;
/** Per-attempt request timeout when the client is not given one. */
declare const DEFAULT_TIMEOUT_MS = 15000;
/** The session renews its token this long before it expires. */
declare const SESSION_REFRESH_MARGIN_MS = 30000;
/** Paged iteration stops after this many pages, whatever the server says. */
declare const MAX_PAGES = 1000;
/** Statuses worth another attempt: rate limiting and server-side failures. */
declare const RETRY_STATUSES: readonly number[];
/**
 * Statuses retried only on a call that carries an Idempotency-Key, and only when the reply says when
 * (Retry-After): 409 "the same request is still being processed". Any other 409 is a refusal.
 */
declare const RETRY_AFTER_STATUSES: readonly number[];
/** Indian postal code: 6 digits, not starting with 0. */
declare const POSTAL_CODE_PATTERN: RegExp;
/**
 * Indian mobile number: 10 digits starting 6-9, optionally prefixed +91. What the API takes; a number as the
 * shopper types it (spaces, dashes, +91, 91, a leading 0) is read by `normalizeMobileNumber` first.
 */
declare const PHONE_NUMBER_PATTERN: RegExp;

/**
 * Every closed set of values in the API, as a readonly array and the union type inferred from it. The zod
 * schemas build their enums from these arrays (`z.enum(ORDER_STATUSES)`), so a value is added in one place.
 */
declare const ORDER_STATUSES: readonly [
  'PendingPayment',
  'Placed',
  'Confirmed',
  'Packing',
  'Packed',
  'OutForDelivery',
  'Delivered',
  'DeliveryFailed',
  'Cancelled',
  'PaymentFailed',
];
type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * The store's staff roles (the operations API, /ops/v1): an admin does everything, a packer confirms and
 * packs orders, a rider dispatches and delivers them.
 */
declare const STAFF_ROLES: readonly ['admin', 'packer', 'rider'];
type StaffRole = (typeof STAFF_ROLES)[number];
/** DueOnDelivery: a pay-on-delivery order whose amount the rider collects at the door (then Paid). */
declare const PAYMENT_STATUSES: readonly ['Pending', 'Paid', 'Failed', 'Refunded', 'DueOnDelivery'];
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Online: through the gateway at checkout. OnDelivery: cash or UPI collected by the rider at the door. */
declare const PAYMENT_METHOD_KINDS: readonly ['Online', 'OnDelivery'];
type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];
/** How a rider collected a pay-on-delivery order. */
declare const DELIVERY_COLLECTION_METHODS: readonly ['Cash', 'UPI'];
type DeliveryCollectionMethod = (typeof DELIVERY_COLLECTION_METHODS)[number];
declare const REFUND_STATUSES: readonly ['Requested', 'Processing', 'Completed', 'Rejected'];
type RefundStatus = (typeof REFUND_STATUSES)[number];
/** Where refunded money goes: the shopper's wallet or the original payment method. */
declare const REFUND_DESTINATIONS: readonly ['Wallet', 'Source'];
type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
declare const WALLET_TRANSACTION_TYPES: readonly ['Credit', 'Debit'];
type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];
/**
 * How the shopper paid at the gateway, as the gateway reports it (Razorpay's payment `method`): UPI, a card,
 * net banking or a payment wallet; 'other' for anything else (EMI, pay later).
 */
declare const GATEWAY_PAYMENT_METHODS: readonly ['upi', 'card', 'netbanking', 'wallet', 'other'];
type GatewayPaymentMethod = (typeof GATEWAY_PAYMENT_METHODS)[number];
/** The gateway behind a payment method ('sandbox' in sandbox mode). */
declare const PAYMENT_GATEWAYS: readonly ['sandbox', 'razorpay'];
type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];
/** Every amount is charged in Indian rupees (and counted in paise). */
declare const CURRENCY = 'INR';
type Currency = typeof CURRENCY;
declare const DISCOUNT_TYPES: readonly ['Flat', 'Percent'];
type DiscountType = (typeof DISCOUNT_TYPES)[number];
declare const ADDRESS_TYPES: readonly ['Home', 'Work', 'Other'];
type AddressType = (typeof ADDRESS_TYPES)[number];
/** The sign-in service the store uses (LoginServiceProvider in the login configuration). */
declare const LOGIN_SERVICE_PROVIDERS: readonly ['otpless', 'firebase'];
type LoginServiceProvider = (typeof LOGIN_SERVICE_PROVIDERS)[number];
/** The service a login payload came through (loginService); the same values as the providers. */
declare const LOGIN_SERVICES: readonly ['otpless', 'firebase'];
type LoginService = LoginServiceProvider;
/** How the shopper signed in (loginUsing in the login payload). */
declare const LOGIN_USING: readonly ['Email', 'Google', 'Phone', 'Facebook'];
type LoginUsing = (typeof LOGIN_USING)[number];
declare const FIREBASE_LOGIN_METHODS: readonly ['Phone', 'Email', 'Google', 'Facebook'];
type FirebaseLoginMethod = (typeof FIREBASE_LOGIN_METHODS)[number];
/** WhatsApp signs in a phone number through WhatsApp; it is sent to /auth-users as loginUsing 'Phone'. */
declare const HOSTED_LOGIN_METHODS: readonly ['Email', 'Google', 'Phone', 'WhatsApp'];
type HostedLoginMethod = (typeof HOSTED_LOGIN_METHODS)[number];

/**
 * Integer paise as rupees: `formatPaise(24900)` → '₹249', `formatPaise(24950)` → '₹249.50',
 * `formatPaise(12345600)` → '₹1,23,456'. Intl may separate the sign with a no-break space on some engines.
 */
declare function formatPaise(paise: number): string;

/**
 * The order's lifecycle, declared once: what each order, payment and refund status means, and the staff
 * moves between order statuses with the roles allowed to make each. The server's transitions, its capacity
 * counts and coupon rules, the console's buttons and the contracts' templates are all built from these
 * tables; `scripts/checks/single-source.test.ts` fails when any other module lists statuses itself.
 *
 *   PendingPayment ─paid─▶ Placed ─confirm─▶ Confirmed ─startPacking─▶ Packing ─pack─▶ Packed
 *     │     ▲                │                 │                                         │ dispatch
 *   failed  revise-payment   └──── cancel ─────┴─▶ Cancelled                             ▼
 *     ▼     │                                                     DeliveryFailed ◀── OutForDelivery ──▶ Delivered
 *   PaymentFailed ─cancel─▶ Cancelled                                   └── dispatch ──▲
 *
 * The shopper's words for each status live in the web app's messages module, keyed by OrderStatus (so a
 * status added here fails to compile until it has its words).
 */

interface OrderStatusTraits {
  /** The order waits for its online payment (a new attempt may start, a payment may settle it). */
  awaitingPayment: boolean;
  /** The shopper may cancel it (within the free-cancellation deadline, when it has one). */
  cancellable: boolean;
  /** The shopper really placed it: it counts for first-order coupons and the placed-orders count. */
  placed: boolean;
  /** Its coupon use no longer counts against the shopper's limit. */
  releasesCoupon: boolean;
  /** It takes a seat of its slot and of express capacity (the store still has to deliver it). */
  holdsCapacity: boolean;
  /** Staff may refund its lines (a complaint about what arrived). */
  lineRefundable: boolean;
  /** The shopper has what was packed of it: its lines received may be reviewed. */
  received: boolean;
  /** Nothing more happens to it. */
  done: boolean;
}
declare const ORDER_STATUS_TRAITS: {
  readonly PendingPayment: OrderStatusTraits;
  readonly PaymentFailed: OrderStatusTraits;
  readonly Placed: OrderStatusTraits;
  readonly Confirmed: OrderStatusTraits;
  readonly Packing: OrderStatusTraits;
  readonly Packed: OrderStatusTraits;
  readonly OutForDelivery: OrderStatusTraits;
  readonly DeliveryFailed: OrderStatusTraits;
  readonly Delivered: OrderStatusTraits;
  readonly Cancelled: OrderStatusTraits;
};
/** The order statuses with a trait, in ORDER_STATUSES order. */
declare function orderStatusesWhere(trait: keyof OrderStatusTraits): readonly OrderStatus[];
/** Whether the status has the trait. */
declare function orderStatusIs(status: OrderStatus, trait: keyof OrderStatusTraits): boolean;
/**
 * The staff moves: from which statuses, to which, and who may make them (an admin may make every move).
 * A move marked collectFirst also waits while the order's money is due at the door (a pay-on-delivery
 * order is delivered once the rider has recorded the payment). Every other move is refused (409).
 */
declare const ORDER_MOVES: {
  readonly confirm: {
    readonly from: readonly ['Placed'];
    readonly to: 'Confirmed';
    readonly roles: readonly ['admin', 'packer'];
  };
  readonly startPacking: {
    readonly from: readonly ['Confirmed'];
    readonly to: 'Packing';
    readonly roles: readonly ['admin', 'packer'];
  };
  readonly pack: {
    readonly from: readonly ['Packing'];
    readonly to: 'Packed';
    readonly roles: readonly ['admin', 'packer'];
  };
  readonly dispatch: {
    readonly from: readonly ['Packed', 'DeliveryFailed'];
    readonly to: 'OutForDelivery';
    readonly roles: readonly ['admin', 'rider'];
  };
  readonly deliver: {
    readonly from: readonly ['OutForDelivery'];
    readonly to: 'Delivered';
    readonly roles: readonly ['admin', 'rider'];
    readonly collectFirst: true;
  };
  readonly deliveryFailed: {
    readonly from: readonly ['OutForDelivery'];
    readonly to: 'DeliveryFailed';
    readonly roles: readonly ['admin', 'rider'];
  };
};
type OrderMove = keyof typeof ORDER_MOVES;
declare const ORDER_MOVE_NAMES: OrderMove[];
/** Whether the move waits for the money due at the door to be collected first (deliver, pay on delivery). */
declare function waitsForCollection(move: OrderMove, paymentStatus: PaymentStatus): boolean;
/**
 * Whether the move may be made from the status (by anyone); given the order's payment status too, a move
 * that collects first is refused while the money is due at the door.
 */
declare function canMove(
  move: OrderMove,
  status: OrderStatus,
  paymentStatus?: PaymentStatus,
): boolean;
/**
 * The moves a role may make from a status (and payment status, when given), in the table's order (the
 * console's buttons).
 */
declare function movesFor(
  role: StaffRole,
  status: OrderStatus,
  paymentStatus?: PaymentStatus,
): OrderMove[];
interface PaymentStatusTraits {
  /** The order's money is in (online, at the door, or from the wallet). */
  paid: boolean;
  /** Money is still expected: online (Pending, Failed) or at the door (DueOnDelivery). */
  awaitingMoney: boolean;
  /** The rider still collects it at the door (pay on delivery, not recorded yet). */
  dueAtDoor: boolean;
}
declare const PAYMENT_STATUS_TRAITS: {
  readonly Pending: {
    readonly paid: false;
    readonly awaitingMoney: true;
    readonly dueAtDoor: false;
  };
  readonly Failed: {
    readonly paid: false;
    readonly awaitingMoney: true;
    readonly dueAtDoor: false;
  };
  readonly DueOnDelivery: {
    readonly paid: false;
    readonly awaitingMoney: true;
    readonly dueAtDoor: true;
  };
  readonly Paid: {
    readonly paid: true;
    readonly awaitingMoney: false;
    readonly dueAtDoor: false;
  };
  readonly Refunded: {
    readonly paid: false;
    readonly awaitingMoney: false;
    readonly dueAtDoor: false;
  };
};
declare function paymentStatusesWhere(trait: keyof PaymentStatusTraits): readonly PaymentStatus[];
interface RefundStatusTraits {
  /** Not decided or not finished yet: one such refund per order at a time. */
  open: boolean;
  /** The money is going back or went back (it counts in what the order returned). */
  moving: boolean;
}
declare const REFUND_STATUS_TRAITS: {
  readonly Requested: {
    readonly open: true;
    readonly moving: false;
  };
  readonly Processing: {
    readonly open: true;
    readonly moving: true;
  };
  readonly Completed: {
    readonly open: false;
    readonly moving: true;
  };
  readonly Rejected: {
    readonly open: false;
    readonly moving: false;
  };
};
declare function refundStatusesWhere(trait: keyof RefundStatusTraits): readonly RefundStatus[];

/**
 * The order ledger: every movement of an order's money is one append-only entry (integer paise, never
 * negative), and every amount shown anywhere is derived from the entries by `orderMoney`, the same function
 * on the server (which enforces it), in the web app and in the console. docs/money.md explains each entry.
 *
 * Two balances move:
 *  - owed: what the order costs now. Charges raise it (lines, fees, a revived order); credits lower it
 *    (the coupon, weight credits, short lines, line refunds, an accepted refund request, a cancellation).
 *  - held: what the store holds of the shopper's money for the order. Payments raise it (wallet, online,
 *    at the door); refunds lower it (to the wallet or the original payment method). A refund to the
 *    payment method that the gateway refused comes back (SourceRefundFailed) before it goes to the wallet.
 *
 * A credit is taken off what is still due first; only the part the shopper has already paid goes back
 * (`splitCredit`). So the order is always settled by: due = owed − held ≥ 0, and never held > owed.
 */
/** Each kind and how it moves the two balances (+1 raises, −1 lowers, 0 leaves it). */
declare const LEDGER_ENTRY_KINDS: {
  readonly LinesCharged: {
    readonly owed: 1;
    readonly held: 0;
  };
  readonly ShippingFee: {
    readonly owed: 1;
    readonly held: 0;
  };
  readonly DeliveryCharge: {
    readonly owed: 1;
    readonly held: 0;
  };
  readonly PlatformFee: {
    readonly owed: 1;
    readonly held: 0;
  };
  /** A cancelled order placed again (its payment arrived after it expired, and its promise still stood). */
  readonly Reinstated: {
    readonly owed: 1;
    readonly held: 0;
  };
  readonly CouponDiscount: {
    readonly owed: -1;
    readonly held: 0;
  };
  readonly WeightCredit: {
    readonly owed: -1;
    readonly held: 0;
  };
  readonly ShortLine: {
    readonly owed: -1;
    readonly held: 0;
  };
  readonly LineRefund: {
    readonly owed: -1;
    readonly held: 0;
  };
  readonly RefundAccepted: {
    readonly owed: -1;
    readonly held: 0;
  };
  readonly Cancellation: {
    readonly owed: -1;
    readonly held: 0;
  };
  readonly PaidFromWallet: {
    readonly owed: 0;
    readonly held: 1;
  };
  readonly PaidOnline: {
    readonly owed: 0;
    readonly held: 1;
  };
  readonly PaidAtDoor: {
    readonly owed: 0;
    readonly held: 1;
  };
  readonly RefundToWallet: {
    readonly owed: 0;
    readonly held: -1;
  };
  readonly RefundToSource: {
    readonly owed: 0;
    readonly held: -1;
  };
  readonly SourceRefundFailed: {
    readonly owed: 0;
    readonly held: 1;
  };
};
type LedgerEntryKind = keyof typeof LEDGER_ENTRY_KINDS;
declare const LEDGER_KIND_NAMES: [LedgerEntryKind, ...LedgerEntryKind[]];
/** Credits a line can carry (its order_line_id is set): never more than the line's own value. */
declare const LINE_CREDIT_KINDS: readonly ['WeightCredit', 'ShortLine', 'LineRefund'];
interface LedgerEntry {
  kind: LedgerEntryKind;
  /** Paise, ≥ 0; the kind gives the direction. */
  amount: number;
  /** The order line a line's charge or credit belongs to. */
  lineId?: number | null;
}
/** Every figure of an order's money, in paise. */
interface OrderMoney {
  /** What the order was charged: lines and fees less the coupon (plus a revival). */
  Charged: number;
  /** Credits since: weight, short lines, line refunds, accepted requests, a cancellation. */
  Credited: number;
  /** What the order costs now: Charged − Credited. */
  Owed: number;
  /** Everything the shopper paid for it: wallet, online, at the door. */
  Paid: number;
  /** Everything that went back (or is on its way): to the wallet or the payment method. */
  Refunded: number;
  /** What is still to pay (online, or collected by the rider at the door). */
  Due: number;
  /** What can still go back to the shopper: what the store holds of their money. */
  Refundable: number;
}
/** The one derivation of every amount of an order from its ledger. */
declare function orderMoney(entries: readonly LedgerEntry[]): OrderMoney;
/** What has been credited on one line already (weight, short, line refunds). */
declare function lineCredited(entries: readonly LedgerEntry[], lineId: number): number;
/**
 * Spreads a discount over the lines in proportion to their totals (largest remainder, so the shares add
 * up to the discount exactly): what each line really cost the shopper after the coupon.
 */
declare function allocateDiscount(lineTotals: readonly number[], discount: number): number[];
/**
 * How a credit of `amount` settles against the order as it stands: first off what is still due, the rest
 * back to the shopper (what they paid beyond what the order now costs).
 */
declare function splitCredit(
  money: Pick<OrderMoney, 'Owed' | 'Due'>,
  amount: number,
): {
  offDue: number;
  toShopper: number;
};
/** The rules every ledger keeps after every write; the broken ones, empty when it holds. */
declare function ledgerViolations(entries: readonly LedgerEntry[]): string[];

/** The keys the SDK reads and writes in the app's storage (localStorage in the browser). */
/** The cart (spec section 3), in an integrity envelope. */
declare const CART_STORAGE_KEY = 'storefront.cart';
/** The order-process slice (spec section 3): the order/payment flow state, so a reload resumes a payment. */
declare const FLOW_STORAGE_KEY = 'primary';
/** What a reload needs to know who was signed in; the token itself is never stored. */
declare const SESSION_STORAGE_KEYS: {
  readonly user: 'storefront.user';
  readonly defaultAddress: 'storefront.defaultAddress';
  readonly loggedInNotice: 'storefront.loggedInNotice';
};

/** The order and payment flow's stages and the actions that send an Idempotency-Key (spec section 4). */
declare const FLOW_STAGES: readonly [
  'idle',
  'orderProcessed',
  'paymentBegun',
  'paymentEnded',
  'paymentCancelled',
  'paymentFailed',
  'orderPlaced',
  'orderCancelled',
];
type FlowStage = (typeof FLOW_STAGES)[number];
/** Shopper actions that send an Idempotency-Key. */
declare const FLOW_ACTIONS: readonly [
  'checkout',
  'revisePayment',
  'validateSignature',
  'paymentFailed',
  'cancelOrder',
];
type FlowAction = (typeof FLOW_ACTIONS)[number];

/** The order and payment flow's initial state (spec section 4), without the schemas. */

declare const FLOW_SCHEMA_VERSION = 1;
/**
 * The flow state before any order: the 13 fields of the order-process slice, assignable to the full
 * OrderFlowState. Copy it (`structuredClone`) before changing it: the constant is frozen.
 */
interface InitialFlowState {
  v: typeof FLOW_SCHEMA_VERSION;
  stage: 'idle';
  orderData: null;
  appliedCouponsData: never[];
  selectedAddress: null;
  processedOrder: false;
  paymentProcessing: false;
  paymentCanceled: false;
  paymentFailed: false;
  placedOrder: false;
  orderCanceled: false;
  clearOrder: false;
  idempotencyKeys: {
    [action in FlowAction]?: never;
  };
}
declare const INITIAL_FLOW_STATE: Readonly<InitialFlowState>;

/** The cart line of spec section 3 as a plain type, and the pure helpers that derive its ids and totals. */
declare const CART_SCHEMA_VERSION = 1;
/** The option key of a product without options. */
declare const SIMPLE_OPTION_KEY = 'simple';
/** corrupt: not JSON (or truncated); tampered: checksum mismatch; foreign: another shape or version. */
declare const CART_RESET_REASONS: readonly ['corrupt', 'tampered', 'foreign'];
type CartResetReason = (typeof CART_RESET_REASONS)[number];
/** A chosen option (e.g. Weight → 500 g). RowId is the config price id. */
interface SelectedOption {
  RowId: number;
  Label: string;
}
/** A cart line, with the field names of spec section 3. ProductPrice is the unit price in paise. */
interface CartItem {
  ItemId: string;
  ProductId: number;
  ProductName: string;
  ProductPrice: number;
  Qty: number;
  /** 'simple' for a product without options, else the sorted RowIds joined by '-'. */
  OptionKey: string;
  SelectedOptions: Record<string, SelectedOption>;
  /** Display helpers, optional so carts written by other apps stay valid. */
  ImageUrl?: string | undefined;
  Slug?: string | undefined;
}
interface CartTotals {
  /** Number of lines. */
  lines: number;
  /** Sum of quantities (the badge count). */
  quantity: number;
  /** Sum of ProductPrice × Qty, integer paise. */
  subtotal: number;
}
/** The RowIds of a line's selection, as the server's configPriceIds. */
declare function configPriceIdsOf(item: Pick<CartItem, 'SelectedOptions'>): number[];
declare function totalsOf(items: readonly Pick<CartItem, 'ProductPrice' | 'Qty'>[]): CartTotals;

/**
 * How cart lines are keyed (product and option choice) and capped per product. Apart from cart.ts so that a
 * first page that only counts the cart does not carry them (they go with the cart store's chunk).
 */

/** 'simple' when nothing is selected, else the selected RowIds sorted ascending and joined by '-'. */
declare function optionKeyOf(
  selected: Readonly<Record<string, SelectedOption>> | undefined,
): string;
/** The option key of a list of RowIds (configPriceIds), in any order. */
declare function optionKeyOfRowIds(rowIds: readonly number[]): string;
/** The RowIds an option key names, ascending ([] for 'simple'); undefined for a key that names none. */
declare function rowIdsOfOptionKey(optionKey: string): number[] | undefined;
/** The line id: product and option key, so one product with two selections gives two lines. */
declare function itemIdOf(productId: number, optionKey: string): string;
/**
 * Caps quantities per product, not per line: the lines of one product (one per option choice) share
 * the maximum, in cart order. A line left with nothing is dropped.
 */
declare function capPerProduct<T extends Pick<CartItem, 'ProductId' | 'Qty'>>(
  items: readonly T[],
  maxQty: number,
): T[];
/** The quantity of one product in the cart, over all its lines, leaving out one line if named. */
declare function productQtyOf(
  items: readonly Pick<CartItem, 'ItemId' | 'ProductId' | 'Qty'>[],
  productId: number,
  exceptItemId?: string,
): number;

/**
 * The delivery promise's rules: slot windows, their cut-off, and the free-cancellation window. The
 * reference server builds slots and deadlines from these; apps may show them (docs/delivery.md).
 */
/** The store's time zone: slots, store hours and order days are in Indian Standard Time. */
declare const STORE_TIME_ZONE = 'Asia/Kolkata';
/** IST is UTC+05:30 all year (no daylight saving). */
declare const IST_OFFSET_MINUTES = 330;
/** Each delivery slot is a window of this many minutes. */
declare const SLOT_LENGTH_MINUTES = 120;
/** A slot stops taking orders this many minutes before its window starts. */
declare const SLOT_CUTOFF_MINUTES = 30;
/** Slots are offered for today and tomorrow. */
declare const SLOT_DAYS = 2;
/** A slot order may be cancelled free of charge until this many minutes before its window starts. */
declare const FREE_CANCEL_MARGIN_MINUTES = 60;
/** An express order may be cancelled free of charge for this many minutes after it is placed. */
declare const EXPRESS_CANCEL_MINUTES = 2;
/** Minutes an express order spends being packed before the rider leaves (added to the ride for the ETA). */
declare const EXPRESS_PREPARATION_MINUTES = 10;
/**
 * An address's position may be at most this far (straight line, metres) from its pincode's centroid: a
 * Delhi pincode with a Bengaluru position, or a pin dropped across town, is refused. A shared location is
 * served by the nearest served pincode within the same distance.
 */
declare const MAX_METRES_FROM_PINCODE = 5000;
/** Open: orders can still take it; Full: no seat left; Closed: its cut-off has passed. */
declare const SLOT_STATUSES: readonly ['Open', 'Full', 'Closed'];
type SlotStatus = (typeof SLOT_STATUSES)[number];
/** How a delivery method promises its time: a chosen slot, express (an ETA), or a plain estimate. */
declare const DELIVERY_KINDS: readonly ['Slot', 'Express', 'Standard'];
type DeliveryKind = (typeof DELIVERY_KINDS)[number];
/** A slot id: its IST day and start, e.g. 20261124-1400. */
declare const SLOT_ID_PATTERN: RegExp;

/**
 * The store's languages. English is the fallback for every text and every catalog field a language lacks.
 * The server picks a reply's language from `?lang=` first, then Accept-Language; the SDK sends the app's
 * choice as Accept-Language (ClientOptions.getLocale).
 */
declare const LOCALES: readonly ['en', 'hi', 'kn'];
type Locale = (typeof LOCALES)[number];
declare const DEFAULT_LOCALE: Locale;
/** The query parameter that overrides Accept-Language (e.g. `/v1/get-home-data?lang=hi`). */
declare const LOCALE_QUERY_PARAMETER = 'lang';
/** Each language's name in its own script, for a language switch. */
declare const LOCALE_NAMES: Readonly<Record<Locale, string>>;
declare function isLocale(value: unknown): value is Locale;
/** The first supported language of tags in preference order ('hi-IN' → 'hi'), or undefined. */
declare function firstSupportedLocale(tags: readonly string[]): Locale | undefined;
/**
 * The language an Accept-Language header asks for: its tags by q weight (highest first, ties in order),
 * the first supported one; English when none is.
 */
declare function localeFromAcceptLanguage(header: string | undefined | null): Locale;

export {
  ADDRESS_TYPES,
  type AddressType,
  CART_RESET_REASONS,
  CART_SCHEMA_VERSION,
  CART_STORAGE_KEY,
  CURRENCY,
  type CartItem,
  type CartResetReason,
  type CartTotals,
  type Currency,
  DEFAULT_LOCALE,
  DEFAULT_MAX_QTY,
  DEFAULT_TIMEOUT_MS,
  DELIVERY_COLLECTION_METHODS,
  DELIVERY_KINDS,
  DISCOUNT_TYPES,
  type DeliveryCollectionMethod,
  type DeliveryKind,
  type DiscountType,
  EXPRESS_CANCEL_MINUTES,
  EXPRESS_PREPARATION_MINUTES,
  FIREBASE_LOGIN_METHODS,
  FLOW_ACTIONS,
  FLOW_SCHEMA_VERSION,
  FLOW_STAGES,
  FLOW_STORAGE_KEY,
  FREE_CANCEL_MARGIN_MINUTES,
  type FirebaseLoginMethod,
  type FlowAction,
  type FlowStage,
  GATEWAY_PAYMENT_METHODS,
  type GatewayPaymentMethod,
  HOSTED_LOGIN_METHODS,
  HOSTED_POLL_INTERVAL_MS,
  HOSTED_SESSION_TIMEOUT_MS,
  type HostedLoginMethod,
  INITIAL_FLOW_STATE,
  IST_OFFSET_MINUTES,
  type InitialFlowState,
  LEDGER_ENTRY_KINDS,
  LEDGER_KIND_NAMES,
  LINE_CREDIT_KINDS,
  LOCALES,
  LOCALE_NAMES,
  LOCALE_QUERY_PARAMETER,
  LOGIN_SERVICES,
  LOGIN_SERVICE_PROVIDERS,
  LOGIN_USING,
  type LedgerEntry,
  type LedgerEntryKind,
  type Locale,
  type LoginService,
  type LoginServiceProvider,
  type LoginUsing,
  MAX_CART_LINES,
  MAX_LINE_QTY,
  MAX_METRES_FROM_PINCODE,
  MAX_OPTIONS_PER_LINE,
  MAX_PAGES,
  MAX_RATING,
  MAX_REVIEW_COMMENT_LENGTH,
  MIN_RATING,
  ORDER_MOVES,
  ORDER_MOVE_NAMES,
  ORDER_STATUSES,
  ORDER_STATUS_TRAITS,
  type OrderMoney,
  type OrderMove,
  type OrderStatus,
  type OrderStatusTraits,
  PAYMENT_GATEWAYS,
  PAYMENT_METHOD_KINDS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_TRAITS,
  PHONE_NUMBER_PATTERN,
  POSTAL_CODE_PATTERN,
  type PaymentGateway,
  type PaymentMethodKind,
  type PaymentStatus,
  type PaymentStatusTraits,
  REFUND_DESTINATIONS,
  REFUND_STATUSES,
  REFUND_STATUS_TRAITS,
  RETRY_AFTER_STATUSES,
  RETRY_STATUSES,
  type RefundDestination,
  type RefundStatus,
  type RefundStatusTraits,
  SESSION_REFRESH_MARGIN_MS,
  SESSION_STORAGE_KEYS,
  SIMPLE_OPTION_KEY,
  SLOT_CUTOFF_MINUTES,
  SLOT_DAYS,
  SLOT_ID_PATTERN,
  SLOT_LENGTH_MINUTES,
  SLOT_STATUSES,
  STAFF_ROLES,
  STORE_TIME_ZONE,
  type SelectedOption,
  type SlotStatus,
  type StaffRole,
  WALLET_TRANSACTION_TYPES,
  type WalletTransactionType,
  allocateDiscount,
  canMove,
  capPerProduct,
  configPriceIdsOf,
  firstSupportedLocale,
  formatPaise,
  isLocale,
  itemIdOf,
  ledgerViolations,
  lineCredited,
  localeFromAcceptLanguage,
  movesFor,
  optionKeyOf,
  optionKeyOfRowIds,
  orderMoney,
  orderStatusIs,
  orderStatusesWhere,
  paymentStatusesWhere,
  productQtyOf,
  refundStatusesWhere,
  rowIdsOfOptionKey,
  splitCredit,
  totalsOf,
  waitsForCollection,
};
