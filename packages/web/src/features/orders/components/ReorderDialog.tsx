/** "Order again": puts the order's lines back in the cart, then says what it added and what it could not. */
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { showError } from '../../../lib/dialogs';
import { messages } from '../../../messages/orders';
import { reorder, type ReorderResult } from '../store/reorder';

export type Reordered = Extract<ReorderResult, { ok: true }>;

/** Whether an "Order again" is under way, and what the last one did until its dialog is closed. */
export function useReorder() {
  const [reordering, setReordering] = useState(false);
  const [reordered, setReordered] = useState<Reordered>();
  const start = (lines: Parameters<typeof reorder>[0]) => {
    setReordering(true);
    void reorder(lines).then((result) => {
      setReordering(false);
      if (result.ok) setReordered(result);
      else showError(result.error);
    });
  };
  return { reordering, reordered, start, dismiss: () => setReordered(undefined) };
}

/** What "Order again" did: the lines now in the cart and the ones no longer available, by name. */
export function ReorderDialog({
  result,
  onClose,
}: {
  result: Reordered | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={result !== undefined}
      title={messages.orders.orderAgainTitle}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {messages.orders.close}
          </Button>
          {result && result.added.length > 0 ? (
            <Link href="/cart" className="btn btn-primary btn-md">
              {messages.orders.viewCart}
            </Link>
          ) : null}
        </>
      }
    >
      {result ? (
        <div data-testid="reorder-result">
          <p>
            {result.added.length > 0
              ? messages.orders.addedAgain(result.added.join(', '))
              : messages.orders.noneAddedAgain}
          </p>
          {result.unavailable.length > 0 ? (
            <p>{messages.orders.noLongerAvailable(result.unavailable.join(', '))}</p>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
