import * as z from 'zod/mini';
import { Id, Paise } from '../common/schemas.js';
import { MAX_CART_LINES, MAX_LINE_QTY, MAX_OPTIONS_PER_LINE } from '../core/index.js';

/** A chosen option (e.g. Weight → 500 g). RowId is the config price id. */
export const SelectedOption = z.object({ RowId: Id, Label: z.string() });
export type SelectedOption = z.infer<typeof SelectedOption>;

/** A cart line, with the field names of spec section 3. ProductPrice is the unit price in paise. */
export const CartItem = z.object({
  ItemId: z.string().check(z.minLength(1)),
  ProductId: Id,
  ProductName: z.string(),
  ProductPrice: Paise,
  Qty: z.int().check(z.minimum(1)),
  /** 'simple' for a product without options, else the sorted RowIds joined by '-'. */
  OptionKey: z.string().check(z.minLength(1)),
  SelectedOptions: z.record(z.string(), SelectedOption),
  /** Display helpers, optional so carts written by other apps stay valid. */
  ImageUrl: z.optional(z.string()),
  Slug: z.optional(z.string()),
});
export type CartItem = z.infer<typeof CartItem>;

/** A product line as sent to the server for pricing, coupons and checkout. */
export const CartLineRequest = z.strictObject({
  productId: Id,
  qty: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QTY)),
  configPriceIds: z.array(Id).check(z.maxLength(MAX_OPTIONS_PER_LINE)),
});
export type CartLineRequest = z.input<typeof CartLineRequest>;

/** POST /validate-cart-products-price */
export const ValidatePriceRequest = z.strictObject({
  products: z
    .array(
      z.strictObject({
        productId: Id,
        price: Paise,
        configPriceIds: z.array(Id).check(z.maxLength(MAX_OPTIONS_PER_LINE)),
      }),
    )
    .check(z.minLength(1), z.maxLength(MAX_CART_LINES)),
});
export type ValidatePriceRequest = z.input<typeof ValidatePriceRequest>;

/**
 * One entry per line sent, identified by ProductId and the line's ConfigPriceId list.
 * IsInvalidConfigFound: a chosen option no longer exists or is unavailable; IsUnavailable: the product itself.
 */
export const UpdatedProduct = z.object({
  ProductId: Id,
  ConfigPriceId: z.array(Id),
  IsInvalidConfigFound: z.boolean(),
  IsUnavailable: z.boolean(),
  PriceUpdated: z.boolean(),
  UpdatedPrice: Paise,
  /**
   * Beyond the spec (docs/i18n.md): the product's name and its chosen options in the request's language, so
   * a cart shows each line by product in the shopper's language now, not in the one it was added in.
   */
  ProductName: z.optional(z.string()),
  SelectedOptions: z.optional(z.record(z.string(), SelectedOption)),
});
export type UpdatedProduct = z.infer<typeof UpdatedProduct>;

export const ValidatePriceReply = z.object({
  PriceUpdated: z.boolean(),
  UpdatedProducts: z.array(UpdatedProduct),
});
export type ValidatePriceReply = z.infer<typeof ValidatePriceReply>;
