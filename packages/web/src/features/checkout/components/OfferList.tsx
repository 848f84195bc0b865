/**
 * The offers for this shopper, each with its terms; one the cart does not reach yet (its MinOrderValue,
 * against the items total) or the shopper cannot use says why, with how much more is needed, and cannot
 * be applied.
 */
import type { ReplyOf } from '@storefront/sdk';
import { useSnapshot, type Snapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { formatPaise } from '../../../lib/money';
import { messages } from '../../../messages/checkout';
import { cart } from '../../../state/cart';
import { orderProcess } from '../../../state/orderProcess';
import { offers } from '../store/offers';

type Offer = Snapshot<ReplyOf<'offers'>['Offers'][number]>;

/** Why an offer cannot be applied yet, or nothing when it can. */
function OfferWhy({ offer, shortBy, whyId }: { offer: Offer; shortBy: number; whyId: string }) {
  if (!offer.IsEligible) {
    return (
      <div className="small offer-why" id={whyId}>
        {messages.offersPage.notEligible}
      </div>
    );
  }
  if (shortBy <= 0) return null;
  return (
    <div className="small offer-why" id={whyId} data-testid="offer-short">
      {messages.offersPage.addMore(formatPaise(shortBy), offer.Code)}
    </div>
  );
}

function OfferRow({
  offer,
  idPrefix,
  subtotal,
  applied,
  busy,
  onApply,
}: {
  offer: Offer;
  /** The coupon box's useId: the "why" line's id is made from it. */
  idPrefix: string;
  subtotal: number;
  applied: boolean;
  busy: boolean;
  onApply: (code: string) => void;
}) {
  const shortBy = offer.MinOrderValue - subtotal;
  const usable = offer.IsEligible && shortBy <= 0;
  const whyId = `${idPrefix}-why-${offer.CouponId}`;
  return (
    <li
      className={usable ? 'choice' : 'choice choice-unusable'}
      data-testid="offer"
      data-usable={usable}
    >
      <div style={{ flex: 1 }}>
        <strong>{offer.Code}</strong> · {offer.Title}
        <div className="muted small">{offer.Description}</div>
        {offer.MinOrderValue > 0 ? (
          <div className="muted small">
            {messages.offersPage.minOrder(formatPaise(offer.MinOrderValue))}
          </div>
        ) : null}
        {offer.FirstOrderOnly ? (
          <div className="muted small">{messages.offersPage.firstOrder}</div>
        ) : null}
        <OfferWhy offer={offer} shortBy={shortBy} whyId={whyId} />
      </div>
      <Button
        size="sm"
        variant="secondary"
        disabled={busy || applied || !usable}
        onClick={() => onApply(offer.Code)}
        aria-label={`${messages.offersPage.apply} ${offer.Code}`}
        aria-describedby={usable ? undefined : whyId}
      >
        {messages.offersPage.apply}
      </Button>
    </li>
  );
}

export function OfferList({
  idPrefix,
  busy,
  onApply,
}: {
  idPrefix: string;
  busy: boolean;
  onApply: (code: string) => void;
}) {
  const list = useSnapshot(offers.state).offers?.Offers ?? [];
  const { appliedCouponsData } = useSnapshot(orderProcess.state);
  // The items total before fees and coupon, as the server judges the minimum (cart prices are validated).
  const { subtotal } = useSnapshot(cart);
  if (list.length === 0) return null;
  return (
    <>
      <h3 className="small">{messages.offersPage.available}</h3>
      <ul className="choice-list">
        {list.map((offer) => (
          <OfferRow
            key={offer.CouponId}
            offer={offer}
            idPrefix={idPrefix}
            subtotal={subtotal}
            applied={appliedCouponsData.some((coupon) => coupon.Code === offer.Code)}
            busy={busy}
            onApply={onApply}
          />
        ))}
      </ul>
    </>
  );
}
