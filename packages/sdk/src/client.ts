/**
 * createClient: the typed v1 client, grouped by domain. Every method is one row of `endpoints`;
 * the transport adds the bearer token, retries, the idempotency key and reply validation.
 */
import { endpoints, type EndpointName, type ReplyOf, type RequestOf } from './endpoints.js';
import { isApiError } from './errors/index.js';
import {
  createIdempotencyKey,
  createTransport,
  type CallOptions,
  type ClientOptions,
} from './http/transport.js';
import { paginate } from './http/paging.js';

export type { ClientOptions, CallOptions };

/** One call of the endpoint table, typed by its name. */
type Call = <N extends EndpointName>(
  name: N,
  request: RequestOf<N>,
  callOptions?: CallOptions,
) => Promise<ReplyOf<N>>;

/** The request of a call that takes none. */
const none = {} as never;

export function createClient(options: ClientOptions) {
  const call = createCall(options);
  return {
    config: configCalls(call),
    content: contentCalls(call),
    auth: authCalls(call),
    notifications: {
      saveToken: (request: RequestOf<'saveNotificationToken'>) =>
        call('saveNotificationToken', request),
    },
    addresses: addressCalls(call),
    maps: mapCalls(call),
    catalog: catalogCalls(call),
    /** "Notify me" when a sold-out product option comes back (beyond spec section 7). */
    restock: restockCalls(call),
    offers: offerCalls(call),
    cart: {
      validatePrices: (request: RequestOf<'validateCartPrice'>) =>
        call('validateCartPrice', request),
    },
    checkout: checkoutCalls(call),
    payments: paymentCalls(call),
    orders: orderCalls(call),
    refunds: refundCalls(call),
    wallet: walletCalls(call),
    profile: {
      get: () => call('profile', none),
      update: (request: RequestOf<'updateProfile'>) => call('updateProfile', request),
    },
  };
}

export type StorefrontClient = ReturnType<typeof createClient>;

/** A signed-in call refused with 401 renews the token (options.renewToken) and is sent once more. */
function createCall(options: ClientOptions): Call {
  const transport = createTransport(options);
  const send: Call = (name, request, callOptions) =>
    transport.call(name, endpoints[name], request, callOptions) as Promise<ReplyOf<typeof name>>;
  const { renewToken } = options;
  return async (name, request, callOptions = {}) => {
    const endpoint = endpoints[name];
    if (!endpoint.auth || !renewToken) return send(name, request, callOptions);
    // One action, one key, also when it is sent again (a 401 means the server did nothing).
    const once =
      endpoint.idempotent && callOptions.idempotencyKey === undefined
        ? { ...callOptions, idempotencyKey: createIdempotencyKey() }
        : callOptions;
    const sent = await options.getToken?.();
    try {
      return await send(name, request, once);
    } catch (error) {
      if (!sent || !isApiError(error) || error.status !== 401) throw error;
      const renewed = await renewToken(sent);
      if (!renewed || renewed === sent) throw error;
      return send(name, request, once);
    }
  };
}

const configCalls = (call: Call) => ({
  login: () => call('loginConfig', none),
  clarityProjectId: () => call('clarityProjectId', none),
  store: () => call('storeConfigs', none),
  product: () => call('productConfigs', none),
  cacheState: () => call('cacheState', none),
});

const contentCalls = (call: Call) => ({
  aboutUsStatus: () => call('aboutUsStatus', none),
  aboutUs: () => call('aboutUsContent', none),
  terms: () => call('termsContent', none),
  privacy: () => call('privacyContent', none),
});

const authCalls = (call: Call) => ({
  login: (payload: RequestOf<'authUsers'>) => call('authUsers', payload),
  refresh: () => call('refreshSession', none),
  logout: () => call('logout', none),
  sandbox: {
    sendOtp: (request: RequestOf<'sandboxOtpSend'>) => call('sandboxOtpSend', request),
    verifyOtp: (request: RequestOf<'sandboxOtpVerify'>) => call('sandboxOtpVerify', request),
    inbox: () => call('sandboxOtpInbox', none),
  },
});

const addressCalls = (call: Call) => ({
  list: () => call('addressList', none),
  add: (request: RequestOf<'addAddress'>) => call('addAddress', request),
  update: (request: RequestOf<'updateAddress'>) => call('updateAddress', request),
  remove: (request: RequestOf<'deleteAddress'>) => call('deleteAddress', request),
  setDefault: (request: RequestOf<'setDefaultAddress'>) => call('setDefaultAddress', request),
});

const mapCalls = (call: Call) => ({
  serviceKey: () => call('mapServiceKey', none),
  googleDistance: (query: RequestOf<'googleDistance'>) => call('googleDistance', query),
  hereDistance: (query: RequestOf<'hereDistance'>) => call('hereDistance', query),
});

const catalogCalls = (call: Call) => ({
  home: () => call('home', none),
  categories: () => call('categories', none),
  categoryProducts: (query: RequestOf<'categoryProducts'>) => call('categoryProducts', query),
  allCategoryProducts: (query: Omit<RequestOf<'categoryProducts'>, 'pageNo'>) =>
    paginate(
      (pageNo) => call('categoryProducts', { ...query, pageNo }),
      (page) => page.Products,
    ),
  search: (query: RequestOf<'search'>) => call('search', query),
  allSearchResults: (query: Omit<RequestOf<'search'>, 'pageNo'>) =>
    paginate(
      (pageNo) => call('search', { ...query, pageNo }),
      (page) => page.Products,
    ),
  product: (query: RequestOf<'productDetails'>) => call('productDetails', query),
  ratings: (query: RequestOf<'productRatings'>) => call('productRatings', query),
  reviews: (query: RequestOf<'productReviews'>) => call('productReviews', query),
  allReviews: (query: Omit<RequestOf<'productReviews'>, 'pageNo'>) =>
    paginate(
      (pageNo) => call('productReviews', { ...query, pageNo }),
      (page) => page.ProductReviews,
    ),
  myReview: (query: RequestOf<'myReview'>) => call('myReview', query),
  postReview: (request: RequestOf<'postReview'>) => call('postReview', request),
});

const restockCalls = (call: Call) => ({
  /** The shopper's alerts for a product, with its availability now (never cached). */
  alerts: (query: RequestOf<'stockAlerts'>) => call('stockAlerts', query),
  /** Asks for a push when the option comes back; asking again keeps the one alert. */
  notifyWhenAvailable: (request: RequestOf<'notifyWhenAvailable'>) =>
    call('notifyWhenAvailable', request),
  /** Withdraws the alert; withdrawing one that is not there succeeds too. */
  cancel: (request: RequestOf<'cancelStockAlert'>) => call('cancelStockAlert', request),
});

const offerCalls = (call: Call) => ({
  list: () => call('offers', none),
  applyCoupon: (request: RequestOf<'applyCoupon'>) => call('applyCoupon', request),
  removeCoupon: (request: RequestOf<'removeCoupon'>) => call('removeCoupon', request),
});

const checkoutCalls = (call: Call) => ({
  deliveryMethods: () => call('deliveryMethods', none),
  platformFeeConfigs: () => call('platformFeeConfigs', none),
  shippingConfigs: () => call('shippingConfigs', none),
  paymentMethods: () => call('paymentMethods', none),
  /** Whether the store delivers to a pincode or a point, with the next slot, express and the fee. */
  serviceability: (query: RequestOf<'serviceability'>) => call('serviceability', query),
  /** Today's and tomorrow's slots of a delivery method, with what is left of each. */
  deliverySlots: (query: RequestOf<'deliverySlots'>) => call('deliverySlots', query),
  calculateBill: (request: RequestOf<'calculateBill'>) => call('calculateBill', request),
  /** Pass the same idempotencyKey for every attempt of one "Place order" action. */
  placeOrder: (request: RequestOf<'checkout'>, callOptions?: CallOptions) =>
    call('checkout', request, callOptions),
});

const paymentCalls = (call: Call) => ({
  revise: (request: RequestOf<'revisePayment'>, callOptions?: CallOptions) =>
    call('revisePayment', request, callOptions),
  validateSignature: (request: RequestOf<'validatePaymentSignature'>, callOptions?: CallOptions) =>
    call('validatePaymentSignature', request, callOptions),
  failed: (request: RequestOf<'paymentFailed'>, callOptions?: CallOptions) =>
    call('paymentFailed', request, callOptions),
});

const orderCalls = (call: Call) => ({
  history: (query: RequestOf<'orderHistory'>) => call('orderHistory', query),
  allHistory: () =>
    paginate(
      (pageNo) => call('orderHistory', { pageNo }),
      (page) => page.Orders,
    ),
  historyById: (query: RequestOf<'orderHistoryById'>) => call('orderHistoryById', query),
  details: (query: RequestOf<'orderDetails'>) => call('orderDetails', query),
  cancel: (request: RequestOf<'cancelOrder'>, callOptions?: CallOptions) =>
    call('cancelOrder', request, callOptions),
  reschedule: (request: RequestOf<'rescheduleOrder'>, callOptions?: CallOptions) =>
    call('rescheduleOrder', request, callOptions),
  /** The order's rating and complaints, and whether it may be rated or a problem reported now. */
  feedback: (query: RequestOf<'orderFeedback'>) => call('orderFeedback', query),
  /** Rates a delivered order (1–5 stars, optional words); rating again replaces the rating. */
  rate: (request: RequestOf<'rateOrder'>) => call('rateOrder', request),
  /** Reports a problem with one line, with up to three photos; pass one idempotencyKey per submit. */
  reportProblem: (request: RequestOf<'reportProblem'>, callOptions?: CallOptions) =>
    call('reportProblem', request, callOptions),
  /** The order's GST invoice and credit notes, each with a signed PDF address (empty before delivery). */
  documents: (query: RequestOf<'orderDocuments'>) => call('orderDocuments', query),
});

const refundCalls = (call: Call) => ({
  list: (query: RequestOf<'refunds'>) => call('refunds', query),
  all: () =>
    paginate(
      (pageNo) => call('refunds', { pageNo }),
      (page) => page.RefundsData,
    ),
  last: () => call('lastRefund', none),
  details: (query: RequestOf<'refundDetails'>) => call('refundDetails', query),
  create: (request: RequestOf<'createRefund'>, callOptions?: CallOptions) =>
    call('createRefund', request, callOptions),
});

const walletCalls = (call: Call) => ({
  data: () => call('walletData', none),
  transactions: (query: RequestOf<'walletTransactions'>) => call('walletTransactions', query),
  allTransactions: () =>
    paginate(
      (pageNo) => call('walletTransactions', { pageNo }),
      (page) => page.Transactions,
    ),
});
