import { extend, group, icu, list, loadTexts, lookup, text } from '../i18n/i18n';
import { messages as pages } from './pages';
import parts from 'virtual:catalog/parts/auth';

const linkSentTo = lookup('auth.verificationLinkSentBody');
const linkSentToYou = lookup('auth.verificationLinkSentToYou');

/** Texts of sign-in and its help pages, and the drawer's. */
export const messages = {
  ...pages,
  // The drawer's own texts (it loads with this module: the sign-out is here).
  app: extend(
    pages.app,
    group('app', {
      /** The build the app runs (BUILD_ID at build time), for support. */
      version: icu((id: string) => ({ id })),
    }),
  ),
  nav: extend(
    pages.nav,
    group('nav', {
      menu: text,
      closeMenu: text,
      addresses: text,
      wallet: text,
      profile: text,
      settings: text,
      signIn: text,
      /** The language switch's label (its choices are each language's own name). */
      language: text,
    }),
  ),
  auth: group('auth', {
    chooseMethod: text,
    phone: text,
    phoneHint: text,
    email: text,
    password: text,
    usePhone: text,
    useEmail: text,
    sendCode: text,
    code: text,
    codeHint: text,
    verify: text,
    codeSentTo: icu((to: string) => ({ to })),
    sandboxNotice: text,
    sandboxCode: text,
    sandboxPage: text,
    noCodeYet: text,
    resend: text,
    changeContact: text,
    noPendingSignIn: text,
    goToLogin: text,
    signInWithGoogle: text,
    signInWithWhatsApp: text,
    signInWithFacebook: text,
    signInWithEmail: text,
    signInWithPhone: text,
    sendPhoneCode: text,
    loggedIn: text,
    logout: text,
    loggedOut: text,
    signingIn: text,
    facebookHelpLink: text,
    /** The link to the clearing-browser-data page, where sign-in or the app keeps failing (issue 27). */
    clearDataHelp: text,
    verifyEmailBody: text,
    verifyEmailBodyFor: icu((email: string) => ({ email })),
    resendVerification: text,
    verificationResent: text,
    verifyingEmail: text,
    emailVerified: text,
    createAccount: text,
    createAccountWithEmail: text,
    newHere: text,
    haveAccount: text,
    newPasswordHint: text,
    /** 'auth.verificationLinkSentBody' with the address; 'auth.verificationLinkSentToYou' without one. */
    verificationLinkSentBody: (email: string) => (email ? linkSentTo({ email }) : linkSentToYou()),
    clearDataIntro: text,
    clearDataSteps: list(4),
    facebookHelpIntro: text,
    facebookHelpSteps: list(4),
    firebaseUnavailable: text,
    recaptcha: text,
  }),
};

// This module's texts in the shopper's language, before any importer runs (src/i18n/i18n.ts).
await loadTexts(parts);
