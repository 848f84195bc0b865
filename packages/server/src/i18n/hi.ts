/**
 * The server's texts in Hindi (हिन्दी), the same shape as the English catalogs in ../messages.ts. A text left
 * out here is answered in English. Brand and header names (Idempotency-Key, Facebook, NUL) stay as they are.
 */
import type { ServerTranslation } from './texts.js';

export const hi = {
  messages: {
    success: 'सफल',
    invalidRequest: 'अमान्य अनुरोध',
    unauthorized: 'अनुमति नहीं है',
    sessionExpired: 'आपका सत्र समाप्त हो गया है, कृपया फिर से साइन इन करें',
    notFound: 'नहीं मिला',
    noDataFound: 'कोई जानकारी नहीं मिली',
    internalError: 'सर्वर में आंतरिक त्रुटि',
    tryAgainLater: 'कुछ गड़बड़ हो गई, कृपया कुछ देर बाद फिर से कोशिश करें',
    unableToProcess: 'आपका अनुरोध पूरा नहीं हो सका।',
    tooManyRequests: 'बहुत ज़्यादा अनुरोध',
    databaseBusy: {
      Message: 'सेवा अभी उपलब्ध नहीं है',
      Description: 'स्टोर पर अभी बहुत ज़्यादा भीड़ है। कृपया एक पल में फिर से कोशिश करें।',
    },
    databaseUnavailable: {
      Message: 'सेवा अभी उपलब्ध नहीं है',
      Description: 'स्टोर अभी अपनी जानकारी तक नहीं पहुँच पा रहा है। कृपया कुछ सेकंड में फिर से कोशिश करें।',
    },
    tryAgainInAWhile: 'कृपया थोड़ा रुककर फिर से कोशिश करें।',
    idempotencyKeyRequired: 'Idempotency-Key हेडर ज़रूरी है',
    idempotencyKeyReused: 'यह Idempotency-Key किसी दूसरे अनुरोध के लिए पहले ही इस्तेमाल हो चुकी है',
    requestInProgress: 'यही अनुरोध अभी पूरा हो रहा है',
    refusalDescription: {
      400: 'अनुरोध जाँचकर फिर से कोशिश करें।',
      401: 'आपका सत्र समाप्त हो गया है, कृपया फिर से साइन इन करें',
      403: 'आप यह नहीं कर सकते।',
      404: 'यह मौजूद नहीं है, या आपका नहीं है।',
      409: 'इस बीच यह बदल गया है। पेज रीफ़्रेश करके फिर से कोशिश करें।',
      422: 'भेजा गया अनुरोध इस रूप में पूरा नहीं किया जा सकता।',
      429: 'कृपया थोड़ा रुककर फिर से कोशिश करें।',
    },
    unstorableText: (where: string) =>
      `${where}: इसमें NUL अक्षर (\\u0000) या अधूरा सरोगेट अक्षर नहीं होना चाहिए`,
    numberTooLarge: (where: string) =>
      `${where}: संख्या बहुत बड़ी है: -2147483648 से 2147483647 तक की संख्या भेजें`,
    bodyTooDeep: (levels: number) =>
      `अनुरोध में ऐरे और ऑब्जेक्ट बहुत गहराई तक एक-दूसरे के अंदर हैं: ज़्यादा से ज़्यादा ${levels} स्तर स्वीकार हैं`,
    login: {
      unableToSignIn: 'साइन इन नहीं हो सका!',
      missingContact: 'Facebook से लॉग इन नहीं हो सका',
      missingContactDescription: 'आपके खाते में ज़रूरी जानकारी (ईमेल या फ़ोन नंबर) नहीं मिली।',
      proofRejected: 'आपके साइन इन की पुष्टि नहीं हो सकी। कृपया फिर से साइन इन करें।',
      emailNotVerified: 'कृपया अपना ईमेल सत्यापित करें',
      emailNotVerifiedDescription: 'हमने आपके ईमेल पर जो लिंक भेजा है, उसे खोलें और फिर से साइन इन करें।',
      contactMismatch: 'ईमेल या फ़ोन नंबर सत्यापित साइन इन से मेल नहीं खाता।',
      serviceUnavailable: 'साइन इन का यह तरीका इस सर्वर पर उपलब्ध नहीं है।',
      serviceFailed: 'साइन इन सेवा उपलब्ध नहीं है',
      serviceFailedDescription: 'साइन इन सेवा से जवाब नहीं मिला। कृपया थोड़ी देर में फिर से कोशिश करें।',
      tooManyAttempts:
        'इस नेटवर्क से साइन इन की बहुत ज़्यादा कोशिशें हुई हैं। कृपया 15 मिनट रुककर फिर से कोशिश करें।',
    },
    sandboxOtp: {
      invalidCode: 'गलत कोड',
      invalidCodeDescription:
        'कोड गलत है या उसकी समय-सीमा खत्म हो गई है। नया कोड मँगाकर फिर से कोशिश करें।',
      tooManyAttempts: 'बहुत ज़्यादा कोशिशें हो गईं। नया कोड मँगाएँ।',
      tooManySends: 'बहुत ज़्यादा कोड मँगाए गए। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
    },
    addresses: {
      none: 'कोई पता नहीं मिला',
      notFound: 'पता नहीं मिला',
      outsideDeliveryArea: 'हम अभी इस पते पर डिलीवरी नहीं करते',
      outsideDeliveryAreaDescription: 'यह पता हमारे डिलीवरी क्षेत्र से बाहर है।',
      locationNeeded: 'इस पते की जगह तय करें',
      locationNeededDescription:
        'हम इस पिनकोड को नक्शे पर नहीं ढूँढ सके। अपनी मौजूदा जगह इस्तेमाल करें या नक्शे पर पिन लगाएँ।',
    },
    catalog: {
      productNotFound: 'उत्पाद नहीं मिला',
      reviewNotReceived: {
        Message: 'यह उत्पाद मिलने के बाद ही आप इसकी समीक्षा कर सकते हैं',
        Description:
          'समीक्षा वही ग्राहक लिख सकते हैं जिन्हें इस उत्पाद का ऑर्डर डिलीवर हुआ हो। जो सामान स्टॉक में नहीं था या जिसका पूरा पैसा वापस हुआ, उसकी समीक्षा नहीं हो सकती।',
      },
    },
    profile: {
      contactLocked: 'इसी संपर्क से साइन इन होता है, इसलिए इसे यहाँ बदला नहीं जा सकता।',
    },
    linkPreview: {
      pageTitle: (name: string, store: string) => (store ? `${name} | ${store}` : name),
      productDescription: (price: string, weight: string, description: string) =>
        `${weight} सिर्फ़ ${price} में। ${description}`,
      priceLabel: 'कीमत',
      availabilityLabel: 'उपलब्धता',
      inStock: 'स्टॉक में है',
      outOfStock: 'स्टॉक में नहीं है',
    },
    stockAlerts: {
      noHub: 'इस स्टोर में अभी इंतज़ार करने के लिए कोई हब नहीं है।',
      optionsInvalid: {
        Message: 'विकल्प चुनें',
        Description: 'इस उत्पाद के हर विकल्प में से एक चुनें।',
      },
      alreadyAvailable: {
        Message: 'पहले से स्टॉक में है',
        Description: 'आप इसे अभी अपनी कार्ट में जोड़ सकते हैं।',
      },
    },
  },
  commerceMessages: {
    coupon: {
      notFound: {
        Message: 'अमान्य कूपन',
        Description: 'यह कूपन कोड मौजूद नहीं है। कोड जाँचकर फिर से कोशिश करें।',
      },
      inactive: { Message: 'कूपन उपलब्ध नहीं है', Description: 'यह कूपन अब नहीं दिया जा रहा है।' },
      expired: {
        Message: 'कूपन की अवधि खत्म',
        Description: 'इस कूपन की अवधि खत्म हो गई है। कोई दूसरा ऑफ़र आज़माएँ।',
      },
      notStarted: {
        Message: 'कूपन अभी शुरू नहीं हुआ',
        Description: 'यह कूपन अभी इस्तेमाल नहीं किया जा सकता।',
      },
      firstOrderOnly: {
        Message: 'कूपन लागू नहीं होता',
        Description: 'यह कूपन सिर्फ़ आपके पहले ऑर्डर के लिए है।',
      },
      limitReached: {
        Message: 'कूपन की सीमा पूरी हो गई',
        Description: 'आप यह कूपन ज़्यादा से ज़्यादा जितनी बार इस्तेमाल कर सकते थे, कर चुके हैं।',
      },
      minOrderValue: (minimum: string) => ({
        Message: 'कूपन लागू नहीं होता',
        Description: `यह कूपन इस्तेमाल करने के लिए कम से कम ${minimum} का सामान जोड़ें।`,
      }),
    },
    checkout: {
      unavailableItems: {
        Message: 'कुछ सामान उपलब्ध नहीं है',
        Description: 'आगे बढ़ने के लिए सूची में दिए गए उत्पाद अपनी कार्ट से हटाएँ।',
      },
      onlyLeft: (product: string, left: number) => ({
        Message: left === 0 ? `${product} बिक चुका है` : `${product} के केवल ${left} बचे हैं`,
        Description:
          left === 0
            ? 'आगे बढ़ने के लिए इसे अपनी कार्ट से हटाएँ।'
            : `आगे बढ़ने के लिए मात्रा ${left} या उससे कम करें।`,
      }),
      priceUpdated: {
        Message: 'उत्पादों में बदलाव हुए हैं',
        Description: 'आपकी कार्ट के कुछ सामान की कीमतें बदल गई हैं। ऑर्डर पूरा करने से पहले कृपया बदलाव देख लें।',
      },
      missingFields: {
        Message: 'कुछ जानकारी अधूरी है',
        Description: 'आगे बढ़ने के लिए सूची में दी गई जानकारी पूरी करें।',
      },
      exceedMaxAmount: (maximum: string) => ({
        Message: 'ऑर्डर की रकम बहुत ज़्यादा है',
        Description: `एक ऑर्डर ज़्यादा से ज़्यादा ${maximum} का हो सकता है। कुछ सामान हटाकर फिर से कोशिश करें।`,
      }),
      walletEmpty: {
        Message: 'वॉलेट में बैलेंस शून्य है',
        Description: 'आपके वॉलेट में इस्तेमाल के लिए बैलेंस नहीं है। पूरी रकम ऑनलाइन चुकाएँ।',
      },
      quantityTooHigh: (maximum: number) => ({
        Message: 'मात्रा बहुत ज़्यादा है',
        Description: `हर उत्पाद के ज़्यादा से ज़्यादा ${maximum} ही ऑर्डर किए जा सकते हैं।`,
      }),
      outsideDeliveryArea: {
        Message: 'पता डिलीवरी क्षेत्र से बाहर है',
        Description: 'हम अभी इस पते पर डिलीवरी नहीं करते। कोई दूसरा पता चुनें।',
      },
      addressMissing: 'सेव किया हुआ कोई डिलीवरी पता चुनें।',
      addressIncomplete: (field: string) => `डिलीवरी पते में ${field} नहीं है। पता अपडेट करें।`,
      addressField: {
        fullName: 'नाम',
        phoneNumber: 'फ़ोन नंबर',
        addressLine1: 'मकान और गली',
        city: 'शहर',
        postalCode: 'पिन कोड',
      },
      deliveryMethodMissing: 'डिलीवरी का तरीका चुनें।',
      paymentMethodMissing: 'भुगतान का तरीका चुनें।',
    },
    delivery: {
      slotRequired: {
        Message: 'डिलीवरी स्लॉट चुनें',
        Description: 'यह डिलीवरी तरीका तय स्लॉट में डिलीवर करता है। आगे बढ़ने के लिए कोई स्लॉट चुनें।',
      },
      slotUnknown: {
        Message: 'डिलीवरी स्लॉट उपलब्ध नहीं है',
        Description: 'यह स्लॉट उपलब्ध नहीं है या इसका समय निकल चुका है। कोई दूसरा स्लॉट चुनें।',
      },
      slotClosed: {
        Message: 'डिलीवरी स्लॉट बंद हो गया',
        Description: 'इस स्लॉट में अब ऑर्डर नहीं लिए जा रहे। बाद का कोई स्लॉट चुनें।',
      },
      slotFull: {
        Message: 'डिलीवरी स्लॉट भर गया',
        Description: 'यह स्लॉट अभी-अभी भर गया है। कोई दूसरा स्लॉट चुनें।',
      },
      slotNotForMethod: {
        Message: 'इस डिलीवरी तरीके में स्लॉट नहीं है',
        Description: 'इस डिलीवरी तरीके में स्लॉट नहीं होते। बिना स्लॉट के ऑर्डर करें।',
      },
      expressUnavailable: {
        Message: 'एक्सप्रेस डिलीवरी उपलब्ध नहीं है',
        Description: 'इस पते के लिए अभी एक्सप्रेस डिलीवरी उपलब्ध नहीं है। डिलीवरी का कोई दूसरा तरीका चुनें।',
      },
      served: (area: string) => `हम ${area} में डिलीवरी करते हैं।`,
      servedPoint: 'हम आपकी जगह पर डिलीवरी करते हैं।',
      notServed: 'हम अभी यहाँ डिलीवरी नहीं करते। आप फिर भी स्टोर देख सकते हैं और सामान कार्ट में जोड़ सकते हैं।',
      whyNotServed: {
        UnknownPincode: (pincode: string) =>
          `हम अभी पिनकोड ${pincode} पर डिलीवरी नहीं करते। ऐसे इलाके का पता चुनें जहाँ हम डिलीवरी करते हैं।`,
        FarFromPincode: (pincode: string) =>
          `इस पते की जगह पिनकोड ${pincode} से बहुत दूर है। पिनकोड जाँचें या जगह फिर से तय करें।`,
        NoZoneNearPoint: 'यह जगह हमारे डिलीवरी क्षेत्र से बाहर है।',
        TooFar: 'यह पता डिलीवरी के लिए हमारे स्टोर से बहुत दूर है।',
      },
      farFromPincode: 'जगह पिनकोड से मेल नहीं खाती',
    },
    payment: {
      soldOutMeanwhile: {
        Message: 'कुछ सामान बिक गया',
        Description:
          'भुगतान न होने के दौरान दूसरे ग्राहकों ने इस ऑर्डर के एक सामान का आखिरी स्टॉक खरीद लिया। नया ऑर्डर दें।',
      },
      orderNotFound: { Message: 'ऑर्डर नहीं मिला', Description: 'हमें यह ऑर्डर नहीं मिला।' },
      signatureInvalid: {
        Message: 'भुगतान की पुष्टि नहीं हो सकी',
        Description: 'हम इस भुगतान की पुष्टि नहीं कर सके। अगर पैसे कटे हैं तो वे वापस कर दिए जाएँगे।',
      },
      amountMismatch: {
        Message: 'भुगतान की पुष्टि नहीं हो सकी',
        Description: 'चुकाई गई रकम ऑर्डर की रकम से मेल नहीं खाती। अगर पैसे कटे हैं तो वे वापस कर दिए जाएँगे।',
      },
      notPayable: {
        Message: 'इस ऑर्डर का भुगतान नहीं हो सकता',
        Description: 'इस ऑर्डर का भुगतान पहले ही हो चुका है या यह रद्द हो चुका है।',
      },
      returnedToWallet: (amount: string) => ({
        Message: 'भुगतान आपके वॉलेट में लौटा दिया गया',
        Description: `यह ऑर्डर आपका भुगतान नहीं ले सका (यह रद्द हो चुका था या इसका भुगतान पहले ही हो चुका था), इसलिए ${amount} आपके वॉलेट में जोड़ दिए गए हैं।`,
      }),
      returnedToSource: (amount: string) => ({
        Message: 'भुगतान वापस कर दिया गया',
        Description: `भुगतान समय पर न पहुँचने के कारण यह ऑर्डर रद्द हो गया था, इसलिए ${amount} आपके भुगतान के मूल तरीके में वापस कर दिए गए हैं।`,
      }),
    },
    payOnDelivery: {
      unavailable: {
        Message: 'डिलीवरी पर भुगतान उपलब्ध नहीं है',
        Description: 'कृपया भुगतान का कोई दूसरा तरीका चुनें।',
      },
      tooMuch: (max: string) => ({
        Message: 'इस रकम के लिए डिलीवरी पर भुगतान उपलब्ध नहीं है',
        Description: `डिलीवरी पर भुगतान ${max} तक के ऑर्डर के लिए है। कृपया ऑनलाइन भुगतान करें।`,
      }),
      refusedBefore: {
        Message: 'आपके खाते के लिए डिलीवरी पर भुगतान उपलब्ध नहीं है',
        Description:
          'डिलीवरी पर भुगतान वाले आपके कुछ हाल के ऑर्डर दरवाज़े पर लेने से मना कर दिए गए थे। कृपया ऑनलाइन भुगतान करें।',
      },
    },
    order: {
      cancelled: 'आपका ऑर्डर रद्द कर दिया गया है।',
      cancelledRefunded: (amount: string) =>
        `आपका ऑर्डर रद्द कर दिया गया है। ${amount} आपके वॉलेट में वापस कर दिए गए हैं।`,
      cancelledRefundedToSource: (toSource: string, toWallet: string | null) =>
        toWallet
          ? `आपका ऑर्डर रद्द कर दिया गया है। ${toSource} आपके भुगतान के मूल तरीके में और ${toWallet} आपके वॉलेट में वापस किए गए हैं।`
          : `आपका ऑर्डर रद्द कर दिया गया है। ${toSource} आपके भुगतान के मूल तरीके में वापस किए गए हैं।`,
      cannotCancel: 'यह ऑर्डर अब रद्द नहीं किया जा सकता।',
    },
    refund: {
      notRefundable: {
        Message: 'रिफ़ंड संभव नहीं है',
        Description: 'सिर्फ़ भुगतान किए गए उन्हीं ऑर्डर का रिफ़ंड हो सकता है जिनका पूरा रिफ़ंड अभी नहीं हुआ है।',
      },
      alreadyRequested: {
        Message: 'रिफ़ंड का अनुरोध पहले ही किया जा चुका है',
        Description: 'इस ऑर्डर के लिए रिफ़ंड का एक अनुरोध पहले से खुला है।',
      },
    },
    reschedule: {
      notSlotOrder: {
        Message: 'बदलने के लिए कोई डिलीवरी स्लॉट नहीं',
        Description: 'यह ऑर्डर किसी स्लॉट में डिलीवर नहीं होता, इसलिए बदलने के लिए कोई स्लॉट नहीं है।',
      },
      notNow: {
        Message: 'डिलीवरी स्लॉट नहीं बदला जा सकता',
        Description:
          'यह ऑर्डर निकल चुका है, डिलीवर हो चुका है या रद्द हो चुका है, इसलिए इसका स्लॉट नहीं बदल सकता।',
      },
      pastCutOff: (cutOff: string) => ({
        Message: 'स्लॉट बदलने का समय निकल गया',
        Description: `स्लॉट ${cutOff} तक बदला जा सकता था, जब स्टोर ने इस ऑर्डर को उस स्लॉट के लिए तैयार करना शुरू किया।`,
      }),
      sameSlot: {
        Message: 'ऑर्डर पहले से इसी स्लॉट में है',
        Description: 'आपका ऑर्डर पहले से इसी स्लॉट में डिलीवर होगा। कोई दूसरा स्लॉट चुनें।',
      },
    },
    feedback: {
      notDelivered: {
        Message: 'अभी डिलीवर नहीं हुआ',
        Description: 'ऑर्डर डिलीवर होने के बाद ही आप उसे रेटिंग दे सकते हैं या कोई समस्या बता सकते हैं।',
      },
      lineNotFound: {
        Message: 'आइटम नहीं मिला',
        Description: 'इस ऑर्डर में ऐसा कोई आइटम नहीं है।',
      },
      tooLate: (until: string) => ({
        Message: 'समस्या बताने का समय निकल गया',
        Description: `इस ऑर्डर की समस्या ${until} तक बताई जा सकती थी।`,
      }),
      alreadyOpen: {
        Message: 'समस्या पहले ही बताई जा चुकी है',
        Description: 'इस आइटम के साथ आपने जो समस्या बताई है, हम उसे देख रहे हैं।',
      },
      photoUnreadable: {
        Message: 'फ़ोटो पढ़ी नहीं जा सकी',
        Description: 'JPEG, PNG या WebP फ़ोटो भेजें।',
      },
    },
  },
  recordMessages: {
    refundReason: {
      OrderCancelled: 'ऑर्डर रद्द किया गया',
      LatePayment: (amount: string) =>
        `ऑर्डर की समय-सीमा खत्म होने के बाद मिले ${amount} आपके मूल भुगतान तरीके में लौटाए गए`,
      ReturnedToStore: 'डिलीवरी न हो पाने के बाद स्टोर पर लौटाया गया',
    },
    event: {
      PlacedPaidFromWallet: 'ऑर्डर दिया गया और वॉलेट से भुगतान हुआ',
      PlacedPayOnDelivery: 'ऑर्डर दिया गया, भुगतान डिलीवरी पर होगा',
      AwaitingPayment: 'ऑर्डर बन गया, भुगतान का इंतज़ार है',
      PaymentReceived: 'भुगतान मिल गया।',
      PaymentFailed: 'आपका भुगतान पूरा नहीं हो सका।',
      PaymentRetried: 'आपने नया भुगतान शुरू किया।',
      PlacedAfterLatePayment: 'ऑर्डर की समय-सीमा खत्म होने के बाद भुगतान मिला; ऑर्डर फिर से दे दिया गया है',
      LatePaymentReturnedToWallet: (amount: string) =>
        `${amount} तब मिला जब ऑर्डर उसे ले नहीं सकता था, इसलिए वह वॉलेट में लौटा दिया गया`,
      PaymentExpired: (minutes: number) => `रद्द: भुगतान ${minutes} मिनट के अंदर नहीं आया`,
      CancelledByShopper: 'ग्राहक ने ऑर्डर रद्द किया',
      CancelledByShopperBecause: (reason: string) => `ग्राहक ने ऑर्डर रद्द किया: ${reason}`,
      ReturnedToStore:
        'डिलीवरी न हो पाने के बाद आपका ऑर्डर स्टोर पर लौट आया और रद्द कर दिया गया है; आपने जो चुकाया था, वह लौटा दिया गया है।',
      RefundedToWallet: (amount: string) => `${amount} वॉलेट में रिफ़ंड किए गए`,
      RefundSentToSource: (amount: string) => `${amount} आपके मूल भुगतान तरीके में रिफ़ंड किए जा रहे हैं`,
      RefundProcessedAtSource: (amount: string) => `${amount} आपके मूल भुगतान तरीके में रिफ़ंड कर दिए गए`,
      RefundFellBackToWallet: (amount: string) =>
        `${amount} आपके मूल भुगतान तरीके में वापस नहीं जा सके, इसलिए उनकी जगह आपके वॉलेट में रिफ़ंड किए गए`,
      Confirmed: 'स्टोर ने आपके ऑर्डर की पुष्टि कर दी।',
      Packing: 'आपका ऑर्डर पैक किया जा रहा है।',
      Packed: 'आपका ऑर्डर पैक हो गया है।',
      OutForDelivery: 'आपका ऑर्डर रास्ते में है।',
      Delivered: 'आपका ऑर्डर डिलीवर हो गया।',
      DeliveryFailed: 'हम आपका ऑर्डर डिलीवर नहीं कर सके।',
      DeliveryFailedBecause: (reason: string) => `हम आपका ऑर्डर डिलीवर नहीं कर सके: ${reason}`,
      DeliveredWithoutContact: 'बिना संपर्क के आपके दरवाज़े पर छोड़ा गया।',
      DeliveredWithoutContactPhoto: 'बिना संपर्क के आपके दरवाज़े पर छोड़ा गया; राइडर ने इसकी फ़ोटो ली।',
      PaidOnDelivery: (method: string) => `डिलीवरी पर ${method} से भुगतान हुआ`,
      PaidOnDeliveryWithReference: (method: string, reference: string) =>
        `डिलीवरी पर ${method} से भुगतान हुआ (${reference})`,
      collectedInCash: 'नकद',
      LineRefundedToWallet: (amount: string, product: string) =>
        `${product} के ${amount} आपके वॉलेट में रिफ़ंड किए गए।`,
      LineRefundedToSource: (amount: string, product: string) =>
        `${product} के ${amount} आपके मूल भुगतान तरीके में रिफ़ंड किए जा रहे हैं।`,
      LineRefundedOffPayable: (amount: string, product: string) =>
        `${product} के ${amount} डिलीवरी पर चुकाई जाने वाली रकम से घटा दिए गए।`,
      RefundRequestToWallet: (amount: string) =>
        `आपके रिफ़ंड अनुरोध के ${amount} आपके वॉलेट में रिफ़ंड किए गए।`,
      RefundRequestToSource: (amount: string) =>
        `आपके रिफ़ंड अनुरोध के ${amount} आपके मूल भुगतान तरीके में रिफ़ंड किए जा रहे हैं।`,
      RefundRequestDeclined: (reason: string) => `आपका रिफ़ंड अनुरोध अस्वीकार कर दिया गया: ${reason}`,
      Rescheduled: (window: string) => `डिलीवरी का समय बदलकर ${window} कर दिया गया`,
      Replaced: (from: string, to: string) => `${from} खत्म हो गया: उसकी जगह ${to} दिया गया`,
      ProblemReported: (product: string) => `${product} के साथ समस्या बताई गई`,
      ComplaintRefunded: (amount: string, product: string) =>
        `${product} की शिकायत का निपटारा हुआ: ${amount} रिफ़ंड किए गए`,
      ComplaintAnswered: (product: string) => `${product} की शिकायत का जवाब दिया गया`,
    },
    wallet: {
      OrderPayment: (order: string) => `ऑर्डर ${order} का भुगतान`,
      CancelledOrderRefund: (order: string) => `रद्द किए गए ऑर्डर ${order} का रिफ़ंड`,
      CancelledOrderWalletPart: (order: string) =>
        `रद्द किए गए ऑर्डर ${order} का रिफ़ंड (वॉलेट वाला हिस्सा)`,
      CancelledOrderWalletReturned: (order: string) => `रद्द किए गए ऑर्डर ${order} की वॉलेट रकम वापस`,
      ExpiredOrderWalletReturned: (order: string) =>
        `वॉलेट रकम वापस: ऑर्डर ${order} का भुगतान समय पर नहीं हुआ`,
      PaymentReturned: (payment: string, order: string) =>
        `ऑर्डर ${order} का भुगतान ${payment} लौटाया गया`,
      UnderWeight: (order: string, product: string, missing: number, ordered: number) =>
        `ऑर्डर ${order}: ${product} ऑर्डर किए गए ${ordered} ग्राम से ${missing} ग्राम कम पैक हुआ`,
      OutOfStock: (order: string, product: string) => `ऑर्डर ${order}: ${product} स्टॉक में नहीं था`,
      MissingPieces: (order: string, product: string, packed: number, ordered: number) =>
        `ऑर्डर ${order}: ${product} के ऑर्डर किए गए ${ordered} में से ${packed} पैक हुए`,
      ReplacementDifference: (order: string, from: string, to: string) =>
        `ऑर्डर ${order}: ${from} की जगह ${to} के दाम का अंतर`,
      LineRefund: (order: string, product: string) => `ऑर्डर ${order}: ${product} का रिफ़ंड`,
      RefundRequest: (order: string) => `ऑर्डर ${order} का रिफ़ंड`,
      SourceRefundFellBack: (order: string) =>
        `ऑर्डर ${order} का रिफ़ंड (मूल भुगतान तरीका इसे नहीं ले सका)`,
      StoreCredit: 'स्टोर की ओर से क्रेडिट',
    },
    push: {
      Confirmed: (order: string) => ({
        title: 'ऑर्डर की पुष्टि हो गई',
        body: `हमने ${order} की पुष्टि कर दी है।`,
      }),
      Packed: (order: string) => ({
        title: 'ऑर्डर पैक हो गया',
        body: `${order} पैक होकर तैयार है।`,
      }),
      OutForDelivery: (order: string) => ({
        title: 'डिलीवरी के लिए निकला',
        body: `${order} आपके पास आ रहा है।`,
      }),
      Delivered: (order: string) => ({
        title: 'डिलीवर हो गया',
        body: `${order} डिलीवर हो गया। मज़े से खाइए!`,
      }),
      DeliveryFailed: (order: string) => ({
        title: 'डिलीवरी नहीं हो सकी',
        body: `हम ${order} डिलीवर नहीं कर सके। यह स्टोर पर वापस है; हम आपसे संपर्क करेंगे।`,
      }),
      Cancelled: (order: string) => ({
        title: 'ऑर्डर रद्द हो गया',
        body: `${order} रद्द कर दिया गया है।`,
      }),
      WeightCredit: (order: string, amount: string) => ({
        title: 'वॉलेट में क्रेडिट',
        body: `${order} के ${amount} आपके वॉलेट में क्रेडिट किए गए (पैक किए गए वज़न के हिसाब से)।`,
      }),
      Refunded: (order: string, amount: string) => ({
        title: 'रिफ़ंड',
        body: `${order} के ${amount} आपके वॉलेट में रिफ़ंड किए गए।`,
      }),
      RefundedToSource: (order: string, amount: string) => ({
        title: 'रिफ़ंड',
        body: `${order} के ${amount} आपके मूल भुगतान तरीके में रिफ़ंड किए जा रहे हैं।`,
      }),
      RefundDeclined: (order: string) => ({
        title: 'रिफ़ंड अनुरोध अस्वीकार',
        body: `${order} के लिए आपका रिफ़ंड अनुरोध अस्वीकार कर दिया गया। इसकी वजह ऑर्डर के पेज पर लिखी है।`,
      }),
      PaymentExpired: (order: string) => ({
        title: 'ऑर्डर रद्द हो गया',
        body: `${order} रद्द कर दिया गया: उसका भुगतान समय पर नहीं आया।`,
      }),
      DeductedFromPayable: (order: string, amount: string) => ({
        title: 'डिलीवरी पर कम भुगतान',
        body: `${order} के लिए डिलीवरी पर चुकाई जाने वाली रकम से ${amount} घटा दिए गए।`,
      }),
      Rescheduled: (order: string, window: string) => ({
        title: 'डिलीवरी स्लॉट बदल गया',
        body: `${order} अब ${window} को डिलीवर होगा।`,
      }),
      Replaced: (order: string, from: string, to: string) => ({
        title: 'आइटम बदला गया',
        body: `${from} खत्म हो गया, इसलिए आपके कहे अनुसार ${order} में उसकी जगह ${to} है।`,
      }),
      ComplaintAnswered: (order: string, product: string) => ({
        title: 'आपकी शिकायत का जवाब',
        body: `हमने ${order} के ${product} के बारे में जवाब दिया है।`,
      }),
      DeliveredWithoutContact: (order: string) => ({
        title: 'बिना संपर्क के डिलीवर किया गया',
        body: `${order} आपके दरवाज़े पर छोड़ा गया।`,
      }),
      DeliveredWithoutContactPhoto: (order: string) => ({
        title: 'बिना संपर्क के डिलीवर किया गया',
        body: `${order} आपके दरवाज़े पर छोड़ा गया। राइडर की फ़ोटो ऑर्डर के पेज पर है।`,
      }),
      BackInStock: (product: string) => ({
        title: 'फिर से स्टॉक में',
        body: `${product} फिर से स्टॉक में है। खत्म होने से पहले ऑर्डर कर लें।`,
      }),
      BackInStockOption: (product: string, options: string) => ({
        title: 'फिर से स्टॉक में',
        body: `${product} (${options}) फिर से स्टॉक में है। खत्म होने से पहले ऑर्डर कर लें।`,
      }),
    },
    paidFromWallet: 'वॉलेट',
  },
} satisfies ServerTranslation;
