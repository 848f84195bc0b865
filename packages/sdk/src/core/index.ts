/**
 * @storefront/sdk/core: the spec's constants, enums, storage keys, initial flow state and pure cart helpers,
 * with no dependency (no zod, no ky), so an app can read them without loading the schemas. The main entry
 * re-exports all of it.
 */
export {
  DEFAULT_MAX_QTY,
  MAX_CART_LINES,
  MAX_LINE_QTY,
  MAX_OPTIONS_PER_LINE,
  MIN_RATING,
  MAX_RATING,
  MAX_REVIEW_COMMENT_LENGTH,
  HOSTED_POLL_INTERVAL_MS,
  HOSTED_SESSION_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  SESSION_REFRESH_MARGIN_MS,
  MAX_PAGES,
  RETRY_STATUSES,
  RETRY_AFTER_STATUSES,
  POSTAL_CODE_PATTERN,
  PHONE_NUMBER_PATTERN,
} from './limits.js';
export {
  STAFF_ROLES,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  REFUND_DESTINATIONS,
  WALLET_TRANSACTION_TYPES,
  PAYMENT_GATEWAYS,
  GATEWAY_PAYMENT_METHODS,
  PAYMENT_METHOD_KINDS,
  DELIVERY_COLLECTION_METHODS,
  CURRENCY,
  DISCOUNT_TYPES,
  ADDRESS_TYPES,
  LOGIN_SERVICE_PROVIDERS,
  LOGIN_SERVICES,
  LOGIN_USING,
  FIREBASE_LOGIN_METHODS,
  HOSTED_LOGIN_METHODS,
} from './enums.js';
export type {
  StaffRole,
  PaymentStatus,
  RefundStatus,
  RefundDestination,
  WalletTransactionType,
  PaymentGateway,
  GatewayPaymentMethod,
  PaymentMethodKind,
  DeliveryCollectionMethod,
  Currency,
  DiscountType,
  AddressType,
  LoginServiceProvider,
  LoginService,
  LoginUsing,
  FirebaseLoginMethod,
  HostedLoginMethod,
} from './enums.js';
export { formatPaise } from './money.js';
export {
  ORDER_STATUSES,
  ORDER_STATUS_TRAITS,
  ORDER_MOVES,
  ORDER_MOVE_NAMES,
  PAYMENT_STATUS_TRAITS,
  REFUND_STATUS_TRAITS,
  orderStatusesWhere,
  orderStatusIs,
  canMove,
  movesFor,
  waitsForCollection,
  paymentStatusesWhere,
  refundStatusesWhere,
} from './lifecycle.js';
export {
  LEDGER_ENTRY_KINDS,
  LEDGER_KIND_NAMES,
  LINE_CREDIT_KINDS,
  orderMoney,
  lineCredited,
  allocateDiscount,
  splitCredit,
  ledgerViolations,
} from './ledger.js';
export type { LedgerEntryKind, LedgerEntry, OrderMoney } from './ledger.js';
export type {
  OrderStatus,
  OrderStatusTraits,
  OrderMove,
  PaymentStatusTraits,
  RefundStatusTraits,
} from './lifecycle.js';
export { CART_STORAGE_KEY, FLOW_STORAGE_KEY, SESSION_STORAGE_KEYS } from './storage-keys.js';
export { FLOW_SCHEMA_VERSION, INITIAL_FLOW_STATE } from './flow.js';
export type { InitialFlowState } from './flow.js';
export { FLOW_STAGES, FLOW_ACTIONS } from './flow-stages.js';
export type { FlowStage, FlowAction } from './flow-stages.js';
export {
  CART_SCHEMA_VERSION,
  SIMPLE_OPTION_KEY,
  CART_RESET_REASONS,
  configPriceIdsOf,
  totalsOf,
} from './cart.js';
export {
  optionKeyOf,
  optionKeyOfRowIds,
  rowIdsOfOptionKey,
  itemIdOf,
  capPerProduct,
  productQtyOf,
} from './cart-lines.js';
export type { CartResetReason, SelectedOption, CartItem, CartTotals } from './cart.js';
export {
  STORE_TIME_ZONE,
  IST_OFFSET_MINUTES,
  SLOT_LENGTH_MINUTES,
  SLOT_CUTOFF_MINUTES,
  SLOT_DAYS,
  FREE_CANCEL_MARGIN_MINUTES,
  EXPRESS_CANCEL_MINUTES,
  EXPRESS_PREPARATION_MINUTES,
  MAX_METRES_FROM_PINCODE,
  SLOT_STATUSES,
  DELIVERY_KINDS,
  SLOT_ID_PATTERN,
  DELIVERY_INSTRUCTION_CHOICES,
  MAX_DELIVERY_INSTRUCTION_CHOICES,
  MAX_DELIVERY_NOTE_LENGTH,
} from './delivery.js';
export type { SlotStatus, DeliveryKind, DeliveryInstructionChoice } from './delivery.js';
export {
  LOCALES,
  DEFAULT_LOCALE,
  LOCALE_QUERY_PARAMETER,
  LOCALE_NAMES,
  isLocale,
  firstSupportedLocale,
  localeFromAcceptLanguage,
} from './locales.js';
export type { Locale } from './locales.js';
export {
  COMPLAINT_REASONS,
  COMPLAINT_STATUSES,
  COMPLAINT_OUTCOMES,
  COMPLAINT_WINDOW_HOURS,
  MAX_COMPLAINT_PHOTOS,
  MAX_FEEDBACK_TEXT_LENGTH,
  PHOTO_CONTENT_TYPES,
  MAX_PHOTO_SIDE,
  MAX_PHOTO_BASE64_LENGTH,
  IF_SHORT_CHOICES,
} from './feedback.js';
export type {
  ComplaintReason,
  ComplaintStatus,
  ComplaintOutcome,
  PhotoContentType,
  IfShortChoice,
} from './feedback.js';
export {
  RIDER_POSITION_EVERY_MS,
  RIDER_POSITION_MIN_MOVE_METRES,
  RIDER_ASSUMED_SPEED_KMH,
  DOOR_PHOTO_DAYS,
  metresBetween,
  riderEtaMinutes,
} from './tracking.js';
export {
  STOCK_MOVEMENT_KINDS,
  STOCK_UNITS,
  STOCK_ADJUST_REASONS,
  LOW_STOCK_AT,
  RESERVATION_STATUSES,
  HUB_SLUG_PATTERN,
  isLowStock,
} from './inventory.js';
export type {
  StockMovementKind,
  StockUnit,
  StockAdjustReason,
  ReservationStatus,
} from './inventory.js';
export {
  TAX_DOCUMENT_KINDS,
  GST_RATES_BP,
  HSN_CODE_PATTERN,
  formatGstRate,
  gstinCheckCharacter,
  isValidGstin,
} from './invoices.js';
export type { TaxDocumentKind, GstRateBp } from './invoices.js';
export {
  ORDER_EVENT_KINDS,
  WALLET_ENTRY_KINDS,
  PUSH_KINDS,
  REFUND_REASON_KINDS,
} from './records.js';
export type {
  RecordValue,
  RecordValues,
  ProductValues,
  ReplacementValues,
  AmountValues,
  OrderValues,
  OrderEventValues,
  OrderEventKind,
  OrderEventRecord,
  WalletEntryValues,
  WalletEntryKind,
  WalletEntryRecord,
  PushValues,
  PushKind,
  PushRecord,
  RefundReasonValues,
  RefundReasonKind,
  RefundReasonRecord,
  KindWithValues,
  RecordKindListsComplete,
} from './records.js';
