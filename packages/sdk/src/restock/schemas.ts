/**
 * "Notify me" for a sold-out product option (designed beyond spec section 7, docs/api.md): a signed-in
 * shopper asks to hear when one option of a product (as a cart line names it: its configPriceIds) can be
 * bought again; the change that brings it back sends a push and marks the alert notified.
 */
import * as z from 'zod/mini';
import { Id, Timestamp } from '../common/schemas.js';
import { HubSlug } from '../delivery/schemas.js';
import { MAX_OPTIONS_PER_LINE } from '../core/index.js';

/**
 * One product option: the product and the RowIds chosen, one per option group ([] for a simple product),
 * at the hub that delivers to the shopper: an alert waits for that hub's stock (docs/inventory.md).
 */
export const ProductOptionRequest = z.strictObject({
  productId: Id,
  configPriceIds: z.array(Id).check(z.maxLength(MAX_OPTIONS_PER_LINE)),
  hub: z.optional(HubSlug),
});
export type ProductOptionRequest = z.input<typeof ProductOptionRequest>;

/**
 * A shopper's alert for one product option. NotifiedAt is null while it waits; once the option came back
 * it holds when the push was written (the alert is then spent).
 */
export const StockAlert = z.object({
  ProductId: Id,
  /** The option as a cart line keys it: 'simple', or the RowIds sorted and joined by '-'. */
  OptionKey: z.string().check(z.minLength(1)),
  ConfigPriceIds: z.array(Id),
  CreatedAt: Timestamp,
  NotifiedAt: z.nullable(Timestamp),
});
export type StockAlert = z.infer<typeof StockAlert>;

/** Whether an option row can be chosen now. */
export const OptionAvailability = z.object({ RowId: Id, IsAvailable: z.boolean() });
export type OptionAvailability = z.infer<typeof OptionAvailability>;

/** GET /get-stock-alerts?productId&hub: the product, at the hub that delivers (the main hub when absent). */
export const StockAlertsQuery = z.strictObject({
  productId: z.coerce.number().check(z.int(), z.positive()),
  hub: z.optional(HubSlug),
});
export type StockAlertsQuery = z.input<typeof StockAlertsQuery>;

/**
 * GET /get-stock-alerts?productId (bearer): the shopper's alerts for the product (waiting ones and those
 * notified in the last days), with the product's availability now. This reply is never cached, so its
 * availability is fresher than the public product details' (which a browser may keep for a few seconds).
 */
export const StockAlertsReply = z.object({
  ProductId: Id,
  IsAvailable: z.boolean(),
  Options: z.array(OptionAvailability),
  StockAlerts: z.array(StockAlert),
});
export type StockAlertsReply = z.infer<typeof StockAlertsReply>;

/** POST /notify-when-available (bearer): the alert, new or the one already waiting. */
export const NotifyWhenAvailableReply = z.object({ Success: z.boolean(), StockAlert });
export type NotifyWhenAvailableReply = z.infer<typeof NotifyWhenAvailableReply>;
