/**
 * The texts of a product card's Add button and quantity stepper (issue 32): they load with that control,
 * after the first render, not with the first page.
 */
import { group, icu, loadTexts, text } from '../i18n/i18n';
import parts from 'virtual:catalog/parts/cardBuy';

export const messages = {
  cardBuy: group('cardBuy', {
    add: text,
    /** The Add button's name: "Add Chicken Curry Cut". */
    addNamed: icu((name: string) => ({ name })),
    quantityOf: icu((name: string) => ({ name })),
    decreaseOf: icu((name: string) => ({ name })),
    increaseOf: icu((name: string) => ({ name })),
    /** Said by + once the product is at the cart's maximum (maxAllowedQtyPerProduct). */
    atMax: icu((max: number) => ({ max })),
  }),
};

// This module's texts in the shopper's language, before any importer runs (src/i18n/i18n.ts).
await loadTexts(parts);
