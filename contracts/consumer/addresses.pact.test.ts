/** Saved addresses: list (two, none, signed out), add, update, delete, set default. */
import { MatchersV3 } from '@pact-foundation/pact';
import { ErrorReply } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  clientFor,
  errorBody,
  expectApiError,
  states,
  stateNumber,
  storefrontPact,
  TOKEN,
} from '../support/pact.js';
import { address, addressInput } from '../support/templates.js';

const { atLeastLike, boolean, like, reify, string } = MatchersV3;
const pact = storefrontPact();

/** The request's address fields: the shopper's own values, any of the right type. */
const addressInputRequest = Object.fromEntries(
  Object.entries(addressInput).map(([field, value]) => [
    field,
    field === 'type' ? value : like(value),
  ]),
);

describe('address list', () => {
  it('lists the saved addresses of the shopper, one of them the default', async () => {
    const body = { AddressList: atLeastLike(address, 2, 2) };
    await pact
      .addInteraction()
      .given(states.twoAddresses)
      .uponReceiving('a request for the saved addresses of a shopper with two')
      .withRequest('GET', '/v1/get-user-address', (request) => request.headers(bearer))
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const { AddressList } = await clientFor(mockServer, TOKEN).addresses.list();
        expect(AddressList).toHaveLength(2);
        expect(AddressList).toEqual([reify(address), reify(address)]);
      });
  });

  it('answers an empty list with a Message when the shopper has no address', async () => {
    const body = { AddressList: [], Message: string('No address found') };
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request for the saved addresses of a shopper with none')
      .withRequest('GET', '/v1/get-user-address', (request) => request.headers(bearer))
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const list = await clientFor(mockServer, TOKEN).addresses.list();
        expect(list).toEqual({ AddressList: [], Message: 'No address found' });
      });
  });

  it('is refused with 401 when nobody is signed in', async () => {
    const body = errorBody('Please sign in again');
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for saved addresses without a session token')
      .withRequest('GET', '/v1/get-user-address')
      .willRespondWith(401, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const call = clientFor(mockServer).addresses.list();
        const error = await expectApiError(call, 401, ErrorReply, body);
        expect(error.Message).toBe('Please sign in again');
      });
  });
});

describe('address changes', () => {
  it('adds an address and answers it with the route computed by the server', async () => {
    const body = { Success: boolean(true), Address: address };
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request to add an address')
      .withRequest('POST', '/v1/post-user-address', (request) =>
        request.headers(bearer).jsonBody({ AddressData: addressInputRequest }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const added = await clientFor(mockServer, TOKEN).addresses.add({
          AddressData: addressInput,
        });
        expect(added).toEqual(reify(body));
      });
  });

  it('updates a saved address', async () => {
    const body = { Success: boolean(true), Address: address };
    await pact
      .addInteraction()
      .given(states.twoAddresses)
      .uponReceiving('a request to update a saved address')
      .withRequest('PUT', '/v1/update-user-address', (request) =>
        request.headers(bearer).jsonBody({
          UpdatedAddressData: { ...addressInputRequest, addressId: stateNumber('addressId', 2) },
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const updated = await clientFor(mockServer, TOKEN).addresses.update({
          UpdatedAddressData: { ...addressInput, addressId: 2 },
        });
        expect(updated).toEqual(reify(body));
      });
  });

  it('deletes a saved address', async () => {
    await pact
      .addInteraction()
      .given(states.twoAddresses)
      .uponReceiving('a request to delete a saved address')
      .withRequest('DELETE', '/v1/delete-user-address', (request) =>
        request.headers(bearer).jsonBody({ addressId: stateNumber('addressId', 2) }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody({ Success: boolean(true) }))
      .executeTest(async (mockServer) => {
        const reply = await clientFor(mockServer, TOKEN).addresses.remove({ addressId: 2 });
        expect(reply).toEqual({ Success: true });
      });
  });

  it('makes a saved address the default', async () => {
    await pact
      .addInteraction()
      .given(states.twoAddresses)
      .uponReceiving('a request to make a saved address the default')
      .withRequest('PUT', '/v1/set-default-address', (request) =>
        request.headers(bearer).jsonBody({ addressId: stateNumber('addressId', 2) }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody({ Success: boolean(true) }))
      .executeTest(async (mockServer) => {
        const reply = await clientFor(mockServer, TOKEN).addresses.setDefault({ addressId: 2 });
        expect(reply).toEqual({ Success: true });
      });
  });
});
