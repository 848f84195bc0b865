/**
 * An order's GST documents (docs/invoices.md): a delivered order's tax invoice with the signed address of
 * its PDF, none before delivery, and another shopper's order answered as no order.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { ErrorReply } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  clientFor,
  datetime,
  errorBody,
  expectApiError,
  id,
  paise,
  states,
  stateString,
  storefrontPact,
  TOKEN,
} from '../support/pact.js';

const { nullValue, regex, reify } = MatchersV3;
const pact = storefrontPact();

describe('an order’s tax documents', () => {
  it('lists a delivered order’s invoice with the address of its PDF', async () => {
    const body = {
      Documents: [
        {
          DocumentId: id(1),
          Kind: 'Invoice',
          Number: regex(/^[A-Z0-9]{1,3}\/\d{2}-\d{2}\/\d{6}$/, 'SF/26-27/000001'),
          IssuedAt: datetime(),
          Total: paise(34_300),
          InvoiceNumber: nullValue(),
          FileName: regex(/^[A-Z0-9]{1,3}-\d{2}-\d{2}-\d{6}\.pdf$/, 'SF-26-27-000001.pdf'),
          DownloadUrl: regex(
            /^\/v1\/tax-documents\/\d+\?exp=\d+&sig=[A-Za-z0-9_-]+$/,
            '/v1/tax-documents/1?exp=1767225600&sig=0123456789abcdefABCDEF_-01234567',
          ),
        },
      ],
    };
    await pact
      .addInteraction()
      .given(states.deliveredOrder)
      .uponReceiving('a request for a delivered order’s tax documents')
      .withRequest('GET', '/v1/order-documents', (request) =>
        request.headers(bearer).query({ orderId: stateString('orderId', '501') }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const documents = await clientFor(mockServer, TOKEN).orders.documents({ orderId: 501 });
        expect(documents).toEqual(reify(body));
        expect(documents.Documents[0]?.Kind).toBe('Invoice');
      });
  });

  it('lists no document for an order not delivered yet', async () => {
    await pact
      .addInteraction()
      .given(states.paidOrder)
      .uponReceiving('a request for the tax documents of an order not delivered yet')
      .withRequest('GET', '/v1/order-documents', (request) =>
        request.headers(bearer).query({ orderId: stateString('orderId', '501') }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody({ Documents: [] }))
      .executeTest(async (mockServer) => {
        const documents = await clientFor(mockServer, TOKEN).orders.documents({ orderId: 501 });
        expect(documents.Documents).toEqual([]);
      });
  });

  it('answers 404 for an order that is not the shopper’s', async () => {
    const body = errorBody('Order not found', 'We could not find this order.');
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request for the tax documents of an order that is not the shopper’s')
      .withRequest('GET', '/v1/order-documents', (request) =>
        request.headers(bearer).query({ orderId: '987654' }),
      )
      .willRespondWith(404, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const call = clientFor(mockServer, TOKEN).orders.documents({ orderId: 987_654 });
        await expectApiError(call, 404, ErrorReply, body);
      });
  });
});
