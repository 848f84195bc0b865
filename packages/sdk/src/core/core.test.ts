import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import * as core from './index.js';
import * as sdk from '../index.js';
import { CartItem } from '../cart/schemas.js';
import { PaymentMethod, OrderStatus, PaymentStatus } from '../checkout/schemas.js';
import { RefundStatus, Refund } from '../refunds/schemas.js';
import { FlowAction, FlowStage, initialFlowState, type OrderFlowState } from '../flow/machine.js';
import { LoginServiceProvider, FirebaseLoginMethod, HostedLoginMethod } from '../config/schemas.js';
import { LoginService, LoginUsing } from '../auth/schemas.js';
import { DiscountType } from '../offers/schemas.js';
import { AddressType, PhoneNumber, PostalCode } from '../addresses/schemas.js';
import { WalletTransaction } from '../wallet/schemas.js';

const coreDir = dirname(fileURLToPath(import.meta.url));
const importPattern = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g;

/** Every module reachable from core/index.ts through its import and export statements. */
function importGraph(entry: string): { files: Set<string>; specifiers: Set<string> } {
  const files = new Set<string>();
  const specifiers = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      specifiers.add(specifier!);
      if (specifier!.startsWith('.'))
        visit(resolve(dirname(file), specifier!.replace(/\.js$/, '.ts')));
    }
  };
  visit(entry);
  return { files, specifiers };
}

describe('@storefront/sdk/core', () => {
  it('reaches neither zod nor ky, nor any package, and stays inside src/core', () => {
    const { files, specifiers } = importGraph(resolve(coreDir, 'index.ts'));
    expect(files.size).toBeGreaterThan(1);
    expect([...specifiers].filter((specifier) => !specifier.startsWith('./'))).toEqual([]);
    for (const file of files) expect(dirname(file)).toBe(coreDir);
  });

  it('is re-exported whole by the main entry', () => {
    const root = sdk as Record<string, unknown>;
    for (const [name, value] of Object.entries(core)) expect(root[name], name).toBe(value);
  });

  it('gives the schemas their enums', () => {
    expect(OrderStatus.options).toEqual(core.ORDER_STATUSES);
    expect(PaymentStatus.options).toEqual(core.PAYMENT_STATUSES);
    expect(RefundStatus.options).toEqual(core.REFUND_STATUSES);
    expect(Refund.shape.Destination.options).toEqual(core.REFUND_DESTINATIONS);
    expect(WalletTransaction.shape.Type.options).toEqual(core.WALLET_TRANSACTION_TYPES);
    expect(PaymentMethod.shape.Gateway.options).toEqual(core.PAYMENT_GATEWAYS);
    expect(DiscountType.options).toEqual(core.DISCOUNT_TYPES);
    expect(AddressType.options).toEqual(core.ADDRESS_TYPES);
    expect(LoginServiceProvider.options).toEqual(core.LOGIN_SERVICE_PROVIDERS);
    expect(LoginService.options).toEqual(core.LOGIN_SERVICES);
    expect(LoginUsing.options).toEqual(core.LOGIN_USING);
    expect(FirebaseLoginMethod.options).toEqual(core.FIREBASE_LOGIN_METHODS);
    expect(HostedLoginMethod.options).toEqual(core.HOSTED_LOGIN_METHODS);
    expect(FlowStage.options).toEqual(core.FLOW_STAGES);
    expect(FlowAction.options).toEqual(core.FLOW_ACTIONS);
  });

  it('has the same types as the schemas infer', () => {
    expectTypeOf<core.OrderStatus>().toEqualTypeOf<z.infer<typeof OrderStatus>>();
    expectTypeOf<core.PaymentStatus>().toEqualTypeOf<z.infer<typeof PaymentStatus>>();
    expectTypeOf<core.RefundStatus>().toEqualTypeOf<z.infer<typeof RefundStatus>>();
    expectTypeOf<core.DiscountType>().toEqualTypeOf<z.infer<typeof DiscountType>>();
    expectTypeOf<core.AddressType>().toEqualTypeOf<z.infer<typeof AddressType>>();
    expectTypeOf<core.FlowStage>().toEqualTypeOf<z.infer<typeof FlowStage>>();
    expectTypeOf<core.FlowAction>().toEqualTypeOf<z.infer<typeof FlowAction>>();
    expectTypeOf<core.CartItem>().toEqualTypeOf<z.infer<typeof CartItem>>();
    expectTypeOf<core.InitialFlowState>().toExtend<OrderFlowState>();
  });

  it('starts the flow from the 13-field initial state, frozen', () => {
    expect(Object.keys(core.INITIAL_FLOW_STATE)).toHaveLength(13);
    expect(initialFlowState).toBe(core.INITIAL_FLOW_STATE);
    expect(Object.isFrozen(core.INITIAL_FLOW_STATE.appliedCouponsData)).toBe(true);
    const copy: OrderFlowState = structuredClone(core.INITIAL_FLOW_STATE);
    copy.appliedCouponsData.push({
      CouponId: 1,
      Code: 'FRESH50',
      Title: '₹50 off',
      Discount: 5000,
    });
    expect(core.INITIAL_FLOW_STATE.appliedCouponsData).toEqual([]);
  });

  it('keeps the spec values', () => {
    expect(core.DEFAULT_MAX_QTY).toBe(10);
    expect(core.FLOW_STORAGE_KEY).toBe('primary');
    expect(core.CART_STORAGE_KEY).toBe('storefront.cart');
    expect(core.HOSTED_POLL_INTERVAL_MS).toBe(500);
    expect(core.HOSTED_SESSION_TIMEOUT_MS).toBe(7_000);
  });

  it('uses the same patterns as the address schemas', () => {
    for (const phone of ['9876543210', '+919876543210', '5876543210', '98765']) {
      expect(core.PHONE_NUMBER_PATTERN.test(phone)).toBe(PhoneNumber.safeParse(phone).success);
    }
    for (const code of ['560001', '060001', '56001']) {
      expect(core.POSTAL_CODE_PATTERN.test(code)).toBe(PostalCode.safeParse(code).success);
    }
  });
});

describe('cart helpers', () => {
  const weight = { RowId: 12, Label: '500 g' };
  const cut = { RowId: 3, Label: 'Curry cut' };

  it('normalises a selection to its sorted RowIds, whatever the group order', () => {
    expect(core.optionKeyOf(undefined)).toBe(core.SIMPLE_OPTION_KEY);
    expect(core.optionKeyOf({})).toBe('simple');
    expect(core.optionKeyOf({ Weight: weight, Cut: cut })).toBe('3-12');
    expect(core.optionKeyOf({ Cut: cut, Weight: weight })).toBe('3-12');
    expect(core.configPriceIdsOf({ SelectedOptions: { Weight: weight, Cut: cut } })).toEqual([
      3, 12,
    ]);
  });

  it('keys a list of RowIds the same way, and reads the RowIds back from a key', () => {
    expect(core.optionKeyOfRowIds([12, 3])).toBe('3-12');
    expect(core.optionKeyOfRowIds([])).toBe('simple');
    expect(core.rowIdsOfOptionKey('3-12')).toEqual([3, 12]);
    expect(core.rowIdsOfOptionKey('simple')).toEqual([]);
    for (const foreign of ['', '3-', '-3', '03', '3--12', '1e3', 'simple-3'])
      expect(core.rowIdsOfOptionKey(foreign)).toBeUndefined();
  });

  it('derives the line id from product and option key, and totals from the lines', () => {
    expect(core.itemIdOf(7, '3-12')).toBe('7:3-12');
    expect(
      core.totalsOf([
        { ProductPrice: 24900, Qty: 2 },
        { ProductPrice: 100, Qty: 1 },
      ]),
    ).toEqual({ lines: 2, quantity: 3, subtotal: 49900 });
  });
});
