/** The weight settlement in paise: examples from the rule, then properties over weights and prices. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gramsOf, pieceCredit, splitCredits, unitGrams, weightCredit } from './settlement.js';

const line = (over: Partial<Parameters<typeof weightCredit>[0]>) =>
  weightCredit({
    lineTotal: 40_000,
    orderedGrams: 1_000,
    packedGrams: 1_000,
    short: false,
    toleranceBasisPoints: 300,
    ...over,
  });

describe('weight credit', () => {
  it('credits nothing within the tolerance, and the whole difference beyond it', () => {
    expect(line({ packedGrams: 970 })).toBe(0); // exactly 3 % under
    expect(line({ packedGrams: 969 })).toBe(1_240); // 31 g of ₹400/kg = ₹12.40
    expect(line({ packedGrams: 900 })).toBe(4_000);
  });

  it('never charges for overweight', () => {
    expect(line({ packedGrams: 1_250 })).toBe(0);
  });

  it('refunds a short line whole, and a line packed at 0 g too', () => {
    expect(line({ short: true, packedGrams: null })).toBe(40_000);
    expect(line({ packedGrams: 0 })).toBe(40_000);
  });

  it('rounds half a paisa up, in the shopper’s favour', () => {
    // Half of 999 paise is 499.5 → 500; a third of 334 paise is 111.33 → 111.
    expect(line({ lineTotal: 999, orderedGrams: 2_000, packedGrams: 1_000 })).toBe(500);
    expect(line({ lineTotal: 334, orderedGrams: 3_000, packedGrams: 2_000 })).toBe(111);
  });

  it('settles nothing by weight for a line sold by the piece', () => {
    expect(line({ orderedGrams: null, packedGrams: 10 })).toBe(0);
  });

  const lines = fc.record({
    lineTotal: fc.integer({ min: 0, max: 10_000_000 }),
    orderedGrams: fc.integer({ min: 1, max: 100_000 }),
    packedGrams: fc.integer({ min: 0, max: 100_000 }),
    toleranceBasisPoints: fc.integer({ min: 0, max: 5_000 }),
  });

  it('is a whole number of paise between nothing and the line total', () => {
    fc.assert(
      fc.property(lines, (l) => {
        const credit = weightCredit({ ...l, short: false });
        expect(Number.isInteger(credit)).toBe(true);
        expect(credit).toBeGreaterThanOrEqual(0);
        expect(credit).toBeLessThanOrEqual(l.lineTotal);
      }),
    );
  });

  it('is the missing grams at the line’s price per gram, within half a paisa, once beyond the tolerance', () => {
    fc.assert(
      fc.property(lines, (l) => {
        const credit = weightCredit({ ...l, short: false });
        const missing = Math.max(0, l.orderedGrams - l.packedGrams);
        const beyond = missing * 10_000 > l.orderedGrams * l.toleranceBasisPoints;
        const exact = beyond ? (missing * l.lineTotal) / l.orderedGrams : 0;
        expect(Math.abs(credit - exact)).toBeLessThanOrEqual(0.5);
        if (!beyond) expect(credit).toBe(0);
      }),
    );
  });

  it('never grows as the packed weight grows', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 1_000 }), (l, more) => {
        const lighter = weightCredit({ ...l, short: false });
        const heavier = weightCredit({ ...l, packedGrams: l.packedGrams + more, short: false });
        expect(heavier).toBeLessThanOrEqual(lighter);
      }),
    );
  });
});

describe('piece credit (a line sold by the piece, e.g. eggs)', () => {
  const eggs = (over: Partial<Parameters<typeof pieceCredit>[0]>) =>
    pieceCredit({
      unitPrice: 9_900,
      qty: 3,
      lineTotal: 29_700,
      packedPieces: 3,
      short: false,
      ...over,
    });

  it('credits nothing when every piece ordered is packed', () => {
    expect(eggs({})).toBe(0);
  });

  it('credits each missing piece at the line’s unit price', () => {
    expect(eggs({ packedPieces: 2 })).toBe(9_900);
    expect(eggs({ packedPieces: 1 })).toBe(19_800);
  });

  it('credits the whole line for none packed or a short line', () => {
    expect(eggs({ packedPieces: 0 })).toBe(29_700);
    expect(eggs({ short: true, packedPieces: null })).toBe(29_700);
  });

  it('is a whole number of paise between nothing and the line total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.nat(50),
        (unitPrice, qty, packed) => {
          const packedPieces = Math.min(packed, qty);
          const credit = pieceCredit({
            unitPrice,
            qty,
            lineTotal: unitPrice * qty,
            packedPieces,
            short: false,
          });
          expect(Number.isInteger(credit)).toBe(true);
          expect(credit).toBe((qty - packedPieces) * unitPrice);
          expect(credit).toBeLessThanOrEqual(unitPrice * qty);
        },
      ),
    );
  });
});

describe('net grams of a line', () => {
  it('reads weight labels and ignores the rest', () => {
    expect(gramsOf('500 g')).toBe(500);
    expect(gramsOf('1 kg')).toBe(1_000);
    expect(gramsOf('1.5 kg')).toBe(1_500);
    expect(gramsOf('250gms')).toBe(250);
    expect(gramsOf('12 pcs')).toBeNull();
    expect(gramsOf('Boneless')).toBeNull();
  });

  it('takes the chosen option’s weight, else the product’s', () => {
    expect(unitGrams(['Curry cut', '1 kg'], '250 g')).toBe(1_000);
    expect(unitGrams(['Curry cut'], '250 g')).toBe(250);
    expect(unitGrams([], '30 pcs')).toBeNull();
  });
});

describe('splitting credits against the amount left to collect', () => {
  it('takes credits off what is due first, and only the rest to the wallet', () => {
    expect(splitCredits([6_000], 50_000)).toEqual([{ offPayable: 6_000, toWallet: 0 }]);
    expect(splitCredits([3_000, 4_000], 5_000)).toEqual([
      { offPayable: 3_000, toWallet: 0 },
      { offPayable: 2_000, toWallet: 2_000 },
    ]);
    // A paid order has nothing due: all to the wallet.
    expect(splitCredits([3_000], 0)).toEqual([{ offPayable: 0, toWallet: 3_000 }]);
  });

  it('keeps every paisa: the parts add up to each credit, and no more than is due comes off', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 20 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        (credits, due) => {
          const parts = splitCredits(credits, due);
          parts.forEach((part, index) => {
            expect(part.offPayable + part.toWallet).toBe(credits[index]);
            expect(part.offPayable).toBeGreaterThanOrEqual(0);
            expect(part.toWallet).toBeGreaterThanOrEqual(0);
          });
          const off = parts.reduce((sum, part) => sum + part.offPayable, 0);
          const total = credits.reduce((sum, credit) => sum + credit, 0);
          expect(off).toBe(Math.min(due, total));
        },
      ),
    );
  });
});
