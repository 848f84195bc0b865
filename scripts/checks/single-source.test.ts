import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { findRedefinitions, scanPackages } from './single-source.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('the web app and the server define no spec constant, storage key or status list of their own', () => {
  const found = scanPackages(root).map((item) => `${item.file}:${item.line} ${item.what}`);
  assert.deepEqual(found, []);
});

test('a copied status list is found, as an array and as a union type', () => {
  const found = findRedefinitions(
    'copy.ts',
    `export const statuses = ['PendingPayment', 'Placed', 'Confirmed', 'Packing', 'Packed', 'OutForDelivery', 'Delivered', 'DeliveryFailed', 'Cancelled', 'PaymentFailed'];
     type Refund = 'Requested' | 'Processing' | 'Completed' | 'Rejected';`,
  );
  assert.deepEqual(
    found.map((item) => item.what),
    ['a copy of ORDER_STATUSES', 'a copy of REFUND_STATUSES as a type'],
  );
});

test('a storage key written again is found, and the same word elsewhere is not', () => {
  const found = findRedefinitions(
    'keys.ts',
    `const KEY = 'primary';
     localStorage.getItem('storefront.cart');
     const button = { variant: 'primary' };`,
  );
  assert.deepEqual(
    found.map((item) => item.what),
    ["the storage key 'primary'", "the storage key 'storefront.cart'"],
  );
});

test('the maximum quantity written as a number is found', () => {
  const found = findRedefinitions(
    'limits.ts',
    `const MAX_QTY = 10;
     const settings = { maxAllowedQtyPerProduct: 10 };
     const pageSize = 10;`,
  );
  assert.equal(found.length, 2);
});

test('a currency formatter of its own is found, and other number formats are not', () => {
  const found = findRedefinitions(
    'money.ts',
    `const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
     const whole = Intl.NumberFormat('en-IN', { style: 'currency', currency });
     const text = (paise / 100).toLocaleString('en-IN', { style: 'currency', currency: 'INR' });
     const grams = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
     const count = total.toLocaleString('en-IN');`,
  );
  assert.deepEqual(
    found.map((item) => item.line),
    [1, 2, 3],
  );
  assert.match(found[0]!.what, /formatPaise/);
});

test('a rule that names some statuses is not a copy of the list', () => {
  assert.deepEqual(
    findRedefinitions('ok.ts', `const cancellable = ['PendingPayment', 'Placed', 'Confirmed'];`),
    [],
  );
});
