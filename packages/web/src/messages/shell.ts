/**
 * Every user-visible text of the web app lives in this folder, one file per domain; each file's `messages`
 * also holds the texts of the files it builds on (every file starts from the shell's). The wording follows
 * the spec with its spelling fixed. Screens import `messages` from their domain's file and never write a
 * literal sentence of their own. Split by domain so that a page loads only its own texts.
 *
 * The shell's texts (header, footer, dialogs, errors, page titles): in the first-load bundle, so keep it lean.
 */
export const messages = {
  app: {
    skipToContent: 'Skip to content',
    defaultStoreName: 'FreshCuts',
    tagline: 'Fresh meat, cut to order',
    /** The build the app runs (BUILD_ID at build time), for support. */
    version: (id: string) => `Version ${id}`,
  },
  nav: {
    home: 'Home',
    categories: 'Categories',
    search: 'Search',
    cart: 'Cart',
    account: 'Account',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    orders: 'My orders',
    addresses: 'My addresses',
    wallet: 'Wallet',
    refunds: 'Refunds',
    profile: 'Profile',
    settings: 'Settings',
    signIn: 'Sign in',
    aboutUs: 'About us',
    contactUs: 'Contact us',
    privacyPolicy: 'Privacy policy',
    terms: 'Terms and conditions',
    installApp: 'Install app',
    mainNavigation: 'Main navigation',
    footerNavigation: 'Footer navigation',
    searchPlaceholder: 'Search for chicken, mutton, fish…',
    cartLabel: (count: number) =>
      count === 0
        ? 'Shopping cart, empty'
        : `Shopping cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  },
  theme: {
    toDark: 'Switching to dark mode',
    toLight: 'Switching to light mode',
    useDark: 'Use dark theme',
    useLight: 'Use light theme',
  },
  network: {
    offline: 'You are offline',
    offlineDescription: 'Please check your internet connection and try again',
    backOnline: 'You are back online',
  },
  dialogs: {
    errorTitle: 'Following error occurred',
    errorDefaultBody: 'No data Found',
    successTitle: 'Success',
    successDefaultBody: 'Operation success',
    close: 'CLOSE',
    cartAdded: (name: string) => `${name} added to cart`,
    viewCart: 'View cart',
  },
  errors: {
    internal: 'Internal server error',
    tryLater: 'Something went wrong, Please try again after some time',
  },
  common: {
    close: 'Close',
    pageFailed: 'This page could not be loaded.',
    pageFailedHint: 'Check your connection, then try again.',
    loading: 'Loading…',
    retry: 'Try again',
    loadMore: 'Load more',
    seeAll: 'See all',
    back: 'Back',
    outOfStock: 'Out of stock',
    off: (percent: number) => `${percent}% off`,
    mrp: 'MRP',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    goHome: 'Go to home',
  },
  signInRequired: {
    body: 'Please sign in to see this page.',
    action: 'Sign in',
  },
  pages: {
    cart: 'Your cart',
    login: 'Sign in',
    confirmOtp: 'Enter the one-time code',
    verifyEmail: 'Verify your email',
    verificationLinkSent: 'Verification link sent',
    clearBrowserData: 'Clear your browser data',
    facebookHelp: 'Signing in with Facebook',
    newAddress: 'Add a new address',
    updateAddress: 'Update address',
    addressList: 'Choose a delivery address',
    userAddress: 'My addresses',
    wallet: 'Wallet',
    profile: 'Profile',
    orderHistory: 'My orders',
    checkout: 'Checkout',
    orderConfirmed: 'Order confirmed',
    orderDetails: 'Order details',
    refunds: 'Refunds',
    refundDetails: 'Refund details',
    settings: 'Settings',
  },
};
