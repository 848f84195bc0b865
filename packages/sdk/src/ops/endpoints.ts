/**
 * Every call of the operations API (/ops/v1) in one table, like the shopper's `endpoints`: method, path,
 * the staff roles allowed (null: no staff token needed, i.e. signing in and out), request and reply schemas. The
 * reference server registers its routes from it and checks the role on every call. The lifecycle moves
 * take their roles from the lifecycle table (`ORDER_MOVES`, core/lifecycle.ts), so the console's buttons
 * and the server agree; its plain moves are rows made from the table, one per move.
 */
import * as z from 'zod/mini';
import {
  ORDER_MOVES,
  ORDER_MOVE_NAMES,
  type OrderMove,
  STAFF_ROLES,
  type StaffRole,
} from '../core/index.js';
import { EmptyRequest, SuccessReply } from '../common/schemas.js';
import * as ops from './schemas.js';
import * as stock from './stock-schemas.js';
import * as complaints from './complaint-schemas.js';
import * as rider from './rider-schemas.js';
import { OrderDocumentsReply } from '../invoices/schemas.js';

/** Where the operations API lives; its paths below are relative to it. */
export const OPS_API_PREFIX = '/ops/v1';

export interface OpsEndpointDefinition<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Rep extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** The roles that may call it; null for the sign-in and sign-out calls, which need no token. */
  readonly roles: readonly StaffRole[] | null;
  readonly request: Req;
  readonly reply: Rep;
}

const call = <Req extends z.ZodMiniType, Rep extends z.ZodMiniType>(
  def: OpsEndpointDefinition<Req, Rep>,
) => def;

/**
 * The moves that take input of their own (the packed weights, why a delivery failed): each has its own row
 * below. Every other move of the lifecycle table is a plain move.
 */
const MOVES_WITH_INPUT = ['pack', 'deliveryFailed'] as const satisfies readonly OrderMove[];

/** A move that takes only the order (`{ orderId }`) and answers the staff view of it. */
export type PlainOrderMove = Exclude<OrderMove, (typeof MOVES_WITH_INPUT)[number]>;

/** The plain moves, in the lifecycle table's order. */
export const PLAIN_ORDER_MOVES: readonly PlainOrderMove[] = /* @__PURE__ */ ORDER_MOVE_NAMES.filter(
  (move): move is PlainOrderMove => !(MOVES_WITH_INPUT as readonly OrderMove[]).includes(move),
);

const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * One row per plain move, named as the move: POST /orders/<the move in kebab case> (startPacking:
 * /orders/start-packing) with the move's roles, so a move added to the table is a call with no row to write.
 */
const plainMoveEndpoints = /* @__PURE__ */ Object.fromEntries(
  PLAIN_ORDER_MOVES.map((move) => [
    move,
    call({
      method: 'POST',
      path: `/orders/${kebabCase(move)}`,
      roles: ORDER_MOVES[move].roles,
      request: ops.OpsOrderAction,
      reply: ops.OpsOrderReply,
    }),
  ]),
) as {
  readonly [M in PlainOrderMove]: OpsEndpointDefinition<
    typeof ops.OpsOrderAction,
    typeof ops.OpsOrderReply
  >;
};

const everyone = STAFF_ROLES;
const riders = ['admin', 'rider'] as const;
const admins = ['admin'] as const;

export const opsEndpoints = {
  staffSignIn: call({
    method: 'POST',
    path: '/staff/sign-in',
    roles: null,
    request: ops.StaffSignInRequest,
    reply: ops.StaffSessionReply,
  }),
  staffSendCode: call({
    method: 'POST',
    path: '/staff/send-code',
    roles: null,
    request: ops.StaffSendCodeRequest,
    reply: ops.StaffCodeSentReply,
  }),
  staffCodeSignIn: call({
    method: 'POST',
    path: '/staff/sign-in-code',
    roles: null,
    request: ops.StaffCodeSignInRequest,
    reply: ops.StaffSessionReply,
  }),
  /**
   * Ends the session of the token sent with it (on every server at once: the token answers 401 from then
   * on). Needs no valid token, so signing out always succeeds.
   */
  staffSignOut: call({
    method: 'POST',
    path: '/staff/sign-out',
    roles: null,
    request: EmptyRequest,
    reply: SuccessReply,
  }),
  staffMe: call({
    method: 'GET',
    path: '/staff/me',
    roles: everyone,
    request: EmptyRequest,
    reply: ops.StaffMeReply,
  }),
  /** The signed-in member's own console language (any role): answers the member with it. */
  setStaffLanguage: call({
    method: 'POST',
    path: '/staff/language',
    roles: everyone,
    request: ops.SetStaffLanguageRequest,
    reply: ops.StaffMeReply,
  }),
  staffList: call({
    method: 'GET',
    path: '/staff',
    roles: admins,
    request: EmptyRequest,
    reply: ops.StaffListReply,
  }),
  saveStaff: call({
    method: 'POST',
    path: '/staff/save',
    roles: admins,
    request: ops.SaveStaffRequest,
    reply: ops.StaffMeReply,
  }),
  disableStaff: call({
    method: 'POST',
    path: '/staff/disable',
    roles: admins,
    request: ops.DisableStaffRequest,
    reply: ops.StaffMeReply,
  }),
  orders: call({
    method: 'GET',
    path: '/orders',
    roles: everyone,
    request: ops.OpsOrdersQuery,
    reply: ops.OpsOrdersReply,
  }),
  orderDetails: call({
    method: 'GET',
    path: '/order',
    roles: everyone,
    request: ops.OpsOrderIdQuery,
    reply: ops.OpsOrderReply,
  }),
  ...plainMoveEndpoints,
  packOrder: call({
    method: 'POST',
    path: '/orders/pack',
    roles: ORDER_MOVES.pack.roles,
    request: ops.PackOrderRequest,
    reply: ops.OpsOrderReply,
  }),
  replacementOptions: call({
    method: 'GET',
    path: '/orders/replacements',
    roles: ORDER_MOVES.pack.roles,
    request: ops.ReplacementOptionsQuery,
    reply: ops.ReplacementOptionsReply,
  }),
  collectPayment: call({
    method: 'POST',
    path: '/orders/collect-payment',
    roles: riders,
    request: ops.CollectPaymentRequest,
    reply: ops.OpsOrderReply,
  }),
  deliveryFailed: call({
    method: 'POST',
    path: '/orders/delivery-failed',
    roles: ORDER_MOVES.deliveryFailed.roles,
    request: ops.DeliveryFailedRequest,
    reply: ops.OpsOrderReply,
  }),
  // The deliver move's handover without contact, with the door's photo (docs/after-the-order.md).
  deliverNoContact: call({
    method: 'POST',
    path: '/orders/deliver-no-contact',
    roles: ORDER_MOVES.deliver.roles,
    request: rider.DeliverNoContactRequest,
    reply: ops.OpsOrderReply,
  }),
  // The rider's position while they have an order out (docs/after-the-order.md).
  riderTrip: call({
    method: 'GET',
    path: '/rider/trip',
    roles: ORDER_MOVES.dispatch.roles,
    request: EmptyRequest,
    reply: rider.RiderTripReply,
  }),
  shareRiderPosition: call({
    method: 'POST',
    path: '/rider/position',
    roles: ORDER_MOVES.dispatch.roles,
    request: rider.RiderPositionRequest,
    reply: rider.RiderTripReply,
  }),
  stopSharingPosition: call({
    method: 'POST',
    path: '/rider/stop-sharing',
    roles: ORDER_MOVES.dispatch.roles,
    request: EmptyRequest,
    reply: rider.RiderTripReply,
  }),
  refundLine: call({
    method: 'POST',
    path: '/orders/refund-line',
    roles: admins,
    request: ops.RefundLineRequest,
    reply: ops.OpsOrderReply,
  }),
  decideRefund: call({
    method: 'POST',
    path: '/orders/decide-refund',
    roles: admins,
    request: ops.DecideRefundRequest,
    reply: ops.OpsOrderReply,
  }),
  // complaints after delivery (docs/after-the-order.md)
  complaints: call({
    method: 'GET',
    path: '/complaints',
    roles: admins,
    request: complaints.ComplaintsQuery,
    reply: complaints.ComplaintsReply,
  }),
  resolveComplaint: call({
    method: 'POST',
    path: '/complaints/resolve',
    roles: admins,
    request: complaints.ResolveComplaintRequest,
    reply: complaints.ResolveComplaintReply,
  }),
  // An order's GST invoice and credit notes (docs/invoices.md), as the shopper gets them.
  orderDocuments: call({
    method: 'GET',
    path: '/orders/documents',
    roles: admins,
    request: ops.OpsOrderIdQuery,
    reply: OrderDocumentsReply,
  }),
  audit: call({
    method: 'GET',
    path: '/audit',
    roles: admins,
    request: ops.AuditQuery,
    reply: ops.AuditReply,
  }),
  catalog: call({
    method: 'GET',
    path: '/catalog',
    roles: admins,
    request: ops.CatalogQuery,
    reply: ops.CatalogReply,
  }),
  catalogProduct: call({
    method: 'GET',
    path: '/catalog/product',
    roles: admins,
    request: ops.CatalogProductQuery,
    reply: ops.CatalogProductReply,
  }),
  saveCatalogProduct: call({
    method: 'POST',
    path: '/catalog/product/save',
    roles: admins,
    request: ops.SaveCatalogProductRequest,
    reply: ops.SaveCatalogProductReply,
  }),

  // hubs and stock (docs/inventory.md)
  hubs: call({
    method: 'GET',
    path: '/hubs',
    roles: everyone,
    request: EmptyRequest,
    reply: stock.HubsReply,
  }),
  setStaffHubs: call({
    method: 'POST',
    path: '/staff/hubs',
    roles: admins,
    request: stock.SetStaffHubsRequest,
    reply: SuccessReply,
  }),
  stock: call({
    method: 'GET',
    path: '/stock',
    roles: admins,
    request: stock.StockQuery,
    reply: stock.StockReply,
  }),
  receiveStock: call({
    method: 'POST',
    path: '/stock/receive',
    roles: admins,
    request: stock.ReceiveStockRequest,
    reply: stock.StockChangeReply,
  }),
  adjustStock: call({
    method: 'POST',
    path: '/stock/adjust',
    roles: admins,
    request: stock.AdjustStockRequest,
    reply: stock.StockChangeReply,
  }),
  moveStock: call({
    method: 'POST',
    path: '/stock/move',
    roles: admins,
    request: stock.MoveStockRequest,
    reply: stock.StockChangeReply,
  }),
  stockMovements: call({
    method: 'GET',
    path: '/stock/movements',
    roles: admins,
    request: stock.StockMovementsQuery,
    reply: stock.StockMovementsReply,
  }),
} as const;

export type OpsEndpoints = typeof opsEndpoints;
export type OpsEndpointName = keyof OpsEndpoints;
export type OpsRequestOf<N extends OpsEndpointName> = z.input<OpsEndpoints[N]['request']>;
export type OpsReplyOf<N extends OpsEndpointName> = z.infer<OpsEndpoints[N]['reply']>;
