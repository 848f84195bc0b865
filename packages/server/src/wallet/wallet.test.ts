import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditWallet } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('wallet', () => {
  it('starts empty', async () => {
    const shopper = await t.signIn();
    const data = await t.app.inject({
      method: 'GET',
      url: '/v1/wallet-data',
      headers: shopper.authorization,
    });
    expect(data.json()).toEqual({ Balance: 0 });
    const page = await t.app.inject({
      method: 'GET',
      url: '/v1/wallet-transactions',
      headers: shopper.authorization,
    });
    expect(page.json()).toEqual({
      NoTransactions: true,
      Transactions: [],
      TotalTransactions: 0,
      PageNo: 1,
      TotalPages: 0,
    });
  });

  it('pages transactions ten at a time, newest first, each with the balance after it', async () => {
    const shopper = await t.signIn();
    for (let i = 1; i <= 12; i++) await creditWallet(t.db, shopper.userId, i * 100);
    const first = await t.app.inject({
      method: 'GET',
      url: '/v1/wallet-transactions?pageNo=1',
      headers: shopper.authorization,
    });
    expect(first.json()).toMatchObject({
      NoTransactions: false,
      TotalTransactions: 12,
      TotalPages: 2,
    });
    expect(first.json().Transactions).toHaveLength(10);
    expect(first.json().Transactions[0]).toMatchObject({
      Type: 'Credit',
      Amount: 1_200,
      BalanceAfter: 7_800,
    });
    const second = await t.app.inject({
      method: 'GET',
      url: '/v1/wallet-transactions?pageNo=2',
      headers: shopper.authorization,
    });
    expect(second.json().Transactions.map((row: { Amount: number }) => row.Amount)).toEqual([
      200, 100,
    ]);
    const data = await t.app.inject({
      method: 'GET',
      url: '/v1/wallet-data',
      headers: shopper.authorization,
    });
    expect(data.json()).toEqual({ Balance: 7_800 });
  });

  it('needs a signed-in shopper', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/v1/wallet-data' });
    expect(reply.statusCode).toBe(401);
  });
});
