/**
 * Installing the app (spec section 2, install-app dialog). The browser's own prompt is kept when it fires
 * (beforeinstallprompt: the "native" variant); otherwise the platform decides which instructions to show.
 */
import { proxy } from 'valtio';

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
