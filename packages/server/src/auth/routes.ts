import { type ReplyOf, endpoints } from '@storefront/sdk';
import type { LoginService } from '@storefront/sdk/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../env.js';
import type { Database } from '../db/index.js';
import { HttpError, unauthorized } from '../http/errors.js';
import type { ServerTexts } from '../i18n/texts.js';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken } from '../http/access-token.js';
import { API_PREFIX, defineRoute } from '../http/route.js';
import { releaseSignInSlot, takeSignInSlot } from './attempts.js';
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
  endSessions,
  refreshCookieOptions,
  rotateRefreshToken,
  startSession,
} from './session.js';
import {
  findUser,
  normalizeEmail,
  normalizePhone,
  toUserData,
  upsertSignedInUser,
} from './users.js';

type LoginText = keyof ServerTexts['messages']['login'];

/**
 * A login error: the common Message/Description plus the ErrorMessage/ErrorDescription the login screen
 * shows, in the request's language.
 */
function loginError(status: number, message: LoginText, description: LoginText): HttpError {
  return new HttpError(
    status,
    (t) => t.messages.login[message],
    (t) => t.messages.login[description],
    (t) => ({
      ErrorMessage: t.messages.login[message],
      ErrorDescription: t.messages.login[description],
    }),
  );
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
    throw loginError(400, 'unableToSignIn', 'contactMismatch');
  if (phoneNumber.trim() && identity.phoneNumber && claimedPhone !== identity.phoneNumber)
    throw loginError(400, 'unableToSignIn', 'contactMismatch');
}

type Verifiers = Partial<Record<LoginService, IdentityVerifier | undefined>>;

export async function authPlugin(app: FastifyInstance, options: AuthOptions): Promise<void> {
  const verifiers: Verifiers = { ...defaultVerifiers(app.config, app.db), ...options.verifiers };
  signInRoute(app, verifiers, options.defaultAddressOf);
  refreshSessionRoute(app);
  logoutRoute(app);
}

/**
 * Checks the sign-in proof within the caller's sign-in slot. The slot is taken before the proof is
 * checked, so parallel calls cannot check more proofs than the limit; only a refused proof keeps it.
 */
async function verifyWithinSignInSlot(
  db: Database,
  request: FastifyRequest,
  verifier: IdentityVerifier,
  idToken: string,
): Promise<VerifiedIdentity> {
  const slot = await takeSignInSlot(db, request.ip);
  if (!slot) throw loginError(429, 'unableToSignIn', 'tooManyAttempts');
  let identity: VerifiedIdentity;
  try {
    identity = await verifier.verify(idToken);
  } catch (error) {
    // Only a refused proof keeps its slot (as the refusal).
    if (!(error instanceof ProofError) || error instanceof EmailNotVerifiedError)
      await releaseSignInSlot(db, slot).catch((err: unknown) =>
        request.log.warn({ err }, 'sign-in slot not released'),
      );
    if (!(error instanceof ProofError)) {
      // The sign-in service (or our own store of used proofs) failed: not the shopper's fault.
      request.log.error({ err: error }, 'sign-in verification failed');
      throw loginError(500, 'serviceFailed', 'serviceFailedDescription');
    }
    if (error instanceof EmailNotVerifiedError) {
      throw loginError(403, 'emailNotVerified', 'emailNotVerifiedDescription');
    }
    request.log.info({ reason: error.message }, 'sign-in proof rejected');
    throw loginError(401, 'unableToSignIn', 'proofRejected');
  }
  await releaseSignInSlot(db, slot);
  return identity;
}

function signInRoute(
  app: FastifyInstance,
  verifiers: Verifiers,
  defaultAddressOf: AuthOptions['defaultAddressOf'],
): void {
  defineRoute(app, endpoints.authUsers, async ({ input, db, config, request, reply }) => {
    const verifier = verifiers[input.loginService];
    if (!verifier) throw loginError(400, 'unableToSignIn', 'serviceUnavailable');
    const identity = await verifyWithinSignInSlot(db, request, verifier, input.idToken);
    if (!identity.email && !identity.phoneNumber)
      throw loginError(400, 'missingContact', 'missingContactDescription');
    checkContactsAgree(identity, input.email, input.phoneNumber);

    const fallbackName = identity.email ? (identity.email.split('@')[0] ?? '') : '';
    const user = await upsertSignedInUser(db, identity, {
      username: input.username || fallbackName,
      loginFrom: input.loginUsing,
    });
    if (!user) throw new HttpError(500, undefined, (t) => t.messages.tryAgainLater);

    const [session, defaultAddress] = await Promise.all([
      startSession(db, user.id),
      defaultAddressOf(db, user.id),
    ]);
    const { sessionId, refreshToken } = session;
    const token = await issueAccessToken(config, {
      userId: user.id,
      isTestUser: user.isTestUser,
      sessionId,
    });
    reply.setCookie(REFRESH_COOKIE, refreshToken, refreshCookieOptions(config));
    return {
      Token: token,
      ExpiresIn: ACCESS_TOKEN_TTL_SECONDS,
      IsTestUser: user.isTestUser,
      DefaultAddress: defaultAddress,
      UserData: toUserData(user),
    };
  });
}

function refreshSessionRoute(app: FastifyInstance): void {
  defineRoute(app, endpoints.refreshSession, async ({ db, config, request, reply }) => {
    const presented = request.cookies[REFRESH_COOKIE];
    const rotation = presented ? await rotateRefreshToken(db, presented) : undefined;
    // A replay ended its session: its access tokens stop here at once (other servers: on the NOTIFY).
    if (rotation?.rotated === false && rotation.ended)
      app.liveSessions.forget('shopper', rotation.ended);
    const rotated = rotation?.rotated ? rotation : undefined;
    const user = rotated ? await findUser(db, rotated.userId) : undefined;
    if (!rotated || !user) {
      reply.clearCookie(REFRESH_COOKIE, { path: API_PREFIX });
      throw unauthorized();
    }
    reply.setCookie(REFRESH_COOKIE, rotated.token, refreshCookieOptions(config));
    return {
      Token: await issueAccessToken(config, {
        userId: user.id,
        isTestUser: user.isTestUser,
        sessionId: rotated.sessionId,
      }),
      ExpiresIn: ACCESS_TOKEN_TTL_SECONDS,
      UserData: toUserData(user),
    };
  });
}

function logoutRoute(app: FastifyInstance): void {
  // Ends the session of the refresh cookie, and the one of the bearer token when one is sent: their
  // access tokens answer 401 from now on, on this server at once and on the others on the NOTIFY.
  defineRoute(app, endpoints.logout, async ({ db, request, reply, optionalUser }) => {
    const ended = await endSessions(db, {
      refreshToken: request.cookies[REFRESH_COOKIE],
      sessionId: optionalUser?.sessionId,
    });
    for (const sessionId of ended) app.liveSessions.forget('shopper', sessionId);
    reply.clearCookie(REFRESH_COOKIE, { path: API_PREFIX });
    return { Success: true };
  });
}
