/**
 * The console's notice while the rider's position is shared (docs/after-the-order.md): above every screen,
 * saying with whom and since when, with a button to stop (and to share again). Nothing shows while the
 * member has no order out.
 */
import { Button } from '../../components/Button';
import { formatClock } from '../../lib/dateTime';
import { messages } from '../messages';
import { useLocationSharing } from './useLocationSharing';
import './rider.css';

const t = messages.rider;

const listOf = (numbers: readonly string[]) =>
  numbers.length > 1 ? t.and(numbers.slice(0, -1).join(', '), numbers.at(-1)!) : (numbers[0] ?? '');

export function LocationSharing() {
  const { ordersOut, status, sentAt, sendFailed, stop, resume } = useLocationSharing();
  if (status === 'off') return null;
  const orders = listOf(ordersOut.map((order) => order.OrderNumber));
  const sharing = status === 'sharing' || status === 'starting';
  return (
    <section
      className={`ops-sharing${sharing ? ' ops-sharing-on' : ''}`}
      aria-labelledby="ops-sharing-heading"
      data-testid="ops-location-sharing"
    >
      <h2 id="ops-sharing-heading" className="visually-hidden">
        {t.sharingHeading}
      </h2>
      <p role="status">
        {status === 'sharing' ? (
          <>
            {t.sharing(orders)} {sentAt ? t.sentAt(formatClock(sentAt.toISOString())) : null}
          </>
        ) : status === 'starting' ? (
          t.starting
        ) : status === 'stopped' ? (
          t.stopped
        ) : status === 'blocked' ? (
          t.blocked
        ) : (
          t.unavailable
        )}
        {sendFailed && sharing ? <> {t.sendFailed}</> : null}
      </p>
      {sharing ? (
        <Button variant="secondary" size="sm" onClick={stop}>
          {t.stop}
        </Button>
      ) : status === 'stopped' ? (
        <Button size="sm" onClick={resume}>
          {t.resume}
        </Button>
      ) : null}
    </section>
  );
}
