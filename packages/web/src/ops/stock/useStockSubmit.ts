/** One stock movement at a time from a dialog: busy while it runs, then done (its notice) or the refusal. */
import { useState } from 'react';
import { describe } from '../session';

/** Whole units typed in a field: the number, or undefined when it is not a whole number in bounds. */
export function wholeUnits(typed: string, min: number, max: number): number | undefined {
  const value = Number(typed.trim());
  return typed.trim() !== '' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : undefined;
}

/** `onDone` takes the notice to announce once the movement is recorded. */
export function useStockSubmit(onDone: (notice: string) => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  /** Runs `action` (the call; it answers the notice); a refusal is shown in the server's words. */
  const submit = async (action: () => Promise<string>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const notice = await action();
      setBusy(false);
      onDone(notice);
    } catch (caught) {
      const { title, description } = describe(caught);
      setFailure(`${title}. ${description}`);
      setBusy(false);
    }
  };

  return { busy, failure, setFailure, submit };
}
