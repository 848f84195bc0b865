/**
 * Cancelling the order: the one confirmation (CancelOrderDialog) and, for an order paid online, where its
 * refund goes: the wallet at once, or the original payment method.
 */
import { useState } from 'react';
import { createIdempotencyKey } from '@storefront/sdk';
import type { RefundDestination } from '@storefront/sdk/core';
import { CancelOrderDialog } from '../../../components/CancelOrderDialog';
import { ChoiceList } from '../../../components/ChoiceList';
import { formatPaise } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { messages } from '../../../messages/orders';
import { cancelOrder } from '../store/orders';
import type { ShownOrder } from './shownOrder';

/** Paid through the gateway: its refund may go back there instead of the wallet. */
export function isPaidOnline(order: ShownOrder): boolean {
  return order.PaymentStatus === 'Paid' && order.Payment !== null && order.Bill.AmountPayable > 0;
}

/** The confirmation's state, and the refund a cancellation made (its page is linked once cancelled). */
export function useCancelOrder(orderId: number, paidOnline: boolean) {
  const [confirming, setConfirming] = useState(false);
  const [cancelKey, setCancelKey] = useState(createIdempotencyKey);
  const [destination, setDestination] = useState<RefundDestination>('Wallet');
  const [refundId, setRefundId] = useState<number | null>(null);
  const ask = () => {
    setDestination('Wallet');
    setConfirming(true);
  };
  const confirm = (reason: string) => {
    setConfirming(false);
    void cancelOrder(orderId, reason, cancelKey, paidOnline ? destination : 'Wallet').then(
      (done) => {
        setCancelKey(createIdempotencyKey());
        if (!done) return;
        setRefundId(done.RefundId);
        toast(messages.orders.cancelled, 'success');
      },
    );
  };
  return {
    confirming,
    destination,
    setDestination,
    refundId,
    ask,
    keep: () => setConfirming(false),
    confirm,
  };
}

export type CancelFlow = ReturnType<typeof useCancelOrder>;

function RefundDestinationField({ order, flow }: { order: ShownOrder; flow: CancelFlow }) {
  const paidWith = messages.orders.paidWith[order.Payment?.Method ?? 'other'];
  return (
    <fieldset className="field" data-testid="refund-destination">
      <legend>{messages.orders.refundTo}</legend>
      <ChoiceList<RefundDestination>
        name="refund-destination"
        options={[
          { key: 'Wallet', label: messages.orders.refundToWallet },
          { key: 'Source', label: messages.orders.refundToSource(paidWith) },
        ]}
        selected={flow.destination}
        onSelect={flow.setDestination}
      />
      {flow.destination === 'Source' ? (
        <p className="muted small">
          {messages.orders.sourceTakesDays}
          {order.Bill.WalletUsed > 0
            ? ` ${messages.orders.walletPartStays(formatPaise(order.Bill.WalletUsed))}`
            : ''}
        </p>
      ) : null}
    </fieldset>
  );
}

export function CancelOrderFlow({ order, flow }: { order: ShownOrder; flow: CancelFlow }) {
  return (
    <CancelOrderDialog
      open={flow.confirming}
      texts={messages.orders}
      onKeep={flow.keep}
      onConfirm={flow.confirm}
    >
      {isPaidOnline(order) ? <RefundDestinationField order={order} flow={flow} /> : null}
    </CancelOrderDialog>
  );
}
