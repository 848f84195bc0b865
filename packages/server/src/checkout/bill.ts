/**
 * The bill, computed only from the server's own data (spec: the server never trusts client prices).
 * Every amount is integer paise. Total = items − coupon + shipping + delivery + platform fee;
 * the wallet pays first, the gateway the rest.
 */
import type { ReplyOf } from '@storefront/sdk';

export type Bill = ReplyOf<'calculateBill'>['Bill'];
export type ShippingConfig = ReplyOf<'shippingConfigs'>['ShippingConfigs'];
export type PlatformFeeConfig = ReplyOf<'platformFeeConfigs'>['PlatformFeeConfigs'][number];

/** Razorpay (and the sandbox) refuse payments below ₹1. */
export const GATEWAY_MINIMUM_AMOUNT = 100;

/**
 * Free at or above FreeShippingAbove (compared with the items total); otherwise BaseFee covers
 * BaseDistance metres and every started kilometre beyond costs PerKmFee. Null beyond MaxDeliveryDistance.
 */
export function shippingFee(
  config: ShippingConfig,
  itemsTotal: number,
  routeLengthMetres: number,
): number | null {
  if (routeLengthMetres > config.MaxDeliveryDistance) return null;
  if (itemsTotal >= config.FreeShippingAbove) return 0;
  const beyond = Math.max(0, routeLengthMetres - config.BaseDistance);
  return config.BaseFee + Math.ceil(beyond / 1000) * config.PerKmFee;
}

/** The fee of the first band whose range (both ends included) holds the items total; 0 when none does. */
export function platformFee(bands: readonly PlatformFeeConfig[], itemsTotal: number): number {
  const band = bands.find(
    (candidate) =>
      itemsTotal >= candidate.MinOrderValue &&
      (candidate.MaxOrderValue === null || itemsTotal <= candidate.MaxOrderValue),
  );
  return band?.Fee ?? 0;
}

/**
 * How much of the wallet pays: all of the total if the balance covers it, otherwise the balance,
 * leaving the gateway at least its minimum amount so a tiny remainder can still be paid online.
 */
export function walletUse(total: number, balance: number, useWallet: boolean): number {
  if (!useWallet || balance <= 0) return 0;
  if (balance >= total) return total;
  const remainder = total - balance;
  if (remainder >= GATEWAY_MINIMUM_AMOUNT) return balance;
  return Math.max(0, total - GATEWAY_MINIMUM_AMOUNT);
}

export interface BillInput {
  itemsTotal: number;
  couponDiscount: number;
  shippingFee: number;
  deliveryCharge: number;
  platformFee: number;
  walletBalance: number;
  useWallet: boolean;
}

export function computeBill(input: BillInput): Bill {
  const couponDiscount = Math.min(input.couponDiscount, input.itemsTotal);
  const total =
    input.itemsTotal -
    couponDiscount +
    input.shippingFee +
    input.deliveryCharge +
    input.platformFee;
  const walletUsed = walletUse(total, input.walletBalance, input.useWallet);
  return {
    ItemsTotal: input.itemsTotal,
    CouponDiscount: couponDiscount,
    ShippingFee: input.shippingFee,
    DeliveryCharge: input.deliveryCharge,
    PlatformFee: input.platformFee,
    Total: total,
    WalletUsed: walletUsed,
    AmountPayable: total - walletUsed,
  };
}
