/**
 * The bill as the server computed it: items, coupon discount, delivery (the route's shipping fee and the
 * method's charge, one row: what the chosen method costs), platform fee, wallet, total.
 */
import type { Bill } from '@storefront/sdk';
import { formatPaise } from '../lib/money';
import type { messages } from '../messages/checkout';

/** The bill's texts, from the screen's messages (so this shell module pulls no domain texts into the first page). */
export type BillTexts = Pick<
  typeof messages.checkout,
  | 'free'
  | 'itemsTotal'
  | 'couponDiscount'
  | 'delivery'
  | 'platformFee'
  | 'total'
  | 'walletUsed'
  | 'toPay'
>;

/** What delivery costs on a bill: the route's shipping fee and the delivery method's charge. */
export const deliveryAmountOf = (bill: Pick<Bill, 'ShippingFee' | 'DeliveryCharge'>): number =>
  bill.ShippingFee + bill.DeliveryCharge;

/**
 * `payableLabel` names the last line otherwise ('To pay on delivery', 'Paid'); `deducted` is an amount taken
 * off it after checkout (a pay-on-delivery order's weight settlement), shown just above it.
 * `deliveryLabel` names the delivery row as the chosen method is named; `deliveryNote` is said under it
 * ("Add ₹X more for free delivery").
 */
export function BillDetails({
  bill,
  texts,
  payableLabel,
  deducted,
  deliveryLabel,
  deliveryNote,
}: {
  bill: Bill;
  texts: BillTexts;
  payableLabel?: string | undefined;
  deducted?: { label: string; amount: number } | undefined;
  deliveryLabel?: string | undefined;
  deliveryNote?: string | undefined;
}) {
  const fee = (amount: number) => (amount === 0 ? texts.free : formatPaise(amount));
  return (
    <dl className="bill" data-testid="bill">
      <div>
        <dt>{texts.itemsTotal}</dt>
        <dd>{formatPaise(bill.ItemsTotal)}</dd>
      </div>
      {bill.CouponDiscount > 0 ? (
        <div>
          <dt>{texts.couponDiscount}</dt>
          <dd data-testid="bill-coupon">−{formatPaise(bill.CouponDiscount)}</dd>
        </div>
      ) : null}
      <div className="bill-delivery">
        <dt>{deliveryLabel ?? texts.delivery}</dt>
        <dd data-testid="bill-delivery">{fee(deliveryAmountOf(bill))}</dd>
        {deliveryNote ? (
          <dd className="bill-note" data-testid="bill-delivery-note">
            {deliveryNote}
          </dd>
        ) : null}
      </div>
      <div>
        <dt>{texts.platformFee}</dt>
        <dd>{fee(bill.PlatformFee)}</dd>
      </div>
      <div>
        <dt>{texts.total}</dt>
        <dd>{formatPaise(bill.Total)}</dd>
      </div>
      {bill.WalletUsed > 0 ? (
        <div>
          <dt>{texts.walletUsed}</dt>
          <dd>−{formatPaise(bill.WalletUsed)}</dd>
        </div>
      ) : null}
      {deducted && deducted.amount > 0 ? (
        <div>
          <dt>{deducted.label}</dt>
          <dd data-testid="bill-deducted">−{formatPaise(deducted.amount)}</dd>
        </div>
      ) : null}
      <div className="bill-total">
        <dt>{payableLabel ?? texts.toPay}</dt>
        <dd data-testid="bill-payable">{formatPaise(bill.AmountPayable)}</dd>
      </div>
    </dl>
  );
}
