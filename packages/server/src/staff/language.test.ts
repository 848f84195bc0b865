/**
 * A staff member's console language (docs/i18n.md, "The staff console"): POST /ops/v1/staff/language sets
 * the signed-in member's own, which their session replies (sign-in, /staff/me) carry from then on; a
 * language the store does not have is refused; nobody else's changes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { type SignedInStaff, signInStaff } from '../testing/staff.js';
import { saveStaff } from './service.js';
import { staffAudit, staffMembers } from './tables.js';

let t: TestApp;
let packer: SignedInStaff;
let rider: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  packer = await signInStaff(t, 'packer');
  rider = await signInStaff(t, 'rider');
});
afterAll(() => t.close());

const setLanguage = (who: SignedInStaff, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/ops/v1/staff/language',
    headers: who.authorization,
    payload: payload as Record<string, unknown>,
  });
const me = (who: SignedInStaff) =>
  t.app.inject({ method: 'GET', url: '/ops/v1/staff/me', headers: who.authorization });
const localeOf = async (staffId: number) =>
  (await t.db.select().from(staffMembers).where(eq(staffMembers.id, staffId)))[0]!.locale;

describe('a staff member’s language', () => {
  it('is absent until chosen', async () => {
    const reply = await me(packer);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().Staff).not.toHaveProperty('Locale');
    expect(await localeOf(packer.staffId)).toBeNull();
  });

  it('is set by the member for themselves, kept with them and answered by later sign-ins', async () => {
    const auditRows = (await t.db.select().from(staffAudit)).length;
    const reply = await setLanguage(packer, { locale: 'kn' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().Staff).toMatchObject({ StaffId: packer.staffId, Locale: 'kn' });
    expect(await localeOf(packer.staffId)).toBe('kn');
    expect((await me(packer)).json().Staff.Locale).toBe('kn');
    // A preference of the member's own: no audit row.
    expect(await t.db.select().from(staffAudit)).toHaveLength(auditRows);

    // The next shift's sign-in (and an admin saving the member again) keeps it.
    const password = 'packer-language-pw-1';
    await saveStaff(t.db, { email: packer.email, name: 'Test packer', role: 'packer', password });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/staff/sign-in',
      payload: { email: packer.email, password },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().Staff.Locale).toBe('kn');

    expect((await setLanguage(packer, { locale: 'hi' })).json().Staff.Locale).toBe('hi');
    expect(await localeOf(packer.staffId)).toBe('hi');
  });

  it('refuses a language the store does not have, and anything but { locale }', async () => {
    await setLanguage(rider, { locale: 'en' });
    for (const payload of [
      { locale: 'fr' },
      { locale: 'hi-IN' },
      { locale: '' },
      {},
      { locale: 'kn', staffId: packer.staffId },
    ]) {
      const reply = await setLanguage(rider, payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json()).toHaveProperty('Message');
    }
    expect(await localeOf(rider.staffId)).toBe('en');
  });

  it('changes the caller’s language only, never another member’s', async () => {
    await setLanguage(packer, { locale: 'hi' });
    expect((await setLanguage(rider, { locale: 'kn' })).json().Staff.StaffId).toBe(rider.staffId);
    expect(await localeOf(rider.staffId)).toBe('kn');
    expect(await localeOf(packer.staffId)).toBe('hi');
    expect((await me(packer)).json().Staff.Locale).toBe('hi');
  });

  it('needs a staff token', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/staff/language',
      payload: { locale: 'hi' },
    });
    expect(reply.statusCode).toBe(401);
  });
});
