import { describe, expect, it } from 'vitest';
import { formatPaise } from './index.js';

/** Engines may put a no-break space after the sign; shoppers read a plain one. */
const text = (value: string) => value.replace(/\u00a0/g, ' ');

describe('formatPaise', () => {
  it('writes whole rupees without paise', () => {
    expect(text(formatPaise(24900))).toBe('₹249');
    expect(text(formatPaise(0))).toBe('₹0');
  });

  it('writes two decimals when there are paise', () => {
    expect(text(formatPaise(24950))).toBe('₹249.50');
    expect(text(formatPaise(24905))).toBe('₹249.05');
    expect(text(formatPaise(1))).toBe('₹0.01');
  });

  it('groups digits the Indian way (lakhs and crores)', () => {
    expect(text(formatPaise(12345600))).toBe('₹1,23,456');
    expect(text(formatPaise(1234567890))).toBe('₹1,23,45,678.90');
  });

  it('keeps the sign of a negative amount', () => {
    expect(text(formatPaise(-27500))).toBe('-₹275');
    expect(text(formatPaise(-27550))).toBe('-₹275.50');
  });
});
