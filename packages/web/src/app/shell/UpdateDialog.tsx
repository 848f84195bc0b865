/**
 * The update prompt's question (UpdatePrompt.tsx): 'A new version is available. Do you want to reload?',
 * Later or Reload. Loaded with its texts once a new version is waiting.
 */
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { messages } from '../../messages/install';

export default function UpdateDialog({
  onLater,
  onReload,
}: {
  onLater: () => void;
  onReload: () => void;
}) {
  return (
    <Dialog
      open
      role="alertdialog"
      title={messages.pwa.updateAvailable}
      onClose={onLater}
      actions={
        <>
          <Button variant="ghost" onClick={onLater}>
            {messages.pwa.later}
          </Button>
          <Button data-autofocus onClick={onReload}>
            {messages.pwa.reload}
          </Button>
        </>
      }
    />
  );
}
