/** The money fields the coverage check pins as integers are read from the SDK's schemas (support/money-fields.ts). */
import { Paise } from '@storefront/sdk';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { MONEY_FIELDS, moneyFieldsOf } from '../support/money-fields.js';

describe('the money fields', () => {
  it('are the fields built with Paise, bare, wrapped or nested in lists and unions', () => {
    const Line = z.object({
      UnitPrice: Paise,
      Qty: z.int(),
      Credit: z.optional(z.nullable(Paise)),
    });
    const Reply = z.object({
      Total: Paise,
      Count: z.int(),
      Lines: z.array(Line),
      Either: z.union([z.object({ Fee: Paise }), z.object({ Name: z.string() })]),
    });
    expect([...moneyFieldsOf([Reply])].sort()).toEqual(['Credit', 'Fee', 'Total', 'UnitPrice']);
  });

  it("cover the shopper API's replies, the spec's amounts and the designed ones", () => {
    for (const field of [
      'Amount',
      'Total',
      'WalletUsed',
      'Balance',
      'Price',
      'Mrp',
      'WeightCredit',
    ])
      expect(MONEY_FIELDS.has(field), field).toBe(true);
    expect(MONEY_FIELDS.has('Qty')).toBe(false);
  });
});
