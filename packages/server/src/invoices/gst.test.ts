import { gstinCheckCharacter, isValidGstin } from '@storefront/sdk/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  documentNumber,
  fileNameOf,
  financialYearOf,
  formatAmount,
  numberInWords,
  seriesOf,
  splitInclusive,
  stateCodeOf,
  taxParts,
} from './gst.js';

describe('the tax inside a GST-inclusive amount', () => {
  it('splits an amount so that the taxable value and the tax add up to it exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(0, 25, 300, 500, 1200, 1800, 2800, 4000),
        (amount, rate) => {
          const { taxable, tax } = splitInclusive(amount, rate);
          expect(taxable + tax).toBe(amount);
          expect(tax).toBeGreaterThanOrEqual(0);
          // The taxable value is amount × 100 / (100 + rate), to the nearest paisa.
          expect(Math.abs(taxable - (amount * 10_000) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('leaves an exempt amount untaxed and takes 5 % out of ₹105 as ₹5', () => {
    expect(splitInclusive(53_485, 0)).toEqual({ taxable: 53_485, tax: 0 });
    expect(splitInclusive(10_500, 500)).toEqual({ taxable: 10_000, tax: 500 });
    // ₹312.15 at 5 %: 31215 / 1.05 = 29728.57… → 297.29 taxable, 14.86 tax.
    expect(splitInclusive(31_215, 500)).toEqual({ taxable: 29_729, tax: 1_486 });
  });

  it('halves the tax into CGST and SGST within the state (the odd paisa to CGST), all IGST beyond', () => {
    expect(taxParts(1_486, false)).toEqual({ cgst: 743, sgst: 743, igst: 0 });
    expect(taxParts(1_487, false)).toEqual({ cgst: 744, sgst: 743, igst: 0 });
    expect(taxParts(1_487, true)).toEqual({ cgst: 0, sgst: 0, igst: 1_487 });
  });
});

describe('numbers and dates of documents', () => {
  it('puts a moment in its financial year, April to March in India', () => {
    // 31 March 2027 23:59 IST is 18:29 UTC; a minute later it is 1 April in India.
    expect(financialYearOf(new Date('2027-03-31T18:29:00Z'))).toEqual({
      startYear: 2026,
      label: '2026-27',
      short: '26-27',
    });
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z')).label).toBe('2027-28');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z')).short).toBe('99-00');
  });

  it('numbers a document within 16 characters and names its file after it', () => {
    const number = documentNumber(seriesOf('SFC', new Date('2026-05-01T00:00:00Z')), 42);
    expect(number).toBe('SFC/26-27/000042');
    expect(number.length).toBeLessThanOrEqual(16);
    expect(fileNameOf('SF/26-27/000001')).toBe('SF-26-27-000001.pdf');
  });
});

describe('amounts in words and figures', () => {
  it('writes rupees with Indian numbering: thousand, lakh, crore', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(48)).toBe('Forty-Eight');
    expect(numberInWords(1_048)).toBe('One Thousand Forty-Eight');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(12_345_678)).toBe(
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight',
    );
    expect(numberInWords(1_000_000_000)).toBe('One Hundred Crore');
  });

  it('adds the paise, and says Only', () => {
    expect(amountInWords(104_850)).toBe('Rupees One Thousand Forty-Eight and Fifty Paise Only');
    expect(amountInWords(88_100)).toBe('Rupees Eight Hundred Eighty-One Only');
    expect(amountInWords(1)).toBe('Rupees Zero and One Paise Only');
  });

  it('groups figures the Indian way', () => {
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(104_850)).toBe('1,048.50');
    expect(formatAmount(1_234_567_89)).toBe('12,34,567.89');
  });
});

describe('states and GSTINs', () => {
  it("finds a state's GST code however the shopper wrote it", () => {
    expect(stateCodeOf('Karnataka')).toBe('29');
    expect(stateCodeOf(' karnataka ')).toBe('29');
    expect(stateCodeOf('KA')).toBe('29');
    expect(stateCodeOf('ಕರ್ನಾಟಕ')).toBe('29');
    expect(stateCodeOf('Tamil Nadu')).toBe('33');
    expect(stateCodeOf('Jammu & Kashmir')).toBe('01');
    expect(stateCodeOf('Atlantis')).toBeNull();
  });

  it('checks the check character of a GSTIN', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAACF1234F1Z1')).toBe(true);
    expect(isValidGstin('29AAACF1234F1Z2')).toBe(false);
    expect(isValidGstin('99AAACF1234F1Z1')).toBe(false);
    expect(gstinCheckCharacter('33AAACF1234F1Z')).toBe('C');
  });
});
