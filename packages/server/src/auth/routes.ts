import { type ReplyOf, endpoints } from '@storefront/sdk';
import type { LoginService } from '@storefront/sdk/core';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../env.js';
import type { Database } from '../db/index.js';
import { HttpError } from '../http/errors.js';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken } from '../http/access-token.js';
import { API_PREFIX, defineRoute } from '../http/route.js';
import { messages } from '../messages.js';
import { RefusedSignIns } from './attempts.js';
import {
  type IdentityVerifier,
  EmailNotVerifiedError,
  ProofError,
  type VerifiedIdentity,
  firebaseVerifier,
  otplessVerifier,
  sandboxVerifier,
} from './identity.js';
import {
  REFRESH_COOKIE,
  createRefreshToken,
  refreshCookieOptions,
  revokeRefreshToken,
  rotateRefreshToken,
} from './session.js';
import {
  findUser,
  normalizeEmail,
  normalizePhone,
  toUserData,
  upsertSignedInUser,
} from './users.js';

/** A login error: the common Message/Description plus the ErrorMessage/ErrorDescription the login screen shows. */
function loginError(status: number, message: string, description: string): HttpError {
  return new HttpError(status, message, description, {
    ErrorMessage: message,
    ErrorDescription: description,
  });
}

export type DefaultAddress = ReplyOf<'authUsers'>['DefaultAddress'];

export interface AuthOptions {
  /** The shopper's default address for the sign-in reply; the addresses domain owns it, the app passes it in. */
  defaultAddressOf: (db: Database, userId: number) => Promise<DefaultAddress>;
  /** Verifiers by login service; defaults follow the configuration (sandbox token in sandbox mode). */
  verifiers?: Partial<Record<LoginService, IdentityVerifier>>;
}

function defaultVerifiers(
  config: Config,
  db: Database,
): Record<LoginService, IdentityVerifier | undefined> {
  return {
    otpless: config.isSandbox ? sandboxVerifier(config, db) : otplessVerifier(config),
    firebase: config.login.firebase.projectId ? firebaseVerifier(config) : undefined,
  };
}

function checkContactsAgree(identity: VerifiedIdentity, email: string, phoneNumber: string): void {
  const claimedEmail = normalizeEmail(email);
  const claimedPhone = phoneNumber.trim() === '' ? '' : normalizePhone(phoneNumber);
  if (claimedEmail && identity.email && claimedEmail !== identity.email)
    throw loginError(400, messages.login.unableToSignIn, messages.login.contactMismatch);
  if (phoneNumber.trim() && identity.phoneNumber && claimedPhone !== identity.phoneNumber)
    throw loginError(400, messages.login.unableToSignIn, messages.login.contactMismatch);
}

export async function authPlugin(app: FastifyInstance, options: AuthOptions): Promise<void> {
  const verifiers = { ...defaultVerifiers(app.config, app.db), ...options.verifiers };
  const refused = new RefusedSignIns();

  defineRoute(app, endpoints.authUsers, async ({ input, db, config, request, reply }) => {
    if (refused.isBlocked(request.ip))
      throw loginError(429, messages.login.unableToSignIn, messages.login.tooManyAttempts);
    const verifier = verifiers[input.loginService];
    if (!verifier)
      throw loginError(400, messages.login.unableToSignIn, messages.login.serviceUnavailable);
    let identity: VerifiedIdentity;
    try {
      identity = await verifier.verify(input.idToken);
    } catch (error) {
      if (!(error instanceof ProofError)) {
        // The sign-in service (or our own store of used proofs) failed: not the shopper's fault.
        request.log.error({ err: error }, 'sign-in verification failed');
        throw loginError(
          500,
          messages.login.serviceFailed,
          messages.login.serviceFailedDescription,
        );
      }
      if (error instanceof EmailNotVerifiedError) {
        throw loginError(
          403,
          messages.login.emailNotVerified,
          messages.login.emailNotVerifiedDescription,
        );
      }
      request.log.info({ reason: error.message }, 'sign-in proof rejected');
      refused.record(request.ip);
      throw loginError(401, messages.login.unableToSignIn, messages.login.proofRejected);
    }
    if (!identity.email && !identity.phoneNumber)
      throw loginError(
        400,
        messages.login.missingContact,
        messages.login.missingContactDescription,
      );
    checkContactsAgree(identity, input.email, input.phoneNumber);

    const fallbackName = identity.email ? (identity.email.split('@')[0] ?? '') : '';
    const user = await upsertSignedInUser(db, identity, {
      username: input.username || fallbackName,
      loginFrom: input.loginUsing,
    });
    if (!user) throw new HttpError(500, messages.internalError, messages.tryAgainLater);

    const sessionUser = { userId: user.id, isTestUser: user.isTestUser };
    const [token, refreshToken, defaultAddress] = await Promise.all([
      issueAccessToken(config, sessionUser),
      createRefreshToken(db, user.id),
      options.defaultAddressOf(db, user.id),
    ]);
    reply.setCookie(REFRESH_COOKIE, refreshToken, refreshCookieOptions(config));
    return {
      Token: token,
      ExpiresIn: ACCESS_TOKEN_TTL_SECONDS,
      IsTestUser: user.isTestUser,
      DefaultAddress: defaultAddress,
      UserData: toUserData(user),
    };
  });

  defineRoute(app, endpoints.refreshSession, async ({ db, config, request, reply }) => {
    const presented = request.cookies[REFRESH_COOKIE];
    const rotated = presented ? await rotateRefreshToken(db, presented) : null;
    const user = rotated ? await findUser(db, rotated.userId) : undefined;
    if (!rotated || !user) {
      reply.clearCookie(REFRESH_COOKIE, { path: API_PREFIX });
      throw new HttpError(401, messages.unauthorized, messages.sessionExpired);
    }
    reply.setCookie(REFRESH_COOKIE, rotated.token, refreshCookieOptions(config));
    return {
      Token: await issueAccessToken(config, { userId: user.id, isTestUser: user.isTestUser }),
      ExpiresIn: ACCESS_TOKEN_TTL_SECONDS,
      UserData: toUserData(user),
    };
  });

  defineRoute(app, endpoints.logout, async ({ db, request, reply }) => {
    const presented = request.cookies[REFRESH_COOKIE];
    if (presented) await revokeRefreshToken(db, presented);
    reply.clearCookie(REFRESH_COOKIE, { path: API_PREFIX });
    return { Success: true };
  });
}
