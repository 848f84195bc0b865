/**
 * Signing out of the console ends the session on the server (POST /ops/v1/staff/sign-out with the token,
 * so the token stops working at once) and drops it in this tab, also when the server cannot be reached,
 * once the device's language is back (the sign-in screen that follows speaks it).
 */
import type { StaffSessionReply } from '@storefront/sdk/ops';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession, signOut } from './session';

const session: StaffSessionReply = {
  Token: 'staff.token.value',
  ExpiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
  Staff: { StaffId: 7, Email: 'asha@store.test', Name: 'Asha', Role: 'admin' },
};

const sent = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([input]) => {
    const request = input as Request;
    return { method: request.method, url: request.url, auth: request.headers.get('authorization') };
  });

afterEach(() => {
  vi.unstubAllGlobals();
  setSession(undefined);
});

describe('signOut', () => {
  it('asks the server to end the token’s session, then drops it here', async () => {
    const fetch = vi.fn(async () => Response.json({ Success: true }));
    vi.stubGlobal('fetch', fetch);
    setSession(session);
    await signOut();
    expect(sessionStorage.getItem('storefront.ops.session')).toBeNull();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sent(fetch)).toEqual([
      {
        method: 'POST',
        url: `${window.location.origin}/ops/v1/staff/sign-out`,
        auth: 'Bearer staff.token.value',
      },
    ]);
  });

  it('drops the session here when the server cannot be reached', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    setSession(session);
    await signOut();
    expect(sessionStorage.getItem('storefront.ops.session')).toBeNull();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
  });
});
