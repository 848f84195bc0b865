/**
 * The delivery's cards on the order page (docs/after-the-order.md): while the order is out, its rider (first
 * name, a call link, the distance and ETA the live poll updates, and a map where the store has a map
 * provider); once delivered without contact, the rider's photo at the door. Loaded with the texts' part of
 * their own only when one is shown (OrderDetailsPage).
 */
import type { OrderRider } from '@storefront/sdk';
import { formatClock } from '../../../lib/dateTime';
import { trackingMessages as t } from '../../../messages/tracking';
import './riderSections.css';

/** "450 m away" under a kilometre (to the nearest 10 m), "1.4 km away" from there. */
export function distanceText(metres: number): string {
  return metres < 1000
    ? t.metresAway(Math.round(metres / 10) * 10)
    : t.kmAway((metres / 1000).toFixed(1));
}

export function FollowRiderSection({ rider }: { rider: OrderRider }) {
  const located = rider.DistanceMetres !== null && rider.EtaMinutes !== null;
  return (
    <section className="card checkout-section" aria-labelledby="follow-rider" data-testid="rider">
      <h2 className="section-title" id="follow-rider">
        {t.title}
      </h2>
      <p>{t.bringing(rider.FirstName)}</p>
      {located ? (
        <>
          <p className="rider-figures" data-testid="rider-figures">
            <strong>{distanceText(rider.DistanceMetres!)}</strong>
            <span>{t.eta(rider.EtaMinutes!)}</span>
          </p>
          {rider.UpdatedAt ? (
            <p className="muted small">{t.updated(formatClock(rider.UpdatedAt))}</p>
          ) : null}
        </>
      ) : (
        <p className="muted small">{t.waiting}</p>
      )}
      {rider.MapImageUrl ? (
        <img
          className="rider-map"
          src={rider.MapImageUrl}
          alt={t.mapAlt}
          width={600}
          height={300}
          loading="lazy"
        />
      ) : null}
      {rider.Phone ? (
        <a className="btn btn-secondary btn-md" href={`tel:${rider.Phone}`}>
          {t.call(rider.FirstName)}
        </a>
      ) : null}
    </section>
  );
}

export function NoContactSection({ photoUrl }: { photoUrl: string | null }) {
  return (
    <section
      className="card checkout-section"
      aria-labelledby="no-contact"
      data-testid="no-contact"
    >
      <h2 className="section-title" id="no-contact">
        {t.noContactTitle}
      </h2>
      <p>{t.noContactText}</p>
      {photoUrl ? (
        <figure className="door-photo">
          <img src={photoUrl} alt={t.photoAlt} loading="lazy" />
          <figcaption className="muted small">{t.photoKept}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}
