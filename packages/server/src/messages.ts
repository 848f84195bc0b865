/** Every user-visible text the server sends, in one place (spec wording, spelling fixed). */
export const messages = {
  success: 'Success',
  operationSuccess: 'Operation success',
  followingErrorOccurred: 'Following error occurred',
  invalidRequest: 'Invalid request',
  unauthorized: 'Unauthorized',
  sessionExpired: 'Your session has expired, please sign in again',
  notFound: 'Not found',
  noDataFound: 'No data Found',
  internalError: 'Internal server error',
  tryAgainLater: 'Something went wrong, Please try again after some time',
  unableToProcess: 'Unable to process your request.',
  cartReset: 'Your cart is reset',
  tooManyRequests: 'Too many requests',
  tryAgainInAWhile: 'Please wait a little and try again.',
  idempotencyKeyRequired: 'Idempotency-Key header is required',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  requestInProgress: 'The same request is still being processed',
  login: {
    unableToSignIn: 'Unable to sign-in!',
    signInFailed:
      'Something went wrong, Please try again. If issue persists try using another sign in methods',
    missingContact: 'Unable to login with Facebook',
    missingContactDescription:
      "We didn't find required information from your account (an email or a phone number).",
    proofRejected: 'Your sign-in could not be verified. Please sign in again.',
    contactMismatch: 'The email or phone number does not match the verified sign-in.',
    serviceUnavailable: 'This sign-in method is not available on this server.',
    serviceFailed: 'Sign-in service unavailable',
    serviceFailedDescription: 'The sign-in service did not answer. Please try again in a moment.',
  },
  sandboxOtp: {
    invalidCode: 'Invalid code',
    invalidCodeDescription: 'The code is wrong or has expired. Request a new code and try again.',
    tooManyAttempts: 'Too many attempts. Request a new code.',
    tooManySends: 'Too many codes requested. Please wait a few minutes and try again.',
  },
  addresses: {
    none: 'No address found',
    notFound: 'Address not found',
    outsideDeliveryArea: 'We do not deliver to this address yet',
    outsideDeliveryAreaDescription: 'The address is outside our delivery area.',
  },
  catalog: {
    productNotFound: 'Product not found',
    reviewAlreadyPosted: 'You have already reviewed this product',
  },
  profile: {
    contactLocked: 'This contact is used to sign in and cannot be changed here.',
  },
  webNotBuilt: 'The web app is not built yet.',
} as const;
