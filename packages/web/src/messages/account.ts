import { messages as auth } from './auth';

/** Texts of the wallet, profile, settings and order-update notifications. */
export const messages = {
  ...auth,
  walletPage: {
    balance: 'Wallet balance',
    transactions: 'Transactions',
    none: 'No transactions yet.',
    credit: 'Credit',
    debit: 'Debit',
    balanceAfter: (amount: string) => `Balance ${amount}`,
  },
  profilePage: {
    username: 'Name',
    email: 'Email',
    phoneNumber: 'Mobile number',
    signedInWith: (how: string) => `Signed in with ${how}`,
    save: 'Save changes',
    saved: 'Profile updated',
  },
  settingsPage: {
    appearance: 'Appearance',
    darkMode: 'Dark theme',
    notifications: 'Notifications',
    sound: 'Notification sound',
    vibration: 'Vibrate on notifications',
    account: 'Account',
    orderUpdates: 'Order updates',
  },
  push: {
    hint: 'Get a notification when your order is confirmed, packed, out for delivery or delivered.',
    signInFirst: 'Sign in to get order updates on this device.',
    checking: 'Checking whether this device can get order updates…',
    enabled: 'Order updates are on',
    disabled: 'Order updates are off',
    // Spec section 8 gives this sentence; the rest of this group is our own wording.
    blocked: 'The notification permission was not granted and blocked instead.',
    blockedHint:
      "To get order updates, allow notifications for this site in your browser's site settings, then try again.",
    dismissed: 'Notifications were not allowed. Turn on order updates again when you are ready.',
    unsupported: 'This browser cannot show notifications.',
    unsupportedHint:
      'Try a recent Chrome, Edge or Firefox. On iPhone, add the store to your home screen first.',
    unavailable: 'Order updates are not available right now.',
    subscribeFailed: 'We could not turn on order updates. Please try again.',
    updateFailed: 'We could not refresh order updates on this device. We will try again later.',
    unsubscribeFailed: 'We could not turn off order updates on this device. Please try again.',
    welcomeTitle: 'Order updates are on',
    welcomeBody: 'We will let you know here as your order moves.',
    received: (title: string, body: string) => (body ? `${title}: ${body}` : title),
    defaultTitle: 'Order update',
  },
};
