/**
 * Staff access tokens: HS256 JWTs with their own key, audience and type, so a shopper's token is refused
 * on every staff call and a staff token on every shopper call (http/access-token.ts checks its own
 * audience and key). They carry the role and the session (sid, staff/sessions.ts); the route helper
 * checks the role against the member's current role and that the session has not ended (signed out).
 * A token without a sid (issued before sessions were checked) is refused: the member signs in again.
 */
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { STAFF_ROLES, type StaffRole } from '@storefront/sdk/core';
import type { Config } from '../env.js';
import { secretKey, subjectId } from '../http/access-token.js';
import { isSessionId } from '../http/live-sessions.js';

/** One shift: staff sign in again after 12 hours (there is no refresh token for staff). */
export const STAFF_TOKEN_TTL_SECONDS = 12 * 60 * 60;
const ISSUER = 'storefront-server';
const STAFF_AUDIENCE = 'storefront-ops';
const TOKEN_TYPE = 'staff+jwt';
const ALGORITHM = 'HS256';
const KEY_PURPOSE = 'staff-access';

export interface StaffSession {
  staffId: number;
  role: StaffRole;
  /** The sign-in the token was issued for: signing out ends it. */
  sessionId: string;
}

export async function issueStaffToken(config: Config, session: StaffSession): Promise<string> {
  return new SignJWT({ role: session.role, sid: session.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
    .setSubject(String(session.staffId))
    .setIssuer(ISSUER)
    .setAudience(STAFF_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${STAFF_TOKEN_TTL_SECONDS}s`)
    .sign(secretKey(config, KEY_PURPOSE));
}

const isRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** The staff member of a token, or null when it is missing, forged, expired, or not a staff token. */
export async function verifyStaffToken(
  config: Config,
  token: string,
): Promise<StaffSession | null> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, secretKey(config, KEY_PURPOSE), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: STAFF_AUDIENCE,
      typ: TOKEN_TYPE,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    const staffId = subjectId(payload.sub);
    if (protectedHeader.typ !== TOKEN_TYPE || !isRole(payload.role)) return null;
    if (staffId === null || !isSessionId(payload.sid)) return null;
    return { staffId, role: payload.role, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
