/** The bill as the server computed it: items, coupon discount, shipping, delivery, platform fee, wallet, total. */
import type { Bill } from '@storefront/sdk';
import { formatPaise } from '../../../lib/money';
import { messages } from '../../../messages/checkout';

export function BillDetails({ bill }: { bill: Bill }) {
  const fee = (amount: number) => (amount === 0 ? messages.checkout.free : formatPaise(amount));
  return (
    <dl className="bill" data-testid="bill">
      <div>
        <dt>{messages.checkout.itemsTotal}</dt>
        <dd>{formatPaise(bill.ItemsTotal)}</dd>
      </div>
      {bill.CouponDiscount > 0 ? (
        <div>
          <dt>{messages.checkout.couponDiscount}</dt>
          <dd data-testid="bill-coupon">−{formatPaise(bill.CouponDiscount)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{messages.checkout.shippingFee}</dt>
        <dd>{fee(bill.ShippingFee)}</dd>
      </div>
      <div>
        <dt>{messages.checkout.deliveryCharge}</dt>
        <dd>{fee(bill.DeliveryCharge)}</dd>
      </div>
      <div>
        <dt>{messages.checkout.platformFee}</dt>
        <dd>{fee(bill.PlatformFee)}</dd>
      </div>
      <div>
        <dt>{messages.checkout.total}</dt>
        <dd>{formatPaise(bill.Total)}</dd>
      </div>
      {bill.WalletUsed > 0 ? (
        <div>
          <dt>{messages.checkout.walletUsed}</dt>
          <dd>−{formatPaise(bill.WalletUsed)}</dd>
        </div>
      ) : null}
      <div className="bill-total">
        <dt>{messages.checkout.toPay}</dt>
        <dd data-testid="bill-payable">{formatPaise(bill.AmountPayable)}</dd>
      </div>
    </dl>
  );
}
