/**
 * The public surface of @storefront/sdk: explicit named exports, `export type` for types.
 * Every zod schema is exported with the type inferred from it under the same name.
 */
// constants, enums, storage keys, initial flow state and cart helpers (also at @storefront/sdk/core)
export * from './core/index.js';

// client
export { createClient } from './client.js';
export type { StorefrontClient, ClientOptions, CallOptions } from './client.js';
export { createIdempotencyKey } from './http/transport.js';
export type { RetryPolicy, EtagCacheOptions } from './http/transport.js';
export { paginate } from './http/paging.js';
export type { Page } from './http/paging.js';
export { endpoints, readAddress } from './endpoints.js';
export type {
  EndpointDefinition,
  Endpoints,
  EndpointName,
  HttpMethod,
  ReplyOf,
  RequestOf,
} from './endpoints.js';
export { MemoryStorage } from './common/storage.js';
export type { KeyValueStorage } from './common/storage.js';
export { canonicalJson, checksumOf, fnv1a } from './common/integrity.js';

// errors and texts
export {
  StorefrontError,
  ApiError,
  BadRequestError,
  UnauthorizedError,
  NotFoundError,
  ConflictError,
  RateLimitError,
  ServerError,
  NetworkError,
  TimeoutError,
  AbortedError,
  ReplyValidationError,
  RequestValidationError,
  AuthError,
  createApiError,
  formatPath,
  isStorefrontError,
  isApiError,
  isNetworkError,
  isTimeoutError,
  isAbortedError,
  isReplyValidationError,
  isRequestValidationError,
  isAuthError,
  describeError,
  describeCancelOrderReply,
} from './errors/index.js';
export type {
  ApiErrorInit,
  AuthFailure,
  DescribedError,
  ErrorContext,
  NetworkFailure,
} from './errors/index.js';
export { messages } from './messages.js';
export type { Messages, TitledMessage } from './messages.js';
export type { MessageCatalog, MessageTranslation } from './i18n/catalog.js';

// cart
export { createCartStore } from './cart/store.js';
export type {
  AddToCartInput,
  AddToCartResult,
  CartState,
  CartStore,
  CartStoreOptions,
  PriceCheckChanges,
  LineNames,
} from './cart/store.js';
export { validateCartPrices } from './cart/price-validation.js';
export type {
  PriceUpdate,
  PriceValidationOptions,
  PriceValidationResult,
} from './cart/price-validation.js';

// sign-in
export { createLoginOrchestrator } from './auth/orchestrator.js';
export type {
  LoginOptions,
  LoginOrchestrator,
  LoginOrchestratorOptions,
  LoginResult,
} from './auth/orchestrator.js';
export { createSandboxHostedProvider } from './auth/providers.js';
export { normalizeMobileNumber } from './auth/phone.js';
export type {
  FirebaseCredentials,
  FirebaseIdentity,
  FirebaseLoginProvider,
  HostedLoginProvider,
  HostedSession,
} from './auth/providers.js';
export { createSession } from './auth/session.js';
export type { Session, SessionSnapshot, SessionStart } from './auth/session.js';

// order and payment flow
export {
  transition,
  idempotencyKeyFor,
  initialFlowState,
  serializeFlowState,
  deserializeFlowState,
  loadFlowState,
  saveFlowState,
  FlowStage,
  FlowAction,
  OrderFlowState,
} from './flow/machine.js';
export type { FlowEvent } from './flow/machine.js';
export { confirmPayment } from './flow/confirm.js';
export type { PaymentConfirmation, PaymentConfirmationClient } from './flow/confirm.js';

// schemas, each with its inferred type of the same name
export {
  Paise,
  Id,
  PageNo,
  Timestamp,
  PageInfo,
  PageQuery,
  ErrorReply,
  SuccessReply,
  EmptyRequest,
} from './common/schemas.js';
export {
  LoginServiceProvider,
  FirebaseLoginMethod,
  HostedLoginMethod,
  LoginConfigReply,
  ClarityProjectIdReply,
  StoreConfigsReply,
  ProductConfigsReply,
  CacheStateReply,
} from './config/schemas.js';
export { AboutUsStatusReply, ContentReply } from './content/schemas.js';
export {
  LoginUsing,
  LoginService,
  LoginPayload,
  UserData,
  AuthUserReply,
  LoginErrorReply,
  RefreshSessionReply,
  SandboxOtpSendRequest,
  SandboxOtpSendReply,
  SandboxOtpVerifyRequest,
  SandboxOtpVerifyReply,
  SandboxInboxReply,
} from './auth/schemas.js';
export { SaveNotificationTokenRequest, PushNotification } from './notifications/schemas.js';
export {
  AddressType,
  PostalCode,
  PhoneNumber,
  Address,
  AddressInput,
  AddressListReply,
  PostAddressRequest,
  UpdateAddressRequest,
  AddressReply,
  AddressIdRequest,
} from './addresses/schemas.js';
export { MapServiceKeyReply, DistanceQuery, DistanceReply } from './maps/schemas.js';
export {
  Category,
  ProductCard,
  ProductOptionRow,
  ProductOptionGroup,
  ProductImage,
  ProductDetails,
  Banner,
  HomeOffer,
  HomeReply,
  CategoriesReply,
  CategoryProductsQuery,
  CategoryProductsReply,
  SearchQuery,
  SearchReply,
  ProductDetailsQuery,
  ProductDetailsReply,
  ProductIdQuery,
  ProductRatingsReply,
  Review,
  ProductReviewsQuery,
  ProductReviewsReply,
  MyReviewReply,
  PostReviewRequest,
  PostReviewReply,
} from './catalog/schemas.js';
export {
  ProductOptionRequest,
  StockAlertsQuery,
  StockAlert,
  OptionAvailability,
  StockAlertsReply,
  NotifyWhenAvailableReply,
} from './restock/schemas.js';
export {
  PhotoUpload,
  ComplaintReason,
  ComplaintStatus,
  RateOrderRequest,
  ReportProblemRequest,
  OrderRating,
  Complaint,
  OrderFeedbackReply,
} from './feedback/schemas.js';
export { TaxDocumentKind, TaxDocument, OrderDocumentsReply } from './invoices/schemas.js';
export {
  DiscountType,
  Offer,
  OffersReply,
  ApplyCouponRequest,
  AppliedCoupon,
  ApplyCouponReply,
  RemoveCouponRequest,
} from './offers/schemas.js';
export {
  SelectedOption,
  CartItem,
  CartLineRequest,
  ValidatePriceRequest,
  UpdatedProduct,
  ValidatePriceReply,
} from './cart/schemas.js';
export {
  DeliveryMethod,
  DeliveryMethodsReply,
  PlatformFeeConfig,
  PlatformFeeConfigsReply,
  ShippingConfigsReply,
  PaymentMethod,
  PaymentMethodsReply,
  Bill,
  CheckoutRequest,
  BillRequest,
  BillReply,
  GatewayPayment,
  OrderStatus,
  PaymentStatus,
  OrderData,
  CheckoutReply,
  CheckoutErrorReply,
  DeliveryInstructions,
  OrderIdBody,
  ValidateSignatureRequest,
  ValidateSignatureReply,
  SignatureErrorReply,
  PaymentFailedRequest,
} from './checkout/schemas.js';
export {
  DeliverySlot,
  DeliverySlotsQuery,
  DeliverySlotsReply,
  ExpressOffer,
  ServiceabilityQuery,
  ServiceabilityReply,
  ServingHub,
  DeliveryWindow,
} from './delivery/schemas.js';
export {
  OrderMoney,
  OrderSummary,
  OrderHistoryReply,
  OrderIdQuery,
  OrderHistoryByIdReply,
  OrderLine,
  OrderEvent,
  RecordValuesSchema,
  OrderDetails,
  OrderDetailsReply,
  CancelOrderRequest,
  CancelOrderReply,
  RescheduleOrderRequest,
} from './orders/schemas.js';
export { OrderRider } from './orders/rider-schemas.js';
export {
  RefundStatus,
  Refund,
  RefundsReply,
  LastRefundReply,
  RefundIdQuery,
  RefundDetailsReply,
  CreateRefundRequest,
  CreateRefundReply,
} from './refunds/schemas.js';
export { WalletDataReply, WalletTransaction, WalletTransactionsReply } from './wallet/schemas.js';
export { ProfileReply, UpdateProfileRequest, UpdateProfileReply } from './profile/schemas.js';
