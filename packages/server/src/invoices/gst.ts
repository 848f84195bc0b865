/**
 * The arithmetic and the words of a GST document (docs/invoices.md), pure: the financial year and the
 * document numbers, the tax inside a GST-inclusive amount, CGST + SGST or IGST, the states' GST codes and
 * an amount in words with Indian numbering (lakh, crore).
 */
import { IST_OFFSET_MINUTES } from '@storefront/sdk/core';

const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

/** The date in India as year, month (1–12) and day. */
export function istDate(at: Date): { year: number; month: number; day: number } {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1, day: ist.getUTCDate() };
}

/** "23-05-2026": the date in India as the document prints it. */
export function formatIstDate(at: Date): string {
  const { year, month, day } = istDate(at);
  return `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`;
}

/**
 * The financial year (April to March, in India) a moment falls in: its first calendar year and its label,
 * "2026-27", and the short form a document number carries, "26-27".
 */
export function financialYearOf(at: Date): { startYear: number; label: string; short: string } {
  const { year, month } = istDate(at);
  const startYear = month >= 4 ? year : year - 1;
  const end = String((startYear + 1) % 100).padStart(2, '0');
  return {
    startYear,
    label: `${startYear}-${end}`,
    short: `${String(startYear % 100).padStart(2, '0')}-${end}`,
  };
}

/** The digits of the place in a series: six, so a number stays within GST's 16 characters. */
const SEQ_DIGITS = 6;

/** A series: its prefix and financial year, "SF/26-27". */
export const seriesOf = (prefix: string, at: Date) => `${prefix}/${financialYearOf(at).short}`;

/** A document's number: "SF/26-27/000001" (at most 16 characters with a prefix of up to 3). */
export const documentNumber = (series: string, seq: number) =>
  `${series}/${String(seq).padStart(SEQ_DIGITS, '0')}`;

/** The PDF's file name: "SF-26-27-000001.pdf". */
export const fileNameOf = (number: string) => `${number.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;

/**
 * The taxable value and the tax inside a GST-inclusive amount (paise): taxable = amount × 10000 / (10000 +
 * rate in basis points), rounded half up to the paisa, and the tax is the rest, so taxable + tax is the
 * amount exactly.
 */
export function splitInclusive(amount: number, rateBp: number): { taxable: number; tax: number } {
  const denominator = 10_000 + rateBp;
  // Integer rounding half up: floor((2·amount·10000 + denominator) / (2·denominator)).
  const taxable = Math.floor((2 * amount * 10_000 + denominator) / (2 * denominator));
  return { taxable, tax: amount - taxable };
}

export interface TaxParts {
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * A line's tax as the supply goes: within the store's state CGST and SGST, half each (the odd paisa, if
 * any, to CGST); to another state all IGST.
 */
export function taxParts(tax: number, interState: boolean): TaxParts {
  if (interState) return { cgst: 0, sgst: 0, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { cgst: tax - sgst, sgst, igst: 0 };
}

/** The states and union territories of India by their GST state code (the first two digits of a GSTIN). */
export const GST_STATES: Readonly<Record<string, { name: string; aliases: readonly string[] }>> = {
  '01': { name: 'Jammu and Kashmir', aliases: ['JK', 'J&K', 'Jammu & Kashmir'] },
  '02': { name: 'Himachal Pradesh', aliases: ['HP'] },
  '03': { name: 'Punjab', aliases: ['PB'] },
  '04': { name: 'Chandigarh', aliases: ['CH'] },
  '05': { name: 'Uttarakhand', aliases: ['UK', 'UT', 'Uttaranchal'] },
  '06': { name: 'Haryana', aliases: ['HR'] },
  '07': { name: 'Delhi', aliases: ['DL', 'New Delhi', 'NCT of Delhi'] },
  '08': { name: 'Rajasthan', aliases: ['RJ'] },
  '09': { name: 'Uttar Pradesh', aliases: ['UP'] },
  '10': { name: 'Bihar', aliases: ['BR'] },
  '11': { name: 'Sikkim', aliases: ['SK'] },
  '12': { name: 'Arunachal Pradesh', aliases: ['AR'] },
  '13': { name: 'Nagaland', aliases: ['NL'] },
  '14': { name: 'Manipur', aliases: ['MN'] },
  '15': { name: 'Mizoram', aliases: ['MZ'] },
  '16': { name: 'Tripura', aliases: ['TR'] },
  '17': { name: 'Meghalaya', aliases: ['ML'] },
  '18': { name: 'Assam', aliases: ['AS'] },
  '19': { name: 'West Bengal', aliases: ['WB'] },
  '20': { name: 'Jharkhand', aliases: ['JH'] },
  '21': { name: 'Odisha', aliases: ['OD', 'OR', 'Orissa'] },
  '22': { name: 'Chhattisgarh', aliases: ['CG', 'CT'] },
  '23': { name: 'Madhya Pradesh', aliases: ['MP'] },
  '24': { name: 'Gujarat', aliases: ['GJ'] },
  '26': {
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    aliases: ['DN', 'DD', 'DNHDD', 'Daman and Diu', 'Dadra and Nagar Haveli'],
  },
  '27': { name: 'Maharashtra', aliases: ['MH'] },
  '29': { name: 'Karnataka', aliases: ['KA', 'ಕರ್ನಾಟಕ', 'कर्नाटक'] },
  '30': { name: 'Goa', aliases: ['GA'] },
  '31': { name: 'Lakshadweep', aliases: ['LD'] },
  '32': { name: 'Kerala', aliases: ['KL'] },
  '33': { name: 'Tamil Nadu', aliases: ['TN'] },
  '34': { name: 'Puducherry', aliases: ['PY', 'Pondicherry'] },
  '35': { name: 'Andaman and Nicobar Islands', aliases: ['AN', 'Andaman & Nicobar'] },
  '36': { name: 'Telangana', aliases: ['TS', 'TG'] },
  '37': { name: 'Andhra Pradesh', aliases: ['AP'] },
  '38': { name: 'Ladakh', aliases: ['LA'] },
};

const normalState = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

const STATE_BY_NAME = new Map<string, string>(
  Object.entries(GST_STATES).flatMap(([code, state]) =>
    [state.name, ...state.aliases].map((name) => [normalState(name), code] as const),
  ),
);

/** The GST state code of a state as a shopper typed it ("Karnataka", "KA", "karnataka "), or null. */
export function stateCodeOf(text: string): string | null {
  return STATE_BY_NAME.get(normalState(text)) ?? null;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words ("Forty-Eight"); empty for 0. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]!}-${ONES[ones]!}`;
}

/** 0–999 in words; empty for 0. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds > 0 ? `${ONES[hundreds]!} Hundred` : '', belowHundred(rest)]
    .filter(Boolean)
    .join(' ');
}

/**
 * A whole number in words with Indian grouping: crore (10⁷), lakh (10⁵), thousand, hundred.
 * 12345678 → "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight".
 */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a count: ${value}`);
  if (value === 0) return 'Zero';
  const crore = Math.floor(value / 10_000_000);
  const rest = value % 10_000_000;
  const parts = [
    crore > 0 ? `${numberInWords(crore)} Crore` : '',
    Math.floor(rest / 100_000) > 0 ? `${belowHundred(Math.floor(rest / 100_000))} Lakh` : '',
    Math.floor((rest % 100_000) / 1000) > 0
      ? `${belowHundred(Math.floor((rest % 100_000) / 1000))} Thousand`
      : '',
    belowThousand(rest % 1000),
  ];
  return parts.filter(Boolean).join(' ');
}

/** An amount of paise in words: "Rupees One Thousand Forty-Eight and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = `Rupees ${numberInWords(rupees)}`;
  return rest > 0 ? `${words} and ${belowHundred(rest)} Paise Only` : `${words} Only`;
}

/** Paise as the document prints them: "1,048.50" (Indian grouping, two decimals, no sign). */
export function formatAmount(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = String(paise % 100).padStart(2, '0');
  const digits = String(rupees);
  const last3 = digits.slice(-3);
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${head ? `${head},${last3}` : last3}.${rest}`;
}
