/**
 * Coupons: the offers for this shopper, a code field, the applied coupon, and the server's refusal reasons.
 * An offer the cart does not reach yet (its MinOrderValue from /get-offers, against the items total) or the
 * shopper cannot use says so, with how much more is needed, and cannot be applied.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/FormField';
import { formatPaise } from '../../../lib/money';
import { messages } from '../../../messages/checkout';
import { applyCoupon, checkout, removeCoupon } from '../store/checkout';
import { loadOffers } from '../store/offers';
import { orderProcess } from '../../../state/orderProcess';
import { OfferList } from './OfferList';

export function CouponBox() {
  const { appliedCouponsData } = useSnapshot(orderProcess.state);
  const { couponError } = useSnapshot(checkout);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    void loadOffers();
  }, []);

  const apply = async (value: string) => {
    setBusy(true);
    if (await applyCoupon(value)) setCode('');
    setBusy(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) void apply(code);
  };

  return (
    <section className="card checkout-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {messages.offersPage.title}
      </h2>
      {appliedCouponsData.map((coupon) => (
        <div
          key={coupon.Code}
          className="notice notice-success list-card-head"
          data-testid="applied-coupon"
        >
          <span>{messages.offersPage.applied(coupon.Code, formatPaise(coupon.Discount))}</span>
          <Button size="sm" variant="ghost" onClick={() => void removeCoupon(coupon.Code)}>
            {messages.offersPage.remove}
          </Button>
        </div>
      ))}
      <form className="field-row" onSubmit={submit}>
        <TextField
          label={messages.offersPage.code}
          id={`${id}-code`}
          value={code}
          autoCapitalize="characters"
          onChange={(event) => setCode(event.target.value.toUpperCase())}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={busy || code.trim() === ''}
          style={{ alignSelf: 'end' }}
        >
          {messages.offersPage.apply}
        </Button>
      </form>
      {couponError ? (
        <div className="notice notice-error" role="alert" data-testid="coupon-error">
          <strong>{couponError.title}</strong>
          <p className="small">{couponError.description}</p>
        </div>
      ) : null}
      <OfferList idPrefix={id} busy={busy} onApply={(value) => void apply(value)} />
    </section>
  );
}
