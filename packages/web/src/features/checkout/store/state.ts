/** The checkout's choices and what the page shows of them (the store every checkout step writes). */
import {
  isApiError,
  type BillReply,
  type DeliverySlotsReply,
  type DescribedError,
} from '@storefront/sdk';
import { proxy } from 'valtio';

export const checkout = proxy({
  deliveryMethodId: undefined as number | undefined,
  /** The chosen window of a slot method (Kind 'Slot'); the earliest open one is chosen for the shopper. */
  slotId: undefined as string | undefined,
  /** The slots of the chosen slot method, with what is left (GET /get-delivery-slots). */
  slots: undefined as DeliverySlotsReply | undefined,
  slotsError: undefined as DescribedError | undefined,
  paymentMethodId: undefined as number | undefined,
  useWallet: false,
  bill: undefined as BillReply | undefined,
  billError: undefined as DescribedError | undefined,
  /** The last refusal of /checkout (tables and texts of spec section 8). */
  error: undefined as DescribedError | undefined,
  couponError: undefined as DescribedError | undefined,
  busy: false,
  /** What the page is doing for the payment: redirecting, confirming a return. */
  phase: 'idle' as 'idle' | 'redirecting' | 'confirming',
});

/** A refusal (4xx): the action's key is spent, a new attempt gets a new one. */
export const isRefusal = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500;
