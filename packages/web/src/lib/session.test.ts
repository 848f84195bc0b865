import { subscribe } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, isSignedIn, session, setSession } from './session';

/**
 * Resolves on the next notification of a change to the session: valtio calls its listeners in the order
 * they subscribed, so the module's own (which writes localStorage) has run by then.
 */
const nextSave = () =>
  new Promise<void>((resolve) => {
    const stop = subscribe(session, () => {
      stop();
      resolve();
    });
  });

describe('session', () => {
  afterEach(() => clearSession());

  it('keeps userId and username in localStorage but never the bearer token', async () => {
    const saved = nextSave();
    setSession({
      token: 'secret-token',
      expiresAt: Date.now() + 60_000,
      userId: 7,
      username: 'Asha',
    });
    await saved;
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
    const saved = nextSave();
    setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' });
    clearSession();
    await saved;
    expect(isSignedIn()).toBe(false);
    expect(localStorage.getItem('session')).toBeNull();
  });
});
