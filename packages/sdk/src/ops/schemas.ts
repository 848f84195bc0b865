/**
 * Request and reply schemas of the store's operations API (/ops/v1): staff sign-in, the orders board,
 * the order lifecycle after payment (confirm, pack with weights, dispatch, deliver) and line refunds.
 * Exported from `@storefront/sdk/ops` only, so the shopper's bundle never carries them.
 */
import * as z from 'zod/mini';
import { Id, PageInfo, Paise, Timestamp } from '../common/schemas.js';
import { Address } from '../addresses/schemas.js';
import { SelectedOption } from '../cart/schemas.js';
import { DeliveryInstructions, OrderStatus, PaymentStatus } from '../checkout/schemas.js';
import { OrderEvent, OrderMoney } from '../orders/schemas.js';
import {
  DELIVERY_COLLECTION_METHODS,
  IF_SHORT_CHOICES,
  MAX_OPTIONS_PER_LINE,
  REFUND_DESTINATIONS,
  STAFF_ROLES,
  GST_RATES_BP,
  HSN_CODE_PATTERN,
  LOCALES,
} from '../core/index.js';

export const StaffRole = z.enum(STAFF_ROLES);

export const StaffMember = z.object({
  StaffId: Id,
  Email: z.string(),
  Name: z.string(),
  Role: StaffRole,
  /** The hubs a packer or rider works at (docs/inventory.md); absent from a server without hubs. */
  HubIds: z.optional(z.array(Id)),
  /**
   * The language the member chose for the console (docs/i18n.md, "The staff console"); absent until they
   * choose one (the console keeps the device's language).
   */
  Locale: z.optional(z.enum(LOCALES)),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** POST /staff/language: the signed-in member's own console language. */
export const SetStaffLanguageRequest = z.strictObject({ locale: z.enum(LOCALES) });
export type SetStaffLanguageRequest = z.input<typeof SetStaffLanguageRequest>;

/** POST /staff/sign-in */
export const StaffSignInRequest = z.strictObject({
  email: z.string().check(z.trim(), z.toLowerCase(), z.minLength(3), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(256)),
});
export type StaffSignInRequest = z.input<typeof StaffSignInRequest>;

const StaffEmail = z.string().check(z.trim(), z.toLowerCase(), z.minLength(3), z.maxLength(254));

/**
 * POST /staff/send-code: mails a one-time sign-in code to a staff member's email (sandbox: shown at
 * /sandbox). Answers the same for an email no member has, so it never tells who is staff.
 */
export const StaffSendCodeRequest = z.strictObject({ email: StaffEmail });
export type StaffSendCodeRequest = z.input<typeof StaffSendCodeRequest>;

export const StaffCodeSentReply = z.object({
  /** Names this code in /staff/sign-in-code. */
  RequestId: z.string(),
  /** Seconds the code stays valid. */
  ExpiresIn: z.int().check(z.positive()),
});
export type StaffCodeSentReply = z.infer<typeof StaffCodeSentReply>;

/** POST /staff/sign-in-code: the code from the mail, once, before it expires. */
export const StaffCodeSignInRequest = z.strictObject({
  requestId: z.string().check(z.minLength(1), z.maxLength(64)),
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/)),
});
export type StaffCodeSignInRequest = z.input<typeof StaffCodeSignInRequest>;

export const StaffSessionReply = z.object({
  Token: z.string(),
  ExpiresAt: Timestamp,
  Staff: StaffMember,
});
export type StaffSessionReply = z.infer<typeof StaffSessionReply>;

/** GET /staff/me */
export const StaffMeReply = z.object({ Staff: StaffMember });
export type StaffMeReply = z.infer<typeof StaffMeReply>;

/** GET /staff (admin): every member, disabled ones too. */
export const StaffListReply = z.object({
  Members: z.array(z.extend(StaffMember, { Disabled: z.boolean() })),
});
export type StaffListReply = z.infer<typeof StaffListReply>;

/** POST /staff/save (admin): creates a member, or sets the name, role and password of the one with that email. */
export const SaveStaffRequest = z.strictObject({
  email: z
    .string()
    .check(z.trim(), z.toLowerCase(), z.regex(/^[^@\s]+@[^@\s]+$/), z.maxLength(254)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  role: StaffRole,
  password: z.string().check(z.minLength(10), z.maxLength(256)),
});
export type SaveStaffRequest = z.input<typeof SaveStaffRequest>;

/** POST /staff/disable (admin): a disabled member cannot sign in, and their token stops working. */
export const DisableStaffRequest = z.strictObject({ staffId: Id, disabled: z.boolean() });
export type DisableStaffRequest = z.input<typeof DisableStaffRequest>;

/** A calendar day in India (YYYY-MM-DD), the day an order was placed. */
const IstDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** GET /orders?status&date&area&pageNo; area: a pincode, or the start of one (e.g. "5600" for a zone). */
export const OpsOrdersQuery = z.strictObject({
  status: z.optional(OrderStatus),
  date: z.optional(IstDay),
  area: z.optional(z.string().check(z.trim(), z.regex(/^\d{1,6}$/))),
  /** One hub's orders (an admin's filter; a packer or rider only ever sees their own hubs'). */
  hubId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  /** 'yes': only orders whose shopper asked for a refund that is not decided yet. */
  refundRequested: z.optional(z.literal('yes')),
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});
export type OpsOrdersQuery = z.input<typeof OpsOrdersQuery>;

/** The delivery slot promised at checkout, for grouping the board; null for a method without slots. */
export const OpsSlot = z.nullable(
  z.object({ SlotId: z.string(), StartsAt: Timestamp, EndsAt: Timestamp }),
);
export type OpsSlot = z.infer<typeof OpsSlot>;

export const OpsOrderSummary = z.object({
  OrderId: Id,
  OrderNumber: z.string(),
  Status: OrderStatus,
  PaymentStatus,
  Total: Paise,
  ItemCount: z.int().check(z.nonnegative()),
  CustomerName: z.string(),
  PostalCode: z.string(),
  Slot: OpsSlot,
  /** Express delivery: no slot, the shopper waits for an ETA (the board shows it). */
  Express: z.boolean(),
  /** Paid at the door: the rider collects the money (still due, or collected already). */
  PayOnDelivery: z.boolean(),
  /** The shopper asked for a refund (POST /create-refund) that no admin has decided yet. */
  RefundRequested: z.boolean(),
  /** The hub the order is delivered from (absent from a server without hubs). */
  HubName: z.optional(z.string()),
  CreatedAt: Timestamp,
  UpdatedAt: Timestamp,
});
export type OpsOrderSummary = z.infer<typeof OpsOrderSummary>;

export const OpsOrdersReply = z.object({ Orders: z.array(OpsOrderSummary), ...PageInfo });
export type OpsOrdersReply = z.infer<typeof OpsOrdersReply>;

/** A line as the packer sees it: what was ordered (net grams when the option names a weight) and packed. */
export const OpsOrderLine = z.object({
  LineId: Id,
  ProductId: Id,
  ProductName: z.string(),
  SelectedOptions: z.record(z.string(), SelectedOption),
  UnitPrice: Paise,
  Qty: z.int().check(z.minimum(1)),
  LineTotal: Paise,
  /** Net grams ordered (unit weight × qty); null for lines sold by the piece. */
  OrderedGrams: z.nullable(z.int().check(z.nonnegative())),
  /** Net grams packed; null until packed, for a short line and for a line sold by the piece. */
  PackedGrams: z.nullable(z.int().check(z.nonnegative())),
  /** Pieces packed: of meat for a weighed line (optional), the count packed for a line sold by the piece. */
  PackedPieces: z.nullable(z.int().check(z.nonnegative())),
  Short: z.boolean(),
  /** Paise credited to the wallet at packing (under weight or short). */
  WeightCredit: Paise,
  /** Paise refunded later by an admin (e.g. a quality complaint). */
  Refunded: Paise,
  /** What the shopper asked for should the cut run out: a refund, or a similar cut (docs/after-the-order.md). */
  IfShort: z.enum(IF_SHORT_CHOICES),
  /** The similar cut packed instead (its name and unit price then), null when none. */
  Replacement: z.nullable(z.object({ ProductId: Id, ProductName: z.string(), UnitPrice: Paise })),
});
export type OpsOrderLine = z.infer<typeof OpsOrderLine>;

/** A shopper's refund request (POST /create-refund) waiting for an admin's decision. */
export const OpsRefundRequest = z.object({
  RefundId: Id,
  Amount: Paise,
  /** Where it goes if accepted: back to the online payment, or the wallet. */
  Destination: z.enum(REFUND_DESTINATIONS),
  Reason: z.string(),
  CreatedAt: Timestamp,
});
export type OpsRefundRequest = z.infer<typeof OpsRefundRequest>;

/**
 * A timeline entry as staff see it: the shopper's entry, with who reported it (the gateway's webhook, the
 * shopper's app) and the gateway's own reason, which the shopper's timeline never shows.
 */
export const OpsOrderEvent = z.extend(OrderEvent, { Source: z.optional(z.nullable(z.string())) });
export type OpsOrderEvent = z.infer<typeof OpsOrderEvent>;

export const OpsOrderDetails = z.object({
  OrderId: Id,
  OrderNumber: z.string(),
  Status: OrderStatus,
  PaymentStatus,
  UserId: Id,
  Address: z.omit(Address, { IsDefault: true }),
  DeliveryMethodName: z.string(),
  Slot: OpsSlot,
  /** The shopper's quick choices and note for the handover, set at checkout (null: none). */
  DeliveryInstructions: z.optional(z.nullable(DeliveryInstructions)),
  Total: Paise,
  /** Paid from the wallet at checkout. */
  WalletUsed: Paise,
  /**
   * The rest: paid online, or what the rider collects for a pay-on-delivery order, lowered by
   * DeductedFromPayable.
   */
  AmountPayable: Paise,
  /** Weight credits and line refunds taken off a pay-on-delivery order's amount before it was collected. */
  DeductedFromPayable: Paise,
  /** Every figure of the order's money from its ledger (docs/money.md); Money.Due is what the rider collects. */
  Money: OrderMoney,
  Lines: z.array(OpsOrderLine),
  /** The shopper's refund requests not decided yet (one at most: one open request per order). */
  RefundRequests: z.array(OpsRefundRequest),
  Events: z.array(OpsOrderEvent),
  CreatedAt: Timestamp,
  UpdatedAt: Timestamp,
});
export type OpsOrderDetails = z.infer<typeof OpsOrderDetails>;

export const OpsOrderReply = z.object({ Order: OpsOrderDetails });
export type OpsOrderReply = z.infer<typeof OpsOrderReply>;

export const OpsOrderIdQuery = z.strictObject({
  orderId: z.coerce.number().check(z.int(), z.positive()),
});
export type OpsOrderIdQuery = z.input<typeof OpsOrderIdQuery>;

/** A pay-on-delivery order's amount collected at the door: cash, or UPI with its reference. */
export const CollectPaymentRequest = z.strictObject({
  orderId: Id,
  method: z.enum(DELIVERY_COLLECTION_METHODS),
  reference: z.optional(z.string().check(z.trim(), z.maxLength(64))),
});
export type CollectPaymentRequest = z.input<typeof CollectPaymentRequest>;

/** Confirm, start packing, dispatch, deliver: the order only. */
export const OpsOrderAction = z.strictObject({ orderId: Id });
export type OpsOrderAction = z.input<typeof OpsOrderAction>;

/** Grams and pieces are bounded well above any real line (100 kg), so the arithmetic stays exact. */
const MAX_GRAMS = 100_000;
const MAX_PIECES = 10_000;

/**
 * One packed line: a weighed line's actual net grams (and how many pieces of meat), a line sold by the
 * piece (OrderedGrams null, e.g. eggs) by the pieces packed alone (0 to the quantity ordered; the missing
 * ones are credited at the unit price), or short (out of stock).
 */
export const PackedLine = z.union([
  z.strictObject({
    lineId: Id,
    grams: z.int().check(z.minimum(0), z.maximum(MAX_GRAMS)),
    pieces: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_PIECES))),
  }),
  z.strictObject({ lineId: Id, pieces: z.int().check(z.minimum(0), z.maximum(MAX_PIECES)) }),
  z.strictObject({ lineId: Id, short: z.literal(true) }),
  /**
   * A line that ran out, replaced as the shopper asked (IfShort Replace) by a similar cut of the same unit
   * price or less, in the same quantity; the difference is credited to the shopper.
   */
  z.strictObject({
    lineId: Id,
    replaceWith: z.strictObject({
      productId: Id,
      configPriceIds: z.array(Id).check(z.maxLength(MAX_OPTIONS_PER_LINE)),
    }),
  }),
]);
export type PackedLine = z.input<typeof PackedLine>;

/** GET /orders/replacements?orderId&lineId: the similar cuts a line asked to be replaced may take. */
export const ReplacementOptionsQuery = z.strictObject({
  orderId: z.coerce.number().check(z.int(), z.positive()),
  lineId: z.coerce.number().check(z.int(), z.positive()),
});
export type ReplacementOptionsQuery = z.input<typeof ReplacementOptionsQuery>;

/**
 * Products of the line's category with the line's options where they have them (the same weight), sold now
 * and in stock at the order's hub, at the line's unit price or less: the closest price first.
 */
export const ReplacementOptionsReply = z.object({
  Options: z.array(
    z.object({
      ProductId: Id,
      ProductName: z.string(),
      ConfigPriceIds: z.array(Id),
      /** The options' labels, e.g. "500 g, Curry cut". */
      Label: z.string(),
      UnitPrice: Paise,
    }),
  ),
});
export type ReplacementOptionsReply = z.infer<typeof ReplacementOptionsReply>;

/** POST /orders/pack: every line of the order exactly once. */
export const PackOrderRequest = z.strictObject({
  orderId: Id,
  lines: z.array(PackedLine).check(z.minLength(1), z.maxLength(200)),
});
export type PackOrderRequest = z.input<typeof PackOrderRequest>;

/** POST /orders/delivery-failed */
export const DeliveryFailedRequest = z.strictObject({
  orderId: Id,
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});
export type DeliveryFailedRequest = z.input<typeof DeliveryFailedRequest>;

/**
 * POST /orders/refund-line: what is left of a delivered line back to the shopper's wallet, or with
 * destination 'Source' to the original payment method (as far as the online payment has money left;
 * the rest to the wallet; refused for an order not paid online). A pay-on-delivery order not collected yet
 * is refunded off the amount to collect instead, whatever the destination.
 */
export const RefundLineRequest = z.strictObject({
  orderId: Id,
  lineId: Id,
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  destination: z.optional(z.enum(REFUND_DESTINATIONS)),
});
export type RefundLineRequest = z.input<typeof RefundLineRequest>;

/**
 * POST /orders/decide-refund: an admin accepts a shopper's refund request (the money goes back at once: to
 * the online payment as far as it has money left, the rest to the wallet; never more than is left of the
 * order after weight credits and line refunds) or declines it, with the reason the shopper is told.
 */
export const DecideRefundRequest = z.strictObject({
  orderId: Id,
  refundId: Id,
  accept: z.boolean(),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});
export type DecideRefundRequest = z.input<typeof DecideRefundRequest>;

export const AuditEntry = z.object({
  AuditId: Id,
  StaffId: Id,
  /** Who it was, as the member's name and email read now. */
  StaffName: z.string(),
  StaffEmail: z.string(),
  Action: z.string(),
  OrderId: z.nullable(Id),
  Before: z.unknown(),
  After: z.unknown(),
  At: Timestamp,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/**
 * GET /audit?orderId&pageNo (admin): an order's trail, oldest first; without orderId the latest staff
 * actions of every kind (orders, staff, catalog), newest first, 50 a page.
 */
export const AuditQuery = z.strictObject({
  orderId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditReply = z.object({ Entries: z.array(AuditEntry), ...PageInfo });
export type AuditReply = z.infer<typeof AuditReply>;

/** Units on hand are bounded well above any real shelf, so counts stay exact. */
const MAX_STOCK = 1_000_000;
const MAX_PRICE = 10_000_000; // ₹1,00,000 in paise

/** An option (one choice of a group, e.g. Weight: 1 kg) as staff edit it. */
export const CatalogOption = z.object({
  RowId: Id,
  Group: z.string(),
  Label: z.string(),
  /** Paise on top of the product's base price. */
  PriceDelta: z.int(),
  /** The switch staff set; a counted option with no units left is not sold either. */
  IsAvailable: z.boolean(),
  /** Units on hand, null when not counted. Packing takes from it; 0 makes the option unavailable. */
  Stock: z.nullable(z.int().check(z.nonnegative())),
});
export type CatalogOption = z.infer<typeof CatalogOption>;

export const CatalogProduct = z.object({
  ProductId: Id,
  Slug: z.string(),
  Name: z.string(),
  CategoryName: z.string(),
  /** Base price in paise. */
  Price: Paise,
  Mrp: z.nullable(Paise),
  IsAvailable: z.boolean(),
  /** The product's HSN code and GST rate in basis points, printed on its invoice lines (docs/invoices.md). */
  HsnCode: z.string(),
  GstRateBp: z.int().check(z.nonnegative()),
  Options: z.array(CatalogOption),
  UpdatedAt: Timestamp,
});
export type CatalogProduct = z.infer<typeof CatalogProduct>;

/** GET /catalog?search&pageNo (admin) */
export const CatalogQuery = z.strictObject({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});
export type CatalogQuery = z.input<typeof CatalogQuery>;

export const CatalogReply = z.object({ Products: z.array(CatalogProduct), ...PageInfo });
export type CatalogReply = z.infer<typeof CatalogReply>;

/** GET /catalog/product?productId (admin) */
export const CatalogProductQuery = z.strictObject({
  productId: z.coerce.number().check(z.int(), z.positive()),
});
export type CatalogProductQuery = z.input<typeof CatalogProductQuery>;

export const CatalogProductReply = z.object({ Product: CatalogProduct });
export type CatalogProductReply = z.infer<typeof CatalogProductReply>;

/** One option's change; what is left out stays as it is. stock: null stops counting. */
export const CatalogOptionChange = z.strictObject({
  rowId: Id,
  priceDelta: z.optional(z.int().check(z.minimum(-MAX_PRICE), z.maximum(MAX_PRICE))),
  isAvailable: z.optional(z.boolean()),
  stock: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(MAX_STOCK)))),
});
export type CatalogOptionChange = z.input<typeof CatalogOptionChange>;

/**
 * POST /catalog/product/save (admin): a product's base price and availability and its options' price,
 * availability and stock, in one change with one audit row; shoppers see it at once (the cache state moves).
 */
export const SaveCatalogProductRequest = z.strictObject({
  productId: Id,
  price: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_PRICE))),
  isAvailable: z.optional(z.boolean()),
  /** The HSN code (4, 6 or 8 digits) and GST rate (one of GST_RATES_BP) the product's invoice lines carry. */
  hsnCode: z.optional(
    z.string().check(z.trim(), z.regex(HSN_CODE_PATTERN, 'HSN: 4, 6 or 8 digits')),
  ),
  gstRateBp: z.optional(
    z
      .int()
      .check(
        z.refine((rate) => (GST_RATES_BP as readonly number[]).includes(rate), 'Not a GST rate'),
      ),
  ),
  options: z._default(z.array(CatalogOptionChange).check(z.maxLength(100)), []),
});
export type SaveCatalogProductRequest = z.input<typeof SaveCatalogProductRequest>;

export const SaveCatalogProductReply = z.object({
  Product: CatalogProduct,
  /** The store's cache state after the change (clients comparing /cache-state refetch). */
  CacheState: z.string(),
});
export type SaveCatalogProductReply = z.infer<typeof SaveCatalogProductReply>;
