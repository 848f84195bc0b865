/**
 * The SDK's texts in Kannada (ಕನ್ನಡ): `@storefront/sdk/messages/kn`. Pass `messages` where the SDK takes a
 * catalog (describeError, validateCartPrices, createCartStore, createLoginOrchestrator).
 */
import { type MessageCatalog, type MessageTranslation, withEnglish } from './catalog.js';

export type { MessageCatalog, MessageTranslation };

const tryAgain = 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕವನ್ನು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ';
const signInCancelled = {
  title: 'ಸೈನ್ ಇನ್ ರದ್ದಾಗಿದೆ',
  description: 'ನೀವು ಮುಗಿಸುವ ಮೊದಲೇ ಸೈನ್ ಇನ್ ವಿಂಡೋ ಮುಚ್ಚಲಾಯಿತು. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
};

/** The Kannada texts as written; any text left out is English. */
export const translation = {
  internalServerError: 'ಸರ್ವರ್‌ನಲ್ಲಿ ಆಂತರಿಕ ದೋಷ',
  tryAgainLater: 'ಏನೋ ತಪ್ಪಾಗಿದೆ, ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  loginServerError: 'ಏನೋ ತಪ್ಪಾಗಿದೆ, ದಯವಿಟ್ಟು ಮತ್ತೆ ಲಾಗಿನ್ ಮಾಡಲು ಪ್ರಯತ್ನಿಸಿ',
  somethingWentWrong: 'ಏನೋ ತಪ್ಪಾಗಿದೆ',
  cancelOrderRefused: 'ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ಪೂರ್ಣಗೊಳಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
  offline: { title: 'ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ', description: tryAgain },
  hostedSignInFailed: {
    title: 'ಸೈನ್ ಇನ್ ಆಗಲಿಲ್ಲ!',
    description: 'ಏನೋ ತಪ್ಪಾಗಿದೆ, ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ. ಸಮಸ್ಯೆ ಮುಂದುವರಿದರೆ ಬೇರೆ ಸೈನ್ ಇನ್ ವಿಧಾನ ಬಳಸಿ ನೋಡಿ',
  },
  signInProviderErrors: {
    'auth/popup-blocked': {
      title: 'ಸೈನ್ ಇನ್ ವಿಂಡೋ ತಡೆಹಿಡಿಯಲಾಗಿದೆ',
      description: 'ನಿಮ್ಮ ಬ್ರೌಸರ್ ಸೈನ್ ಇನ್ ವಿಂಡೋವನ್ನು ತಡೆದಿದೆ. ಈ ಸೈಟ್‌ಗೆ ಪಾಪ್-ಅಪ್‌ಗಳನ್ನು ಅನುಮತಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    },
    'auth/popup-closed-by-user': signInCancelled,
    'auth/cancelled-popup-request': signInCancelled,
    'auth/unauthorized-domain': {
      title: 'ಇಲ್ಲಿ ಸೈನ್ ಇನ್ ಲಭ್ಯವಿಲ್ಲ',
      description:
        'ಈ ವಿಳಾಸದಿಂದ ಸೈನ್ ಇನ್‌ಗೆ ಅನುಮತಿ ಇಲ್ಲ. ಅಂಗಡಿಯನ್ನು ಅದರ ಅಧಿಕೃತ ವಿಳಾಸದಿಂದ ತೆರೆಯಿರಿ, ಅಥವಾ ಬೇರೆ ಸೈನ್ ಇನ್ ವಿಧಾನ ಪ್ರಯತ್ನಿಸಿ.',
    },
    'auth/network-request-failed': {
      title: 'ಸೈನ್ ಇನ್ ಸೇವೆಯನ್ನು ತಲುಪಲಾಗಲಿಲ್ಲ',
      description: tryAgain,
    },
    'auth/wrong-password': {
      title: 'ತಪ್ಪು ಪಾಸ್‌ವರ್ಡ್',
      description: 'ಪಾಸ್‌ವರ್ಡ್ ಈ ಇಮೇಲ್‌ಗೆ ಹೊಂದಿಕೆಯಾಗುತ್ತಿಲ್ಲ. ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    },
    'auth/invalid-credential': {
      title: 'ತಪ್ಪು ಇಮೇಲ್ ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್',
      description: 'ನಿಮ್ಮ ಇಮೇಲ್ ಮತ್ತು ಪಾಸ್‌ವರ್ಡ್ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ಖಾತೆ ರಚಿಸಿ.',
    },
    'auth/user-not-found': {
      title: 'ಈ ಇಮೇಲ್‌ನಲ್ಲಿ ಯಾವುದೇ ಖಾತೆ ಇಲ್ಲ',
      description: 'ವಿಳಾಸವನ್ನು ಪರಿಶೀಲಿಸಿ, ಅಥವಾ ಇದರಿಂದಲೇ ಖಾತೆ ರಚಿಸಿ.',
    },
    'auth/email-already-in-use': {
      title: 'ಈ ಇಮೇಲ್‌ಗೆ ಈಗಾಗಲೇ ಖಾತೆ ಇದೆ',
      description: 'ಬದಲಿಗೆ ಅದರ ಪಾಸ್‌ವರ್ಡ್‌ನಿಂದ ಸೈನ್ ಇನ್ ಮಾಡಿ.',
    },
    'auth/weak-password': {
      title: 'ಪಾಸ್‌ವರ್ಡ್ ತುಂಬಾ ಚಿಕ್ಕದಾಗಿದೆ',
      description: 'ಕನಿಷ್ಠ 6 ಅಕ್ಷರಗಳನ್ನು ಬಳಸಿ.',
    },
    'auth/invalid-email': {
      title: 'ಅಮಾನ್ಯ ಇಮೇಲ್ ವಿಳಾಸ',
      description: 'ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    },
    'auth/too-many-requests': {
      title: 'ತುಂಬಾ ಹೆಚ್ಚು ಪ್ರಯತ್ನಗಳು',
      description: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸುವ ಮೊದಲು ದಯವಿಟ್ಟು ಕೆಲವು ನಿಮಿಷ ಕಾಯಿರಿ.',
    },
    'auth/invalid-action-code': {
      title: 'ಈ ಲಿಂಕ್ ಮಾನ್ಯವಾಗಿಲ್ಲ',
      description: 'ಇದನ್ನು ಈಗಾಗಲೇ ಬಳಸಲಾಗಿದೆ ಅಥವಾ ಇದು ಅಪೂರ್ಣವಾಗಿದೆ. ಹೊಸದನ್ನು ಪಡೆಯಲು ಸೈನ್ ಇನ್ ಮಾಡಿ.',
    },
    'auth/expired-action-code': {
      title: 'ಈ ಲಿಂಕ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ',
      description: 'ಹೊಸದನ್ನು ಪಡೆಯಲು ಸೈನ್ ಇನ್ ಮಾಡಿ.',
    },
    'auth/invalid-api-key': {
      title: 'ಸೈನ್ ಇನ್ ಲಭ್ಯವಿಲ್ಲ',
      description: 'ಸೈನ್ ಇನ್ ಈಗ ಸರಿಯಾಗಿ ಸಿದ್ಧವಾಗಿಲ್ಲ. ದಯವಿಟ್ಟು ಬೇರೆ ಸೈನ್ ಇನ್ ವಿಧಾನ ಪ್ರಯತ್ನಿಸಿ.',
    },
  },
  emailNotVerified: {
    title: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇಮೇಲ್ ಅನ್ನು ದೃಢೀಕರಿಸಿ',
    description: 'ನಿಮ್ಮ ಇಮೇಲ್‌ಗೆ ನಾವು ಕಳುಹಿಸಿದ ಲಿಂಕ್ ತೆರೆಯಿರಿ, ನಂತರ ಮತ್ತೆ ಸೈನ್ ಇನ್ ಮಾಡಿ.',
  },
  invalidPhoneNumber: {
    title: 'ಮಾನ್ಯವಾದ 10 ಅಂಕಿಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ',
    description: 'ಉದಾಹರಣೆಗೆ 98450 12345 ಅಥವಾ +91 98450 12345',
  },
  facebookMissingIdentity: {
    title: 'Facebook ಮೂಲಕ ಲಾಗಿನ್ ಆಗಲಿಲ್ಲ',
    description: 'ನಿಮ್ಮ ಖಾತೆಯಲ್ಲಿ ಅಗತ್ಯ ಮಾಹಿತಿ ಸಿಗಲಿಲ್ಲ',
  },
  loggedIn: 'ಲಾಗಿನ್ ಆಗಿದೆ!',
  priceUpdated: {
    title: 'ಉತ್ಪನ್ನಗಳಲ್ಲಿ ಬದಲಾವಣೆಗಳಾಗಿವೆ',
    description:
      'ನಿಮ್ಮ ಕಾರ್ಟ್‌ನ ಕೆಲವು ವಸ್ತುಗಳ ಬೆಲೆ ಬದಲಾಗಿದೆ. ಆರ್ಡರ್ ಪೂರ್ಣಗೊಳಿಸುವ ಮೊದಲು ದಯವಿಟ್ಟು ಬದಲಾವಣೆಗಳನ್ನು ಪರಿಶೀಲಿಸಿ.',
  },
  priceUpdatedAndItemsRemoved: {
    title: 'ಉತ್ಪನ್ನಗಳಲ್ಲಿ ಬದಲಾವಣೆಗಳಾಗಿವೆ',
    description:
      'ನಿಮ್ಮ ಕಾರ್ಟ್‌ನ ಕೆಲವು ವಸ್ತುಗಳ ಬೆಲೆ ಬದಲಾಗಿದೆ ಮತ್ತು ಲಭ್ಯವಿಲ್ಲದ ವಸ್ತುಗಳನ್ನು ಕಾರ್ಟ್‌ನಿಂದ ತೆಗೆದುಹಾಕಲಾಗಿದೆ. ಆರ್ಡರ್ ಪೂರ್ಣಗೊಳಿಸುವ ಮೊದಲು ದಯವಿಟ್ಟು ಬದಲಾವಣೆಗಳನ್ನು ಪರಿಶೀಲಿಸಿ.',
  },
  itemsRemoved: {
    title: 'ಉತ್ಪನ್ನಗಳಲ್ಲಿ ಬದಲಾವಣೆಗಳಾಗಿವೆ',
    description:
      'ಲಭ್ಯವಿಲ್ಲದ ವಸ್ತುಗಳನ್ನು ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಿಂದ ತೆಗೆದುಹಾಕಲಾಗಿದೆ. ಆರ್ಡರ್ ಪೂರ್ಣಗೊಳಿಸುವ ಮೊದಲು ದಯವಿಟ್ಟು ಬದಲಾವಣೆಗಳನ್ನು ಪರಿಶೀಲಿಸಿ.',
  },
  cartReset: 'ನಿಮ್ಮ ಕಾರ್ಟ್ ಅನ್ನು ಮರುಹೊಂದಿಸಲಾಗಿದೆ',
  alreadyInCart: 'ಈಗಾಗಲೇ ಸೇರಿಸಲಾಗಿದೆ, ಪ್ರಮಾಣವನ್ನು ಕಾರ್ಟ್‌ನಲ್ಲಿ ಬದಲಿಸಿ',
  productMaxReached: (maxQty: number) =>
    `ಈ ಉತ್ಪನ್ನವನ್ನು ಗರಿಷ್ಠ ${maxQty} ಮಾತ್ರ ಆರ್ಡರ್ ಮಾಡಬಹುದು, ಪ್ರಮಾಣವನ್ನು ಕಾರ್ಟ್‌ನಲ್ಲಿ ಬದಲಿಸಿ`,
  errorDialog: { title: 'ಈ ದೋಷ ಸಂಭವಿಸಿದೆ', description: 'ಯಾವುದೇ ಮಾಹಿತಿ ಕಂಡುಬಂದಿಲ್ಲ' },
  success: { title: 'ಯಶಸ್ವಿಯಾಗಿದೆ', description: 'ಕಾರ್ಯ ಯಶಸ್ವಿಯಾಗಿದೆ' },
  transport: {
    network: 'ನೆಟ್‌ವರ್ಕ್ ದೋಷ',
    timeout: 'ಸರ್ವರ್ ಉತ್ತರಿಸಲು ತುಂಬಾ ಸಮಯ ತೆಗೆದುಕೊಂಡಿತು',
    unexpectedReply: 'ಸರ್ವರ್‌ನಿಂದ ಅನಿರೀಕ್ಷಿತ ಉತ್ತರ',
  },
} satisfies MessageTranslation;

/** Every SDK text in Kannada (English where a text has no Kannada). */
export const messages: MessageCatalog = withEnglish(translation);
