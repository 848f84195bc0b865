import { describe, expect, it } from 'vitest';
import { discountPercent, formatPaise } from './money';

const text = (value: string) => value.replace(/\u00a0/g, ' ');

describe('money', () => {
  it('formats paise as Indian rupees', () => {
    expect(text(formatPaise(24900))).toBe('₹249');
    expect(text(formatPaise(24950))).toBe('₹249.50');
    expect(text(formatPaise(12345600))).toBe('₹1,23,456');
    expect(text(formatPaise(0))).toBe('₹0');
  });

  it('computes a whole discount percentage only when the MRP is higher', () => {
    expect(discountPercent(24900, 29900)).toBe(17);
    expect(discountPercent(24900, null)).toBe(0);
    expect(discountPercent(24900, 24900)).toBe(0);
  });
});
