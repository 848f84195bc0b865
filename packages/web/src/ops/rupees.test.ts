import { describe, expect, it } from 'vitest';
import { paiseToRupees, rupeesToPaise } from './rupees';

describe('prices as staff type them', () => {
  it('reads rupees with up to two decimals as exact paise', () => {
    expect(rupeesToPaise('249')).toBe(24_900);
    expect(rupeesToPaise(' 249.5 ')).toBe(24_950);
    expect(rupeesToPaise('0.29')).toBe(29);
    expect(rupeesToPaise('0')).toBe(0);
  });

  it('refuses what is not an amount, and a minus unless asked for', () => {
    for (const text of ['', '2,499', '249.505', '1e3', '₹249', '.5', '249.'])
      expect(rupeesToPaise(text), text).toBeUndefined();
    expect(rupeesToPaise('-20')).toBeUndefined();
    expect(rupeesToPaise('-20', { signed: true })).toBe(-2_000);
    expect(rupeesToPaise('-0', { signed: true })).toBe(0);
  });

  it('writes paise back the way it reads them', () => {
    for (const paise of [0, 5, 29, 24_900, 24_950, -2_000, -1])
      expect(rupeesToPaise(paiseToRupees(paise), { signed: true })).toBe(paise);
    expect(paiseToRupees(24_950)).toBe('249.50');
    expect(paiseToRupees(24_900)).toBe('249');
  });
});
