/**
 * The SDK's texts in Hindi (हिन्दी): `@storefront/sdk/messages/hi`. Pass `messages` where the SDK takes a
 * catalog (describeError, validateCartPrices, createCartStore, createLoginOrchestrator).
 */
import { type MessageCatalog, type MessageTranslation, withEnglish } from './catalog.js';

export type { MessageCatalog, MessageTranslation };

const tryAgain = 'कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें';
const signInCancelled = {
  title: 'साइन इन रद्द हो गया',
  description: 'साइन इन पूरा होने से पहले ही विंडो बंद हो गई। कृपया फिर से कोशिश करें।',
};

/** The Hindi texts as written; any text left out is English. */
export const translation = {
  internalServerError: 'सर्वर में आंतरिक त्रुटि',
  tryAgainLater: 'कुछ गड़बड़ हो गई, कृपया कुछ देर बाद फिर से कोशिश करें',
  loginServerError: 'कुछ गड़बड़ हो गई, कृपया फिर से लॉग इन करने की कोशिश करें',
  somethingWentWrong: 'कुछ गड़बड़ हो गई',
  cancelOrderRefused: 'आपका अनुरोध पूरा नहीं हो सका।',
  offline: { title: 'आप ऑफ़लाइन हैं', description: tryAgain },
  hostedSignInFailed: {
    title: 'साइन इन नहीं हो सका!',
    description:
      'कुछ गड़बड़ हो गई, कृपया फिर से कोशिश करें। अगर दिक्कत बनी रहे तो साइन इन का कोई दूसरा तरीका आज़माएँ',
  },
  signInProviderErrors: {
    'auth/popup-blocked': {
      title: 'साइन इन विंडो रोक दी गई',
      description:
        'आपके ब्राउज़र ने साइन इन विंडो रोक दी। इस साइट के लिए पॉप-अप की अनुमति दें और फिर से कोशिश करें।',
    },
    'auth/popup-closed-by-user': signInCancelled,
    'auth/cancelled-popup-request': signInCancelled,
    'auth/unauthorized-domain': {
      title: 'यहाँ साइन इन उपलब्ध नहीं है',
      description:
        'इस पते से साइन इन की अनुमति नहीं है। स्टोर को उसके आधिकारिक पते से खोलें, या साइन इन का कोई दूसरा तरीका आज़माएँ।',
    },
    'auth/network-request-failed': {
      title: 'साइन इन सेवा तक नहीं पहुँच सके',
      description: tryAgain,
    },
    'auth/wrong-password': {
      title: 'गलत पासवर्ड',
      description: 'पासवर्ड इस ईमेल से मेल नहीं खाता। जाँचकर फिर से कोशिश करें।',
    },
    'auth/invalid-credential': {
      title: 'गलत ईमेल या पासवर्ड',
      description: 'अपना ईमेल और पासवर्ड जाँचकर फिर से कोशिश करें, या नया खाता बनाएँ।',
    },
    'auth/user-not-found': {
      title: 'इस ईमेल से कोई खाता नहीं है',
      description: 'पता जाँचें, या इसी ईमेल से नया खाता बनाएँ।',
    },
    'auth/email-already-in-use': {
      title: 'इस ईमेल का खाता पहले से है',
      description: 'उसकी जगह इसके पासवर्ड से साइन इन करें।',
    },
    'auth/weak-password': {
      title: 'पासवर्ड बहुत छोटा है',
      description: 'कम से कम 6 अक्षर इस्तेमाल करें।',
    },
    'auth/invalid-email': {
      title: 'अमान्य ईमेल पता',
      description: 'ईमेल पता जाँचकर फिर से कोशिश करें।',
    },
    'auth/too-many-requests': {
      title: 'बहुत ज़्यादा कोशिशें',
      description: 'फिर से कोशिश करने से पहले कृपया कुछ मिनट रुकें।',
    },
    'auth/invalid-action-code': {
      title: 'यह लिंक मान्य नहीं है',
      description: 'यह पहले ही इस्तेमाल हो चुका है या अधूरा है। नया लिंक पाने के लिए साइन इन करें।',
    },
    'auth/expired-action-code': {
      title: 'इस लिंक की अवधि खत्म हो गई है',
      description: 'नया लिंक पाने के लिए साइन इन करें।',
    },
    'auth/invalid-api-key': {
      title: 'साइन इन उपलब्ध नहीं है',
      description: 'साइन इन अभी ठीक से सेट नहीं है। कृपया साइन इन का कोई दूसरा तरीका आज़माएँ।',
    },
  },
  emailNotVerified: {
    title: 'कृपया अपना ईमेल सत्यापित करें',
    description: 'हमने आपके ईमेल पर जो लिंक भेजा है, उसे खोलें और फिर से साइन इन करें।',
  },
  invalidPhoneNumber: {
    title: 'मान्य 10 अंकों का मोबाइल नंबर डालें',
    description: 'उदाहरण के लिए 98450 12345 या +91 98450 12345',
  },
  facebookMissingIdentity: {
    title: 'Facebook से लॉग इन नहीं हो सका',
    description: 'आपके खाते में ज़रूरी जानकारी नहीं मिली',
  },
  loggedIn: 'लॉग इन हो गया!',
  priceUpdated: {
    title: 'उत्पादों में बदलाव हुए हैं',
    description: 'आपकी कार्ट के कुछ सामान की कीमतें बदल गई हैं। ऑर्डर पूरा करने से पहले कृपया बदलाव देख लें।',
  },
  priceUpdatedAndItemsRemoved: {
    title: 'उत्पादों में बदलाव हुए हैं',
    description:
      'आपकी कार्ट के कुछ सामान की कीमतें बदल गई हैं और जो सामान उपलब्ध नहीं था उसे कार्ट से हटा दिया गया है। ऑर्डर पूरा करने से पहले कृपया बदलाव देख लें।',
  },
  itemsRemoved: {
    title: 'उत्पादों में बदलाव हुए हैं',
    description:
      'जो सामान उपलब्ध नहीं था उसे आपकी कार्ट से हटा दिया गया है। ऑर्डर पूरा करने से पहले कृपया बदलाव देख लें।',
  },
  cartReset: 'आपकी कार्ट खाली कर दी गई है',
  alreadyInCart: 'पहले से जोड़ा हुआ है, मात्रा कार्ट में बदलें',
  productMaxReached: (maxQty: number) =>
    `इस उत्पाद के ज़्यादा से ज़्यादा ${maxQty} ही ऑर्डर कर सकते हैं, मात्रा कार्ट में बदलें`,
  errorDialog: { title: 'यह त्रुटि हुई', description: 'कोई जानकारी नहीं मिली' },
  success: { title: 'सफल', description: 'काम पूरा हो गया' },
  transport: {
    network: 'नेटवर्क त्रुटि',
    timeout: 'सर्वर ने जवाब देने में बहुत देर लगाई',
    unexpectedReply: 'सर्वर से अनपेक्षित जवाब',
  },
} satisfies MessageTranslation;

/** Every SDK text in Hindi (English where a text has no Hindi). */
export const messages: MessageCatalog = withEnglish(translation);
