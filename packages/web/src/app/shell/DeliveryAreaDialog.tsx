/**
 * "Do you deliver to me, and when?" before any cart (issue 12): a pincode or the shopper's location, and the
 * server's answer at once — the next slot, express and the delivery fee, or why not with a way to browse
 * anyway. The answer is kept on the device (state/deliveryArea.ts).
 */
import { useState, type FormEvent } from 'react';
import { POSTAL_CODE_PATTERN, type ServiceabilityReply } from '@storefront/sdk';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/FormField';
import { getApi } from '../../lib/api';
import { formatWindow } from '../../lib/dateTime';
import { describeFailure, type ErrorDescription } from '../../lib/errors';
import { formatPaise } from '../../lib/money';
import { messages } from '../../messages/delivery';
import { closeDeliveryArea, deliveryArea } from '../../state/deliveryArea';
import '../../styles/screens.css';

const m = messages.delivery;

function Answer({ reply, place }: { reply: ServiceabilityReply; place: string }) {
  if (!reply.Serviceable) {
    return (
      <div className="notice notice-error" data-testid="serviceability">
        <strong>{reply.Message}</strong>
      </div>
    );
  }
  return (
    <div className="notice notice-success" data-testid="serviceability">
      <strong>{m.deliversTo(place)}</strong>
      <ul className="plain-list">
        <li>
          {reply.NextSlot
            ? m.nextSlot(formatWindow(reply.NextSlot.Start, reply.NextSlot.End, m))
            : m.noSlotSoon}
        </li>
        {reply.Express?.Available && reply.Express.EtaMinutes ? (
          <li>{m.express(reply.Express.EtaMinutes)}</li>
        ) : null}
        <li>
          {reply.DeliveryFee
            ? m.fee(formatPaise(reply.DeliveryFee), formatPaise(reply.FreeDeliveryAbove))
            : m.freeDelivery}
        </li>
      </ul>
    </div>
  );
}

type Query = { pincode: string } | { latitude: number; longitude: number };

/** Asking the server whether it delivers to a pincode or to where the shopper is, and its answer. */
function useServiceability() {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ reply: ServiceabilityReply; place: string }>();
  const [error, setError] = useState<Pick<ErrorDescription, 'title'>>();

  const ask = async (query: Query) => {
    setBusy(true);
    setError(undefined);
    try {
      const api = await getApi();
      const reply = await api.checkout.serviceability(query);
      const place = 'pincode' in query ? query.pincode : m.yourLocation;
      setAnswer({ reply, place });
      // The hub that delivers there: the product page shows its stock ("Only 3 left").
      deliveryArea.hub = reply.Hub?.Slug;
      if ('pincode' in query) {
        deliveryArea.pincode = query.pincode;
        deliveryArea.serviceable = reply.Serviceable;
      }
    } catch (failure) {
      setError(await describeFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setError({ title: m.locationUnavailable });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        void ask({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => setError({ title: m.locationUnavailable }),
      { timeout: 10_000 },
    );
  };

  return { busy, answer, error, ask, locate };
}

export function DeliveryAreaDialog() {
  const [pincode, setPincode] = useState(deliveryArea.pincode ?? '');
  const [invalid, setInvalid] = useState(false);
  const { busy, answer, error, ask, locate } = useServiceability();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = pincode.trim();
    setInvalid(!POSTAL_CODE_PATTERN.test(value));
    if (POSTAL_CODE_PATTERN.test(value)) void ask({ pincode: value });
  };

  return (
    <Dialog
      open
      title={m.title}
      onClose={closeDeliveryArea}
      actions={
        <Button
          variant={answer?.reply.Serviceable ? 'primary' : 'secondary'}
          onClick={closeDeliveryArea}
        >
          {answer ? (answer.reply.Serviceable ? m.startShopping : m.browseAnyway) : m.close}
        </Button>
      }
    >
      <p className="muted">{m.intro}</p>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          id="delivery-pincode"
          label={m.pincode}
          hint={m.pincodeHint}
          error={invalid ? m.invalidPincode : undefined}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={pincode}
          onChange={(event) => setPincode(event.target.value)}
          data-autofocus
        />
        <div className="actions-row">
          <Button type="submit" disabled={busy}>
            {busy ? m.checking : m.check}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={locate}>
            {m.useLocation}
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {error ? (
          <p className="notice notice-error" role="alert">
            {error.title}
          </p>
        ) : null}
        {answer ? <Answer {...answer} /> : null}
      </div>
    </Dialog>
  );
}
