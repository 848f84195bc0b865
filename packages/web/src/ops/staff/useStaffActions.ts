/** One staff change at a time: busy while it runs, the list read again, then its notice or its failure. */
import { useState } from 'react';
import { describe } from '../session';

/** `action` answers the notice to announce once the list shows the change. */
export type StaffAttempt = (action: () => Promise<string>) => Promise<void>;

export function useStaffActions(refresh: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const attempt: StaffAttempt = async (action) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const done = await action();
      // The list shows the change before it is announced.
      await refresh();
      setNotice(done);
    } catch (caught) {
      const { title, description } = describe(caught);
      setFailure(`${title}. ${description}`);
    } finally {
      setBusy(false);
    }
  };

  return { busy, failure, notice, attempt };
}
