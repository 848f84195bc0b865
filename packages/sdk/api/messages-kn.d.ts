// The public API of @storefront/sdk, written by `pnpm --filter @storefront/sdk api:update`. Do not edit.
/* eslint-disable */
declare const messages$1: {
  /** Fallback title of a failed call when neither the server nor the transport said anything. */
  readonly internalServerError: 'Internal server error';
  /** Description of any failed data call. */
  readonly tryAgainLater: 'Something went wrong, Please try again after some time';
  /** Login failures (spec section 8). */
  readonly loginServerError: 'Something went wrong, Please try again to login again';
  readonly somethingWentWrong: 'Something went wrong';
  /** Cancel order whose reply has the Error flag. */
  readonly cancelOrderRefused: 'Unable to process your request.';
  readonly offline: {
    readonly title: 'You are offline';
    readonly description: 'Please check your internet connection and try again';
  };
  readonly hostedSignInFailed: {
    readonly title: 'Unable to sign-in!';
    readonly description: 'Something went wrong, Please try again. If issue persists try using another sign in methods';
  };
  /**
   * Sign-in popup failures of the Firebase-style login, by Firebase error code (their texts are "not shown"
   * in the spec: designed here). Any other provider failure shows hostedSignInFailed.
   */
  readonly signInProviderErrors: {
    readonly 'auth/popup-blocked': {
      readonly title: 'Sign-in window blocked';
      readonly description: 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.';
    };
    readonly 'auth/popup-closed-by-user': {
      readonly title: 'Sign-in cancelled';
      readonly description: 'The sign-in window was closed before you finished. Please try again.';
    };
    readonly 'auth/cancelled-popup-request': {
      readonly title: 'Sign-in cancelled';
      readonly description: 'The sign-in window was closed before you finished. Please try again.';
    };
    readonly 'auth/unauthorized-domain': {
      readonly title: 'Sign-in unavailable here';
      readonly description: 'This address is not allowed to sign in. Open the store from its official address, or try another sign in method.';
    };
    readonly 'auth/network-request-failed': {
      readonly title: 'Unable to reach the sign-in service';
      readonly description: 'Please check your internet connection and try again';
    };
    readonly 'auth/wrong-password': {
      readonly title: 'Wrong password';
      readonly description: 'The password does not match this email. Check it and try again.';
    };
    readonly 'auth/invalid-credential': {
      readonly title: 'Wrong email or password';
      readonly description: 'Check your email and password and try again, or create an account.';
    };
    readonly 'auth/user-not-found': {
      readonly title: 'No account with this email';
      readonly description: 'Check the address, or create an account with it.';
    };
    readonly 'auth/email-already-in-use': {
      readonly title: 'This email already has an account';
      readonly description: 'Sign in with its password instead.';
    };
    readonly 'auth/weak-password': {
      readonly title: 'Password too short';
      readonly description: 'Use at least 6 characters.';
    };
    readonly 'auth/invalid-email': {
      readonly title: 'Invalid email address';
      readonly description: 'Check the email address and try again.';
    };
    readonly 'auth/too-many-requests': {
      readonly title: 'Too many attempts';
      readonly description: 'Please wait a few minutes before trying again.';
    };
    readonly 'auth/invalid-action-code': {
      readonly title: 'This link is not valid';
      readonly description: 'It was already used or is incomplete. Sign in to get a new one.';
    };
    readonly 'auth/expired-action-code': {
      readonly title: 'This link has expired';
      readonly description: 'Sign in to get a new one.';
    };
    readonly 'auth/invalid-api-key': {
      readonly title: 'Sign-in is not available';
      readonly description: 'Sign-in is not set up correctly right now. Please try another sign in method.';
    };
  };
  /** An email and password sign-in whose address was never confirmed (designed: "not shown" in the spec). */
  readonly emailNotVerified: {
    readonly title: 'Please verify your email';
    readonly description: 'Open the link we sent to your email address, then sign in again.';
  };
  /**
   * A typed phone number that is not an Indian mobile number (designed: the server's own words for it, with
   * the ways of writing one that are read).
   */
  readonly invalidPhoneNumber: {
    readonly title: 'Enter a valid 10-digit mobile number';
    readonly description: 'For example 98450 12345 or +91 98450 12345';
  };
  readonly facebookMissingIdentity: {
    readonly title: 'Unable to login with Facebook';
    readonly description: "We didn't find required information from your account";
  };
  /** The help page linked from the Facebook failure. */
  readonly facebookHelpPath: '/help/facebook/login';
  readonly loggedIn: 'Logged in!';
  readonly priceUpdated: {
    readonly title: 'Product Updates Detected';
    readonly description: 'Some items in your cart now have updated prices. Please review the changes before completing your order.';
  };
  readonly priceUpdatedAndItemsRemoved: {
    readonly title: 'Product Updates Detected';
    readonly description: 'Some items in your cart now have updated prices and unavailable items were removed from your cart. Please review the changes before completing your order.';
  };
  readonly itemsRemoved: {
    readonly title: 'Product Updates Detected';
    readonly description: 'Unavailable items were removed from your cart. Please review the changes before completing your order.';
  };
  readonly cartReset: 'Your cart is reset';
  readonly alreadyInCart: 'Already added, Manage qty from cart';
  readonly productMaxReached: (maxQty: number) => string;
  readonly errorDialog: {
    readonly title: 'Following error occurred';
    readonly description: 'No data Found';
  };
  readonly success: {
    readonly title: 'Success';
    readonly description: 'Operation success';
  };
  /** Transport messages, used when the server gave no Message. */
  readonly transport: {
    readonly network: 'Network error';
    readonly timeout: 'The server took too long to respond';
    readonly unexpectedReply: 'Unexpected reply from the server';
  };
};

/**
 * The shape of the SDK's texts in any language, and how a language's texts are completed with English.
 * English (../messages.ts) is the source: a language may leave any text out and gets the English one.
 */

/** A catalog's shape with its English literals widened to string. */
type Widened<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widened<R>
    : T extends object
      ? {
          readonly [K in keyof T]: Widened<T[K]>;
        }
      : T;
/** What a language gives: any part of the English texts, each with the English text's parameters. */
type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widened<R>
    : T extends object
      ? {
          readonly [K in keyof T]?: Translated<T[K]>;
        }
      : T;
/** Every text the SDK hands to a UI, in some language (`messages` is the English one). */
type MessageCatalog = Widened<typeof messages$1>;
/** A language's texts as written: English fills in what it leaves out. */
type MessageTranslation = Translated<typeof messages$1>;

/**
 * The SDK's texts in Kannada (ಕನ್ನಡ): `@storefront/sdk/messages/kn`. Pass `messages` where the SDK takes a
 * catalog (describeError, validateCartPrices, createCartStore, createLoginOrchestrator).
 */

/** The Kannada texts as written; any text left out is English. */
declare const translation: {
  internalServerError: string;
  tryAgainLater: string;
  loginServerError: string;
  somethingWentWrong: string;
  cancelOrderRefused: string;
  offline: {
    title: string;
    description: string;
  };
  hostedSignInFailed: {
    title: string;
    description: string;
  };
  signInProviderErrors: {
    'auth/popup-blocked': {
      title: string;
      description: string;
    };
    'auth/popup-closed-by-user': {
      title: string;
      description: string;
    };
    'auth/cancelled-popup-request': {
      title: string;
      description: string;
    };
    'auth/unauthorized-domain': {
      title: string;
      description: string;
    };
    'auth/network-request-failed': {
      title: string;
      description: string;
    };
    'auth/wrong-password': {
      title: string;
      description: string;
    };
    'auth/invalid-credential': {
      title: string;
      description: string;
    };
    'auth/user-not-found': {
      title: string;
      description: string;
    };
    'auth/email-already-in-use': {
      title: string;
      description: string;
    };
    'auth/weak-password': {
      title: string;
      description: string;
    };
    'auth/invalid-email': {
      title: string;
      description: string;
    };
    'auth/too-many-requests': {
      title: string;
      description: string;
    };
    'auth/invalid-action-code': {
      title: string;
      description: string;
    };
    'auth/expired-action-code': {
      title: string;
      description: string;
    };
    'auth/invalid-api-key': {
      title: string;
      description: string;
    };
  };
  emailNotVerified: {
    title: string;
    description: string;
  };
  invalidPhoneNumber: {
    title: string;
    description: string;
  };
  facebookMissingIdentity: {
    title: string;
    description: string;
  };
  loggedIn: string;
  priceUpdated: {
    title: string;
    description: string;
  };
  priceUpdatedAndItemsRemoved: {
    title: string;
    description: string;
  };
  itemsRemoved: {
    title: string;
    description: string;
  };
  cartReset: string;
  alreadyInCart: string;
  productMaxReached: (maxQty: number) => string;
  errorDialog: {
    title: string;
    description: string;
  };
  success: {
    title: string;
    description: string;
  };
  transport: {
    network: string;
    timeout: string;
    unexpectedReply: string;
  };
};
/** Every SDK text in Kannada (English where a text has no Kannada). */
declare const messages: MessageCatalog;

export { type MessageCatalog, type MessageTranslation, messages, translation };
