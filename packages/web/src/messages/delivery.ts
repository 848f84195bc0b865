import { group, icu, loadTexts, text } from '../i18n/i18n';
import parts from 'virtual:catalog/parts/delivery';

/** Texts of the delivery-area check (issue 12), loaded with its dialog. */
export const messages = {
  delivery: group('delivery', {
    title: text,
    intro: text,
    pincode: text,
    pincodeHint: text,
    invalidPincode: text,
    check: text,
    useLocation: text,
    locationUnavailable: text,
    checking: text,
    deliversTo: icu((place: string) => ({ place })),
    yourLocation: text,
    nextSlot: icu((window: string) => ({ window })),
    noSlotSoon: text,
    express: icu((minutes: number) => ({ minutes })),
    fee: icu((fee: string, freeAbove: string) => ({ fee, freeAbove })),
    freeDelivery: text,
    browseAnyway: text,
    startShopping: text,
    today: text,
    tomorrow: text,
    close: text,
  }),
};

// This module's texts in the shopper's language, before any importer runs (src/i18n/i18n.ts).
await loadTexts(parts);
