/** Texts of the delivery-area check (issue 12), loaded with its dialog. */
export const messages = {
  delivery: {
    title: 'Where should we deliver?',
    intro:
      'Enter your 6-digit pincode or share your location to see if we deliver there, and when.',
    pincode: 'Pincode',
    pincodeHint: '6 digits, e.g. 560034',
    invalidPincode: 'Enter a 6-digit pincode.',
    check: 'Check',
    useLocation: 'Use my location',
    locationUnavailable: 'Your location is not available. Enter your pincode instead.',
    checking: 'Checking…',
    deliversTo: (place: string) => `We deliver to ${place}.`,
    yourLocation: 'your location',
    nextSlot: (window: string) => `Next slot: ${window}`,
    noSlotSoon: 'No slot is open today or tomorrow.',
    express: (minutes: number) => `Express delivery in about ${minutes} min`,
    fee: (fee: string, freeAbove: string) =>
      `Delivery ${fee}, free on orders of ${freeAbove} or more`,
    freeDelivery: 'Free delivery',
    browseAnyway: 'Browse anyway',
    startShopping: 'Start shopping',
    today: 'Today',
    tomorrow: 'Tomorrow',
    close: 'Close',
  },
};
