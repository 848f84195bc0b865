/** Staff sign-in and sessions: passwords hashed with scrypt, tokens that only work on the staff API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/app.js';
import { signInStaff } from '../testing/staff.js';
import { hashPassword, verifyPassword } from './password.js';
import { saveStaff } from './service.js';
import { staffAudit, staffMembers } from './tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/ops/v1/staff/sign-in', payload: { email, password } });
const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/ops/v1/staff/me', headers });

describe('staff passwords', () => {
  it('are stored as salted scrypt hashes with their parameters, and verified', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toBe(await hashPassword('correct horse battery'));
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
  });
});

describe('staff sign-in', () => {
  it('answers a token with the member and role for the right email and password', async () => {
    await saveStaff(t.db, {
      email: 'Packer.One@Store.test',
      name: 'Packer One',
      role: 'packer',
      password: 'packer-password-1',
    });
    const reply = await signIn('packer.one@store.test', 'packer-password-1');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.Staff).toMatchObject({ Email: 'packer.one@store.test', Role: 'packer' });
    const who = await me({ authorization: `Bearer ${body.Token}` });
    expect(who.statusCode).toBe(200);
    expect(who.json().Staff.Role).toBe('packer');
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    await saveStaff(t.db, {
      email: 'rider.one@store.test',
      name: 'Rider One',
      role: 'rider',
      password: 'rider-password-1',
    });
    const wrong = await signIn('rider.one@store.test', 'rider-password-2');
    const unknown = await signIn('nobody@store.test', 'rider-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().Message).toBe('Unable to sign in');
  });

  it('locks sign-in after five wrong passwords in a row, until a new password is set', async () => {
    const member = {
      email: 'locked.out@store.test',
      name: 'Locked Out',
      role: 'packer' as const,
      password: 'right-password-1',
    };
    await saveStaff(t.db, member);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await signIn(member.email, `wrong-${attempt}`)).statusCode).toBe(401);
    // A right password before the fifth wrong one starts the count again.
    expect((await signIn(member.email, member.password)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await signIn(member.email, `wrong-${attempt}`)).statusCode).toBe(401);
    const locked = await signIn(member.email, member.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().Message).toBe('Too many wrong passwords');
    await saveStaff(t.db, { ...member, password: 'new-password-1' });
    expect((await signIn(member.email, 'new-password-1')).statusCode).toBe(200);
  });

  it('refuses a disabled member, and their token stops working on the next call', async () => {
    const rider = await signInStaff(t, 'rider');
    await t.db
      .update(staffMembers)
      .set({ disabledAt: new Date() })
      .where(eq(staffMembers.id, rider.staffId));
    expect((await me(rider.authorization)).statusCode).toBe(401);
  });

  it('asks a member whose role changed to sign in again', async () => {
    const packer = await signInStaff(t, 'packer');
    await t.db
      .update(staffMembers)
      .set({ role: 'admin' })
      .where(eq(staffMembers.id, packer.staffId));
    expect((await me(packer.authorization)).statusCode).toBe(401);
  });
});

describe('staff and shopper sessions do not mix', () => {
  it('refuses a shopper token on a staff call', async () => {
    const shopper = await t.signIn();
    const reply = await me(shopper.authorization);
    expect(reply.statusCode).toBe(401);
  });

  it('refuses a staff token on a shopper call', async () => {
    const admin = await signInStaff(t, 'admin');
    const reply = await t.app.inject({
      method: 'GET',
      url: '/v1/order-history',
      headers: admin.authorization,
    });
    expect(reply.statusCode).toBe(401);
  });

  it('refuses a call without a token or with a forged one', async () => {
    expect((await me({})).statusCode).toBe(401);
    const admin = await signInStaff(t, 'admin');
    const [header, payload] = admin.token.split('.');
    expect((await me({ authorization: `Bearer ${header}.${payload}.forged` })).statusCode).toBe(
      401,
    );
  });
});

describe('staff management by an admin', () => {
  it('creates a member who can sign in, disables them, and audits both without the password', async () => {
    const admin = await signInStaff(t, 'admin');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/staff/save',
      headers: admin.authorization,
      payload: {
        email: 'New.Rider@Store.test',
        name: 'New Rider',
        role: 'rider',
        password: 'new-rider-pw-1',
      },
    });
    expect(saved.statusCode).toBe(200);
    const member = saved.json().Staff;
    expect(member).toMatchObject({ Email: 'new.rider@store.test', Role: 'rider' });
    expect((await signIn('new.rider@store.test', 'new-rider-pw-1')).statusCode).toBe(200);

    const list = await t.app.inject({
      method: 'GET',
      url: '/ops/v1/staff',
      headers: admin.authorization,
    });
    expect(list.json().Members).toContainEqual({ ...member, Disabled: false });

    const disabled = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/staff/disable',
      headers: admin.authorization,
      payload: { staffId: member.StaffId, disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await signIn('new.rider@store.test', 'new-rider-pw-1')).statusCode).toBe(401);

    const rows = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.staffId, admin.staffId))
      .orderBy(asc(staffAudit.id));
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      [
        'saveStaff',
        null,
        {
          Email: 'new.rider@store.test',
          Name: 'New Rider',
          Role: 'rider',
          Disabled: false,
          PasswordChanged: true,
        },
      ],
      [
        'disableStaff',
        { Email: 'new.rider@store.test', Name: 'New Rider', Role: 'rider', Disabled: false },
        { Email: 'new.rider@store.test', Name: 'New Rider', Role: 'rider', Disabled: true },
      ],
    ]);
    expect(JSON.stringify(rows)).not.toContain('scrypt$');
  });

  it('refuses an admin disabling themselves or giving up their own admin role', async () => {
    const admin = await signInStaff(t, 'admin');
    const self = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/staff/disable',
      headers: admin.authorization,
      payload: { staffId: admin.staffId, disabled: true },
    });
    expect(self.statusCode).toBe(409);
    const demote = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/staff/save',
      headers: admin.authorization,
      payload: { email: admin.email, name: 'Me', role: 'packer', password: 'another-pass-1' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().Message).toBe('Not on your own account');
  });
});
