/**
 * Every v1 call in one table: method, path, whether it needs the bearer token, the request schema
 * (query for GET, JSON body otherwise) and the reply schema. The SDK's resources call through it and the
 * reference server registers its routes from it, so the two cannot drift apart.
 */
import * as z from 'zod/mini';
import { EmptyRequest, PageQuery, SuccessReply } from './common/schemas.js';
import * as config from './config/schemas.js';
import * as content from './content/schemas.js';
import * as auth from './auth/schemas.js';
import * as notifications from './notifications/schemas.js';
import * as addresses from './addresses/schemas.js';
import * as maps from './maps/schemas.js';
import * as catalog from './catalog/schemas.js';
import * as offers from './offers/schemas.js';
import * as cart from './cart/schemas.js';
import * as checkout from './checkout/schemas.js';
import * as delivery from './delivery/schemas.js';
import * as orders from './orders/schemas.js';
import * as refunds from './refunds/schemas.js';
import * as wallet from './wallet/schemas.js';
import * as profile from './profile/schemas.js';
import * as restock from './restock/schemas.js';
import * as feedback from './feedback/schemas.js';
import * as invoices from './invoices/schemas.js';
import { setQuery } from './http/query.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDefinition<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Rep extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: HttpMethod;
  /** Path under the /v1 base. */
  readonly path: string;
  readonly auth: boolean;
  /** Query parameters for GET, the JSON body otherwise. */
  readonly request: Req;
  readonly reply: Rep;
  /** Checkout and payment calls carry an Idempotency-Key, reused by every retry of one shopper action. */
  readonly idempotent?: boolean;
}

function endpoint<Req extends z.ZodMiniType, Rep extends z.ZodMiniType>(
  def: EndpointDefinition<Req, Rep>,
): EndpointDefinition<Req, Rep> {
  return def;
}

const get = <Rep extends z.ZodMiniType, Req extends z.ZodMiniType = typeof EmptyRequest>(
  path: string,
  reply: Rep,
  options: { auth?: boolean; request?: Req } = {},
) =>
  endpoint({
    method: 'GET',
    path,
    auth: options.auth ?? false,
    request: (options.request ?? EmptyRequest) as Req,
    reply,
  });

export const endpoints = {
  // config
  loginConfig: get('/get-firebaseAndOtplessLoginConfig', config.LoginConfigReply),
  clarityProjectId: get('/get-clarity-project-id', config.ClarityProjectIdReply),
  storeConfigs: get('/get-store-configs', config.StoreConfigsReply),
  productConfigs: get('/get-product-configs', config.ProductConfigsReply),
  cacheState: get('/cache-state', config.CacheStateReply),

  // content
  aboutUsStatus: get('/get-about-us-status', content.AboutUsStatusReply),
  aboutUsContent: get('/get-about-us-content', content.ContentReply),
  termsContent: get('/get-terms-content', content.ContentReply),
  privacyContent: get('/get-privacy-content', content.ContentReply),

  // auth
  authUsers: endpoint({
    method: 'POST',
    path: '/auth-users',
    auth: false,
    request: auth.LoginPayload,
    reply: auth.AuthUserReply,
  }),
  refreshSession: endpoint({
    method: 'POST',
    path: '/refresh-session',
    auth: false,
    request: EmptyRequest,
    reply: auth.RefreshSessionReply,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/logout',
    auth: false,
    request: EmptyRequest,
    reply: SuccessReply,
  }),
  sandboxOtpSend: endpoint({
    method: 'POST',
    path: '/sandbox/otp/send',
    auth: false,
    request: auth.SandboxOtpSendRequest,
    reply: auth.SandboxOtpSendReply,
  }),
  sandboxOtpVerify: endpoint({
    method: 'POST',
    path: '/sandbox/otp/verify',
    auth: false,
    request: auth.SandboxOtpVerifyRequest,
    reply: auth.SandboxOtpVerifyReply,
  }),
  sandboxOtpInbox: get('/sandbox/otp/inbox', auth.SandboxInboxReply),

  // notifications
  saveNotificationToken: endpoint({
    method: 'POST',
    path: '/save-notification-token',
    auth: true,
    request: notifications.SaveNotificationTokenRequest,
    reply: SuccessReply,
  }),

  // addresses
  addressList: get('/get-user-address', addresses.AddressListReply, { auth: true }),
  addAddress: endpoint({
    method: 'POST',
    path: '/post-user-address',
    auth: true,
    request: addresses.PostAddressRequest,
    reply: addresses.AddressReply,
  }),
  updateAddress: endpoint({
    method: 'PUT',
    path: '/update-user-address',
    auth: true,
    request: addresses.UpdateAddressRequest,
    reply: addresses.AddressReply,
  }),
  deleteAddress: endpoint({
    method: 'DELETE',
    path: '/delete-user-address',
    auth: true,
    request: addresses.AddressIdRequest,
    reply: SuccessReply,
  }),
  setDefaultAddress: endpoint({
    method: 'PUT',
    path: '/set-default-address',
    auth: true,
    request: addresses.AddressIdRequest,
    reply: SuccessReply,
  }),

  // maps
  mapServiceKey: get('/get-map-service-key', maps.MapServiceKeyReply, { auth: true }),
  googleDistance: get('/gmap-calculate-distance', maps.DistanceReply, {
    auth: true,
    request: maps.DistanceQuery,
  }),
  hereDistance: get('/hmap-calculate-distance', maps.DistanceReply, {
    auth: true,
    request: maps.DistanceQuery,
  }),

  // catalog
  home: get('/get-home-data', catalog.HomeReply),
  categories: get('/get-categories', catalog.CategoriesReply),
  categoryProducts: get('/get-category-products', catalog.CategoryProductsReply, {
    request: catalog.CategoryProductsQuery,
  }),
  search: get('/search', catalog.SearchReply, { request: catalog.SearchQuery }),
  productDetails: get('/get-product-details', catalog.ProductDetailsReply, {
    request: catalog.ProductDetailsQuery,
  }),
  productRatings: get('/get-product-ratings', catalog.ProductRatingsReply, {
    request: catalog.ProductIdQuery,
  }),
  productReviews: get('/get-product-reviews', catalog.ProductReviewsReply, {
    request: catalog.ProductReviewsQuery,
  }),
  myReview: get('/get-my-review', catalog.MyReviewReply, {
    auth: true,
    request: catalog.ProductIdQuery,
  }),
  postReview: endpoint({
    method: 'POST',
    path: '/post-product-review',
    auth: true,
    request: catalog.PostReviewRequest,
    reply: catalog.PostReviewReply,
  }),

  // back in stock (designed calls beyond spec section 7)
  stockAlerts: get('/get-stock-alerts', restock.StockAlertsReply, {
    auth: true,
    request: restock.StockAlertsQuery,
  }),
  notifyWhenAvailable: endpoint({
    method: 'POST',
    path: '/notify-when-available',
    auth: true,
    request: restock.ProductOptionRequest,
    reply: restock.NotifyWhenAvailableReply,
  }),
  cancelStockAlert: endpoint({
    method: 'POST',
    path: '/cancel-stock-alert',
    auth: true,
    request: restock.ProductOptionRequest,
    reply: SuccessReply,
  }),

  // offers and coupons
  offers: get('/get-offers', offers.OffersReply, { auth: true }),
  applyCoupon: endpoint({
    method: 'POST',
    path: '/apply-coupon',
    auth: true,
    request: offers.ApplyCouponRequest,
    reply: offers.ApplyCouponReply,
  }),
  removeCoupon: endpoint({
    method: 'POST',
    path: '/remove-coupon',
    auth: true,
    request: offers.RemoveCouponRequest,
    reply: SuccessReply,
  }),

  // cart pricing
  validateCartPrice: endpoint({
    method: 'POST',
    path: '/validate-cart-products-price',
    auth: false,
    request: cart.ValidatePriceRequest,
    reply: cart.ValidatePriceReply,
  }),

  // checkout configuration
  deliveryMethods: get('/get-delivery-methods', checkout.DeliveryMethodsReply),
  platformFeeConfigs: get('/get-platformfee-configs', checkout.PlatformFeeConfigsReply),
  shippingConfigs: get('/get-shipping-configs', checkout.ShippingConfigsReply),
  paymentMethods: get('/get-payment-methods', checkout.PaymentMethodsReply),

  // delivery promise (designed calls beyond spec section 7)
  serviceability: get('/check-serviceability', delivery.ServiceabilityReply, {
    request: delivery.ServiceabilityQuery,
  }),
  deliverySlots: get('/get-delivery-slots', delivery.DeliverySlotsReply, {
    request: delivery.DeliverySlotsQuery,
  }),

  // orders and payment
  calculateBill: endpoint({
    method: 'POST',
    path: '/calculate-bill',
    auth: true,
    request: checkout.BillRequest,
    reply: checkout.BillReply,
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/checkout',
    auth: true,
    request: checkout.CheckoutRequest,
    reply: checkout.CheckoutReply,
    idempotent: true,
  }),
  revisePayment: endpoint({
    method: 'POST',
    path: '/revise-payment',
    auth: true,
    request: checkout.OrderIdBody,
    reply: checkout.CheckoutReply,
    idempotent: true,
  }),
  validatePaymentSignature: endpoint({
    method: 'POST',
    path: '/validate-payment-signature',
    auth: true,
    request: checkout.ValidateSignatureRequest,
    reply: checkout.ValidateSignatureReply,
    idempotent: true,
  }),
  paymentFailed: endpoint({
    method: 'POST',
    path: '/payment-failed',
    auth: true,
    request: checkout.PaymentFailedRequest,
    reply: SuccessReply,
    idempotent: true,
  }),
  cancelOrder: endpoint({
    method: 'POST',
    path: '/cancel-order',
    auth: true,
    request: orders.CancelOrderRequest,
    reply: orders.CancelOrderReply,
    idempotent: true,
  }),
  orderHistory: get('/order-history', orders.OrderHistoryReply, { auth: true, request: PageQuery }),
  orderHistoryById: get('/order-history-by-id', orders.OrderHistoryByIdReply, {
    auth: true,
    request: orders.OrderIdQuery,
  }),
  orderDetails: get('/order-details', orders.OrderDetailsReply, {
    auth: true,
    request: orders.OrderIdQuery,
  }),
  // Beyond the spec: a slot order moves to another slot of its hub; the reply is the order's details.
  rescheduleOrder: endpoint({
    method: 'POST',
    path: '/reschedule-order',
    auth: true,
    request: orders.RescheduleOrderRequest,
    reply: orders.OrderDetailsReply,
    idempotent: true,
  }),

  // Beyond the spec: after delivery, a rating and a problem reported with one line (docs/after-the-order.md).
  orderFeedback: get('/order-feedback', feedback.OrderFeedbackReply, {
    auth: true,
    request: orders.OrderIdQuery,
  }),
  rateOrder: endpoint({
    method: 'POST',
    path: '/rate-order',
    auth: true,
    request: feedback.RateOrderRequest,
    reply: feedback.OrderFeedbackReply,
  }),
  reportProblem: endpoint({
    method: 'POST',
    path: '/report-problem',
    auth: true,
    request: feedback.ReportProblemRequest,
    reply: feedback.OrderFeedbackReply,
    idempotent: true,
  }),

  // Beyond the spec: the GST invoice of a delivered order and its credit notes (docs/invoices.md).
  orderDocuments: get('/order-documents', invoices.OrderDocumentsReply, {
    auth: true,
    request: orders.OrderIdQuery,
  }),

  // refunds
  refunds: get('/get-refunds', refunds.RefundsReply, { auth: true, request: PageQuery }),
  lastRefund: get('/get-last-refund', refunds.LastRefundReply, { auth: true }),
  refundDetails: get('/get-refund-details', refunds.RefundDetailsReply, {
    auth: true,
    request: refunds.RefundIdQuery,
  }),
  createRefund: endpoint({
    method: 'POST',
    path: '/create-refund',
    auth: true,
    request: refunds.CreateRefundRequest,
    reply: refunds.CreateRefundReply,
    idempotent: true,
  }),

  // wallet
  walletData: get('/wallet-data', wallet.WalletDataReply, { auth: true }),
  walletTransactions: get('/wallet-transactions', wallet.WalletTransactionsReply, {
    auth: true,
    request: PageQuery,
  }),

  // profile
  profile: get('/get-profile', profile.ProfileReply, { auth: true }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/update-profile',
    auth: true,
    request: profile.UpdateProfileRequest,
    reply: profile.UpdateProfileReply,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]['request']>;
export type ReplyOf<N extends EndpointName> = z.infer<Endpoints[N]['reply']>;

/**
 * The path and query, under the API prefix, that the client asks for a GET of `name` with `request`, e.g.
 * `readAddress('categoryProducts', { categorySlug: 'chicken' })` is
 * `/get-category-products?categorySlug=chicken&pageNo=1`: what a page's HTML can preload so that the
 * client's own request finds the reply already on its way.
 */
export function readAddress<N extends EndpointName>(name: N, request: RequestOf<N>): string {
  const endpoint: EndpointDefinition = endpoints[name];
  if (endpoint.method !== 'GET') throw new TypeError(`${name} is not a read`);
  const query = z.parse(endpoint.request, request) as Record<string, unknown>;
  const url = setQuery(new URL(endpoint.path, 'http://client.invalid'), query);
  return url.pathname + url.search;
}
