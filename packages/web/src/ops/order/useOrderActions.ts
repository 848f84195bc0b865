import type { DeliveryCollectionMethod, OrderMove } from '@storefront/sdk/core';
import type { OpsOrderDetails, OpsOrderLine } from '@storefront/sdk/ops';
import { useState } from 'react';
import { formatPaise } from '../../lib/money';
import type { PreparedPhoto } from '../../lib/photo';
import { messages } from '../messages';
import { describe, ops } from '../session';
import { refundableOf } from './LineView';
import { packedLines, type LineInput } from './packing';
import type { LineRefund } from './RefundForm';

const t = messages.order;

/** What the rider took at the door. */
export interface Collection {
  method: DeliveryCollectionMethod;
  reference: string;
}

/**
 * The order's server call for a move: pack sends the lines the packer filled in, a failed delivery its
 * reason; every other move takes only the order, and its client method is named as the move.
 */
function moveCall(
  order: OpsOrderDetails,
  action: OrderMove,
  lines: Exclude<ReturnType<typeof packedLines>, string>,
  reasonText: string | undefined,
): Promise<{ Order: OpsOrderDetails }> {
  if (action === 'pack') return ops.orders.pack({ orderId: order.OrderId, lines });
  if (action === 'deliveryFailed')
    return ops.orders.deliveryFailed({ orderId: order.OrderId, reason: reasonText ?? '' });
  return ops.orders[action](order.OrderId);
}

/** A move made: the form closes (`settled`), and the order's new status is announced. */
const moved =
  (settled: () => void) =>
  (reply: { Order: OpsOrderDetails }): string => {
    settled();
    return t.done(messages.status[reply.Order.Status]);
  };

/** The no-contact delivery's call: the order, and the door's photo when there is one. */
const noContactCall = (order: OpsOrderDetails, photo: PreparedPhoto | undefined) => () =>
  ops.orders.deliverNoContact({ orderId: order.OrderId, ...(photo ? { photo } : {}) });

/**
 * The screen's calls to the server: busy while one runs, then the order and its audit read again before the
 * move is announced (the screen shows the new state first), or the failure in words. `settled` runs on
 * success, before the order is read again (a form closes).
 */
export function useOrderActions(
  order: OpsOrderDetails | undefined,
  inputs: Record<number, LineInput>,
  refreshAll: () => Promise<unknown>,
) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();

  async function act<T>(call: () => Promise<T>, settled: (reply: T) => string) {
    setFailure(undefined);
    setBusy(true);
    try {
      const text = settled(await call());
      await refreshAll();
      setNotice(text);
    } catch (caught) {
      const { title, description } = describe(caught);
      setFailure(`${title}. ${description}`);
    } finally {
      setBusy(false);
    }
  }

  async function move(action: OrderMove, reasonText: string | undefined, settled: () => void) {
    if (!order) return;
    setFailure(undefined);
    const lines = action === 'pack' ? packedLines(order, inputs) : [];
    if (typeof lines === 'string') {
      setFailure(lines);
      return;
    }
    await act(() => moveCall(order, action, lines, reasonText), moved(settled));
  }

  /** Delivered without contact, with the door's photo when the rider took one (docs/after-the-order.md). */
  async function deliverNoContact(photo: PreparedPhoto | undefined, settled: () => void) {
    if (order) await act(noContactCall(order, photo), moved(settled));
  }

  async function collect({ method, reference }: Collection) {
    if (!order) return;
    const trimmed = reference.trim();
    await act(
      () =>
        ops.orders.collectPayment({
          orderId: order.OrderId,
          method,
          ...(method === 'UPI' && trimmed ? { reference: trimmed } : {}),
        }),
      () => messages.payment.Paid,
    );
  }

  async function refund(line: OpsOrderLine, request: LineRefund, settled: () => void) {
    if (!order) return;
    const amount = formatPaise(refundableOf(line));
    await act(
      () => ops.orders.refundLine({ orderId: order.OrderId, lineId: line.LineId, ...request }),
      () => {
        settled();
        return t.refundDone(amount, line.ProductName);
      },
    );
  }

  async function decide(refundId: number, decision: { accept: boolean; reason: string }) {
    if (!order) return;
    await act(
      () => ops.orders.decideRefund({ orderId: order.OrderId, refundId, ...decision }),
      () => (decision.accept ? t.refundRequest.accepted : t.refundRequest.declined),
    );
  }

  return { busy, failure, setFailure, notice, move, deliverNoContact, collect, refund, decide };
}
