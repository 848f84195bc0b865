/**
 * Firebase sign-in (Google, Facebook, phone, email and password) and the email account's steps: create it,
 * send its verification link again, apply the link's code.
 */
import { AuthError } from '../errors/AuthError.js';
import { usernameOf, type LoginContext } from './login-context.js';
import type { LoginOrchestrator } from './orchestrator.js';
import type { FirebaseLoginProvider } from './providers.js';

export type FirebaseLogin = Pick<
  LoginOrchestrator,
  'signInWithFirebase' | 'createEmailAccount' | 'resendEmailVerification' | 'confirmEmail'
>;

export function createFirebaseLogin(context: LoginContext): FirebaseLogin {
  const { ensureOnline, providerFailed, texts } = context;
  const firebaseProvider = (): FirebaseLoginProvider => {
    const { firebase } = context.providers;
    if (!firebase) throw providerFailed(new Error('No Firebase sign-in provider was given'));
    return firebase;
  };

  /** Runs one optional step of the Firebase email account; its failures read like sign-in failures. */
  async function emailStep<A extends unknown[]>(
    pick: (provider: FirebaseLoginProvider) => ((...args: A) => Promise<void>) | undefined,
    ...args: A
  ): Promise<void> {
    ensureOnline();
    const provider = firebaseProvider();
    const step = pick(provider);
    if (!step) throw providerFailed(new Error('The Firebase provider has no email accounts'));
    try {
      await step.apply(provider, args);
    } catch (error) {
      throw providerFailed(error);
    }
  }

  return {
    async signInWithFirebase(method, credentials) {
      ensureOnline();
      const provider = firebaseProvider();
      let identity;
      try {
        identity = await provider.signIn(method, credentials);
      } catch (error) {
        throw providerFailed(error);
      }
      const email = identity.email ?? '';
      const phoneNumber = identity.phoneNumber ?? '';
      // The provider stays signed in so that the app can send the verification link again.
      if (method === 'Email' && identity.emailVerified === false) {
        throw new AuthError({ reason: 'email-unverified', ...texts().emailNotVerified });
      }
      if (!email && !phoneNumber) {
        await provider.deleteCurrentUser().catch(() => undefined);
        await provider.signOut().catch(() => undefined);
        throw new AuthError({ reason: 'missing-identity', ...texts().facebookMissingIdentity });
      }
      return context.postLogin({
        username: usernameOf(identity.displayName, email, phoneNumber),
        email,
        phoneNumber,
        loginUsing: method,
        loginService: 'firebase',
        idToken: identity.idToken,
      });
    },

    createEmailAccount: (email, password) =>
      emailStep((provider) => provider.createEmailAccount, email, password),
    resendEmailVerification: () => emailStep((provider) => provider.resendEmailVerification),
    confirmEmail: (code) => emailStep((provider) => provider.confirmEmail, code),
  };
}
