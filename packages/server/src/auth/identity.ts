/**
 * Proof of identity for /auth-users. The identity (who the shopper is) always comes from a verified
 * proof, never from the login payload:
 * - sandbox mode: the server's own sandbox sign-in token (from /sandbox/otp/verify), single use;
 * - Firebase: an ID token verified against Google's securetoken keys (RS256, aud = project id, iss,
 *   at most 300 s old), or, only when FIREBASE_AUTH_EMULATOR_HOST is set, the emulator's unsigned tokens;
 * - hosted OTP (OTPless): the token is checked through the hosted service's API (needs the network).
 */
import { randomUUID } from 'node:crypto';
import {
  SignJWT,
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import { z } from 'zod';
import type { Config } from '../env.js';
import type { Database } from '../db/index.js';
import { secretKey } from '../http/access-token.js';
import { usedSignInTokens } from './tables.js';
import { normalizeEmail, normalizePhone } from './users.js';

export interface VerifiedIdentity {
  /** Stable account key, e.g. 'sandbox:phone:9876543210', 'firebase:<uid>', 'otpless:<id>'. */
  identityKey: string;
  email: string;
  phoneNumber: string;
  isTestUser: boolean;
}

export class ProofError extends Error {
  override readonly name: string = 'ProofError';
}

/** A Firebase email and password account whose address was never confirmed: no sign-in until it is. */
export class EmailNotVerifiedError extends ProofError {
  override readonly name = 'EmailNotVerifiedError';
}

export interface IdentityVerifier {
  verify(idToken: string): Promise<VerifiedIdentity>;
}

// ---- sandbox sign-in tokens ---------------------------------------------------------------------

const SANDBOX_AUDIENCE = 'storefront-sandbox-sign-in';
const SANDBOX_ISSUER = 'storefront-server-sandbox';
export const SANDBOX_SIGN_IN_TTL_SECONDS = 5 * 60;

export type SandboxChannel = 'phone' | 'email';

export async function issueSandboxSignInToken(
  config: Config,
  channel: SandboxChannel,
  destination: string,
): Promise<string> {
  return new SignJWT({ ch: channel, dst: destination })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(SANDBOX_ISSUER)
    .setAudience(SANDBOX_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${SANDBOX_SIGN_IN_TTL_SECONDS}s`)
    .sign(secretKey(config, 'sandbox-sign-in'));
}

const SandboxClaims = z.object({
  ch: z.enum(['phone', 'email']),
  dst: z.string().min(1),
  jti: z.string().min(1),
  exp: z.number(),
});

export function sandboxVerifier(config: Config, db: Database): IdentityVerifier {
  return {
    async verify(idToken) {
      let claims: z.infer<typeof SandboxClaims>;
      try {
        const { payload } = await jwtVerify(idToken, secretKey(config, 'sandbox-sign-in'), {
          algorithms: ['HS256'],
          issuer: SANDBOX_ISSUER,
          audience: SANDBOX_AUDIENCE,
        });
        claims = SandboxClaims.parse(payload);
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof z.ZodError)
          throw new ProofError('sandbox sign-in token rejected');
        throw error;
      }
      const fresh = await db
        .insert(usedSignInTokens)
        .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
        .onConflictDoNothing()
        .returning({ jti: usedSignInTokens.jti });
      if (fresh.length === 0) throw new ProofError('sandbox sign-in token already used');
      return {
        identityKey: `sandbox:${claims.ch}:${claims.dst}`,
        email: claims.ch === 'email' ? claims.dst : '',
        phoneNumber: claims.ch === 'phone' ? claims.dst : '',
        isTestUser: true,
      };
    },
  };
}

// ---- Firebase ID tokens -------------------------------------------------------------------------

const GOOGLE_SECURETOKEN_JWKS = new URL(
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
);
export const FIREBASE_MAX_TOKEN_AGE_SECONDS = 300;
let googleKeys: ReturnType<typeof createRemoteJWKSet> | undefined;

const FirebaseClaims = z.object({
  sub: z.string().min(1).max(128),
  email: z.string().optional(),
  phone_number: z.string().optional(),
  email_verified: z.boolean().optional(),
  auth_time: z.number().optional(),
  iat: z.number(),
  firebase: z.object({ sign_in_provider: z.string().optional() }).optional(),
});

function firebaseIdentity(
  claims: z.infer<typeof FirebaseClaims>,
  isTestUser: boolean,
): VerifiedIdentity {
  // Anyone can create a password account for any address: it proves the address only once confirmed.
  if (claims.firebase?.sign_in_provider === 'password' && claims.email_verified !== true) {
    throw new EmailNotVerifiedError('email and password account not verified');
  }
  return {
    identityKey: `firebase:${claims.sub}`,
    email: claims.email ? normalizeEmail(claims.email) : '',
    phoneNumber: claims.phone_number ? normalizePhone(claims.phone_number) : '',
    isTestUser,
  };
}

export function firebaseVerifier(config: Config): IdentityVerifier {
  const { projectId, authEmulatorHost } = config.login.firebase;
  return {
    async verify(idToken) {
      if (!projectId) throw new ProofError('Firebase sign-in is not configured');
      const issuer = `https://securetoken.google.com/${projectId}`;
      const nowSeconds = Math.floor(Date.now() / 1000);
      try {
        if (authEmulatorHost && decodeProtectedHeader(idToken).alg === 'none') {
          // The Auth emulator signs nothing; accepted only because the emulator is configured.
          const claims = decodeJwt(idToken);
          if (claims.aud !== projectId || claims.iss !== issuer)
            throw new ProofError('emulator token for another project');
          if (typeof claims.exp !== 'number' || claims.exp < nowSeconds)
            throw new ProofError('emulator token expired');
          const parsed = FirebaseClaims.parse(claims);
          if (parsed.iat < nowSeconds - FIREBASE_MAX_TOKEN_AGE_SECONDS)
            throw new ProofError('emulator token too old');
          return firebaseIdentity(parsed, true);
        }
        googleKeys ??= createRemoteJWKSet(GOOGLE_SECURETOKEN_JWKS);
        const { payload } = await jwtVerify(idToken, googleKeys, {
          algorithms: ['RS256'],
          issuer,
          audience: projectId,
          maxTokenAge: `${FIREBASE_MAX_TOKEN_AGE_SECONDS}s`,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const claims = FirebaseClaims.parse(payload);
        if (claims.auth_time !== undefined && claims.auth_time > nowSeconds + 60)
          throw new ProofError('auth_time in the future');
        return firebaseIdentity(claims, false);
      } catch (error) {
        if (error instanceof ProofError) throw error;
        // Bad tokens (JOSE/zod errors) and an unreachable key set alike: the proof is not verified.
        throw new ProofError(
          `Firebase ID token rejected: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
  };
}

// ---- hosted OTP (OTPless) -----------------------------------------------------------------------

const OTPLESS_VALIDATE_URL = 'https://auth.otpless.app/auth/v1/validate/token';

const OtplessReply = z.object({
  userId: z.string().min(1),
  identities: z
    .array(z.object({ identityType: z.string(), identityValue: z.string() }))
    .default([]),
});

/** Verifies a hosted-OTP token server-to-server. Not reachable offline; tests use the sandbox instead. */
export function otplessVerifier(
  config: Config,
  fetchImpl: typeof fetch = globalThis.fetch,
): IdentityVerifier {
  const { clientId, clientSecret } = config.login.otpless;
  return {
    async verify(idToken) {
      if (!clientId || !clientSecret) throw new ProofError('hosted OTP sign-in is not configured');
      const response = await fetchImpl(OTPLESS_VALIDATE_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', clientId, clientSecret },
        body: JSON.stringify({ token: idToken }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new ProofError(`hosted OTP token rejected (${response.status})`);
      const reply = OtplessReply.safeParse(await response.json());
      if (!reply.success) throw new ProofError('hosted OTP reply not understood');
      const find = (type: string) =>
        reply.data.identities.find((i) => i.identityType.toUpperCase() === type)?.identityValue ??
        '';
      return {
        identityKey: `otpless:${reply.data.userId}`,
        email: normalizeEmail(find('EMAIL')),
        phoneNumber: normalizePhone(find('MOBILE')),
        isTestUser: false,
      };
    },
  };
}
