/**
 * The one confirmation before an order is cancelled, wherever the shopper cancels it (the order's page,
 * checkout's "Payment failed" and "Payment cancelled"): 'Cancel this order?', an optional reason, and Keep
 * order or Cancel order. Escape and the backdrop keep the order too; focus returns to the button that opened
 * it (Dialog). The order's page adds where a paid order's refund goes (children).
 */
import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { TextField } from './FormField';

export interface CancelOrderTexts {
  cancelConfirm: string;
  cancelReason: string;
  keep: string;
  /** The confirming button: 'Cancel order'. */
  cancel: string;
}

export function CancelOrderDialog({
  open,
  texts,
  onKeep,
  onConfirm,
  children,
}: {
  open: boolean;
  texts: CancelOrderTexts;
  onKeep: () => void;
  /** Confirmed, with the reason the shopper wrote ('' when none). */
  onConfirm: (reason: string) => void;
  children?: ReactNode;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={texts.cancelConfirm}
      onClose={onKeep}
      actions={
        <>
          <Button variant="ghost" onClick={onKeep}>
            {texts.keep}
          </Button>
          <Button onClick={() => onConfirm(reason)}>{texts.cancel}</Button>
        </>
      }
    >
      <TextField
        label={texts.cancelReason}
        id="cancel-reason"
        value={reason}
        maxLength={300}
        onChange={(event) => setReason(event.target.value)}
      />
      {children}
    </Dialog>
  );
}
