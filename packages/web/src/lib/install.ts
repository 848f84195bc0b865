/**
 * Installing the app (spec section 2, install-app dialog). The browser's own prompt is kept when it fires
 * (beforeinstallprompt: the "native" variant); otherwise the platform decides which instructions to show.
 */
import { proxy } from 'valtio';

export type InstallPlatform =
  'native' | 'ios' | 'firefox-android' | 'new-firefox-android' | 'opera' | 'other';

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const install = proxy({ canPromptNatively: false, installed: false });

let deferred: BeforeInstallPromptEvent | undefined;

export function listenForInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    install.canPromptNatively = true;
  });
  addEventListener('appinstalled', () => {
    deferred = undefined;
    install.canPromptNatively = false;
    install.installed = true;
  });
}

/** Which variant of the install dialog fits this browser. */
export function detectInstallPlatform(
  userAgent: string,
  canPromptNatively: boolean,
): InstallPlatform {
  if (canPromptNatively) return 'native';
  if (
    /iPad|iPhone|iPod/.test(userAgent) ||
    (/Macintosh/.test(userAgent) && /Mobile/.test(userAgent))
  ) {
    return 'ios';
  }
  const firefox = /Android.*Firefox\/(\d+)/.exec(userAgent);
  if (firefox) return Number(firefox[1]) >= 79 ? 'new-firefox-android' : 'firefox-android';
  if (/OPR\/|Opera/.test(userAgent)) return 'opera';
  return 'other';
}

/** Shows the browser's install prompt; resolves true when the shopper accepted. */
export async function promptInstall(): Promise<boolean> {
  if (!deferred) return false;
  const event = deferred;
  deferred = undefined;
  install.canPromptNatively = false;
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}
