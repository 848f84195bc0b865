/** The success dialog (spec section 2): 'Success' and the operation's own words, or 'Operation success'. */
import { useSnapshot } from 'valtio';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { closeSuccess, dialogs } from '../../lib/dialogs';
import { messages } from '../../messages/shell';

export function SuccessDialog() {
  const { open, title, description } = useSnapshot(dialogs.success);
  return (
    <Dialog
      open={open}
      title={title ?? messages.dialogs.successTitle}
      onClose={closeSuccess}
      actions={
        <Button data-autofocus onClick={closeSuccess}>
          {messages.dialogs.close}
        </Button>
      }
    >
      <p>{description ?? messages.dialogs.successDefaultBody}</p>
    </Dialog>
  );
}
