/**
 * @storefront/sdk/ops: the operations API's (/ops/v1) endpoint table and its zod schemas, for the staff
 * console and the reference server. A separate entry, so the shopper's bundle never loads them.
 */
export { createOpsClient, type OpsClient, type OpsClientOptions } from './client.js';
export {
  OPS_API_PREFIX,
  opsEndpoints,
  type OpsEndpointDefinition,
  type OpsEndpoints,
  type OpsEndpointName,
  type OpsRequestOf,
  type OpsReplyOf,
} from './endpoints.js';
export {
  StaffRole,
  StaffMember,
  StaffSignInRequest,
  StaffSessionReply,
  StaffMeReply,
  StaffListReply,
  SaveStaffRequest,
  DisableStaffRequest,
  OpsOrdersQuery,
  OpsSlot,
  OpsOrderSummary,
  OpsOrdersReply,
  OpsOrderLine,
  OpsOrderDetails,
  OpsOrderReply,
  OpsOrderIdQuery,
  OpsOrderAction,
  PackedLine,
  PackOrderRequest,
  DeliveryFailedRequest,
  RefundLineRequest,
  AuditEntry,
  AuditReply,
} from './schemas.js';
