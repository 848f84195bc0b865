import { describe, expect, it } from 'vitest';
import { computeBill, platformFee, shippingFee, walletUse, type ShippingConfig } from './bill.js';

const shipping: ShippingConfig = {
  FreeShippingAbove: 49_900,
  BaseFee: 2_900,
  BaseDistance: 3_000,
  PerKmFee: 800,
  MaxDeliveryDistance: 15_000,
};

describe('shipping fee', () => {
  it('is free at or above the threshold, whatever the distance within range', () => {
    expect(shippingFee(shipping, 49_900, 14_000)).toBe(0);
  });

  it('charges the base fee up to the base distance', () => {
    expect(shippingFee(shipping, 20_000, 0)).toBe(2_900);
    expect(shippingFee(shipping, 20_000, 3_000)).toBe(2_900);
  });

  it('charges every started kilometre beyond the base distance', () => {
    expect(shippingFee(shipping, 20_000, 3_001)).toBe(3_700);
    expect(shippingFee(shipping, 20_000, 5_000)).toBe(4_500);
    expect(shippingFee(shipping, 20_000, 5_200)).toBe(5_300);
  });

  it('has no fee (no delivery) beyond the maximum distance', () => {
    expect(shippingFee(shipping, 90_000, 15_001)).toBeNull();
  });
});

describe('platform fee', () => {
  const bands = [
    { MinOrderValue: 0, MaxOrderValue: 49_999, Fee: 1_500 },
    { MinOrderValue: 50_000, MaxOrderValue: 149_999, Fee: 1_000 },
    { MinOrderValue: 150_000, MaxOrderValue: null, Fee: 0 },
  ];

  it('is the fee of the band holding the items total, both ends included', () => {
    expect(platformFee(bands, 49_999)).toBe(1_500);
    expect(platformFee(bands, 50_000)).toBe(1_000);
    expect(platformFee(bands, 10_000_000)).toBe(0);
  });

  it('is zero when no band holds the total', () => {
    expect(platformFee([{ MinOrderValue: 100, MaxOrderValue: 200, Fee: 5 }], 50)).toBe(0);
  });
});

describe('wallet use', () => {
  it('pays nothing unless asked and funded', () => {
    expect(walletUse(50_000, 10_000, false)).toBe(0);
    expect(walletUse(50_000, 0, true)).toBe(0);
  });

  it('pays the whole total when the balance covers it', () => {
    expect(walletUse(50_000, 80_000, true)).toBe(50_000);
  });

  it('pays the balance and leaves the rest to the gateway', () => {
    expect(walletUse(50_000, 20_000, true)).toBe(20_000);
  });

  it('leaves the gateway at least ₹1 to collect', () => {
    expect(walletUse(50_000, 49_950, true)).toBe(49_900);
  });
});

describe('bill', () => {
  it('adds fees to the discounted items total and splits it between wallet and gateway', () => {
    expect(
      computeBill({
        itemsTotal: 60_000,
        couponDiscount: 10_000,
        shippingFee: 0,
        deliveryCharge: 4_900,
        platformFee: 1_000,
        walletBalance: 5_000,
        useWallet: true,
      }),
    ).toEqual({
      ItemsTotal: 60_000,
      CouponDiscount: 10_000,
      ShippingFee: 0,
      DeliveryCharge: 4_900,
      PlatformFee: 1_000,
      Total: 55_900,
      WalletUsed: 5_000,
      AmountPayable: 50_900,
    });
  });
});
