/**
 * Access tokens, the bearer every /v1 call may carry: 15-minute HS256 JWTs naming the shopper (sub) and the
 * session they were issued for (sid: the refresh-token family, auth/session.ts). Only HS256 is accepted;
 * aud, iss, exp, sub and sid are required. The route helper verifies them and asks whether the session is
 * still live (live-sessions.ts), so a signed-out session's tokens stop at once; the auth domain issues
 * them at sign-in and refresh. A token without a sid (issued before sessions were checked) is refused:
 * the client gets a new one from its refresh cookie.
 */
import { createHash } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Config } from '../env.js';
import { isSessionId } from './live-sessions.js';
import { INT4_MAX } from './validation.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'storefront-server';
const ACCESS_AUDIENCE = 'storefront-v1';
const ALGORITHM = 'HS256';

export interface SessionUser {
  userId: number;
  isTestUser: boolean;
  /** The session (refresh-token family) the token was issued for: signing out ends it. */
  sessionId: string;
}

export function secretKey(config: Config, purpose: string): Uint8Array {
  // One configured secret, a separate derived key per purpose (access tokens, sandbox sign-in proofs…).
  return createHash('sha256').update(`${purpose}\0${config.sessionSecret}`).digest();
}

/** A subject as the server writes an id: decimal digits, no sign, no leading zero, at most 10 digits. */
const ID_SUBJECT = /^[1-9][0-9]{0,9}$/;

/**
 * The user or staff id a token's subject names, or null unless it is a positive integer that fits the
 * id columns (PostgreSQL's `integer`): a subject beyond it is refused like any invalid token (401), never
 * handed to the database.
 */
export function subjectId(subject: string | undefined): number | null {
  if (subject === undefined || !ID_SUBJECT.test(subject)) return null;
  const id = Number(subject);
  return id <= INT4_MAX ? id : null;
}

export async function issueAccessToken(config: Config, user: SessionUser): Promise<string> {
  return new SignJWT({ tu: user.isTestUser, sid: user.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.userId))
    .setIssuer(ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secretKey(config, 'access'));
}

/**
 * The user of a bearer token, or null when it is missing, forged, expired, for another audience or names
 * no session. Whether that session is still live is the caller's question (LiveSessions).
 */
export async function verifyAccessToken(
  config: Config,
  token: string,
): Promise<SessionUser | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(config, 'access'), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: ACCESS_AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    const userId = subjectId(payload.sub);
    if (userId === null || !isSessionId(payload.sid)) return null;
    return { userId, isTestUser: payload.tu === true, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
