/** The internet-status banner: shown while offline, and briefly when the connection comes back. */
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/Icon';
import { useOnline } from '../../lib/network';
import { messages } from '../../messages/shell';

export const BACK_ONLINE_MS = 3000;

export function NetworkBanner() {
  const online = useOnline();
  const wasOffline = useRef(!online);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  if (online && !backOnline) return null;
  return (
    <div
      className={online ? 'net-banner net-online' : 'net-banner net-offline'}
      role="status"
      aria-live="polite"
    >
      {online ? null : <Icon name="offline" size={18} />}
      <span>{online ? messages.network.backOnline : messages.network.offline}</span>
      {online ? null : <span className="net-hint">{messages.network.offlineDescription}</span>}
    </div>
  );
}
