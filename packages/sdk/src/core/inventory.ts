/**
 * Stock per hub (docs/inventory.md): the kinds of stock movement, the reasons staff give for an adjustment,
 * and when a shopper is told that little is left. Written once here; the server's tables, the console and
 * the product page import them.
 */

/**
 * What moved a hub's stock of an option. On hand = Received − Packed + Returned ± Adjusted ± Moved; a
 * reservation is not a movement (it holds units without moving them).
 */
export const STOCK_MOVEMENT_KINDS = [
  'Received',
  'Adjusted',
  'Packed',
  'Returned',
  'Moved',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/**
 * How a hub counts an option: in units of the option as sold (one 500 g pack), or in grams, for a hub that
 * cuts it by weight from what it has (an option counted in grams must name its weight: '500 g', '1 kg').
 * Reservations, movements and counts of a level are in its unit.
 */
export const STOCK_UNITS = ['Units', 'Grams'] as const;
export type StockUnit = (typeof STOCK_UNITS)[number];

/** Why staff adjust a count by hand. */
export const STOCK_ADJUST_REASONS = ['Spoiled', 'Miscounted', 'Damaged', 'Other'] as const;
export type StockAdjustReason = (typeof STOCK_ADJUST_REASONS)[number];

/** A counted option with this many units or fewer available is "Only N left" (and a low-stock alert). */
export const LOW_STOCK_AT = 5;

/** A reservation's life: held at checkout, released (unpaid, failed, cancelled) or deducted at packing. */
export const RESERVATION_STATUSES = ['Held', 'Released', 'Deducted'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Hub slugs: lowercase words joined by hyphens (they travel in URLs: `?hub=koramangala`). */
export const HUB_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether an available count is low enough to be told to the shopper (a sold-out option says so instead). */
export const isLowStock = (available: number): boolean =>
  available > 0 && available <= LOW_STOCK_AT;
