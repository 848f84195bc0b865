/**
 * The texts of the panels the shell opens on demand (the install dialog and the update prompt): they load
 * with those panels, not with the first page.
 */
import { messages as shell } from './shell';

export const messages = {
  ...shell,
  install: {
    title: 'Install the app',
    intro: 'Add the store to your home screen for faster ordering and order updates.',
    installNow: 'Install Now',
    remindLater: 'Remind me later',
    iosStep1: 'Tap the share button in the browser bar',
    iosStep2: 'Then choose Add to Homescreen',
    firefoxStep1: 'Tap the install icon in the address bar',
    firefoxStep2: 'Then choose Add to Homescreen',
    newFirefoxStep1: 'Open the browser menu',
    newFirefoxStep2: 'Then choose Install',
    operaStep1: 'Open the browser menu',
    operaStep2: 'Then choose Add to Home screen',
    unsupported: 'Installing the app is not supported in this browser.',
    unsupportedHint: 'Try Chrome, Edge, Safari on iPhone or Firefox on Android.',
    close: 'Close',
  },
  pwa: {
    updateAvailable: 'A new version is available. Do you want to reload?',
    reload: 'Reload',
    later: 'Later',
  },
};
