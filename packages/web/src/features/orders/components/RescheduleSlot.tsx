/**
 * "Change delivery slot" on the order's page (docs/after-the-order.md): while the order may still move
 * (placed, not dispatched, before its slot's cut-off), a button opens a dialog listing the open slots of
 * its hub. The shopper chooses one and confirms; a refusal (the slot filled up meanwhile, the cut-off
 * passed) shows in the dialog, whose slots are read again; a move closes it and the page shows the new
 * window at once.
 */
import { useEffect, useRef, useState } from 'react';
import { createIdempotencyKey } from '@storefront/sdk';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { SlotList } from '../../../components/SlotList';
import { Spinner } from '../../../components/Spinner';
import { formatClock, formatWindow } from '../../../lib/dateTime';
import { toast } from '../../../lib/toast';
import { messages, rescheduleMessages } from '../../../messages/orders';
import {
  loadRescheduleSlots,
  rescheduleOrder,
  type Outcome,
  type Refusal,
} from '../store/reschedule';
import type { ShownOrder } from './shownOrder';

type Slots = Extract<Awaited<ReturnType<typeof loadRescheduleSlots>>, { ok: true }>['value'];

/** The order may move now: the server says so, and its cut-off has not passed on this clock either. */
export function canRescheduleNow(order: ShownOrder, now: number): boolean {
  return (
    order.CanReschedule === true &&
    order.DeliveryMethodId !== undefined &&
    order.RescheduleDeadline != null &&
    now < Date.parse(order.RescheduleDeadline)
  );
}

function RefusalNotice({ refusal }: { refusal: Refusal }) {
  return (
    <div className="notice notice-error" role="alert" data-testid="reschedule-refused">
      <strong>{refusal.title}</strong>
      {refusal.description ? <p>{refusal.description}</p> : null}
    </div>
  );
}

/** The dialog's state: the slots read for it, the one chosen, the move and its refusal. */
function useReschedule(order: ShownOrder, open: boolean, onClose: () => void) {
  const [slots, setSlots] = useState<Outcome<Slots>>();
  const [chosen, setChosen] = useState<string>();
  const [refusal, setRefusal] = useState<Refusal>();
  const [sending, setSending] = useState(false);
  // One key per attempt: a double submit of the same choice is answered once.
  const key = useRef(createIdempotencyKey());
  const reads = useRef(0);
  const { OrderId: orderId, DeliveryMethodId: methodId, HubSlug: hub } = order;

  const readSlots = (keepRefusal: boolean) => {
    const run = ++reads.current;
    if (!keepRefusal) setRefusal(undefined);
    if (methodId === undefined) return;
    void loadRescheduleSlots({ DeliveryMethodId: methodId, HubSlug: hub }).then((read) => {
      if (run !== reads.current) return;
      setSlots(read);
      // A choice that is no longer open is dropped: the shopper chooses again.
      if (read.ok) setChosen((slotId) => (isOpen(read.value, slotId) ? slotId : undefined));
    });
  };
  useEffect(() => {
    if (!open) return;
    setSlots(undefined);
    setChosen(undefined);
    // Read once each time the dialog opens.
    readSlots(false);
  }, [open]);

  const confirm = () => {
    if (!chosen || sending) return;
    setSending(true);
    setRefusal(undefined);
    void rescheduleOrder(orderId, chosen, key.current).then((done) => {
      setSending(false);
      key.current = createIdempotencyKey();
      if (!done.ok) {
        setRefusal(done.error);
        readSlots(true);
        return;
      }
      const window = done.value.OrderDetails?.DeliveryWindow;
      onClose();
      if (window)
        toast(
          rescheduleMessages.moved(formatWindow(window.Start, window.End, messages.orders)),
          'success',
        );
    });
  };
  return { slots, chosen, setChosen, refusal, sending, confirm };
}

function isOpen(slots: Slots, slotId: string | undefined): boolean {
  return slots.some((slot) => slot.SlotId === slotId && slot.Status === 'Open');
}

function RescheduleDialog({
  order,
  open,
  onClose,
}: {
  order: ShownOrder;
  open: boolean;
  onClose: () => void;
}) {
  const flow = useReschedule(order, open, onClose);
  const current = order.DeliveryWindow;
  const slots = flow.slots;
  // The slot the order is in is not offered again.
  const others = slots?.ok ? slots.value.filter((slot) => slot.SlotId !== current?.SlotId) : [];
  return (
    <Dialog
      open={open}
      title={rescheduleMessages.change}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {rescheduleMessages.keep}
          </Button>
          <Button disabled={!flow.chosen || flow.sending} onClick={flow.confirm}>
            {rescheduleMessages.move}
          </Button>
        </>
      }
    >
      {current ? (
        <p className="muted small">
          {rescheduleMessages.current(formatWindow(current.Start, current.End, messages.orders))}
        </p>
      ) : null}
      {flow.refusal ? <RefusalNotice refusal={flow.refusal} /> : null}
      {slots === undefined ? <Spinner /> : null}
      {slots && !slots.ok ? <RefusalNotice refusal={slots.error} /> : null}
      {slots?.ok ? (
        <SlotList
          legend={rescheduleMessages.choose}
          name="reschedule-slot"
          slots={others}
          selected={flow.chosen}
          onSelect={flow.setChosen}
          texts={{
            today: messages.orders.today,
            tomorrow: messages.orders.tomorrow,
            slotLeft: messages.checkout.slotLeft,
            slotFull: messages.checkout.slotFull,
            slotClosed: messages.checkout.slotClosed,
            noOpenSlot: rescheduleMessages.noOtherSlot,
          }}
          testId="reschedule-slots"
        />
      ) : null}
    </Dialog>
  );
}

/** The button (with until when the slot can change) and its dialog; nothing once the order cannot move. */
export function RescheduleSlot({ order, now }: { order: ShownOrder; now: number }) {
  const [open, setOpen] = useState(false);
  const deadline = canRescheduleNow(order, now) ? order.RescheduleDeadline : null;
  if (!deadline && !open) return null;
  return (
    <div className="actions-row" data-testid="reschedule">
      {deadline ? (
        <>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {rescheduleMessages.change}
          </Button>
          <span className="muted small">{rescheduleMessages.until(formatClock(deadline))}</span>
        </>
      ) : null}
      <RescheduleDialog order={order} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
