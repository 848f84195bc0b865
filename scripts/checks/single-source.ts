/**
 * A spec rule (a limit, a storage key, a closed list of values) is written once, in the SDK's zod-free core,
 * and imported everywhere else. This scan finds places in the web app and the server that write one again:
 * - a list of string literals (array or union type) that holds every value of one of core's enums,
 * - an array of two or more order, payment or refund statuses and nothing else (a subset, such as
 *   ['PendingPayment', 'PaymentFailed']): which statuses share a rule is the lifecycle table's
 *   (core/lifecycle.ts: `orderStatusesWhere`, `ORDER_MOVES`, `paymentStatusesWhere`, `refundStatusesWhere`).
 *   An array that mixes in other words (a payment attempt's own statuses) is not a status list; SQL text
 *   (a partial index's `in (…)`) is not an array and is pinned by its own test
 *   (packages/server/src/operations/rules.test.ts),
 * - a storage key's value used as a key,
 * - the default maximum quantity written as a number under a max-quantity name,
 * - a currency formatter of its own (`Intl.NumberFormat` or `toLocaleString` with a currency or 'INR'): money is
 *   written by core's `formatPaise`, one way everywhere.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import * as core from '../../packages/sdk/src/core/index.js';

export interface Redefinition {
  file: string;
  line: number;
  what: string;
}

const enums: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(core).filter(
    (entry): entry is [string, readonly string[]] =>
      Array.isArray(entry[1]) &&
      entry[1].length >= 2 &&
      entry[1].every((value: unknown) => typeof value === 'string'),
  ),
);

const storageKeys = new Set<string>([
  core.CART_STORAGE_KEY,
  core.FLOW_STORAGE_KEY,
  ...Object.values(core.SESSION_STORAGE_KEYS),
]);

const STORAGE_CALLS = new Set(['getItem', 'setItem', 'removeItem']);
const MAX_QTY_NAME = /max.*(qty|quantity)|(qty|quantity).*max/i;

function repeatedEnum(values: readonly string[]): string | undefined {
  if (values.length < 2) return undefined;
  for (const [name, members] of Object.entries(enums)) {
    if (members.every((member) => values.includes(member))) return name;
  }
  return undefined;
}

/** The status enums whose subsets are the lifecycle table's to list. */
const STATUS_LISTS = {
  ORDER_STATUSES: core.ORDER_STATUSES,
  PAYMENT_STATUSES: core.PAYMENT_STATUSES,
  REFUND_STATUSES: core.REFUND_STATUSES,
} as const satisfies Record<string, readonly string[]>;

/** The status enum all of two or more values belong to, if any (a list of statuses written by hand). */
function statusSubset(values: readonly string[]): string | undefined {
  if (values.length < 2) return undefined;
  for (const [name, members] of Object.entries(STATUS_LISTS)) {
    if (values.every((value) => (members as readonly string[]).includes(value))) return name;
  }
  return undefined;
}

/** Whether an argument list names a currency: the 'INR' literal anywhere in it, or a `currency` option. */
function namesCurrency(args: readonly ts.Expression[]): boolean {
  let found = false;
  const look = (node: ts.Node) => {
    if (found) return;
    if (ts.isStringLiteralLike(node) && node.text.toUpperCase() === core.CURRENCY) found = true;
    else if (
      (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
      nameOf(node.name) === 'currency'
    )
      found = true;
    else ts.forEachChild(node, look);
  };
  args.forEach(look);
  return found;
}

/** `Intl.NumberFormat(…)`, `new Intl.NumberFormat(…)` or `x.toLocaleString(…)`, by the name called. */
function calledName(node: ts.CallExpression | ts.NewExpression): string {
  const callee = node.expression;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  if (ts.isIdentifier(callee)) return callee.text;
  return '';
}

const FORMATTER_CALLS = new Set(['NumberFormat', 'toLocaleString']);

function nameOf(node: ts.Node | undefined): string {
  if (!node) return '';
  if (ts.isIdentifier(node) || ts.isStringLiteral(node)) return node.text;
  return '';
}

/** Every redefinition in one file's source text. */
export function findRedefinitions(file: string, text: string): Redefinition[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Redefinition[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      what,
    });

  const visit = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node) && node.elements.every(ts.isStringLiteralLike)) {
      const values = node.elements.map((element) => (element as ts.StringLiteral).text);
      const name = repeatedEnum(values);
      const subset = name ? undefined : statusSubset(values);
      if (name) report(node, `a copy of ${name}`);
      if (subset)
        report(
          node,
          `a list of ${subset} (read it from the lifecycle table in @storefront/sdk/core)`,
        );
    }
    if (ts.isUnionTypeNode(node)) {
      const literals = node.types.flatMap((type) =>
        ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal) ? [type.literal.text] : [],
      );
      if (literals.length === node.types.length) {
        const name = repeatedEnum(literals);
        if (name) report(node, `a copy of ${name} as a type`);
      }
    }
    if (ts.isStringLiteralLike(node) && storageKeys.has(node.text)) {
      const parent = node.parent;
      const asKey =
        node.text.startsWith('storefront.') ||
        (ts.isCallExpression(parent) &&
          ts.isPropertyAccessExpression(parent.expression) &&
          STORAGE_CALLS.has(parent.expression.name.text)) ||
        (ts.isVariableDeclaration(parent) && /key/i.test(nameOf(parent.name)));
      if (asKey) report(node, `the storage key '${node.text}'`);
    }
    if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      FORMATTER_CALLS.has(calledName(node)) &&
      namesCurrency(node.arguments ?? [])
    ) {
      report(node, 'a currency formatter (use formatPaise from @storefront/sdk/core)');
    }
    if (ts.isNumericLiteral(node) && Number(node.text) === core.DEFAULT_MAX_QTY) {
      const parent = node.parent;
      const name =
        ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)
          ? nameOf(parent.name)
          : ts.isBinaryExpression(parent) &&
              parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
            ? 'fallback'
            : '';
      if (MAX_QTY_NAME.test(name)) report(node, `the maximum quantity ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /\.(test|e2e\.test)\.tsx?$|\.d\.ts$/;

/** Dependencies, fixtures, test support (the SDK's `test-support`) and generated pacts. */
const SKIPPED_DIRS = new Set(['node_modules', 'test', 'testing', 'test-support', 'pacts', 'dist']);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (!SKIPPED_DIRS.has(entry)) yield* sourceFiles(path);
    } else if (SOURCE.test(entry) && !NOT_SOURCE.test(entry)) yield path;
  }
}

/** Where the rules are written once: the SDK's zod-free core, which the scan leaves out. */
const CORE = join('packages', 'sdk', 'src', 'core');
/**
 * Types generated from the OpenAPI documents by openapi-typescript (`pnpm openapi`) for the test that calls
 * the server as another team's client would: they repeat every enum by design, from the documents, which the
 * SDK's schemas write (so they cannot drift: `pnpm openapi:check`).
 */
const GENERATED_CLIENT = join('packages', 'server', 'src', 'openapi', 'client');

/**
 * Every redefinition in the web app's, the server's, the SDK's (its core aside) and the contracts' source
 * (tests and fixtures aside).
 */
export function scanPackages(root: string): Redefinition[] {
  const dirs = ['packages/web/src', 'packages/server/src', 'packages/sdk/src', 'contracts'];
  return dirs.flatMap((dir) =>
    [...sourceFiles(join(root, dir))]
      .map((file) => relative(root, file))
      .filter((file) => !file.startsWith(CORE) && !file.startsWith(GENERATED_CLIENT))
      .flatMap((file) => findRedefinitions(file, readFileSync(join(root, file), 'utf8'))),
  );
}
