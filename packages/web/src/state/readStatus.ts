/** A page's data read as its slice records it (state/reads.ts runs the reads). */
import type { ErrorDescription } from '../lib/errors';

export interface ReadStatus {
  /** When the data the slice holds was read (ms since the epoch); undefined before the first success. */
  at: number | undefined;
  /** Why the latest attempt failed; cleared by a success. */
  error: ErrorDescription | undefined;
  /** An attempt is on its way. */
  busy: boolean;
}

/** A slice field's initial value (createSlice clones it). */
export const notRead = (): ReadStatus => ({ at: undefined, error: undefined, busy: false });
