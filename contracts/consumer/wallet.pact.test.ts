/** Wallet: the balance and the transactions (paged, and none). */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  clientFor,
  count,
  datetime,
  id,
  nullableInteger,
  oneOf,
  paise,
  states,
  storefrontPact,
  TOKEN,
} from '../support/pact.js';

const { eachLike, reify, string } = MatchersV3;
const pact = storefrontPact();

describe('wallet', () => {
  it('reads the balance of a wallet that received a refund', async () => {
    const body = { Balance: paise(53200) };
    await pact
      .addInteraction()
      .given(states.refundedOrder)
      .uponReceiving('a request for the wallet balance')
      .withRequest('GET', '/v1/wallet-data', (request) => request.headers(bearer))
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer, TOKEN).wallet.data()).toEqual({ Balance: 53200 });
      });
  });

  it('reads the first page of wallet transactions', async () => {
    const body = {
      NoTransactions: false,
      Transactions: eachLike({
        TransactionId: id(91),
        Type: oneOf(['Credit', 'Debit'], 'Credit'),
        Amount: paise(53200),
        Description: string('Refund for order SF-2026-000501'),
        OrderId: nullableInteger(501),
        RefundId: nullableInteger(71),
        BalanceAfter: paise(53200),
        CreatedAt: datetime(),
      }),
      TotalTransactions: count(1),
      PageNo: 1,
      TotalPages: count(1),
    };
    await pact
      .addInteraction()
      .given(states.refundedOrder)
      .uponReceiving('a request for the first page of wallet transactions')
      .withRequest('GET', '/v1/wallet-transactions', (request) =>
        request.headers(bearer).query({ pageNo: '1' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const page = await clientFor(mockServer, TOKEN).wallet.transactions({ pageNo: 1 });
        expect(page).toEqual(reify(body));
      });
  });

  it('says NoTransactions for a wallet never used', async () => {
    const body = {
      NoTransactions: true,
      Transactions: [],
      TotalTransactions: 0,
      PageNo: 1,
      TotalPages: 0,
    };
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request for the wallet transactions of a shopper with none')
      .withRequest('GET', '/v1/wallet-transactions', (request) =>
        request.headers(bearer).query({ pageNo: '1' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer, TOKEN).wallet.transactions({})).toEqual(body);
      });
  });
});
