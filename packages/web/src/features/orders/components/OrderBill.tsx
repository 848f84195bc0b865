/**
 * An order's bill after checkout: what it was charged (the checkout's bill lines), then its money as the
 * server's ledger has it (src/lib/orderMoney.ts): what was taken off since, what was paid, what went back,
 * what can still go back, and what is still to pay: only while something is, on an order not cancelled.
 */
import type { OrderDetails } from '@storefront/sdk';
import { deliveryAmountOf } from '../../../components/BillDetails';
import { formatPaise } from '../../../lib/money';
import type { OrderMoney } from '../../../lib/orderMoney';
import { messages } from '../../../messages/orders';

export function OrderBill({
  order,
  money,
}: {
  order: Pick<OrderDetails, 'Bill' | 'Status' | 'PaymentStatus'>;
  money: OrderMoney;
}) {
  const texts = messages.checkout;
  const words = messages.orders.money;
  const { Bill: bill } = order;
  const fee = (amount: number) => (amount === 0 ? texts.free : formatPaise(amount));
  const due = money.Due > 0 && order.Status !== 'Cancelled';
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
      <div>
        <dt>{texts.delivery}</dt>
        <dd data-testid="bill-delivery">{fee(deliveryAmountOf(bill))}</dd>
      </div>
      <div>
        <dt>{texts.platformFee}</dt>
        <dd>{fee(bill.PlatformFee)}</dd>
      </div>
      <div>
        <dt>{texts.total}</dt>
        <dd>{formatPaise(bill.Total)}</dd>
      </div>
      {money.Credited > 0 ? (
        <div>
          <dt>{words.credited}</dt>
          <dd data-testid="bill-deducted">−{formatPaise(money.Credited)}</dd>
        </div>
      ) : null}
      <div className={due ? undefined : 'bill-total'}>
        <dt>{words.paid}</dt>
        <dd data-testid="order-paid">{formatPaise(money.Paid)}</dd>
      </div>
      {money.Refunded > 0 ? (
        <div>
          <dt>{words.refunded}</dt>
          <dd data-testid="order-refunded">{formatPaise(money.Refunded)}</dd>
        </div>
      ) : null}
      {money.Refundable > 0 ? (
        <div>
          <dt>{words.refundable}</dt>
          <dd data-testid="order-refundable">{formatPaise(money.Refundable)}</dd>
        </div>
      ) : null}
      {due ? (
        <div className="bill-total">
          <dt>{order.PaymentStatus === 'DueOnDelivery' ? words.toPayOnDelivery : words.toPay}</dt>
          <dd data-testid="bill-payable">{formatPaise(money.Due)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
