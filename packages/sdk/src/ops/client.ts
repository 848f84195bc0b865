/**
 * createOpsClient: the typed client of the operations API (/ops/v1) for the staff console. Every method is
 * one row of `opsEndpoints` (each plain lifecycle move's method is named as the move and made from its row:
 * `orders.confirm(orderId)`); the shopper client's transport adds the staff token, validates the request
 * before sending and the reply after, and turns failures into the SDK's errors (a refused move is a
 * ConflictError carrying the server's Message and Description).
 */
import type { EndpointDefinition } from '../endpoints.js';
import { type CallOptions, type ClientOptions, createTransport } from '../http/transport.js';
import {
  OPS_API_PREFIX,
  type OpsEndpointName,
  type OpsReplyOf,
  type OpsRequestOf,
  PLAIN_ORDER_MOVES,
  type PlainOrderMove,
  opsEndpoints,
} from './endpoints.js';

/** As the shopper client's options; getToken answers the staff token from sign-in. */
export type OpsClientOptions = Omit<ClientOptions, 'storage' | 'etagCache'>;

export function createOpsClient(options: OpsClientOptions) {
  const transport = createTransport(options, OPS_API_PREFIX);
  const call = <N extends OpsEndpointName>(
    name: N,
    request: OpsRequestOf<N>,
    callOptions?: CallOptions,
  ) => {
    const row = opsEndpoints[name];
    // Every call carries the token when there is one (sign-out ends its session); the server checks the role.
    const endpoint: EndpointDefinition = { ...row, auth: true };
    return transport.call(name, endpoint, request, callOptions) as Promise<OpsReplyOf<N>>;
  };
  const none = {} as never;
  const plainMoves = Object.fromEntries(
    PLAIN_ORDER_MOVES.map((move) => [move, (orderId: number) => call(move, { orderId })]),
  ) as { readonly [M in PlainOrderMove]: (orderId: number) => Promise<OpsReplyOf<M>> };

  return {
    staff: {
      signIn: (request: OpsRequestOf<'staffSignIn'>) => call('staffSignIn', request),
      /** Mails a one-time code (sandbox: shown at /sandbox); then signInWithCode. */
      sendCode: (request: OpsRequestOf<'staffSendCode'>) => call('staffSendCode', request),
      signInWithCode: (request: OpsRequestOf<'staffCodeSignIn'>) =>
        call('staffCodeSignIn', request),
      /** Ends this token's session on the server (then drop the token). */
      signOut: () => call('staffSignOut', none),
      me: () => call('staffMe', none),
      /** The signed-in member's own console language, kept with them on the server. */
      setLanguage: (request: OpsRequestOf<'setStaffLanguage'>) => call('setStaffLanguage', request),
      list: () => call('staffList', none),
      save: (request: OpsRequestOf<'saveStaff'>) => call('saveStaff', request),
      setDisabled: (request: OpsRequestOf<'disableStaff'>) => call('disableStaff', request),
      /** The hubs a packer or rider works at. */
      setHubs: (request: OpsRequestOf<'setStaffHubs'>) => call('setStaffHubs', request),
    },
    orders: {
      list: (query: OpsRequestOf<'orders'> = {}) => call('orders', query),
      get: (orderId: number) => call('orderDetails', { orderId }),
      ...plainMoves,
      pack: (request: OpsRequestOf<'packOrder'>) => call('packOrder', request),
      /** The similar cuts a line asked to be replaced may take, should it run out. */
      replacements: (query: OpsRequestOf<'replacementOptions'>) =>
        call('replacementOptions', query),
      collectPayment: (input: OpsRequestOf<'collectPayment'>) => call('collectPayment', input),
      deliveryFailed: (request: OpsRequestOf<'deliveryFailed'>) => call('deliveryFailed', request),
      /** Delivered without contact, with the photo taken at the door (optional). */
      deliverNoContact: (request: OpsRequestOf<'deliverNoContact'>) =>
        call('deliverNoContact', request),
      refundLine: (request: OpsRequestOf<'refundLine'>) => call('refundLine', request),
      decideRefund: (request: OpsRequestOf<'decideRefund'>) => call('decideRefund', request),
      audit: (orderId: number) => call('audit', { orderId }),
      /** The order's GST invoice and credit notes, each with a signed PDF address (admins). */
      documents: (orderId: number) => call('orderDocuments', { orderId }),
    },
    audit: {
      /** The latest staff actions of every kind, newest first (an order's trail: orders.audit). */
      recent: (query: { pageNo?: number } = {}) => call('audit', query),
    },
    catalog: {
      list: (query: OpsRequestOf<'catalog'> = {}) => call('catalog', query),
      get: (productId: number) => call('catalogProduct', { productId }),
      save: (request: OpsRequestOf<'saveCatalogProduct'>) => call('saveCatalogProduct', request),
    },
    hubs: {
      list: () => call('hubs', none),
    },
    stock: {
      list: (query: OpsRequestOf<'stock'> = {}) => call('stock', query),
      receive: (request: OpsRequestOf<'receiveStock'>) => call('receiveStock', request),
      adjust: (request: OpsRequestOf<'adjustStock'>) => call('adjustStock', request),
      move: (request: OpsRequestOf<'moveStock'>) => call('moveStock', request),
      movements: (query: OpsRequestOf<'stockMovements'> = {}) => call('stockMovements', query),
    },
    /** The rider's orders out and the position their customers see (docs/after-the-order.md). */
    rider: {
      trip: () => call('riderTrip', none),
      /** Refused (409) while the member has no order out. */
      sharePosition: (request: OpsRequestOf<'shareRiderPosition'>) =>
        call('shareRiderPosition', request),
      stopSharing: () => call('stopSharingPosition', none),
    },
    complaints: {
      /** The open complaints, oldest first (or those refunded or answered: `status`). */
      list: (query: OpsRequestOf<'complaints'> = {}) => call('complaints', query),
      resolve: (request: OpsRequestOf<'resolveComplaint'>) => call('resolveComplaint', request),
    },
  };
}

export type OpsClient = ReturnType<typeof createOpsClient>;
