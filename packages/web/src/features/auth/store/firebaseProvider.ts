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

/**
 * Where the verification email's link leads once opened: back to the store's sign-in. The link itself
 * opens /verify-email when the Firebase project's action URL is set to it (docs/sign-in.md).
 */
function verificationLinkSettings() {
  return { url: `${location.origin}/login` };
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
        // No silent account creation: a wrong password must say so (createEmailAccount makes accounts).
        user = (await authModule.signInWithEmailAndPassword(instance, email, password)).user;
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
        emailVerified: method === 'Email' ? user.emailVerified : undefined,
      };
      return identity;
    },
    async createEmailAccount(email, password) {
      const instance = await auth();
      const authModule = await import('firebase/auth');
      const { user } = await authModule.createUserWithEmailAndPassword(instance, email, password);
      await authModule.sendEmailVerification(user, verificationLinkSettings());
      // Signed out until the link is opened: the next sign-in proves the address.
      await authModule.signOut(instance);
    },
    async resendEmailVerification() {
      const instance = await auth();
      const authModule = await import('firebase/auth');
      if (!instance.currentUser)
        throw Object.assign(new Error('No account'), { code: 'auth/invalid-action-code' });
      await authModule.sendEmailVerification(instance.currentUser, verificationLinkSettings());
    },
    async confirmEmail(code) {
      const instance = await auth();
      const { applyActionCode } = await import('firebase/auth');
      await applyActionCode(instance, code);
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
