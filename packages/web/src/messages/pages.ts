import { group, icu, loadTexts, text } from '../i18n/i18n';
import { messages as shell } from './shell';
import parts from 'virtual:catalog/parts/pages';

/** The shell's texts plus what only pages past the catalog show: page titles and the sign-in notice. */
export const messages = {
  ...shell,
  signInRequired: group('signInRequired', {
    body: text,
    action: text,
  }),
  /**
   * A signed-in page's data it could not read (issue 27): offline, what it last had and when ("Updated 5
   * minutes ago", `ago` from Intl.RelativeTimeFormat), or that it needs the connection.
   */
  stale: group('stale', {
    updatedAgo: icu((ago: string) => ({ ago })),
    needsConnection: text,
  }),
  pages: group('pages', {
    cart: text,
    login: text,
    confirmOtp: text,
    verifyEmail: text,
    verificationLinkSent: text,
    clearBrowserData: text,
    facebookHelp: text,
    newAddress: text,
    updateAddress: text,
    addressList: text,
    userAddress: text,
    wallet: text,
    profile: text,
    orderHistory: text,
    checkout: text,
    orderConfirmed: text,
    orderDetails: text,
    refunds: text,
    refundDetails: text,
    settings: text,
  }),
};

// This module's texts in the shopper's language, before any importer runs (src/i18n/i18n.ts).
await loadTexts(parts);
