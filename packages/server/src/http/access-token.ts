/**
 * Access tokens, the bearer every /v1 call may carry: 15-minute HS256 JWTs. Only HS256 is accepted; aud, iss
 * and exp are checked. The route helper verifies them; the auth domain issues them at sign-in and refresh.
 */
import { createHash } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Config } from '../env.js';
import { INT4_MAX } from './validation.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'storefront-server';
const ACCESS_AUDIENCE = 'storefront-v1';
const ALGORITHM = 'HS256';

export interface SessionUser {
  userId: number;
  isTestUser: boolean;
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
  return new SignJWT({ tu: user.isTestUser })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.userId))
    .setIssuer(ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secretKey(config, 'access'));
}

/** The user of a bearer token, or null when it is missing, forged, expired or for another audience. */
export async function verifyAccessToken(
  config: Config,
  token: string,
): Promise<SessionUser | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(config, 'access'), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: ACCESS_AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    const userId = subjectId(payload.sub);
    if (userId === null) return null;
    return { userId, isTestUser: payload.tu === true };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
