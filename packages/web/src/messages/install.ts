/**
 * The texts of the panels the shell opens on demand (the install dialog and the update prompt): they load
 * with those panels, not with the first page.
 */
import { group, loadTexts, text } from '../i18n/i18n';
import { messages as shell } from './shell';
import parts from 'virtual:catalog/parts/install';

export const messages = {
  ...shell,
  install: group('install', {
    title: text,
    intro: text,
    installNow: text,
    remindLater: text,
    iosStep1: text,
    iosStep2: text,
    firefoxStep1: text,
    firefoxStep2: text,
    newFirefoxStep1: text,
    newFirefoxStep2: text,
    operaStep1: text,
    operaStep2: text,
    unsupported: text,
    unsupportedHint: text,
    close: text,
  }),
  pwa: group('pwa', {
    updateAvailable: text,
    reload: text,
    later: text,
  }),
};

// This module's texts in the shopper's language, before any importer runs (src/i18n/i18n.ts).
await loadTexts(parts);
