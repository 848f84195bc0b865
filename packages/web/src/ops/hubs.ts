/** The hubs a screen offers (every hub for an admin; a packer's or rider's own), read once per screen. */
import type { Hub } from '@storefront/sdk/ops';
import { useEffect, useState } from 'react';
import { describe, ops } from './session';

/** The hubs, undefined until they are read (and while `enabled` is false); the failure when reading failed. */
export function useHubs(enabled = true) {
  const [hubs, setHubs] = useState<Hub[]>();
  const [error, setError] = useState<{ title: string; description: string }>();
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    ops.hubs.list().then(
      (reply) => {
        if (current) setHubs(reply.Hubs);
      },
      (failure: unknown) => {
        if (current) setError(describe(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [enabled]);
  return { hubs, error };
}
