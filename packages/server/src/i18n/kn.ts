/**
 * The server's texts in Kannada (ಕನ್ನಡ), the same shape as the English catalogs in ../messages.ts. A text left
 * out here is answered in English. Brand and header names (Idempotency-Key, Facebook, NUL) stay as they are.
 */
import type { ServerTranslation } from './texts.js';

export const kn = {
  messages: {
    success: 'ಯಶಸ್ವಿಯಾಗಿದೆ',
    invalidRequest: 'ಅಮಾನ್ಯ ವಿನಂತಿ',
    unauthorized: 'ಅನುಮತಿ ಇಲ್ಲ',
    sessionExpired: 'ನಿಮ್ಮ ಸೆಷನ್ ಅವಧಿ ಮುಗಿದಿದೆ, ದಯವಿಟ್ಟು ಮತ್ತೆ ಸೈನ್ ಇನ್ ಮಾಡಿ',
    notFound: 'ಕಂಡುಬಂದಿಲ್ಲ',
    noDataFound: 'ಯಾವುದೇ ಮಾಹಿತಿ ಕಂಡುಬಂದಿಲ್ಲ',
    internalError: 'ಸರ್ವರ್‌ನಲ್ಲಿ ಆಂತರಿಕ ದೋಷ',
    tryAgainLater: 'ಏನೋ ತಪ್ಪಾಗಿದೆ, ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
    unableToProcess: 'ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ಪೂರ್ಣಗೊಳಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
    tooManyRequests: 'ತುಂಬಾ ಹೆಚ್ಚು ವಿನಂತಿಗಳು',
    databaseBusy: {
      Message: 'ಸೇವೆ ತಾತ್ಕಾಲಿಕವಾಗಿ ಲಭ್ಯವಿಲ್ಲ',
      Description: 'ಅಂಗಡಿ ಈಗ ತುಂಬಾ ಕಾರ್ಯನಿರತವಾಗಿದೆ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಹೊತ್ತಿನಲ್ಲಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    },
    databaseUnavailable: {
      Message: 'ಸೇವೆ ತಾತ್ಕಾಲಿಕವಾಗಿ ಲಭ್ಯವಿಲ್ಲ',
      Description: 'ಅಂಗಡಿಗೆ ಈಗ ತನ್ನ ಮಾಹಿತಿಯನ್ನು ತಲುಪಲು ಆಗುತ್ತಿಲ್ಲ. ದಯವಿಟ್ಟು ಕೆಲವು ಸೆಕೆಂಡುಗಳಲ್ಲಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    },
    tryAgainInAWhile: 'ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    idempotencyKeyRequired: 'Idempotency-Key ಹೆಡರ್ ಅಗತ್ಯವಿದೆ',
    idempotencyKeyReused: 'ಈ Idempotency-Key ಅನ್ನು ಬೇರೆ ವಿನಂತಿಗೆ ಈಗಾಗಲೇ ಬಳಸಲಾಗಿದೆ',
    requestInProgress: 'ಇದೇ ವಿನಂತಿ ಇನ್ನೂ ಪ್ರಕ್ರಿಯೆಯಲ್ಲಿದೆ',
    refusalDescription: {
      400: 'ವಿನಂತಿಯನ್ನು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
      401: 'ನಿಮ್ಮ ಸೆಷನ್ ಅವಧಿ ಮುಗಿದಿದೆ, ದಯವಿಟ್ಟು ಮತ್ತೆ ಸೈನ್ ಇನ್ ಮಾಡಿ',
      403: 'ನೀವು ಇದನ್ನು ಮಾಡಲು ಸಾಧ್ಯವಿಲ್ಲ.',
      404: 'ಇದು ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ, ಅಥವಾ ಇದು ನಿಮ್ಮದಲ್ಲ.',
      409: 'ಈ ಮಧ್ಯೆ ಇದು ಬದಲಾಗಿದೆ. ರಿಫ್ರೆಶ್ ಮಾಡಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
      422: 'ಕಳುಹಿಸಿದ ರೂಪದಲ್ಲಿ ಈ ವಿನಂತಿಯನ್ನು ಪ್ರಕ್ರಿಯೆಗೊಳಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ.',
      429: 'ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    },
    unstorableText: (where: string) =>
      `${where}: ಇದರಲ್ಲಿ NUL ಅಕ್ಷರ (\\u0000) ಅಥವಾ ಜೋಡಿಯಿಲ್ಲದ ಸರೊಗೇಟ್ ಅಕ್ಷರ ಇರಬಾರದು`,
    numberTooLarge: (where: string) =>
      `${where}: ಸಂಖ್ಯೆ ತುಂಬಾ ದೊಡ್ಡದಾಗಿದೆ: -2147483648 ರಿಂದ 2147483647 ರವರೆಗಿನ ಸಂಖ್ಯೆ ಕಳುಹಿಸಿ`,
    bodyTooDeep: (levels: number) =>
      `ವಿನಂತಿಯಲ್ಲಿ ಅರೇ ಮತ್ತು ಆಬ್ಜೆಕ್ಟ್‌ಗಳು ತುಂಬಾ ಆಳವಾಗಿ ಒಂದರೊಳಗೊಂದು ಇವೆ: ಗರಿಷ್ಠ ${levels} ಹಂತಗಳನ್ನು ಮಾತ್ರ ಸ್ವೀಕರಿಸಲಾಗುತ್ತದೆ`,
    login: {
      unableToSignIn: 'ಸೈನ್ ಇನ್ ಆಗಲಿಲ್ಲ!',
      missingContact: 'Facebook ಮೂಲಕ ಲಾಗಿನ್ ಆಗಲಿಲ್ಲ',
      missingContactDescription: 'ನಿಮ್ಮ ಖಾತೆಯಲ್ಲಿ ಅಗತ್ಯ ಮಾಹಿತಿ (ಇಮೇಲ್ ಅಥವಾ ಫೋನ್ ಸಂಖ್ಯೆ) ಸಿಗಲಿಲ್ಲ.',
      proofRejected: 'ನಿಮ್ಮ ಸೈನ್ ಇನ್ ಅನ್ನು ಪರಿಶೀಲಿಸಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಸೈನ್ ಇನ್ ಮಾಡಿ.',
      emailNotVerified: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇಮೇಲ್ ಅನ್ನು ದೃಢೀಕರಿಸಿ',
      emailNotVerifiedDescription: 'ನಿಮ್ಮ ಇಮೇಲ್‌ಗೆ ನಾವು ಕಳುಹಿಸಿದ ಲಿಂಕ್ ತೆರೆಯಿರಿ, ನಂತರ ಮತ್ತೆ ಸೈನ್ ಇನ್ ಮಾಡಿ.',
      contactMismatch: 'ಇಮೇಲ್ ಅಥವಾ ಫೋನ್ ಸಂಖ್ಯೆ ದೃಢೀಕರಿಸಿದ ಸೈನ್ ಇನ್‌ಗೆ ಹೊಂದಿಕೆಯಾಗುತ್ತಿಲ್ಲ.',
      serviceUnavailable: 'ಈ ಸೈನ್ ಇನ್ ವಿಧಾನ ಈ ಸರ್ವರ್‌ನಲ್ಲಿ ಲಭ್ಯವಿಲ್ಲ.',
      serviceFailed: 'ಸೈನ್ ಇನ್ ಸೇವೆ ಲಭ್ಯವಿಲ್ಲ',
      serviceFailedDescription: 'ಸೈನ್ ಇನ್ ಸೇವೆಯಿಂದ ಉತ್ತರ ಬರಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಹೊತ್ತಿನಲ್ಲಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
      tooManyAttempts: 'ಈ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ತುಂಬಾ ಹೆಚ್ಚು ಸೈನ್ ಇನ್ ಪ್ರಯತ್ನಗಳಾಗಿವೆ. ದಯವಿಟ್ಟು 15 ನಿಮಿಷ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    },
    sandboxOtp: {
      invalidCode: 'ತಪ್ಪು ಕೋಡ್',
      invalidCodeDescription: 'ಕೋಡ್ ತಪ್ಪಾಗಿದೆ ಅಥವಾ ಅದರ ಅವಧಿ ಮುಗಿದಿದೆ. ಹೊಸ ಕೋಡ್ ಪಡೆದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
      tooManyAttempts: 'ತುಂಬಾ ಹೆಚ್ಚು ಪ್ರಯತ್ನಗಳಾಗಿವೆ. ಹೊಸ ಕೋಡ್ ಪಡೆಯಿರಿ.',
      tooManySends: 'ತುಂಬಾ ಹೆಚ್ಚು ಕೋಡ್‌ಗಳನ್ನು ಕೇಳಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಕೆಲವು ನಿಮಿಷ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    },
    addresses: {
      none: 'ಯಾವುದೇ ವಿಳಾಸ ಕಂಡುಬಂದಿಲ್ಲ',
      notFound: 'ವಿಳಾಸ ಕಂಡುಬಂದಿಲ್ಲ',
      outsideDeliveryArea: 'ನಾವು ಈ ವಿಳಾಸಕ್ಕೆ ಇನ್ನೂ ಡೆಲಿವರಿ ಮಾಡುವುದಿಲ್ಲ',
      outsideDeliveryAreaDescription: 'ಈ ವಿಳಾಸ ನಮ್ಮ ಡೆಲಿವರಿ ಪ್ರದೇಶದ ಹೊರಗಿದೆ.',
      locationNeeded: 'ಈ ವಿಳಾಸದ ಸ್ಥಳವನ್ನು ಹೊಂದಿಸಿ',
      locationNeededDescription:
        'ಈ ಪಿನ್‌ಕೋಡ್ ಅನ್ನು ನಕ್ಷೆಯಲ್ಲಿ ಗುರುತಿಸಲು ನಮಗೆ ಆಗಲಿಲ್ಲ. ನಿಮ್ಮ ಈಗಿನ ಸ್ಥಳವನ್ನು ಬಳಸಿ ಅಥವಾ ನಕ್ಷೆಯಲ್ಲಿ ಪಿನ್ ಇರಿಸಿ.',
    },
    catalog: {
      productNotFound: 'ಉತ್ಪನ್ನ ಕಂಡುಬಂದಿಲ್ಲ',
      reviewNotReceived: {
        Message: 'ಈ ಉತ್ಪನ್ನ ನಿಮಗೆ ತಲುಪಿದ ನಂತರವೇ ನೀವು ಇದರ ವಿಮರ್ಶೆ ಬರೆಯಬಹುದು',
        Description:
          'ಈ ಉತ್ಪನ್ನದ ಆರ್ಡರ್ ಡೆಲಿವರಿ ಆದ ಗ್ರಾಹಕರು ಮಾತ್ರ ವಿಮರ್ಶೆ ಬರೆಯಬಹುದು. ಸ್ಟಾಕ್‌ನಲ್ಲಿ ಇಲ್ಲದಿದ್ದ ಅಥವಾ ಪೂರ್ತಿ ಹಣ ಮರುಪಾವತಿಯಾದ ವಸ್ತುಗಳ ವಿಮರ್ಶೆ ಬರೆಯಲು ಸಾಧ್ಯವಿಲ್ಲ.',
      },
    },
    profile: {
      contactLocked: 'ಈ ಸಂಪರ್ಕದಿಂದಲೇ ಸೈನ್ ಇನ್ ಆಗುತ್ತದೆ, ಆದ್ದರಿಂದ ಇದನ್ನು ಇಲ್ಲಿ ಬದಲಾಯಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ.',
    },
    linkPreview: {
      pageTitle: (name: string, store: string) => (store ? `${name} | ${store}` : name),
      productDescription: (price: string, weight: string, description: string) =>
        `${weight} ಕೇವಲ ${price}. ${description}`,
      priceLabel: 'ಬೆಲೆ',
      availabilityLabel: 'ಲಭ್ಯತೆ',
      inStock: 'ಸ್ಟಾಕ್‌ನಲ್ಲಿದೆ',
      outOfStock: 'ಸ್ಟಾಕ್‌ನಲ್ಲಿಲ್ಲ',
    },
    stockAlerts: {
      noHub: 'ಈ ಅಂಗಡಿಯಲ್ಲಿ ಕಾಯಲು ಇನ್ನೂ ಯಾವುದೇ ಹಬ್ ಇಲ್ಲ.',
      optionsInvalid: {
        Message: 'ಆಯ್ಕೆಗಳನ್ನು ಆರಿಸಿ',
        Description: 'ಈ ಉತ್ಪನ್ನದ ಪ್ರತಿ ಆಯ್ಕೆಯಲ್ಲಿ ಒಂದನ್ನು ಆರಿಸಿ.',
      },
      alreadyAvailable: {
        Message: 'ಈಗಾಗಲೇ ಸ್ಟಾಕ್‌ನಲ್ಲಿದೆ',
        Description: 'ನೀವು ಇದನ್ನು ಈಗಲೇ ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಬಹುದು.',
      },
    },
  },
  commerceMessages: {
    coupon: {
      notFound: {
        Message: 'ಅಮಾನ್ಯ ಕೂಪನ್',
        Description: 'ಈ ಕೂಪನ್ ಕೋಡ್ ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ. ಕೋಡ್ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
      },
      inactive: { Message: 'ಕೂಪನ್ ಲಭ್ಯವಿಲ್ಲ', Description: 'ಈ ಕೂಪನ್ ಅನ್ನು ಈಗ ನೀಡಲಾಗುತ್ತಿಲ್ಲ.' },
      expired: {
        Message: 'ಕೂಪನ್ ಅವಧಿ ಮುಗಿದಿದೆ',
        Description: 'ಈ ಕೂಪನ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ. ಬೇರೆ ಆಫರ್ ಪ್ರಯತ್ನಿಸಿ.',
      },
      notStarted: {
        Message: 'ಕೂಪನ್ ಇನ್ನೂ ಸಕ್ರಿಯವಾಗಿಲ್ಲ',
        Description: 'ಈ ಕೂಪನ್ ಅನ್ನು ಇನ್ನೂ ಬಳಸಲು ಸಾಧ್ಯವಿಲ್ಲ.',
      },
      firstOrderOnly: {
        Message: 'ಕೂಪನ್ ಅನ್ವಯವಾಗುವುದಿಲ್ಲ',
        Description: 'ಈ ಕೂಪನ್ ನಿಮ್ಮ ಮೊದಲ ಆರ್ಡರ್‌ಗೆ ಮಾತ್ರ.',
      },
      limitReached: {
        Message: 'ಕೂಪನ್ ಮಿತಿ ಮುಗಿದಿದೆ',
        Description: 'ನೀವು ಈ ಕೂಪನ್ ಅನ್ನು ಗರಿಷ್ಠ ಬಾರಿ ಈಗಾಗಲೇ ಬಳಸಿದ್ದೀರಿ.',
      },
      minOrderValue: (minimum: string) => ({
        Message: 'ಕೂಪನ್ ಅನ್ವಯವಾಗುವುದಿಲ್ಲ',
        Description: `ಈ ಕೂಪನ್ ಬಳಸಲು ಕನಿಷ್ಠ ${minimum} ಮೌಲ್ಯದ ವಸ್ತುಗಳನ್ನು ಸೇರಿಸಿ.`,
      }),
    },
    checkout: {
      unavailableItems: {
        Message: 'ಕೆಲವು ವಸ್ತುಗಳು ಲಭ್ಯವಿಲ್ಲ',
        Description: 'ಮುಂದುವರಿಯಲು ಪಟ್ಟಿಯಲ್ಲಿರುವ ಉತ್ಪನ್ನಗಳನ್ನು ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಿಂದ ತೆಗೆದುಹಾಕಿ.',
      },
      onlyLeft: (product: string, left: number) => ({
        Message: left === 0 ? `${product} ಮಾರಾಟವಾಗಿದೆ` : `${product} ಕೇವಲ ${left} ಉಳಿದಿವೆ`,
        Description:
          left === 0
            ? 'ಮುಂದುವರಿಯಲು ಇದನ್ನು ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಿಂದ ತೆಗೆದುಹಾಕಿ.'
            : `ಮುಂದುವರಿಯಲು ಪ್ರಮಾಣವನ್ನು ${left} ಅಥವಾ ಅದಕ್ಕಿಂತ ಕಡಿಮೆ ಮಾಡಿ.`,
      }),
      priceUpdated: {
        Message: 'ಉತ್ಪನ್ನಗಳಲ್ಲಿ ಬದಲಾವಣೆಗಳಾಗಿವೆ',
        Description:
          'ನಿಮ್ಮ ಕಾರ್ಟ್‌ನ ಕೆಲವು ವಸ್ತುಗಳ ಬೆಲೆ ಬದಲಾಗಿದೆ. ಆರ್ಡರ್ ಪೂರ್ಣಗೊಳಿಸುವ ಮೊದಲು ದಯವಿಟ್ಟು ಬದಲಾವಣೆಗಳನ್ನು ಪರಿಶೀಲಿಸಿ.',
      },
      missingFields: {
        Message: 'ಕೆಲವು ವಿವರಗಳು ಕಾಣೆಯಾಗಿವೆ',
        Description: 'ಮುಂದುವರಿಯಲು ಪಟ್ಟಿಯಲ್ಲಿರುವ ವಿವರಗಳನ್ನು ಪೂರ್ಣಗೊಳಿಸಿ.',
      },
      exceedMaxAmount: (maximum: string) => ({
        Message: 'ಆರ್ಡರ್ ಮೊತ್ತ ತುಂಬಾ ಹೆಚ್ಚಾಗಿದೆ',
        Description: `ಒಂದು ಆರ್ಡರ್ ಗರಿಷ್ಠ ${maximum} ಆಗಿರಬಹುದು. ಕೆಲವು ವಸ್ತುಗಳನ್ನು ತೆಗೆದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.`,
      }),
      walletEmpty: {
        Message: 'ವಾಲೆಟ್ ಬ್ಯಾಲೆನ್ಸ್ ಶೂನ್ಯವಾಗಿದೆ',
        Description: 'ನಿಮ್ಮ ವಾಲೆಟ್‌ನಲ್ಲಿ ಬಳಸಲು ಬ್ಯಾಲೆನ್ಸ್ ಇಲ್ಲ. ಪೂರ್ಣ ಮೊತ್ತವನ್ನು ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಪಾವತಿಸಿ.',
      },
      quantityTooHigh: (maximum: number) => ({
        Message: 'ಪ್ರಮಾಣ ತುಂಬಾ ಹೆಚ್ಚಾಗಿದೆ',
        Description: `ಪ್ರತಿ ಉತ್ಪನ್ನವನ್ನು ಗರಿಷ್ಠ ${maximum} ಮಾತ್ರ ಆರ್ಡರ್ ಮಾಡಬಹುದು.`,
      }),
      outsideDeliveryArea: {
        Message: 'ವಿಳಾಸ ಡೆಲಿವರಿ ಪ್ರದೇಶದ ಹೊರಗಿದೆ',
        Description: 'ನಾವು ಈ ವಿಳಾಸಕ್ಕೆ ಇನ್ನೂ ಡೆಲಿವರಿ ಮಾಡುವುದಿಲ್ಲ. ಬೇರೆ ವಿಳಾಸವನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
      },
      addressMissing: 'ಉಳಿಸಿದ ಡೆಲಿವರಿ ವಿಳಾಸವನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
      addressIncomplete: (field: string) => `ಡೆಲಿವರಿ ವಿಳಾಸದಲ್ಲಿ ${field} ಇಲ್ಲ. ವಿಳಾಸವನ್ನು ನವೀಕರಿಸಿ.`,
      addressField: {
        fullName: 'ಹೆಸರು',
        phoneNumber: 'ಫೋನ್ ಸಂಖ್ಯೆ',
        addressLine1: 'ಮನೆ ಮತ್ತು ರಸ್ತೆ',
        city: 'ನಗರ',
        postalCode: 'ಪಿನ್ ಕೋಡ್',
      },
      deliveryMethodMissing: 'ಡೆಲಿವರಿ ವಿಧಾನವನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
      paymentMethodMissing: 'ಪಾವತಿ ವಿಧಾನವನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
    },
    delivery: {
      slotRequired: {
        Message: 'ಡೆಲಿವರಿ ಸ್ಲಾಟ್ ಆಯ್ಕೆಮಾಡಿ',
        Description: 'ಈ ಡೆಲಿವರಿ ವಿಧಾನ ಸ್ಲಾಟ್‌ಗಳಲ್ಲಿ ಡೆಲಿವರಿ ಮಾಡುತ್ತದೆ. ಮುಂದುವರಿಯಲು ಒಂದು ಸ್ಲಾಟ್ ಆಯ್ಕೆಮಾಡಿ.',
      },
      slotUnknown: {
        Message: 'ಡೆಲಿವರಿ ಸ್ಲಾಟ್ ಲಭ್ಯವಿಲ್ಲ',
        Description: 'ಈ ಸ್ಲಾಟ್ ಲಭ್ಯವಿಲ್ಲ ಅಥವಾ ಅದರ ಸಮಯ ಮುಗಿದಿದೆ. ಬೇರೆ ಸ್ಲಾಟ್ ಆಯ್ಕೆಮಾಡಿ.',
      },
      slotClosed: {
        Message: 'ಡೆಲಿವರಿ ಸ್ಲಾಟ್ ಮುಚ್ಚಿದೆ',
        Description: 'ಈ ಸ್ಲಾಟ್ ಇನ್ನು ಆರ್ಡರ್‌ಗಳನ್ನು ಸ್ವೀಕರಿಸುವುದಿಲ್ಲ. ನಂತರದ ಸ್ಲಾಟ್ ಆಯ್ಕೆಮಾಡಿ.',
      },
      slotFull: {
        Message: 'ಡೆಲಿವರಿ ಸ್ಲಾಟ್ ಭರ್ತಿಯಾಗಿದೆ',
        Description: 'ಈ ಸ್ಲಾಟ್ ಈಗಷ್ಟೇ ಭರ್ತಿಯಾಗಿದೆ. ಬೇರೆ ಸ್ಲಾಟ್ ಆಯ್ಕೆಮಾಡಿ.',
      },
      slotNotForMethod: {
        Message: 'ಈ ಡೆಲಿವರಿ ವಿಧಾನಕ್ಕೆ ಸ್ಲಾಟ್ ಇಲ್ಲ',
        Description: 'ಈ ಡೆಲಿವರಿ ವಿಧಾನದಲ್ಲಿ ಸ್ಲಾಟ್‌ಗಳಿಲ್ಲ. ಸ್ಲಾಟ್ ಇಲ್ಲದೆ ಆರ್ಡರ್ ಮಾಡಿ.',
      },
      expressUnavailable: {
        Message: 'ಎಕ್ಸ್‌ಪ್ರೆಸ್ ಡೆಲಿವರಿ ಲಭ್ಯವಿಲ್ಲ',
        Description: 'ಈ ವಿಳಾಸಕ್ಕೆ ಈಗ ಎಕ್ಸ್‌ಪ್ರೆಸ್ ಡೆಲಿವರಿ ಲಭ್ಯವಿಲ್ಲ. ಬೇರೆ ಡೆಲಿವರಿ ವಿಧಾನವನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
      },
      served: (area: string) => `ನಾವು ${area} ಗೆ ಡೆಲಿವರಿ ಮಾಡುತ್ತೇವೆ.`,
      servedPoint: 'ನಾವು ನಿಮ್ಮ ಸ್ಥಳಕ್ಕೆ ಡೆಲಿವರಿ ಮಾಡುತ್ತೇವೆ.',
      notServed:
        'ನಾವು ಇನ್ನೂ ಇಲ್ಲಿಗೆ ಡೆಲಿವರಿ ಮಾಡುವುದಿಲ್ಲ. ಆದರೂ ನೀವು ಅಂಗಡಿಯನ್ನು ನೋಡಬಹುದು ಮತ್ತು ವಸ್ತುಗಳನ್ನು ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಬಹುದು.',
      whyNotServed: {
        UnknownPincode: (pincode: string) =>
          `ನಾವು ಇನ್ನೂ ಪಿನ್‌ಕೋಡ್ ${pincode} ಗೆ ಡೆಲಿವರಿ ಮಾಡುವುದಿಲ್ಲ. ನಾವು ಡೆಲಿವರಿ ಮಾಡುವ ಪ್ರದೇಶದ ವಿಳಾಸವನ್ನು ಆಯ್ಕೆಮಾಡಿ.`,
        FarFromPincode: (pincode: string) =>
          `ಈ ವಿಳಾಸಕ್ಕೆ ಹೊಂದಿಸಿದ ಸ್ಥಳ ಪಿನ್‌ಕೋಡ್ ${pincode} ನಿಂದ ತುಂಬಾ ದೂರದಲ್ಲಿದೆ. ಪಿನ್‌ಕೋಡ್ ಪರಿಶೀಲಿಸಿ ಅಥವಾ ಸ್ಥಳವನ್ನು ಮತ್ತೆ ಹೊಂದಿಸಿ.`,
        NoZoneNearPoint: 'ಈ ಸ್ಥಳ ನಮ್ಮ ಡೆಲಿವರಿ ಪ್ರದೇಶದ ಹೊರಗಿದೆ.',
        TooFar: 'ಈ ವಿಳಾಸ ಡೆಲಿವರಿಗೆ ನಮ್ಮ ಅಂಗಡಿಯಿಂದ ತುಂಬಾ ದೂರದಲ್ಲಿದೆ.',
      },
      farFromPincode: 'ಸ್ಥಳ ಪಿನ್‌ಕೋಡ್‌ಗೆ ಹೊಂದುವುದಿಲ್ಲ',
    },
    payment: {
      soldOutMeanwhile: {
        Message: 'ಕೆಲವು ವಸ್ತುಗಳು ಮಾರಾಟವಾಗಿವೆ',
        Description:
          'ಪಾವತಿ ಆಗದಿರುವಾಗ ಇತರ ಗ್ರಾಹಕರು ಈ ಆರ್ಡರ್‌ನ ಒಂದು ವಸ್ತುವಿನ ಕೊನೆಯ ಸ್ಟಾಕ್ ಖರೀದಿಸಿದರು. ಹೊಸ ಆರ್ಡರ್ ಮಾಡಿ.',
      },
      orderNotFound: { Message: 'ಆರ್ಡರ್ ಕಂಡುಬಂದಿಲ್ಲ', Description: 'ನಮಗೆ ಈ ಆರ್ಡರ್ ಸಿಗಲಿಲ್ಲ.' },
      signatureInvalid: {
        Message: 'ಪಾವತಿ ದೃಢೀಕರಣ ವಿಫಲವಾಗಿದೆ',
        Description: 'ಈ ಪಾವತಿಯನ್ನು ದೃಢೀಕರಿಸಲು ನಮಗೆ ಆಗಲಿಲ್ಲ. ಹಣ ಕಡಿತವಾಗಿದ್ದರೆ ಅದನ್ನು ಮರುಪಾವತಿಸಲಾಗುವುದು.',
      },
      amountMismatch: {
        Message: 'ಪಾವತಿ ದೃಢೀಕರಣ ವಿಫಲವಾಗಿದೆ',
        Description: 'ಪಾವತಿಸಿದ ಮೊತ್ತ ಆರ್ಡರ್ ಮೊತ್ತಕ್ಕೆ ಹೊಂದಿಕೆಯಾಗುತ್ತಿಲ್ಲ. ಹಣ ಕಡಿತವಾಗಿದ್ದರೆ ಅದನ್ನು ಮರುಪಾವತಿಸಲಾಗುವುದು.',
      },
      notPayable: {
        Message: 'ಈ ಆರ್ಡರ್‌ಗೆ ಪಾವತಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ',
        Description: 'ಈ ಆರ್ಡರ್‌ಗೆ ಈಗಾಗಲೇ ಪಾವತಿಯಾಗಿದೆ ಅಥವಾ ಇದು ರದ್ದಾಗಿದೆ.',
      },
      returnedToWallet: (amount: string) => ({
        Message: 'ಪಾವತಿಯನ್ನು ನಿಮ್ಮ ವಾಲೆಟ್‌ಗೆ ಹಿಂದಿರುಗಿಸಲಾಗಿದೆ',
        Description: `ಈ ಆರ್ಡರ್ ನಿಮ್ಮ ಪಾವತಿಯನ್ನು ಸ್ವೀಕರಿಸಲು ಆಗಲಿಲ್ಲ (ಅದು ರದ್ದಾಗಿತ್ತು ಅಥವಾ ಈಗಾಗಲೇ ಪಾವತಿಯಾಗಿತ್ತು), ಆದ್ದರಿಂದ ${amount} ಅನ್ನು ನಿಮ್ಮ ವಾಲೆಟ್‌ಗೆ ಸೇರಿಸಲಾಗಿದೆ.`,
      }),
      returnedToSource: (amount: string) => ({
        Message: 'ಪಾವತಿಯನ್ನು ಮರುಪಾವತಿಸಲಾಗಿದೆ',
        Description: `ಪಾವತಿ ಸಮಯಕ್ಕೆ ಬಾರದ ಕಾರಣ ಈ ಆರ್ಡರ್ ರದ್ದಾಗಿತ್ತು, ಆದ್ದರಿಂದ ${amount} ಅನ್ನು ನಿಮ್ಮ ಮೂಲ ಪಾವತಿ ವಿಧಾನಕ್ಕೆ ಮರುಪಾವತಿಸಲಾಗಿದೆ.`,
      }),
    },
    payOnDelivery: {
      unavailable: {
        Message: 'ಡೆಲಿವರಿ ವೇಳೆ ಪಾವತಿ ಲಭ್ಯವಿಲ್ಲ',
        Description: 'ದಯವಿಟ್ಟು ಪಾವತಿಗೆ ಬೇರೆ ವಿಧಾನವನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
      },
      tooMuch: (max: string) => ({
        Message: 'ಈ ಮೊತ್ತಕ್ಕೆ ಡೆಲಿವರಿ ವೇಳೆ ಪಾವತಿ ಲಭ್ಯವಿಲ್ಲ',
        Description: `ಡೆಲಿವರಿ ವೇಳೆ ಪಾವತಿ ${max} ವರೆಗಿನ ಆರ್ಡರ್‌ಗಳಿಗೆ ಮಾತ್ರ. ದಯವಿಟ್ಟು ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಪಾವತಿಸಿ.`,
      }),
      refusedBefore: {
        Message: 'ನಿಮ್ಮ ಖಾತೆಗೆ ಡೆಲಿವರಿ ವೇಳೆ ಪಾವತಿ ಲಭ್ಯವಿಲ್ಲ',
        Description:
          'ಡೆಲಿವರಿ ವೇಳೆ ಪಾವತಿಯ ನಿಮ್ಮ ಇತ್ತೀಚಿನ ಕೆಲವು ಆರ್ಡರ್‌ಗಳನ್ನು ಬಾಗಿಲಲ್ಲೇ ನಿರಾಕರಿಸಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಪಾವತಿಸಿ.',
      },
    },
    order: {
      cancelled: 'ನಿಮ್ಮ ಆರ್ಡರ್ ರದ್ದಾಗಿದೆ.',
      cancelledRefunded: (amount: string) =>
        `ನಿಮ್ಮ ಆರ್ಡರ್ ರದ್ದಾಗಿದೆ. ${amount} ಅನ್ನು ನಿಮ್ಮ ವಾಲೆಟ್‌ಗೆ ಮರುಪಾವತಿಸಲಾಗಿದೆ.`,
      cancelledRefundedToSource: (toSource: string, toWallet: string | null) =>
        toWallet
          ? `ನಿಮ್ಮ ಆರ್ಡರ್ ರದ್ದಾಗಿದೆ. ${toSource} ಅನ್ನು ನಿಮ್ಮ ಮೂಲ ಪಾವತಿ ವಿಧಾನಕ್ಕೆ ಮತ್ತು ${toWallet} ಅನ್ನು ನಿಮ್ಮ ವಾಲೆಟ್‌ಗೆ ಮರುಪಾವತಿಸಲಾಗಿದೆ.`
          : `ನಿಮ್ಮ ಆರ್ಡರ್ ರದ್ದಾಗಿದೆ. ${toSource} ಅನ್ನು ನಿಮ್ಮ ಮೂಲ ಪಾವತಿ ವಿಧಾನಕ್ಕೆ ಮರುಪಾವತಿಸಲಾಗಿದೆ.`,
      cannotCancel: 'ಈ ಆರ್ಡರ್ ಅನ್ನು ಇನ್ನು ರದ್ದುಗೊಳಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ.',
    },
    refund: {
      notRefundable: {
        Message: 'ಮರುಪಾವತಿ ಸಾಧ್ಯವಿಲ್ಲ',
        Description: 'ಪಾವತಿಯಾಗಿರುವ ಮತ್ತು ಪೂರ್ಣವಾಗಿ ಮರುಪಾವತಿಯಾಗದ ಆರ್ಡರ್‌ಗಳನ್ನು ಮಾತ್ರ ಮರುಪಾವತಿಸಬಹುದು.',
      },
      alreadyRequested: {
        Message: 'ಮರುಪಾವತಿಗೆ ಈಗಾಗಲೇ ವಿನಂತಿಸಲಾಗಿದೆ',
        Description: 'ಈ ಆರ್ಡರ್‌ಗೆ ಈಗಾಗಲೇ ಒಂದು ಮರುಪಾವತಿ ವಿನಂತಿ ತೆರೆದಿದೆ.',
      },
    },
    reschedule: {
      notSlotOrder: {
        Message: 'ಬದಲಾಯಿಸಲು ಡೆಲಿವರಿ ಸ್ಲಾಟ್ ಇಲ್ಲ',
        Description: 'ಈ ಆರ್ಡರ್ ಸ್ಲಾಟ್‌ನಲ್ಲಿ ಡೆಲಿವರಿ ಆಗುವುದಿಲ್ಲ, ಆದ್ದರಿಂದ ಬದಲಾಯಿಸಲು ಸ್ಲಾಟ್ ಇಲ್ಲ.',
      },
      notNow: {
        Message: 'ಡೆಲಿವರಿ ಸ್ಲಾಟ್ ಬದಲಾಯಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ',
        Description: 'ಈ ಆರ್ಡರ್ ಈಗಾಗಲೇ ಹೊರಟಿದೆ, ಡೆಲಿವರಿ ಆಗಿದೆ ಅಥವಾ ರದ್ದಾಗಿದೆ, ಆದ್ದರಿಂದ ಇದರ ಸ್ಲಾಟ್ ಬದಲಾಗದು.',
      },
      pastCutOff: (cutOff: string) => ({
        Message: 'ಸ್ಲಾಟ್ ಬದಲಾಯಿಸುವ ಸಮಯ ಮುಗಿದಿದೆ',
        Description: `ಸ್ಲಾಟ್ ಅನ್ನು ${cutOff} ರವರೆಗೆ ಬದಲಾಯಿಸಬಹುದಿತ್ತು; ಆಗ ಸ್ಟೋರ್ ಈ ಆರ್ಡರ್ ಅನ್ನು ಆ ಸ್ಲಾಟ್‌ಗಾಗಿ ಸಿದ್ಧಪಡಿಸಲು ಆರಂಭಿಸಿತು.`,
      }),
      sameSlot: {
        Message: 'ಆರ್ಡರ್ ಈಗಾಗಲೇ ಇದೇ ಸ್ಲಾಟ್‌ನಲ್ಲಿದೆ',
        Description: 'ನಿಮ್ಮ ಆರ್ಡರ್ ಈಗಾಗಲೇ ಇದೇ ಸ್ಲಾಟ್‌ನಲ್ಲಿ ಡೆಲಿವರಿ ಆಗಲಿದೆ. ಬೇರೆ ಸ್ಲಾಟ್ ಆಯ್ಕೆಮಾಡಿ.',
      },
    },
    feedback: {
      notDelivered: {
        Message: 'ಇನ್ನೂ ಡೆಲಿವರಿ ಆಗಿಲ್ಲ',
        Description: 'ಆರ್ಡರ್ ಡೆಲಿವರಿ ಆದ ನಂತರವೇ ನೀವು ಅದಕ್ಕೆ ರೇಟಿಂಗ್ ನೀಡಬಹುದು ಅಥವಾ ಸಮಸ್ಯೆಯನ್ನು ತಿಳಿಸಬಹುದು.',
      },
      lineNotFound: {
        Message: 'ಐಟಂ ಸಿಗಲಿಲ್ಲ',
        Description: 'ಈ ಆರ್ಡರ್‌ನಲ್ಲಿ ಅಂತಹ ಐಟಂ ಇಲ್ಲ.',
      },
      tooLate: (until: string) => ({
        Message: 'ಸಮಸ್ಯೆ ತಿಳಿಸುವ ಸಮಯ ಮುಗಿದಿದೆ',
        Description: `ಈ ಆರ್ಡರ್‌ನ ಸಮಸ್ಯೆಯನ್ನು ${until} ರವರೆಗೆ ತಿಳಿಸಬಹುದಿತ್ತು.`,
      }),
      alreadyOpen: {
        Message: 'ಸಮಸ್ಯೆಯನ್ನು ಈಗಾಗಲೇ ತಿಳಿಸಲಾಗಿದೆ',
        Description: 'ಈ ಐಟಂ ಬಗ್ಗೆ ನೀವು ತಿಳಿಸಿದ ಸಮಸ್ಯೆಯನ್ನು ನಾವು ಪರಿಶೀಲಿಸುತ್ತಿದ್ದೇವೆ.',
      },
      photoUnreadable: {
        Message: 'ಫೋಟೋವನ್ನು ಓದಲಾಗಲಿಲ್ಲ',
        Description: 'JPEG, PNG ಅಥವಾ WebP ಫೋಟೋ ಕಳುಹಿಸಿ.',
      },
    },
  },
  recordMessages: {
    refundReason: {
      OrderCancelled: 'ಆರ್ಡರ್ ರದ್ದುಗೊಳಿಸಲಾಗಿದೆ',
      LatePayment: (amount: string) =>
        `ಆರ್ಡರ್ ಅವಧಿ ಮುಗಿದ ನಂತರ ಬಂದ ${amount} ಅನ್ನು ನಿಮ್ಮ ಮೂಲ ಪಾವತಿ ವಿಧಾನಕ್ಕೆ ಮರುಪಾವತಿಸಲಾಗಿದೆ`,
      ReturnedToStore: 'ಡೆಲಿವರಿ ವಿಫಲವಾದ ನಂತರ ಸ್ಟೋರ್‌ಗೆ ಮರಳಿಸಲಾಗಿದೆ',
    },
    event: {
      PlacedPaidFromWallet: 'ಆರ್ಡರ್ ಮಾಡಲಾಗಿದೆ ಮತ್ತು ವಾಲೆಟ್‌ನಿಂದ ಪಾವತಿಸಲಾಗಿದೆ',
      PlacedPayOnDelivery: 'ಆರ್ಡರ್ ಮಾಡಲಾಗಿದೆ, ಡೆಲಿವರಿ ವೇಳೆ ಪಾವತಿಸಬೇಕು',
      AwaitingPayment: 'ಆರ್ಡರ್ ರಚಿಸಲಾಗಿದೆ, ಪಾವತಿಗಾಗಿ ಕಾಯಲಾಗುತ್ತಿದೆ',
      PaymentReceived: 'ಪಾವತಿ ಸ್ವೀಕರಿಸಲಾಗಿದೆ.',
      PaymentFailed: 'ನಿಮ್ಮ ಪಾವತಿ ಯಶಸ್ವಿಯಾಗಲಿಲ್ಲ.',
      PaymentRetried: 'ನೀವು ಹೊಸ ಪಾವತಿಯನ್ನು ಆರಂಭಿಸಿದ್ದೀರಿ.',
      PlacedAfterLatePayment: 'ಆರ್ಡರ್‌ನ ಅವಧಿ ಮುಗಿದ ನಂತರ ಪಾವತಿ ಬಂದಿದೆ; ಆರ್ಡರ್ ಅನ್ನು ಮತ್ತೆ ಮಾಡಲಾಗಿದೆ',
      LatePaymentReturnedToWallet: (amount: string) =>
        `ಆರ್ಡರ್ ಸ್ವೀಕರಿಸಲು ಸಾಧ್ಯವಾಗದ ನಂತರ ಬಂದ ${amount} ಅನ್ನು ವಾಲೆಟ್‌ಗೆ ಹಿಂತಿರುಗಿಸಲಾಗಿದೆ`,
      PaymentExpired: (minutes: number) => `ರದ್ದಾಗಿದೆ: ಪಾವತಿ ${minutes} ನಿಮಿಷಗಳೊಳಗೆ ಬರಲಿಲ್ಲ`,
      CancelledByShopper: 'ಗ್ರಾಹಕರು ಆರ್ಡರ್ ರದ್ದುಗೊಳಿಸಿದ್ದಾರೆ',
      CancelledByShopperBecause: (reason: string) => `ಗ್ರಾಹಕರು ಆರ್ಡರ್ ರದ್ದುಗೊಳಿಸಿದ್ದಾರೆ: ${reason}`,
      ReturnedToStore:
        'ಡೆಲಿವರಿ ವಿಫಲವಾದ ನಂತರ ನಿಮ್ಮ ಆರ್ಡರ್ ಸ್ಟೋರ್‌ಗೆ ಮರಳಿದೆ ಮತ್ತು ರದ್ದಾಗಿದೆ; ನೀವು ಪಾವತಿಸಿದ್ದನ್ನು ಮರುಪಾವತಿಸಲಾಗಿದೆ.',
      RefundedToWallet: (amount: string) => `${amount} ಅನ್ನು ವಾಲೆಟ್‌ಗೆ ಮರುಪಾವತಿಸಲಾಗಿದೆ`,
      RefundSentToSource: (amount: string) => `${amount} ಅನ್ನು ನಿಮ್ಮ ಮೂಲ ಪಾವತಿ ವಿಧಾನಕ್ಕೆ ಮರುಪಾವತಿಸಲಾಗುತ್ತಿದೆ`,
      RefundProcessedAtSource: (amount: string) =>
        `${amount} ಅನ್ನು ನಿಮ್ಮ ಮೂಲ ಪಾವತಿ ವಿಧಾನಕ್ಕೆ ಮರುಪಾವತಿಸಲಾಗಿದೆ`,
      RefundFellBackToWallet: (amount: string) =>
        `${amount} ನಿಮ್ಮ ಮೂಲ ಪಾವತಿ ವಿಧಾನಕ್ಕೆ ಹಿಂತಿರುಗಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ, ಆದ್ದರಿಂದ ಅದನ್ನು ನಿಮ್ಮ ವಾಲೆಟ್‌ಗೆ ಮರುಪಾವತಿಸಲಾಗಿದೆ`,
      Confirmed: 'ಸ್ಟೋರ್ ನಿಮ್ಮ ಆರ್ಡರ್ ಅನ್ನು ದೃಢಪಡಿಸಿದೆ.',
      Packing: 'ನಿಮ್ಮ ಆರ್ಡರ್ ಪ್ಯಾಕ್ ಆಗುತ್ತಿದೆ.',
      Packed: 'ನಿಮ್ಮ ಆರ್ಡರ್ ಪ್ಯಾಕ್ ಆಗಿದೆ.',
      OutForDelivery: 'ನಿಮ್ಮ ಆರ್ಡರ್ ದಾರಿಯಲ್ಲಿದೆ.',
      Delivered: 'ನಿಮ್ಮ ಆರ್ಡರ್ ಡೆಲಿವರಿ ಆಗಿದೆ.',
      DeliveryFailed: 'ನಿಮ್ಮ ಆರ್ಡರ್ ಅನ್ನು ಡೆಲಿವರಿ ಮಾಡಲು ನಮಗೆ ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
      DeliveryFailedBecause: (reason: string) =>
        `ನಿಮ್ಮ ಆರ್ಡರ್ ಅನ್ನು ಡೆಲಿವರಿ ಮಾಡಲು ನಮಗೆ ಸಾಧ್ಯವಾಗಲಿಲ್ಲ: ${reason}`,
      DeliveredWithoutContact: 'ಸಂಪರ್ಕವಿಲ್ಲದೆ ನಿಮ್ಮ ಬಾಗಿಲ ಬಳಿ ಇಡಲಾಗಿದೆ.',
      DeliveredWithoutContactPhoto: 'ಸಂಪರ್ಕವಿಲ್ಲದೆ ನಿಮ್ಮ ಬಾಗಿಲ ಬಳಿ ಇಡಲಾಗಿದೆ; ರೈಡರ್ ಅದರ ಫೋಟೋ ತೆಗೆದಿದ್ದಾರೆ.',
      PaidOnDelivery: (method: string) => `ಡೆಲಿವರಿ ವೇಳೆ ${method} ಮೂಲಕ ಪಾವತಿಸಲಾಗಿದೆ`,
      PaidOnDeliveryWithReference: (method: string, reference: string) =>
        `ಡೆಲಿವರಿ ವೇಳೆ ${method} ಮೂಲಕ ಪಾವತಿಸಲಾಗಿದೆ (${reference})`,
      collectedInCash: 'ನಗದು',
      LineRefundedToWallet: (amount: string, product: string) =>
        `${product} ಗಾಗಿ ${amount} ಅನ್ನು ನಿಮ್ಮ ವಾಲೆಟ್‌ಗೆ ಮರುಪಾವತಿಸಲಾಗಿದೆ.`,
      LineRefundedToSource: (amount: string, product: string) =>
        `${product} ಗಾಗಿ ${amount} ಅನ್ನು ನಿಮ್ಮ ಮೂಲ ಪಾವತಿ ವಿಧಾನಕ್ಕೆ ಮರುಪಾವತಿಸಲಾಗುತ್ತಿದೆ.`,
      LineRefundedOffPayable: (amount: string, product: string) =>
        `${product} ಗಾಗಿ ${amount} ಅನ್ನು ಡೆಲಿವರಿ ವೇಳೆ ಪಾವತಿಸಬೇಕಾದ ಮೊತ್ತದಿಂದ ಕಡಿತಗೊಳಿಸಲಾಗಿದೆ.`,
      RefundRequestToWallet: (amount: string) =>
        `ನಿಮ್ಮ ಮರುಪಾವತಿ ವಿನಂತಿಯ ${amount} ಅನ್ನು ನಿಮ್ಮ ವಾಲೆಟ್‌ಗೆ ಮರುಪಾವತಿಸಲಾಗಿದೆ.`,
      RefundRequestToSource: (amount: string) =>
        `ನಿಮ್ಮ ಮರುಪಾವತಿ ವಿನಂತಿಯ ${amount} ಅನ್ನು ನಿಮ್ಮ ಮೂಲ ಪಾವತಿ ವಿಧಾನಕ್ಕೆ ಮರುಪಾವತಿಸಲಾಗುತ್ತಿದೆ.`,
      RefundRequestDeclined: (reason: string) => `ನಿಮ್ಮ ಮರುಪಾವತಿ ವಿನಂತಿಯನ್ನು ತಿರಸ್ಕರಿಸಲಾಗಿದೆ: ${reason}`,
      Rescheduled: (window: string) => `ಡೆಲಿವರಿಯನ್ನು ${window} ಗೆ ಬದಲಾಯಿಸಲಾಗಿದೆ`,
      Replaced: (from: string, to: string) => `${from} ಮುಗಿದಿದೆ: ಅದರ ಬದಲು ${to} ನೀಡಲಾಗಿದೆ`,
      ProblemReported: (product: string) => `${product} ಬಗ್ಗೆ ಸಮಸ್ಯೆ ತಿಳಿಸಲಾಗಿದೆ`,
      ComplaintRefunded: (amount: string, product: string) =>
        `${product} ಕುರಿತ ದೂರು ಇತ್ಯರ್ಥವಾಗಿದೆ: ${amount} ಮರುಪಾವತಿಸಲಾಗಿದೆ`,
      ComplaintAnswered: (product: string) => `${product} ಕುರಿತ ದೂರಿಗೆ ಉತ್ತರಿಸಲಾಗಿದೆ`,
    },
    wallet: {
      OrderPayment: (order: string) => `ಆರ್ಡರ್ ${order} ಗಾಗಿ ಪಾವತಿ`,
      CancelledOrderRefund: (order: string) => `ರದ್ದಾದ ಆರ್ಡರ್ ${order} ಗಾಗಿ ಮರುಪಾವತಿ`,
      CancelledOrderWalletPart: (order: string) => `ರದ್ದಾದ ಆರ್ಡರ್ ${order} ಗಾಗಿ ಮರುಪಾವತಿ (ವಾಲೆಟ್ ಭಾಗ)`,
      CancelledOrderWalletReturned: (order: string) =>
        `ರದ್ದಾದ ಆರ್ಡರ್ ${order} ನ ವಾಲೆಟ್ ಮೊತ್ತವನ್ನು ಹಿಂತಿರುಗಿಸಲಾಗಿದೆ`,
      ExpiredOrderWalletReturned: (order: string) =>
        `ವಾಲೆಟ್ ಮೊತ್ತ ಹಿಂತಿರುಗಿದೆ: ಆರ್ಡರ್ ${order} ಗೆ ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ ಪಾವತಿ ಆಗಲಿಲ್ಲ`,
      PaymentReturned: (payment: string, order: string) =>
        `ಆರ್ಡರ್ ${order} ಗಾಗಿ ಬಂದ ಪಾವತಿ ${payment} ಅನ್ನು ಹಿಂತಿರುಗಿಸಲಾಗಿದೆ`,
      UnderWeight: (order: string, product: string, missing: number, ordered: number) =>
        `ಆರ್ಡರ್ ${order}: ${product} ಆರ್ಡರ್ ಮಾಡಿದ ${ordered} ಗ್ರಾಂಗಿಂತ ${missing} ಗ್ರಾಂ ಕಡಿಮೆ ಪ್ಯಾಕ್ ಆಗಿದೆ`,
      OutOfStock: (order: string, product: string) => `ಆರ್ಡರ್ ${order}: ${product} ಸ್ಟಾಕ್‌ನಲ್ಲಿ ಇರಲಿಲ್ಲ`,
      MissingPieces: (order: string, product: string, packed: number, ordered: number) =>
        `ಆರ್ಡರ್ ${order}: ${product} ಆರ್ಡರ್ ಮಾಡಿದ ${ordered} ರಲ್ಲಿ ${packed} ಮಾತ್ರ ಪ್ಯಾಕ್ ಆಗಿದೆ`,
      ReplacementDifference: (order: string, from: string, to: string) =>
        `ಆರ್ಡರ್ ${order}: ${from} ಬದಲು ${to} ಗಾಗಿ ಬೆಲೆ ವ್ಯತ್ಯಾಸ`,
      LineRefund: (order: string, product: string) => `ಆರ್ಡರ್ ${order}: ${product} ಗಾಗಿ ಮರುಪಾವತಿ`,
      RefundRequest: (order: string) => `ಆರ್ಡರ್ ${order} ಗಾಗಿ ಮರುಪಾವತಿ`,
      SourceRefundFellBack: (order: string) =>
        `ಆರ್ಡರ್ ${order} ಗಾಗಿ ಮರುಪಾವತಿ (ಮೂಲ ಪಾವತಿ ವಿಧಾನ ಅದನ್ನು ಸ್ವೀಕರಿಸಲಿಲ್ಲ)`,
      StoreCredit: 'ಸ್ಟೋರ್‌ನಿಂದ ಕ್ರೆಡಿಟ್',
    },
    push: {
      Confirmed: (order: string) => ({
        title: 'ಆರ್ಡರ್ ದೃಢಪಟ್ಟಿದೆ',
        body: `ನಾವು ${order} ಅನ್ನು ದೃಢಪಡಿಸಿದ್ದೇವೆ.`,
      }),
      Packed: (order: string) => ({
        title: 'ಆರ್ಡರ್ ಪ್ಯಾಕ್ ಆಗಿದೆ',
        body: `${order} ಪ್ಯಾಕ್ ಆಗಿ ಸಿದ್ಧವಾಗಿದೆ.`,
      }),
      OutForDelivery: (order: string) => ({
        title: 'ಡೆಲಿವರಿಗೆ ಹೊರಟಿದೆ',
        body: `${order} ನಿಮ್ಮತ್ತ ಬರುತ್ತಿದೆ.`,
      }),
      Delivered: (order: string) => ({
        title: 'ಡೆಲಿವರಿ ಆಗಿದೆ',
        body: `${order} ಡೆಲಿವರಿ ಆಗಿದೆ. ಸವಿಯಿರಿ!`,
      }),
      DeliveryFailed: (order: string) => ({
        title: 'ಡೆಲಿವರಿ ವಿಫಲವಾಗಿದೆ',
        body: `${order} ಅನ್ನು ಡೆಲಿವರಿ ಮಾಡಲು ನಮಗೆ ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ಅದು ಸ್ಟೋರ್‌ಗೆ ಮರಳಿದೆ; ನಾವು ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುತ್ತೇವೆ.`,
      }),
      Cancelled: (order: string) => ({
        title: 'ಆರ್ಡರ್ ರದ್ದಾಗಿದೆ',
        body: `${order} ರದ್ದಾಗಿದೆ.`,
      }),
      WeightCredit: (order: string, amount: string) => ({
        title: 'ವಾಲೆಟ್‌ಗೆ ಜಮಾ',
        body: `${order} ಗಾಗಿ ${amount} ಅನ್ನು ನಿಮ್ಮ ವಾಲೆಟ್‌ಗೆ ಜಮಾ ಮಾಡಲಾಗಿದೆ (ಪ್ಯಾಕ್ ಮಾಡಿದ ತೂಕದ ಪ್ರಕಾರ).`,
      }),
      Refunded: (order: string, amount: string) => ({
        title: 'ಮರುಪಾವತಿ',
        body: `${order} ಗಾಗಿ ${amount} ಅನ್ನು ನಿಮ್ಮ ವಾಲೆಟ್‌ಗೆ ಮರುಪಾವತಿಸಲಾಗಿದೆ.`,
      }),
      RefundedToSource: (order: string, amount: string) => ({
        title: 'ಮರುಪಾವತಿ',
        body: `${order} ಗಾಗಿ ${amount} ಅನ್ನು ನಿಮ್ಮ ಮೂಲ ಪಾವತಿ ವಿಧಾನಕ್ಕೆ ಮರುಪಾವತಿಸಲಾಗುತ್ತಿದೆ.`,
      }),
      RefundDeclined: (order: string) => ({
        title: 'ಮರುಪಾವತಿ ವಿನಂತಿ ತಿರಸ್ಕೃತವಾಗಿದೆ',
        body: `${order} ಗಾಗಿ ನಿಮ್ಮ ಮರುಪಾವತಿ ವಿನಂತಿಯನ್ನು ತಿರಸ್ಕರಿಸಲಾಗಿದೆ. ಕಾರಣ ಆರ್ಡರ್ ಪುಟದಲ್ಲಿದೆ.`,
      }),
      PaymentExpired: (order: string) => ({
        title: 'ಆರ್ಡರ್ ರದ್ದಾಗಿದೆ',
        body: `${order} ರದ್ದಾಗಿದೆ: ಅದರ ಪಾವತಿ ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ ಬರಲಿಲ್ಲ.`,
      }),
      DeductedFromPayable: (order: string, amount: string) => ({
        title: 'ಡೆಲಿವರಿ ವೇಳೆ ಕಡಿಮೆ ಪಾವತಿ',
        body: `${order} ಗಾಗಿ ಡೆಲಿವರಿ ವೇಳೆ ನೀವು ಪಾವತಿಸುವ ಮೊತ್ತದಿಂದ ${amount} ಕಡಿತಗೊಳಿಸಲಾಗಿದೆ.`,
      }),
      Rescheduled: (order: string, window: string) => ({
        title: 'ಡೆಲಿವರಿ ಸ್ಲಾಟ್ ಬದಲಾಗಿದೆ',
        body: `${order} ಈಗ ${window} ರಂದು ಡೆಲಿವರಿ ಆಗಲಿದೆ.`,
      }),
      Replaced: (order: string, from: string, to: string) => ({
        title: 'ಐಟಂ ಬದಲಾಯಿಸಲಾಗಿದೆ',
        body: `${from} ಮುಗಿದಿದ್ದರಿಂದ, ನೀವು ಕೇಳಿದಂತೆ ${order} ನಲ್ಲಿ ಅದರ ಬದಲು ${to} ಇದೆ.`,
      }),
      ComplaintAnswered: (order: string, product: string) => ({
        title: 'ನಿಮ್ಮ ದೂರಿಗೆ ಉತ್ತರ',
        body: `${order} ನ ${product} ಬಗ್ಗೆ ನಾವು ಉತ್ತರಿಸಿದ್ದೇವೆ.`,
      }),
      DeliveredWithoutContact: (order: string) => ({
        title: 'ಸಂಪರ್ಕವಿಲ್ಲದೆ ತಲುಪಿಸಲಾಗಿದೆ',
        body: `${order} ಅನ್ನು ನಿಮ್ಮ ಬಾಗಿಲ ಬಳಿ ಇಡಲಾಗಿದೆ.`,
      }),
      DeliveredWithoutContactPhoto: (order: string) => ({
        title: 'ಸಂಪರ್ಕವಿಲ್ಲದೆ ತಲುಪಿಸಲಾಗಿದೆ',
        body: `${order} ಅನ್ನು ನಿಮ್ಮ ಬಾಗಿಲ ಬಳಿ ಇಡಲಾಗಿದೆ. ರೈಡರ್ ತೆಗೆದ ಫೋಟೋ ಆರ್ಡರ್ ಪುಟದಲ್ಲಿದೆ.`,
      }),
      BackInStock: (product: string) => ({
        title: 'ಮತ್ತೆ ಸ್ಟಾಕ್‌ನಲ್ಲಿದೆ',
        body: `${product} ಮತ್ತೆ ಸ್ಟಾಕ್‌ನಲ್ಲಿದೆ. ಮತ್ತೆ ಖಾಲಿಯಾಗುವ ಮೊದಲು ಆರ್ಡರ್ ಮಾಡಿ.`,
      }),
      BackInStockOption: (product: string, options: string) => ({
        title: 'ಮತ್ತೆ ಸ್ಟಾಕ್‌ನಲ್ಲಿದೆ',
        body: `${product} (${options}) ಮತ್ತೆ ಸ್ಟಾಕ್‌ನಲ್ಲಿದೆ. ಮತ್ತೆ ಖಾಲಿಯಾಗುವ ಮೊದಲು ಆರ್ಡರ್ ಮಾಡಿ.`,
      }),
    },
    paidFromWallet: 'ವಾಲೆಟ್',
  },
} satisfies ServerTranslation;
