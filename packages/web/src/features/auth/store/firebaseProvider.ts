/**
 * The Firebase-style login provider (phone, email and password, Google, Facebook) over the firebase
 * package, loaded only when a Firebase sign-in starts. Popups are 500x600 (Firebase's own size). With the
 * server's authEmulatorUrl the Auth emulator is used (tests, local runs).
 */
import type { FirebaseIdentity, FirebaseLoginProvider, LoginConfigReply } from '@storefront/sdk';
import type { Auth, ConfirmationResult } from 'firebase/auth';

type Config = LoginConfigReply['Config'];

let configured: Config | undefined;
let authPromise: Promise<Auth> | undefined;
let confirmation: ConfirmationResult | undefined;

/** Gives the provider the server's Firebase configuration (from /get-firebaseAndOtplessLoginConfig). */
export function configureFirebase(config: Config): void {
  configured = config;
}

async function auth(): Promise<Auth> {
  authPromise ??= (async () => {
    if (!configured) throw new Error('Firebase is not configured');
    const [{ initializeApp }, authModule] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
    ]);
    const app = initializeApp({
      apiKey: configured.apiKey,
      authDomain: configured.authDomain,
      projectId: configured.projectId,
      appId: configured.appId,
      messagingSenderId: configured.messagingSenderId,
    });
    const instance = authModule.initializeAuth(app, {
      persistence: authModule.browserSessionPersistence,
      popupRedirectResolver: authModule.browserPopupRedirectResolver,
    });
    if (configured.authEmulatorUrl) {
      authModule.connectAuthEmulator(instance, configured.authEmulatorUrl, {
        disableWarnings: true,
      });
    }
    return instance;
  })();
  return authPromise;
}

/** Sends the SMS code for phone sign-in (reCAPTCHA in `containerId`); the code is confirmed by signIn('Phone'). */
export async function sendPhoneCode(phoneNumber: string, containerId: string): Promise<void> {
  const instance = await auth();
  const { RecaptchaVerifier, signInWithPhoneNumber } = await import('firebase/auth');
  const verifier = new RecaptchaVerifier(instance, containerId, { size: 'invisible' });
  confirmation = await signInWithPhoneNumber(instance, phoneNumber, verifier);
}

export function createFirebaseProvider(): FirebaseLoginProvider {
  return {
    async signIn(method, credentials = {}) {
      const instance = await auth();
      const authModule = await import('firebase/auth');
      let user;
      if (method === 'Email') {
        const email = credentials.email ?? '';
        const password = credentials.password ?? '';
        try {
          user = (await authModule.signInWithEmailAndPassword(instance, email, password)).user;
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code !== 'auth/user-not-found' && code !== 'auth/invalid-credential') throw error;
          user = (await authModule.createUserWithEmailAndPassword(instance, email, password)).user;
        }
      } else if (method === 'Phone') {
        if (!confirmation) throw new Error('Send the code first');
        user = (await confirmation.confirm(credentials.verificationCode ?? '')).user;
        confirmation = undefined;
      } else {
        const provider =
          method === 'Google'
            ? new authModule.GoogleAuthProvider()
            : new authModule.FacebookAuthProvider();
        if (method === 'Facebook') provider.addScope('email');
        user = (await authModule.signInWithPopup(instance, provider)).user;
      }
      const identity: FirebaseIdentity = {
        idToken: await user.getIdToken(true),
        email: user.email,
        phoneNumber: user.phoneNumber,
        displayName: user.displayName,
      };
      return identity;
    },
    async deleteCurrentUser() {
      const instance = await auth();
      await instance.currentUser?.delete();
    },
    async signOut() {
      if (!authPromise) return;
      const instance = await auth();
      const { signOut } = await import('firebase/auth');
      await signOut(instance);
    },
  };
}
