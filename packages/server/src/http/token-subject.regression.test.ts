/**
 * Regression: an access token whose user id is above PostgreSQL's integer range answered 500 (the id
 * reached the database). A token needs the signing secret, so these are signed with the test config's:
 * every subject that is not a positive 32-bit integer written as the server writes it answers 401, like
 * any invalid token, for shoppers' and for staff tokens.
 */
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { signInStaff } from '../testing/staff.js';
import { secretKey, subjectId } from './access-token.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INVALID_SUBJECTS = [
  String(2 ** 31),
  '4294967296',
  String(2 ** 53),
  String(2 ** 53 - 1),
  '99999999999999999999',
  '-1',
  '0',
  'abc',
  '1.5',
  '1e3',
  '0x10',
  '01',
  ' 1',
  '',
];

const SESSION_EXPIRED = {
  Message: 'Unauthorized',
  Description: 'Your session has expired, please sign in again',
};

/** The session a token of the server's names (its sid), for look-alike tokens of a live session. */
const sessionOf = (token: string) => String(decodeJwt(token).sid);

/** A shopper's access token as the server signs it, naming `subject` and the session `sid`. */
const shopperToken = (subject: string, sid: string) =>
  new SignJWT({ tu: true, sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuer('storefront-server')
    .setAudience('storefront-v1')
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(secretKey(t.config, 'access'));

/** A staff token as the server signs it, for an admin named by `subject`, of the session `sid`. */
const staffToken = (subject: string, sid: string) =>
  new SignJWT({ role: 'admin', sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'staff+jwt' })
    .setSubject(subject)
    .setIssuer('storefront-server')
    .setAudience('storefront-ops')
    .setIssuedAt()
    .setExpirationTime('12h')
    .sign(secretKey(t.config, 'staff-access'));

describe('subjectId', () => {
  it('reads a positive 32-bit integer and nothing else', () => {
    expect(subjectId('1')).toBe(1);
    expect(subjectId(String(2 ** 31 - 1))).toBe(2 ** 31 - 1);
    expect(subjectId(undefined)).toBeNull();
    for (const subject of INVALID_SUBJECTS)
      expect({ subject, id: subjectId(subject) }).toEqual({ subject, id: null });
  });
});

describe('regression: a token naming a user id beyond the integer range answered 500', () => {
  it('a shopper token answers 401 on a signed-in call', async () => {
    const shopper = await t.signIn();
    const sid = sessionOf(shopper.token);
    // The baseline: the same signing with the shopper's own id is accepted.
    const own = await t.app.inject({
      method: 'GET',
      url: '/v1/get-profile',
      headers: { authorization: `Bearer ${await shopperToken(String(shopper.userId), sid)}` },
    });
    expect(own.statusCode).toBe(200);
    for (const subject of INVALID_SUBJECTS) {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/v1/get-profile',
        headers: { authorization: `Bearer ${await shopperToken(subject, sid)}` },
      });
      expect({ subject, status: reply.statusCode }).toEqual({ subject, status: 401 });
      expect(reply.json()).toEqual(SESSION_EXPIRED);
    }
  });

  it('a staff token answers 401 on a staff call', async () => {
    const admin = await signInStaff(t, 'admin');
    const sid = sessionOf(admin.token);
    const own = await t.app.inject({
      method: 'GET',
      url: '/ops/v1/staff/me',
      headers: { authorization: `Bearer ${await staffToken(String(admin.staffId), sid)}` },
    });
    expect(own.statusCode).toBe(200);
    for (const subject of INVALID_SUBJECTS) {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/ops/v1/staff/me',
        headers: { authorization: `Bearer ${await staffToken(subject, sid)}` },
      });
      expect({ subject, status: reply.statusCode }).toEqual({ subject, status: 401 });
      expect(reply.json()).toEqual(SESSION_EXPIRED);
    }
  });
});
