import * as z from 'zod/mini';
import { Id, Paise } from '../common/schemas.js';
import { CartLineRequest } from '../cart/schemas.js';
import { AppliedCoupon } from '../offers/schemas.js';
import { DeliveryWindow } from '../delivery/schemas.js';
import {
  CURRENCY,
  MAX_CART_LINES,
  ORDER_STATUSES,
  PAYMENT_GATEWAYS,
  GATEWAY_PAYMENT_METHODS,
  PAYMENT_METHOD_KINDS,
  PAYMENT_STATUSES,
  DELIVERY_KINDS,
  SLOT_ID_PATTERN,
  DELIVERY_INSTRUCTION_CHOICES,
  MAX_DELIVERY_INSTRUCTION_CHOICES,
  MAX_DELIVERY_NOTE_LENGTH,
  IF_SHORT_CHOICES,
} from '../core/index.js';

/** GET /get-delivery-methods */
export const DeliveryMethod = z.object({
  DeliveryMethodId: Id,
  Name: z.string(),
  Description: z.string(),
  Charge: Paise,
  EstimatedMinutes: z.int().check(z.positive()),
  /** Slot: the shopper picks a slot (GET /get-delivery-slots); Express: an ETA; Standard: the estimate. */
  Kind: z.optional(z.enum(DELIVERY_KINDS)),
});
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;
export const DeliveryMethodsReply = z.object({ DeliveryMethods: z.array(DeliveryMethod) });
export type DeliveryMethodsReply = z.infer<typeof DeliveryMethodsReply>;

/** GET /get-platformfee-configs: the fee of the first band whose range holds the items total. */
export const PlatformFeeConfig = z.object({
  MinOrderValue: Paise,
  MaxOrderValue: z.nullable(Paise),
  Fee: Paise,
});
export type PlatformFeeConfig = z.infer<typeof PlatformFeeConfig>;
export const PlatformFeeConfigsReply = z.object({ PlatformFeeConfigs: z.array(PlatformFeeConfig) });
export type PlatformFeeConfigsReply = z.infer<typeof PlatformFeeConfigsReply>;

/**
 * GET /get-shipping-configs: free at or above FreeShippingAbove; otherwise BaseFee covers BaseDistance
 * metres and every started kilometre beyond costs PerKmFee. Beyond MaxDeliveryDistance there is no delivery.
 */
export const ShippingConfigsReply = z.object({
  ShippingConfigs: z.object({
    FreeShippingAbove: Paise,
    BaseFee: Paise,
    BaseDistance: z.int().check(z.nonnegative()),
    PerKmFee: Paise,
    MaxDeliveryDistance: z.int().check(z.positive()),
  }),
});
export type ShippingConfigsReply = z.infer<typeof ShippingConfigsReply>;

/** GET /get-payment-methods */
export const PaymentMethod = z.object({
  PaymentMethodId: Id,
  Name: z.string(),
  Description: z.string(),
  Gateway: z.enum(PAYMENT_GATEWAYS),
  /** OnDelivery: placed without the gateway, paid at the door (beyond spec, docs/api.md). */
  Kind: z.optional(z.enum(PAYMENT_METHOD_KINDS)),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PaymentMethodsReply = z.object({ PaymentMethods: z.array(PaymentMethod) });
export type PaymentMethodsReply = z.infer<typeof PaymentMethodsReply>;

/** The bill as the server computes it; every amount in paise. Total = items − coupon + shipping + delivery + platform fee. */
export const Bill = z.object({
  ItemsTotal: Paise,
  CouponDiscount: Paise,
  ShippingFee: Paise,
  DeliveryCharge: Paise,
  PlatformFee: Paise,
  Total: Paise,
  WalletUsed: Paise,
  AmountPayable: Paise,
});
export type Bill = z.infer<typeof Bill>;

const DeliveryInstructionChoice = z.enum(DELIVERY_INSTRUCTION_CHOICES);

/**
 * Beyond the spec: how the shopper wants the order handed over, as the packer and the rider see it
 * (docs/after-the-order.md). Null on an order placed without any.
 */
export const DeliveryInstructions = z.object({
  Choices: z.array(DeliveryInstructionChoice),
  Note: z.string(),
});
export type DeliveryInstructions = z.infer<typeof DeliveryInstructions>;

/** What the shopper chose at checkout. Prices are sent only so a stale price is refused, never trusted. */
export const CheckoutRequest = z.strictObject({
  addressId: Id,
  deliveryMethodId: Id,
  paymentMethodId: Id,
  useWallet: z.boolean(),
  /** Required for a method of Kind Slot: the SlotId chosen from GET /get-delivery-slots. */
  slotId: z.optional(z.string().check(z.regex(SLOT_ID_PATTERN))),
  products: z
    .array(
      z.extend(CartLineRequest, {
        price: Paise,
        /**
         * Beyond the spec: should the cut run out at packing, a refund (the default) or a similar cut of
         * the same price or less, the difference credited (docs/after-the-order.md).
         */
        ifShort: z.optional(z.enum(IF_SHORT_CHOICES)),
      }),
    )
    .check(z.minLength(1), z.maxLength(MAX_CART_LINES)),
  /**
   * Beyond the spec: quick choices and a note for the packer and the rider. A choice given twice is kept
   * once (by the server: no refine here, the shop's API client is on a size budget).
   */
  deliveryInstructions: z.optional(
    z.strictObject({
      choices: z._default(
        z.array(DeliveryInstructionChoice).check(z.maxLength(MAX_DELIVERY_INSTRUCTION_CHOICES)),
        [],
      ),
      note: z._default(z.string().check(z.trim(), z.maxLength(MAX_DELIVERY_NOTE_LENGTH)), ''),
    }),
  ),
});
export type CheckoutRequest = z.input<typeof CheckoutRequest>;

/** POST /calculate-bill (bearer): the bill checkout would produce, without creating anything. */
export const BillRequest = z.omit(CheckoutRequest, { paymentMethodId: true });
export type BillRequest = z.input<typeof BillRequest>;
export const BillReply = z.object({
  Bill,
  AppliedCoupon: z.nullable(AppliedCoupon),
  WalletBalance: Paise,
});
export type BillReply = z.infer<typeof BillReply>;

/** A payment attempt at the gateway (Razorpay-style). Null when the wallet paid everything. */
export const GatewayPayment = z.object({
  Gateway: z.enum(PAYMENT_GATEWAYS),
  KeyId: z.string(),
  GatewayOrderId: z.string(),
  Amount: Paise,
  Currency: z.literal(CURRENCY),
  /** The gateway's hosted payment page (the sandbox page in sandbox mode). */
  CheckoutUrl: z.string(),
  /**
   * Beyond the spec: how the shopper paid at the gateway once the attempt is paid (null or absent before),
   * e.g. to offer "Refund to UPI" when cancelling.
   */
  Method: z.optional(z.nullable(z.enum(GATEWAY_PAYMENT_METHODS))),
});
export type GatewayPayment = z.infer<typeof GatewayPayment>;

export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const OrderData = z.object({
  OrderId: Id,
  OrderNumber: z.string(),
  Status: OrderStatus,
  PaymentStatus,
  Bill,
  Payment: z.nullable(GatewayPayment),
  /** The promised window of a slot order (beyond spec, docs/delivery.md); absent or null otherwise. */
  DeliveryWindow: z.optional(z.nullable(DeliveryWindow)),
});
export type OrderData = z.infer<typeof OrderData>;

/** POST /checkout (bearer, Idempotency-Key) and POST /revise-payment */
export const CheckoutReply = z.object({ OrderData });
export type CheckoutReply = z.infer<typeof CheckoutReply>;

/** Checkout refusals (spec section 8). Each flag says which table or text the UI shows. */
export const CheckoutErrorReply = z.object({
  Message: z.string(),
  Description: z.optional(z.string()),
  UnAvailableItems: z.optional(z.boolean()),
  Products: z.optional(
    z.array(
      z.object({
        ProductId: Id,
        ProductName: z.string(),
        ConfigPriceIds: z.array(Id),
        /** Units the serving hub has left of a counted option, when that is why (docs/inventory.md). */
        Left: z.optional(z.int().check(z.nonnegative())),
      }),
    ),
  ),
  ExceedMaxAllowedAmount: z.optional(z.boolean()),
  WalletError: z.optional(z.boolean()),
  MissingFields: z.optional(z.array(z.object({ Field: z.string(), Description: z.string() }))),
  PriceUpdated: z.optional(z.boolean()),
});
export type CheckoutErrorReply = z.infer<typeof CheckoutErrorReply>;

export const OrderIdBody = z.strictObject({ orderId: Id });
export type OrderIdBody = z.input<typeof OrderIdBody>;

/** POST /validate-payment-signature: the gateway's payment id and signature for the order's current attempt. */
export const ValidateSignatureRequest = z.strictObject({
  orderId: Id,
  paymentId: z.string().check(z.minLength(1), z.maxLength(100)),
  signature: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'Invalid payment signature')),
});
export type ValidateSignatureRequest = z.input<typeof ValidateSignatureRequest>;

export const ValidateSignatureReply = z.object({ Success: z.boolean(), OrderData });
export type ValidateSignatureReply = z.infer<typeof ValidateSignatureReply>;

/** A refused signature: ClearOrder tells the client to clear the order from its flow state. */
export const SignatureErrorReply = z.object({
  Message: z.string(),
  Description: z.optional(z.string()),
  ClearOrder: z.boolean(),
});
export type SignatureErrorReply = z.infer<typeof SignatureErrorReply>;

/** POST /payment-failed */
export const PaymentFailedRequest = z.strictObject({
  orderId: Id,
  reason: z._default(z.string().check(z.trim(), z.maxLength(300)), ''),
});
export type PaymentFailedRequest = z.input<typeof PaymentFailedRequest>;
