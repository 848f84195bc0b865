/** A refund request for a paid order: a reason of at least 5 characters; a refusal shows in the dialog. */
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { FormField } from '../../../components/FormField';
import { toast } from '../../../lib/toast';
import { messages } from '../../../messages/orders';
import { createRefund, type CreateRefundResult } from '../../../state/refunds';

type RefundRefusal = Extract<CreateRefundResult, { ok: false }>['error'];

function RefusalNotice({ refusal }: { refusal: RefundRefusal }) {
  return (
    <div className="notice notice-error" role="alert" data-testid="refund-refused">
      <strong>{refusal.title}</strong>
      {refusal.description ? <p>{refusal.description}</p> : null}
    </div>
  );
}

/** Stays mounted while closed, so a reason typed and closed without sending is still there next time. */
export function RefundRequestDialog({
  orderId,
  open,
  onClosed,
}: {
  orderId: number;
  open: boolean;
  /** Closed: by the shopper, or because the request was made. */
  onClosed: () => void;
}) {
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<RefundRefusal>();
  const close = () => {
    onClosed();
    setRefusal(undefined);
  };
  const send = () => {
    setSending(true);
    setRefusal(undefined);
    void createRefund(orderId, reason.trim()).then((result) => {
      setSending(false);
      // Refused: the server's reason, in the dialog, where the shopper can change the request.
      if (!result.ok) {
        setRefusal(result.error);
        return;
      }
      onClosed();
      setReason('');
      toast(messages.refundsPage.created, 'success');
    });
  };
  return (
    <Dialog
      open={open}
      title={messages.refundsPage.create}
      onClose={close}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            {messages.orders.close}
          </Button>
          <Button disabled={reason.trim().length < 5 || sending} onClick={send}>
            {messages.refundsPage.submit}
          </Button>
        </>
      }
    >
      {refusal ? <RefusalNotice refusal={refusal} /> : null}
      <FormField id="refund-reason" label={messages.refundsPage.reason}>
        <textarea
          id="refund-reason"
          value={reason}
          maxLength={500}
          placeholder={messages.refundsPage.reasonHint}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
    </Dialog>
  );
}
