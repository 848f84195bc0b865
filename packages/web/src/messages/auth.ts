import { messages as shell } from './shell';

/** Texts of sign-in and its help pages. */
export const messages = {
  ...shell,
  auth: {
    chooseMethod: 'Sign in or create an account',
    phone: 'Mobile number',
    phoneHint: '10-digit mobile number',
    email: 'Email address',
    password: 'Password',
    usePhone: 'Phone',
    useEmail: 'Email',
    sendCode: 'Send code',
    code: 'One-time code',
    codeHint: 'Enter the 6-digit code we sent you',
    verify: 'Verify and sign in',
    codeSentTo: (to: string) => `We sent a code to ${to}.`,
    sandboxNotice:
      'Sandbox mode: no message is really sent. Your code is shown here and on the sandbox page.',
    sandboxCode: 'Your sandbox code',
    sandboxPage: 'Open the sandbox inbox',
    noCodeYet: 'No code has arrived yet.',
    resend: 'Send a new code',
    changeContact: 'Use another number or email',
    noPendingSignIn: 'Start by entering your mobile number or email.',
    goToLogin: 'Go to sign in',
    signInWithGoogle: 'Continue with Google',
    signInWithWhatsApp: 'Continue with WhatsApp',
    signInWithFacebook: 'Continue with Facebook',
    signInWithEmail: 'Sign in with email',
    signInWithPhone: 'Sign in with phone',
    sendPhoneCode: 'Send code by SMS',
    loggedIn: 'Logged in!',
    logout: 'Sign out',
    loggedOut: 'You are signed out',
    signingIn: 'Signing you in…',
    facebookHelpLink: 'How to fix this',
    verifyEmailBody:
      'Open the link we sent to your email address to verify it, then come back and sign in.',
    verifyEmailBodyFor: (email: string) =>
      `Open the link we sent to ${email} to verify it, then come back and sign in.`,
    resendVerification: 'Send the link again',
    verificationResent: 'We sent the link again. Check your inbox and spam folder.',
    verifyingEmail: 'Verifying your email…',
    emailVerified: 'Your email is verified. Sign in to continue.',
    createAccount: 'Create account',
    createAccountWithEmail: 'Create an account with email',
    newHere: 'New here? Create an account',
    haveAccount: 'Have an account? Sign in',
    newPasswordHint: 'At least 6 characters',
    verificationLinkSentBody: (email: string) =>
      email
        ? `We sent a verification link to ${email}. Open it to continue.`
        : 'We sent a verification link to your email address. Open it to continue.',
    clearDataIntro: 'Signing in keeps failing? Clearing this site’s stored data usually fixes it:',
    clearDataSteps: [
      'Open your browser’s settings.',
      'Go to Privacy and security, then Site settings (or Cookies and site data).',
      'Find this store’s address and choose Clear data.',
      'Reload this page and sign in again.',
    ],
    facebookHelpIntro:
      'We could not read an email address or a phone number from your Facebook account. To sign in with Facebook:',
    facebookHelpSteps: [
      'Open Facebook and go to Settings, then Accounts Center, then Personal details.',
      'Add an email address or a mobile number and confirm it.',
      'Remove this store from Apps and websites in Facebook settings so it asks again.',
      'Come back and sign in with Facebook again, or use phone or email sign-in instead.',
    ],
    firebaseUnavailable: 'This sign-in method is not available right now.',
    recaptcha: 'Security check',
  },
};
