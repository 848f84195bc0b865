import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORDER_STATUSES } from '../../packages/sdk/src/core/index.js';
import { findRedefinitions, scanPackages } from './single-source.js';
import { findSpecCitations, requirementSections, scanSpecCitations } from './spec-citations.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('the web app, the server, the SDK outside its core and the contracts define no spec constant, storage key or status list of their own', () => {
  const found = scanPackages(root).map((item) => `${item.file}:${item.line} ${item.what}`);
  assert.deepEqual(found, []);
});

test('a copied status list is found, as an array and as a union type', () => {
  const found = findRedefinitions(
    'copy.ts',
    // Every order status, as someone would copy them today.
    `export const statuses = [${ORDER_STATUSES.map((status) => `'${status}'`).join(', ')}];
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

test("a list of some statuses is found: which statuses share a rule is the lifecycle table's", () => {
  const found = findRedefinitions(
    'rules.ts',
    `const cancellable = ['PendingPayment', 'Placed', 'Confirmed'];
     const packing = ['Confirmed', 'Packing'];
     const unpaid = ['Pending', 'Failed'];
     where(inArray(refunds.status, ['Processing', 'Completed']));`,
  );
  assert.deepEqual(
    found.map((item) => [item.line, item.what.split(' (')[0]]),
    [
      [1, 'a list of ORDER_STATUSES'],
      [2, 'a list of ORDER_STATUSES'],
      [3, 'a list of PAYMENT_STATUSES'],
      [4, 'a list of REFUND_STATUSES'],
    ],
  );
  assert.match(found[0]!.what, /lifecycle table/);
});

test('one status, a list of other words, or SQL text is not a status list', () => {
  assert.deepEqual(
    findRedefinitions(
      'ok.ts',
      `const delivered = ['Delivered'];
       const attempts = ['Created', 'Paid', 'Failed', 'Expired'];
       const mixed = ['Placed', 'Confirmed', someStatus];
       const index = sql\`\${t.status} in ('PendingPayment', 'PaymentFailed')\`;
       if (status === 'Placed' || status === 'Confirmed') move();`,
    ),
    [],
  );
});

test('the SDK core is left out of the scan, the rest of the SDK and the contracts are not', () => {
  const files = new Set(scanPackages(root).map((item) => item.file));
  assert.equal(
    [...files].some((file) => file.startsWith('packages/sdk/src/core/')),
    false,
  );
  const copy = findRedefinitions(
    'contracts/support/templates.ts',
    `const Status = oneOf(['Requested', 'Processing', 'Completed', 'Rejected'], 'Completed');`,
  );
  assert.deepEqual(
    copy.map((item) => item.what),
    ['a copy of REFUND_STATUSES'],
  );
});

test('every citation of the spec ("spec section 8", "spec §4", "§9", …) names a heading of docs/requirements.md', () => {
  const sections = requirementSections(readFileSync(join(root, 'docs', 'requirements.md'), 'utf8'));
  const citations = scanSpecCitations(root);
  assert.ok(citations.length > 0, 'the scan found no citation at all');
  const dangling = citations
    .filter((citation) => !sections.has(citation.section))
    .map(
      (citation) => `${citation.file}:${citation.line} §${citation.section} ("${citation.quote}")`,
    );
  assert.deepEqual(dangling, []);
});

test('the citation styles in use are found, with their lines', () => {
  const found = findSpecCitations(
    'cites.ts',
    `/** The cart line of spec section 3, and the limits (Spec section 9). */
     // Login orchestration (spec sections 4, 5, 8) and push (spec sections 1, 3, 4, 8 and 9).
     // the spec's wording (sections 5 and 8); the spec's section 3 slices
     /** Config at startup (spec section 4, Startup; section 7). Not this: section 6. */
     - §2, the success dialog; spec §4.3 and spec § 7
     /** Cited across a wrapped comment: the spec
      * section 6, and spec section 9, 120 s (a timeout, not a section). */`,
  );
  assert.deepEqual(
    found.map((citation) => `${citation.line}:${citation.section}`),
    [
      '1:3',
      '1:9',
      '2:4',
      '2:5',
      '2:8',
      '2:1',
      '2:3',
      '2:4',
      '2:8',
      '2:9',
      '3:5',
      '3:8',
      '3:3',
      '4:4',
      '4:7',
      '5:2',
      '5:4.3',
      '5:7',
      '7:6',
      '7:9',
    ],
  );
});

test('section numbers that do not cite the spec are not citations', () => {
  assert.deepEqual(
    findSpecCitations(
      'other.md',
      `See the section 3 of RFC 9110, specDetails.e2e.test.ts, the anchor #delivery-promise-beyond-spec-section-7,
       and the specs 2 and 3 of the suite.`,
    ),
    [],
  );
});

test('headings are read with their section numbers, and a cited subsection needs a heading of its own', () => {
  const sections = requirementSections(
    [
      '# Requirements',
      '## 4. States and transitions',
      '### 4.3 Payment',
      '## 7 Calls',
      '- 8. not a heading',
    ].join('\n'),
  );
  assert.deepEqual([...sections], ['4', '4.3', '7']);
  const cited = findSpecCitations('x.ts', '// spec §4.3, spec §4.4, spec section 12');
  assert.deepEqual(
    cited.filter((citation) => !sections.has(citation.section)).map((citation) => citation.section),
    ['4.4', '12'],
  );
});
