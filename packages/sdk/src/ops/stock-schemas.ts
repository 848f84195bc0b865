/**
 * The operations API's hubs and stock (docs/inventory.md): the hubs, each hub's stock of every counted
 * option, and the movements staff make (receive, adjust, move between hubs), each a row with who, when and
 * why. Exported from `@storefront/sdk/ops` only.
 */
import * as z from 'zod/mini';
import { Id, PageInfo, Timestamp } from '../common/schemas.js';
import { STOCK_ADJUST_REASONS, STOCK_MOVEMENT_KINDS, STOCK_UNITS } from '../core/index.js';

/** An amount in one movement (units, or grams at a level in grams: a tonne) is bounded well above any real delivery. */
const MAX_UNITS = 1_000_000;

/** A hub (a dark store): where it is, which pincodes it serves and how far it delivers. */
export const Hub = z.object({
  HubId: Id,
  Slug: z.string(),
  Name: z.string(),
  Address: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
  /** It delivers to its pincodes within this many metres of itself. */
  RadiusMetres: z.int().check(z.positive()),
  Pincodes: z.array(z.string()),
});
export type Hub = z.infer<typeof Hub>;

/** GET /hubs: a packer's or rider's own hubs; every hub for an admin. */
export const HubsReply = z.object({ Hubs: z.array(Hub) });
export type HubsReply = z.infer<typeof HubsReply>;

/**
 * A hub's stock of one counted option, in its unit (units of the option, or grams for an option cut to
 * weight). Available = OnHand − Reserved (held by unpaid or unpacked orders).
 */
export const StockLevel = z.object({
  /** Absent from a server that counts units only. */
  Unit: z.optional(z.enum(STOCK_UNITS)),
  HubId: Id,
  HubName: z.string(),
  RowId: Id,
  ProductId: Id,
  ProductName: z.string(),
  /** The option as "Group: Label" (e.g. "Weight: 1 kg"). */
  Option: z.string(),
  OnHand: z.int().check(z.nonnegative()),
  Reserved: z.int().check(z.nonnegative()),
  Available: z.int().check(z.nonnegative()),
  /** LOW_STOCK_AT or fewer units of the option available: the low-stock alert. */
  Low: z.boolean(),
});
export type StockLevel = z.infer<typeof StockLevel>;

/** GET /stock?hubId&low&search&pageNo: counted options per hub, lowest available first when `low=yes`. */
export const StockQuery = z.strictObject({
  hubId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  /** 'yes': only the low-stock alerts (LOW_STOCK_AT or fewer available, sold out included). */
  low: z.optional(z.literal('yes')),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});
export type StockQuery = z.input<typeof StockQuery>;

export const StockReply = z.object({ Levels: z.array(StockLevel), ...PageInfo });
export type StockReply = z.infer<typeof StockReply>;

const Units = z.int().check(z.positive(), z.maximum(MAX_UNITS));
const Note = z.string().check(z.trim(), z.maxLength(200));

/**
 * POST /stock/receive (admin): a delivery from the supplier, in the level's unit (`units` is grams at a
 * level in grams); starts counting an option not counted yet, in `unit` (default Units; Grams for an
 * option that names its weight).
 */
export const ReceiveStockRequest = z.strictObject({
  hubId: Id,
  rowId: Id,
  units: Units,
  unit: z.optional(z.enum(STOCK_UNITS)),
  note: z._default(Note, ''),
});
export type ReceiveStockRequest = z.input<typeof ReceiveStockRequest>;

/**
 * POST /stock/adjust (admin): a count corrected by hand, up or down, with its reason. Never below what
 * orders hold (409).
 */
export const AdjustStockRequest = z.strictObject({
  hubId: Id,
  rowId: Id,
  change: z.int().check(z.minimum(-MAX_UNITS), z.maximum(MAX_UNITS)),
  reason: z.enum(STOCK_ADJUST_REASONS),
  note: z._default(Note, ''),
});
export type AdjustStockRequest = z.input<typeof AdjustStockRequest>;

/** POST /stock/move (admin): units from one hub's shelf to another's, never more than are available. */
export const MoveStockRequest = z.strictObject({
  fromHubId: Id,
  toHubId: Id,
  rowId: Id,
  units: Units,
});
export type MoveStockRequest = z.input<typeof MoveStockRequest>;

/** The levels a movement changed (one for receive and adjust, two for a move). */
export const StockChangeReply = z.object({ Levels: z.array(StockLevel) });
export type StockChangeReply = z.infer<typeof StockChangeReply>;

export const StockMovement = z.object({
  MovementId: Id,
  HubId: Id,
  RowId: Id,
  Kind: z.enum(STOCK_MOVEMENT_KINDS),
  /** Signed: what the movement added to (or, negative, took from) the hub's units on hand. */
  Units: z.int(),
  /** An adjustment's reason, a receipt's note, the other hub of a move; empty when none. */
  Reason: z.string(),
  OrderId: z.nullable(Id),
  /** Who made it; null for what an order did (packed, returned). */
  StaffName: z.nullable(z.string()),
  At: Timestamp,
});
export type StockMovement = z.infer<typeof StockMovement>;

/** GET /stock/movements?hubId&rowId&pageNo (admin): newest first. */
export const StockMovementsQuery = z.strictObject({
  hubId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  rowId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});
export type StockMovementsQuery = z.input<typeof StockMovementsQuery>;

export const StockMovementsReply = z.object({ Movements: z.array(StockMovement), ...PageInfo });
export type StockMovementsReply = z.infer<typeof StockMovementsReply>;

/** POST /staff/hubs (admin): the hubs a packer or rider works at (an admin sees all whatever it says). */
export const SetStaffHubsRequest = z.strictObject({
  staffId: Id,
  hubIds: z.array(Id).check(z.maxLength(50)),
});
export type SetStaffHubsRequest = z.input<typeof SetStaffHubsRequest>;
