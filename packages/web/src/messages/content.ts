import { group, text, loadTexts } from '../i18n/i18n';
import { messages as shell } from './shell';

// This module's texts in the shopper's language, before anything reads them (src/i18n/i18n.ts).
await loadTexts('content');

/** Texts of the content pages: about us, contact us, privacy policy, terms. */
export const messages = {
  ...shell,
  content: group('content', {
    aboutUs: text,
    contactUs: text,
    privacyPolicy: text,
    terms: text,
    phone: text,
    email: text,
    address: text,
    aboutUsDisabled: text,
  }),
};
