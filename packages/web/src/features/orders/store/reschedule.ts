/**
 * Moving a slot order to another slot (docs/after-the-order.md): the slots of the order's method at its
 * hub, and the move, whose reply (the order's details) the page shows at once. A refusal answers the
 * server's own words (its Message and Description), for the dialog to show where the shopper can choose
 * again.
 */
import { isApiError, type ReplyOf } from '@storefront/sdk';
import { withApi } from '../../../lib/api';
import { describeFailure, type ErrorDescription } from '../../../lib/errors';
import { orderData } from '../../../state/orderData';

export type Refusal = Pick<ErrorDescription, 'title' | 'description'>;
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: Refusal };

type Slots = ReplyOf<'deliverySlots'>['Slots'];

async function refusalOf(error: unknown): Promise<Refusal> {
  const described = await describeFailure(error);
  // The server said why: its reason stands alone. Without one, the general rule's words.
  return isApiError(error)
    ? { title: described.title, description: error.Description ?? '' }
    : described;
}

/** The windows the order may move to: its method's at its hub (the main hub when none is named). */
export async function loadRescheduleSlots(order: {
  DeliveryMethodId: number;
  HubSlug?: string | null | undefined;
}): Promise<Outcome<Slots>> {
  const hub = order.HubSlug ?? undefined;
  try {
    const reply = await withApi((api) =>
      api.checkout.deliverySlots({
        deliveryMethodId: order.DeliveryMethodId,
        ...(hub ? { hub } : {}),
      }),
    );
    return { ok: true, value: reply.Slots };
  } catch (error) {
    return { ok: false, error: await refusalOf(error) };
  }
}

/**
 * Moves the order to the slot with the key of this one attempt (a retry of the same attempt is answered
 * once); the page shows the reply's details at once.
 */
export async function rescheduleOrder(
  orderId: number,
  slotId: string,
  idempotencyKey: string,
): Promise<Outcome<ReplyOf<'rescheduleOrder'>>> {
  try {
    const reply = await withApi((api) =>
      api.orders.reschedule({ orderId, slotId }, { idempotencyKey }),
    );
    const state = orderData.state;
    // The page shows the order as moved at once (unless the shopper went on to another order).
    if (reply.OrderDetails && state.orderDetails?.OrderDetails?.OrderId === orderId)
      state.orderDetails = reply;
    return { ok: true, value: reply };
  } catch (error) {
    return { ok: false, error: await refusalOf(error) };
  }
}
