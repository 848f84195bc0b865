/**
 * A signed-in call refused with 401 renews the token through the refresh cookie and is sent once more: a
 * token the server no longer accepts (its session signed out in another tab, or issued before a deploy that
 * changed what a token carries) costs the shopper nothing while the session itself can still be renewed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client.js';
import { MemoryStorage } from '../common/storage.js';
import { isApiError } from '../errors/index.js';
import { startLocalServer, type LocalServer, type Reply } from '../test-support/local-server.js';
import { createSession } from './session.js';

const user = {
  UserId: 1,
  Username: 'Ravi',
  Email: '',
  PhoneNumber: '+919812345678',
  LoginFrom: 'Phone',
};

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A store that accepts only `valid` and renews to it (or refuses renewal when `renews` is false). */
async function store(options: { valid: string; renews: boolean }) {
  server = await startLocalServer((request): Reply => {
    if (request.path === '/v1/refresh-session')
      return options.renews
        ? { json: { Token: options.valid, ExpiresIn: 900, UserData: user } }
        : { status: 401, json: { Message: 'Unauthorized', Description: 'Sign in again' } };
    if (request.headers.authorization !== `Bearer ${options.valid}`)
      return { status: 401, json: { Message: 'Unauthorized', Description: 'Sign in again' } };
    if (request.path === '/v1/get-profile') return { json: { UserData: user } };
    return { status: 404, json: { Message: 'Not found' } };
  });
  const session = createSession(new MemoryStorage());
  const client = createClient({
    baseUrl: server.url,
    getToken: () => session.getToken(),
    renewToken: (refused) => session.renewRefused(refused),
    retry: { limit: 0 },
  });
  session.setRenewer(() => client.auth.refresh());
  session.start({ Token: 'refused', ExpiresIn: 900, UserData: user });
  const seen = () =>
    server!.requests.map((request) => `${request.path} ${request.headers.authorization ?? '-'}`);
  return { client, session, seen };
}

describe('a signed-in call refused with 401', () => {
  it('renews the token and is sent once more with it', async () => {
    const { client, session, seen } = await store({ valid: 'renewed', renews: true });
    expect((await client.profile.get()).UserData.UserId).toBe(1);
    expect(seen()).toEqual([
      '/v1/get-profile Bearer refused',
      '/v1/refresh-session -',
      '/v1/get-profile Bearer renewed',
    ]);
    expect(await session.getToken()).toBe('renewed');
  });

  it('renews once for calls refused together', async () => {
    const { client, seen } = await store({ valid: 'renewed', renews: true });
    await Promise.all([client.profile.get(), client.profile.get(), client.profile.get()]);
    expect(seen().filter((line) => line.startsWith('/v1/refresh-session'))).toHaveLength(1);
  });

  it('answers the 401 when the session cannot be renewed, without trying again', async () => {
    const { client, seen } = await store({ valid: 'renewed', renews: false });
    const error: unknown = await client.profile.get().catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(401);
    expect(seen()).toEqual(['/v1/get-profile Bearer refused', '/v1/refresh-session -']);
  });

  it('sends an idempotent call again with the same Idempotency-Key', async () => {
    const { client } = await store({ valid: 'renewed', renews: true });
    // Only the requests matter here: this store has no cancel-order reply.
    await client.orders.cancel({ orderId: 501 }).catch(() => undefined);
    const keys = server!.requests
      .filter((request) => request.path === '/v1/cancel-order')
      .map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});
