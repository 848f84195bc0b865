import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, isSignedIn, session, setSession } from './session';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('session', () => {
  afterEach(() => clearSession());

  it('keeps userId and username in localStorage but never the bearer token', async () => {
    setSession({
      token: 'secret-token',
      expiresAt: Date.now() + 60_000,
      userId: 7,
      username: 'Asha',
    });
    await flush();
    const stored = localStorage.getItem('session') ?? '';
    expect(JSON.parse(stored)).toEqual({ userId: 7, username: 'Asha' });
    expect(stored).not.toContain('secret-token');
  });

  it('counts as signed in from the stored shopper, before a token is renewed', () => {
    setSession({ token: undefined, expiresAt: undefined, userId: 7, username: 'Asha' });
    expect(isSignedIn()).toBe(true);
    expect(session.token).toBeUndefined();
  });

  it('forgets the shopper on sign-out', async () => {
    setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' });
    clearSession();
    await flush();
    expect(isSignedIn()).toBe(false);
    expect(localStorage.getItem('session')).toBeNull();
  });
});
