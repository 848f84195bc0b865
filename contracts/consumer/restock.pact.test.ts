/**
 * "Notify me" for a sold-out product option (designed calls beyond spec section 7): the shopper's alerts for a
 * product with its availability now, asking again for an option already waited for, and withdrawing the alert.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  clientFor,
  datetime,
  id,
  nullableDatetime,
  states,
  stateNumber,
  stateString,
  storefrontPact,
  TOKEN,
} from '../support/pact.js';

const { boolean, eachLike, integer, regex } = MatchersV3;
const pact = storefrontPact();

/** A waiting alert: NotifiedAt is null until the option comes back. */
const waitingAlert = {
  ProductId: id(3),
  OptionKey: regex(/^(simple|[1-9][0-9]*(-[1-9][0-9]*)*)$/, '11'),
  ConfigPriceIds: eachLike(integer(11)),
  CreatedAt: datetime(),
  NotifiedAt: nullableDatetime(),
};

describe('back in stock', () => {
  it("lists the shopper's alerts for a product with its availability now", async () => {
    await pact
      .addInteraction()
      .given(states.waitingForSoldOutOption)
      .uponReceiving("a request for the shopper's stock alerts of a product")
      .withRequest('GET', '/v1/get-stock-alerts', (request) =>
        request.headers(bearer).query({ productId: stateString('productId', '3') }),
      )
      .willRespondWith(200, (reply) =>
        reply.jsonBody({
          ProductId: id(3),
          IsAvailable: boolean(true),
          Options: eachLike({ RowId: id(11), IsAvailable: boolean(false) }),
          StockAlerts: eachLike({ ...waitingAlert, NotifiedAt: null }),
        }),
      )
      .executeTest(async (mockServer) => {
        const reply = await clientFor(mockServer, TOKEN).restock.alerts({ productId: 3 });
        expect(reply.StockAlerts[0]).toMatchObject({ ProductId: 3, NotifiedAt: null });
        expect(reply.Options[0]).toEqual({ RowId: 11, IsAvailable: false });
      });
  });

  it('answers the waiting alert when the shopper asks again for the same option', async () => {
    await pact
      .addInteraction()
      .given(states.waitingForSoldOutOption)
      .uponReceiving('a request to be told when a sold-out option is back')
      .withRequest('POST', '/v1/notify-when-available', (request) =>
        request.headers(bearer).jsonBody({
          productId: stateNumber('productId', 3),
          configPriceIds: [stateNumber('configPriceId', 11)],
        }),
      )
      .willRespondWith(200, (reply) =>
        reply.jsonBody({
          Success: boolean(true),
          StockAlert: { ...waitingAlert, NotifiedAt: null },
        }),
      )
      .executeTest(async (mockServer) => {
        const reply = await clientFor(mockServer, TOKEN).restock.notifyWhenAvailable({
          productId: 3,
          configPriceIds: [11],
        });
        expect(reply.StockAlert).toMatchObject({ ProductId: 3, ConfigPriceIds: [11] });
      });
  });

  it('withdraws the alert', async () => {
    await pact
      .addInteraction()
      .given(states.waitingForSoldOutOption)
      .uponReceiving('a request to withdraw a stock alert')
      .withRequest('POST', '/v1/cancel-stock-alert', (request) =>
        request.headers(bearer).jsonBody({
          productId: stateNumber('productId', 3),
          configPriceIds: [stateNumber('configPriceId', 11)],
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody({ Success: boolean(true) }))
      .executeTest(async (mockServer) => {
        const reply = await clientFor(mockServer, TOKEN).restock.cancel({
          productId: 3,
          configPriceIds: [11],
        });
        expect(reply).toEqual({ Success: true });
      });
  });
});
