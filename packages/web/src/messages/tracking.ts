import { group, icu, loadTexts, text } from '../i18n/i18n';
import parts from 'virtual:catalog/parts/tracking';

/**
 * Following the rider while the order is out, and a no-contact delivery with the rider's photo at the door
 * (docs/after-the-order.md): the order page's texts, a part of their own loaded with those cards only.
 */
export const trackingMessages = group('tracking', {
  title: text,
  bringing: icu((name: string) => ({ name })),
  /** Under a kilometre, in whole metres. */
  metresAway: icu((metres: number) => ({ metres })),
  /** A kilometre or more, with one decimal (written by the page: "1.4"). */
  kmAway: icu((km: string) => ({ km })),
  eta: icu((minutes: number) => ({ minutes })),
  updated: icu((time: string) => ({ time })),
  waiting: text,
  call: icu((name: string) => ({ name })),
  mapAlt: text,
  noContactTitle: text,
  noContactText: text,
  photoAlt: text,
  photoKept: text,
});

// This module's texts in the shopper's language, before any importer runs (src/i18n/i18n.ts).
await loadTexts(parts);
