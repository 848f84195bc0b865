import { describe, expect, it } from 'vitest';
import { describeChange } from './AuditList';

describe('an audit row in staff words', () => {
  it('names each field that moved, money in rupees', () => {
    expect(
      describeChange(
        { Status: 'Packing' },
        { Status: 'Packed', Credited: 8_000, Lines: [{ LineId: 7, PackedGrams: 900 }] },
      ),
    ).toEqual(['Status: Packing → Packed', 'Credited: ₹80', 'Lines LineId 7 · PackedGrams: 900']);
  });

  it('lines up the options of a product edit by their id', () => {
    expect(
      describeChange(
        { ProductId: 3, Price: 24_900, Options: [{ RowId: 12, Stock: null, PriceDelta: 0 }] },
        { ProductId: 3, Price: 26_900, Options: [{ RowId: 12, Stock: 5, PriceDelta: 2_050 }] },
      ),
    ).toEqual([
      'Price: ₹249 → ₹269',
      'Options RowId 12 · Stock: — → 5',
      'Options RowId 12 · PriceDelta: ₹0 → ₹20.50',
    ]);
  });

  it('shows a member created, and a field that went away', () => {
    expect(describeChange(null, { Email: 'a@b.in', Role: 'rider', Disabled: false })).toEqual([
      'Email: a@b.in',
      'Role: rider',
      'Disabled: false',
    ]);
    expect(describeChange({ Reason: 'x' }, {})).toEqual(['Reason: x → —']);
  });
});
