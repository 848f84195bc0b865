/**
 * Every text the SDK hands to a UI, in one place: the spec's wording (sections 5 and 8), spelling fixed.
 * The SDK never shows them itself; errors and results carry them for the app to display.
 */
export interface TitledMessage {
  readonly title: string;
  readonly description: string;
}

export const messages = {
  /** Fallback title of a failed call when neither the server nor the transport said anything. */
  internalServerError: 'Internal server error',
  /** Description of any failed data call. */
  tryAgainLater: 'Something went wrong, Please try again after some time',
  /** Login failures (spec section 8). */
  loginServerError: 'Something went wrong, Please try again to login again',
  somethingWentWrong: 'Something went wrong',
  /** Cancel order whose reply has the Error flag. */
  cancelOrderRefused: 'Unable to process your request.',
  offline: {
    title: 'You are offline',
    description: 'Please check your internet connection and try again',
  },
  hostedSignInFailed: {
    title: 'Unable to sign-in!',
    description:
      'Something went wrong, Please try again. If issue persists try using another sign in methods',
  },
  /**
   * Sign-in popup failures of the Firebase-style login, by Firebase error code (their texts are "not shown"
   * in the spec: designed here). Any other provider failure shows hostedSignInFailed.
   */
  signInProviderErrors: {
    'auth/popup-blocked': {
      title: 'Sign-in window blocked',
      description:
        'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
    },
    'auth/popup-closed-by-user': {
      title: 'Sign-in cancelled',
      description: 'The sign-in window was closed before you finished. Please try again.',
    },
    'auth/cancelled-popup-request': {
      title: 'Sign-in cancelled',
      description: 'The sign-in window was closed before you finished. Please try again.',
    },
    'auth/unauthorized-domain': {
      title: 'Sign-in unavailable here',
      description:
        'This address is not allowed to sign in. Open the store from its official address, or try another sign in method.',
    },
    'auth/network-request-failed': {
      title: 'Unable to reach the sign-in service',
      description: 'Please check your internet connection and try again',
    },
    'auth/wrong-password': {
      title: 'Wrong password',
      description: 'The password does not match this email. Check it and try again.',
    },
    'auth/invalid-credential': {
      title: 'Wrong email or password',
      description: 'Check your email and password and try again, or create an account.',
    },
    'auth/user-not-found': {
      title: 'No account with this email',
      description: 'Check the address, or create an account with it.',
    },
    'auth/email-already-in-use': {
      title: 'This email already has an account',
      description: 'Sign in with its password instead.',
    },
    'auth/weak-password': {
      title: 'Password too short',
      description: 'Use at least 6 characters.',
    },
    'auth/invalid-email': {
      title: 'Invalid email address',
      description: 'Check the email address and try again.',
    },
    'auth/too-many-requests': {
      title: 'Too many attempts',
      description: 'Please wait a few minutes before trying again.',
    },
    'auth/invalid-action-code': {
      title: 'This link is not valid',
      description: 'It was already used or is incomplete. Sign in to get a new one.',
    },
    'auth/expired-action-code': {
      title: 'This link has expired',
      description: 'Sign in to get a new one.',
    },
    'auth/invalid-api-key': {
      title: 'Sign-in is not available',
      description: 'Sign-in is not set up correctly right now. Please try another sign in method.',
    },
  },
  /** An email and password sign-in whose address was never confirmed (designed: "not shown" in the spec). */
  emailNotVerified: {
    title: 'Please verify your email',
    description: 'Open the link we sent to your email address, then sign in again.',
  },
  /**
   * A typed phone number that is not an Indian mobile number (designed: the server's own words for it, with
   * the ways of writing one that are read).
   */
  invalidPhoneNumber: {
    title: 'Enter a valid 10-digit mobile number',
    description: 'For example 98450 12345 or +91 98450 12345',
  },
  facebookMissingIdentity: {
    title: 'Unable to login with Facebook',
    description: "We didn't find required information from your account",
  },
  /** The help page linked from the Facebook failure. */
  facebookHelpPath: '/help/facebook/login',
  loggedIn: 'Logged in!',
  priceUpdated: {
    title: 'Product Updates Detected',
    description:
      'Some items in your cart now have updated prices. Please review the changes before completing your order.',
  },
  priceUpdatedAndItemsRemoved: {
    title: 'Product Updates Detected',
    description:
      'Some items in your cart now have updated prices and unavailable items were removed from your cart. Please review the changes before completing your order.',
  },
  itemsRemoved: {
    title: 'Product Updates Detected',
    description:
      'Unavailable items were removed from your cart. Please review the changes before completing your order.',
  },
  cartReset: 'Your cart is reset',
  alreadyInCart: 'Already added, Manage qty from cart',
  productMaxReached: (maxQty: number) =>
    `You can order at most ${maxQty} of this product, Manage qty from cart`,
  errorDialog: { title: 'Following error occurred', description: 'No data Found' },
  success: { title: 'Success', description: 'Operation success' },
  /** Transport messages, used when the server gave no Message. */
  transport: {
    network: 'Network error',
    timeout: 'The server took too long to respond',
    unexpectedReply: 'Unexpected reply from the server',
  },
} as const;

export type Messages = typeof messages;
