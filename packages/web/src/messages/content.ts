import { group, loadTexts, text } from '../i18n/i18n';
import { messages as shell } from './shell';
import parts from 'virtual:catalog/parts/content';

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

// This module's texts in the shopper's language, before any importer runs (src/i18n/i18n.ts).
await loadTexts(parts);
