/**
 * The "Order updates" switch: turning it on asks for the notification permission (from this click, never on
 * page load) and subscribes this device; turning it off unsubscribes it. Why it cannot be turned on
 * (unsupported browser, blocked permission, not offered by the store) is said under it.
 */
import { useEffect, useId } from 'react';
import { useSnapshot } from 'valtio';
import { Choice } from '../../../components/ChoiceList';
import { SignInLink } from '../../../components/RequireSignIn';
import { session } from '../../../lib/session';
import { messages } from '../../../messages/account';
import {
  checkPushAvailability,
  disableOrderUpdates,
  enableOrderUpdates,
  push,
  type PushAvailability,
} from '../store/push';

function hintFor(availability: PushAvailability): string {
  switch (availability) {
    case 'checking':
      return messages.push.checking;
    case 'unsupported':
      return `${messages.push.unsupported} ${messages.push.unsupportedHint}`;
    case 'blocked':
      return `${messages.push.blocked} ${messages.push.blockedHint}`;
    case 'unavailable':
      return messages.push.unavailable;
    case 'ready':
      return messages.push.hint;
  }
}

export function OrderUpdatesSetting() {
  const { availability, enabled, busy } = useSnapshot(push);
  const { userId } = useSnapshot(session);
  const hintId = useId();
  const signedIn = userId !== undefined;

  useEffect(() => {
    if (signedIn) void checkPushAvailability();
  }, [signedIn]);

  if (!signedIn) {
    return (
      <div className="signin-prompt">
        <p className="muted">{messages.push.signInFirst}</p>
        <SignInLink />
      </div>
    );
  }
  return (
    <>
      <Choice
        id="setting-order-updates"
        role="switch"
        label={messages.settingsPage.orderUpdates}
        aria-describedby={hintId}
        checked={enabled}
        disabled={busy || availability !== 'ready'}
        onChange={(event) =>
          void (event.target.checked ? enableOrderUpdates() : disableOrderUpdates())
        }
      />
      <p id={hintId} className="muted">
        {hintFor(availability)}
      </p>
    </>
  );
}
