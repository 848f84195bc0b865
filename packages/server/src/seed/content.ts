import { DEFAULT_MAX_QTY } from '@storefront/sdk/core';
import type { Settings } from '../config/settings.js';
import { contentTranslations } from './content-translations.js';

export const STORE_NAME = 'FreshCuts';

export const storeSettings: Settings = {
  storeConfigs: {
    storeName: STORE_NAME,
    storeLogo: '/images/brand/logo.svg',
    supportPhone: '+91 80 4718 2290',
    supportEmail: 'care@freshcuts.example',
    storeAddress: '14, 80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka 560034',
  },
  productConfigs: { maxAllowedQtyPerProduct: DEFAULT_MAX_QTY },
  cacheState: 'seed-1',
  aboutUsStatus: true,
  aboutUsContent: `# About ${STORE_NAME}

${STORE_NAME} is a neighbourhood meat shop in Bengaluru that went online. We cut chicken, mutton and fish fresh every morning, keep everything between 0 and 4 °C, and deliver to your door in under two hours.

# Where our meat comes from

Our chicken comes from partner farms around Chikkaballapur that raise birds without antibiotic growth promoters. Mutton is sourced from Bannur and Deccani sheep and goats, and our seafood arrives daily from Mangaluru and Karwar.

# How we cut

Every order is cut by hand after you place it: curry cut, boneless, mince or whole. We never freeze our fresh range, and we pack it in food-grade, tamper-evident trays.`,
  termsContent: `# Terms and conditions

These terms apply to every order placed on ${STORE_NAME}. By placing an order you accept them.

# Orders and prices

All prices are in Indian rupees and include GST. Prices of fresh produce change with the market; the price shown at checkout is the price you pay. We may cancel an order if an item becomes unavailable; any amount paid is refunded to your wallet or to the original payment method.

# Delivery

We deliver within our delivery area only. Delivery slots are estimates; fresh meat is handed over only to an adult at the address.

# Cancellations and refunds

You can cancel an order before it is packed. After delivery, tell us within 24 hours if anything is wrong with the quality, and we will replace the item or refund it.`,
  privacyContent: `# Privacy policy

We collect your name, phone number or email, and delivery addresses to process your orders. We never sell your data.

# What we store

Your orders, addresses, reviews and wallet transactions are stored on our servers in India. Payments are handled by our payment partner; we never see or store your card details.

# Your choices

You can update your profile and addresses at any time, and ask us to delete your account by writing to care@freshcuts.example.`,
  contentTranslations: contentTranslations(STORE_NAME),
};
