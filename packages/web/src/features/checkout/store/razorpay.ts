/**
 * Razorpay Checkout in the page (the production gateway): its script (the server's CheckoutUrl) is loaded on
 * the first payment, opened with the key and the gateway order, and each of its outcomes comes back to the
 * checkout page as the same return the sandbox page redirects to — paid (payment id and signature, which the
 * server validates), failed or dismissed — so one path settles every gateway.
 */
import type { GatewayPayment } from '@storefront/sdk';

interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayFailure {
  error?: { description?: string; reason?: string };
}

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  prefill?: { contact?: string; email?: string; name?: string };
  /** UPI first where the gateway offers it (issue 16); the gateway's own UI handles the intent flow. */
  config?: unknown;
  handler(response: RazorpaySuccess): void;
  modal: { ondismiss(): void; confirm_close?: boolean };
}

interface RazorpayInstance {
  on(event: 'payment.failed', handler: (response: RazorpayFailure) => void): void;
  open(): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

/** How long the script may take before the payment counts as not started. */
export const RAZORPAY_SCRIPT_TIMEOUT_MS = 20_000;

let loading: Promise<void> | undefined;

function loadScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const fail = (why: string) => {
      clearTimeout(timer);
      script.remove();
      loading = undefined; // the next attempt loads it again
      reject(new Error(why));
    };
    const timer = setTimeout(
      () => fail('The payment script timed out'),
      RAZORPAY_SCRIPT_TIMEOUT_MS,
    );
    script.onload = () => {
      clearTimeout(timer);
      if (window.Razorpay) resolve();
      else fail('The payment script defined no Razorpay');
    };
    script.onerror = () => fail('The payment script did not load');
    document.head.appendChild(script);
  });
  return loading;
}

export interface RazorpayCheckoutInput {
  payment: GatewayPayment;
  storeName: string;
  /** Where each outcome returns, with the sandbox page's query parameters. */
  returnPath: string;
  prefill?: { contact?: string; email?: string; name?: string };
}

/** Opens Razorpay Checkout; rejects when its script cannot be loaded (nothing was paid). */
export async function openRazorpayCheckout(input: RazorpayCheckoutInput): Promise<void> {
  const { payment } = input;
  await loadScript(payment.CheckoutUrl);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment script defined no Razorpay');
  const back = (params: Record<string, string>) => {
    const query = new URLSearchParams({ gateway_order_id: payment.GatewayOrderId, ...params });
    location.assign(`${input.returnPath}?${query}`);
  };
  let settled = false;
  const once = (params: Record<string, string>) => {
    if (settled) return;
    settled = true;
    back(params);
  };
  const checkout = new Razorpay({
    key: payment.KeyId,
    order_id: payment.GatewayOrderId,
    amount: payment.Amount,
    currency: payment.Currency,
    name: input.storeName,
    prefill: input.prefill,
    config: {
      display: {
        sequence: ['block.upi'],
        preferences: { show_default_blocks: true },
        // On a phone Razorpay opens the shopper's UPI app (intent); elsewhere a QR code or a UPI id.
        blocks: {
          upi: {
            name: 'UPI',
            instruments: [{ method: 'upi', flows: ['intent', 'qr', 'collect'] }],
          },
        },
      },
    },
    handler: (response) =>
      once({ payment_id: response.razorpay_payment_id, signature: response.razorpay_signature }),
    modal: { ondismiss: () => once({ payment_status: 'dismissed' }) },
  });
  checkout.on('payment.failed', (response) =>
    once({
      payment_status: 'failed',
      reason: response.error?.description ?? response.error?.reason ?? '',
    }),
  );
  checkout.open();
}
