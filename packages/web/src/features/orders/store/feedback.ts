/**
 * The order's feedback (docs/after-the-order.md): its rating and complaints, read when a delivered order's
 * page opens, and the shopper's rating and problem reports, whose replies replace what the page shows. A
 * refusal answers the server's own words for the form to show.
 */
import { isApiError, type ReplyOf, type RequestOf } from '@storefront/sdk';
import { proxy } from 'valtio';
import { withApi } from '../../../lib/api';
import { describeFailure, type ErrorDescription } from '../../../lib/errors';

export type Feedback = ReplyOf<'orderFeedback'>;
export type Refusal = Pick<ErrorDescription, 'title' | 'description'>;
export type Outcome = { ok: true } | { ok: false; error: Refusal };

/** The feedback of the order on screen (null until read). */
export const feedbackState = proxy<{ feedback: Feedback | null; failed: boolean }>({
  feedback: null,
  failed: false,
});

async function refusalOf(error: unknown): Promise<Refusal> {
  const described = await describeFailure(error);
  return isApiError(error)
    ? { title: described.title, description: error.Description ?? '' }
    : described;
}

const show = (feedback: Feedback) => {
  feedbackState.feedback = feedback;
  feedbackState.failed = false;
};

export async function loadFeedback(orderId: number): Promise<void> {
  try {
    show(await withApi((api) => api.orders.feedback({ orderId })));
  } catch {
    feedbackState.failed = true;
  }
}

export async function rateOrder(request: RequestOf<'rateOrder'>): Promise<Outcome> {
  try {
    show(await withApi((api) => api.orders.rate(request)));
    return { ok: true };
  } catch (error) {
    return { ok: false, error: await refusalOf(error) };
  }
}

/** One key per submit of the form: a retry of the same submit is answered once. */
export async function reportProblem(
  request: RequestOf<'reportProblem'>,
  idempotencyKey: string,
): Promise<Outcome> {
  try {
    show(await withApi((api) => api.orders.reportProblem(request, { idempotencyKey })));
    return { ok: true };
  } catch (error) {
    return { ok: false, error: await refusalOf(error) };
  }
}
