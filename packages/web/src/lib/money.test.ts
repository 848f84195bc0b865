import { formatPaise as sdkFormatPaise } from '@storefront/sdk/core';
import { describe, expect, it } from 'vitest';
import { discountPercent, formatPaise } from './money';

const text = (value: string) => value.replace(/\u00a0/g, ' ');

describe('money', () => {
  it('formats paise as Indian rupees', () => {
    expect(formatPaise(24900)).toBe('₹249');
    expect(formatPaise(24950)).toBe('₹249.50');
    expect(formatPaise(12345600)).toBe('₹1,23,456');
    expect(formatPaise(0)).toBe('₹0');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(-24950)).toBe('-₹249.50');
  });

  it('writes every amount as the SDK formatter (Intl, en-IN) does', () => {
    const amounts = [-0, 1, 99, 100, 101, 999_99, 1000_00, 1_00_000_00, 12_34_56_78_901_23, -100];
    for (let paise = -30_000; paise <= 3_000_000; paise += 997) amounts.push(paise);
    for (let power = 0; power <= 15; power++)
      amounts.push(10 ** power, 10 ** power - 1, 10 ** power + 50);
    for (const paise of amounts)
      expect(formatPaise(paise), String(paise)).toBe(text(sdkFormatPaise(paise)));
  });

  it('computes a whole discount percentage only when the MRP is higher', () => {
    expect(discountPercent(24900, 29900)).toBe(17);
    expect(discountPercent(24900, null)).toBe(0);
    expect(discountPercent(24900, 24900)).toBe(0);
  });
});
