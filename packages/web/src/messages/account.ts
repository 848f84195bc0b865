import { group, icu, loadTexts, lookup, text } from '../i18n/i18n';
import { messages as auth } from './auth';
import parts from 'virtual:catalog/parts/account';

/** A push message's title and body. */
const received = lookup('push.received');

/** Texts of the wallet, profile, settings and order-update notifications. */
export const messages = {
  ...auth,
  walletPage: group('walletPage', {
    balance: text,
    transactions: text,
    none: text,
    credit: text,
    debit: text,
    balanceAfter: icu((amount: string) => ({ amount })),
  }),
  profilePage: group('profilePage', {
    username: text,
    email: text,
    phoneNumber: text,
    signedInWith: icu((how: string) => ({ how })),
    save: text,
    saved: text,
  }),
  settingsPage: group('settingsPage', {
    appearance: text,
    darkMode: text,
    notifications: text,
    sound: text,
    vibration: text,
    account: text,
    orderUpdates: text,
  }),
  push: group('push', {
    hint: text,
    signInFirst: text,
    checking: text,
    enabled: text,
    disabled: text,
    // Spec section 8 gives this sentence ('push.blocked'); the rest of this group is our own wording.
    blocked: text,
    blockedHint: text,
    dismissed: text,
    unsupported: text,
    unsupportedHint: text,
    unavailable: text,
    subscribeFailed: text,
    updateFailed: text,
    unsubscribeFailed: text,
    welcomeTitle: text,
    welcomeBody: text,
    /** A message's title and body ('push.received'); the title alone when it has no body. */
    received: (title: string, body: string) => (body ? received({ title, body }) : title),
    defaultTitle: text,
  }),
};

// This module's texts in the shopper's language, before any importer runs (src/i18n/i18n.ts).
await loadTexts(parts);
