/**
 * Registers the service worker (/service-worker.js) and, when a new version is waiting while a page is
 * controlled, asks 'A new version is available. Do you want to reload?'. Yes skips waiting and reloads.
 * A registration failure is only logged.
 */
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { messages } from '../../messages/shell';

export default function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
  const later = () => setNeedRefresh(false);
  return (
    <Dialog
      open={needRefresh}
      role="alertdialog"
      title={messages.pwa.updateAvailable}
      onClose={later}
      actions={
        <>
          <Button variant="ghost" onClick={later}>
            {messages.pwa.later}
          </Button>
          <Button data-autofocus onClick={() => void updateServiceWorker(true)}>
            {messages.pwa.reload}
          </Button>
        </>
      }
    />
  );
}
