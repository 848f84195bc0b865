import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../common/storage.js';
import { createSession, type SessionSnapshot } from './session.js';

const user = {
  UserId: 1,
  Username: 'Ravi',
  Email: '',
  PhoneNumber: '+919812345678',
  LoginFrom: 'Phone',
};

describe('session', () => {
  it('renews the token shortly before it expires, once for concurrent callers', async () => {
    let clock = 0;
    const session = createSession(new MemoryStorage(), () => clock);
    let renewals = 0;
    session.setRenewer(async () => {
      renewals++;
      return { Token: `t${renewals + 1}`, ExpiresIn: 60, UserData: user };
    });
    session.start({ Token: 't1', ExpiresIn: 60, UserData: user });
    expect(await session.getToken()).toBe('t1');
    clock = 45_000;
    expect(await Promise.all([session.getToken(), session.getToken()])).toEqual(['t2', 't2']);
    expect(renewals).toBe(1);
  });

  it('keeps the last token when renewal fails for a transport reason', async () => {
    let clock = 0;
    const session = createSession(new MemoryStorage(), () => clock);
    session.setRenewer(() => Promise.reject(new Error('offline')));
    session.start({ Token: 't1', ExpiresIn: 60, UserData: user });
    clock = 59_000;
    expect(await session.getToken()).toBe('t1');
  });

  it('tells subscribers when it starts and clears', () => {
    const session = createSession(new MemoryStorage());
    const seen: SessionSnapshot[] = [];
    session.subscribe((snapshot) => seen.push(snapshot));
    session.start({
      Token: 't',
      ExpiresIn: 60,
      UserData: user,
      DefaultAddress: null,
      IsTestUser: true,
    });
    session.clear();
    expect(seen.map((snapshot) => [snapshot.signedIn, snapshot.isTestUser])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('ignores a stored user of another shape', () => {
    const storage = new MemoryStorage();
    storage.setItem('storefront.user', '{"id":1}');
    expect(createSession(storage).hasStoredUser()).toBe(false);
  });
});
