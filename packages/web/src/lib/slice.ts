/**
 * The 'every data slice' rule of spec section 4, once: a request start sets loading and clears the error,
 * success stores the data, failure stores the error (and shows the error dialog), reset clears it all.
 *
 * @example
 * export const home = createSlice({ homePageData: undefined as HomeReply | undefined });
 * await runRequest(home.state, (api) => api.catalog.home(), (data) => { home.state.homePageData = data; });
 */
import { proxy } from 'valtio';
import { showError } from './dialogs';
import { withApi, type Api } from './api';
import { describeFailure, type ErrorDescription } from './errors';
import { startProgress } from './progress';

export interface SliceStatus {
  loading: boolean;
  error: ErrorDescription | undefined;
}

export interface Slice<T extends object> {
  state: T & SliceStatus;
  /** Back to the initial state (a fresh structuredClone of it). */
  reset: () => void;
  /** Clear a stored error only. */
  clearError: () => void;
}

export function createSlice<T extends object>(initial: T): Slice<T> {
  const blank = (): T & SliceStatus => ({
    ...structuredClone(initial),
    loading: false,
    error: undefined,
  });
  const state = proxy(blank());
  return {
    state,
    reset: () => {
      const fresh = blank();
      for (const key of Object.keys(state)) {
        if (!(key in fresh)) Reflect.deleteProperty(state, key);
      }
      Object.assign(state, fresh);
    },
    clearError: () => {
      state.error = undefined;
    },
  };
}

export interface RunOptions {
  /** Show the error dialog on failure (default true). */
  showDialog?: boolean;
}

/**
 * Runs one call for a slice. Resolves with the reply, or undefined when it failed (the error is then in
 * `slice.error` and, unless told otherwise, in the error dialog).
 */
export async function runRequest<R>(
  slice: SliceStatus,
  call: (api: Api) => Promise<R>,
  store?: (reply: R) => void | Promise<void>,
  options: RunOptions = {},
): Promise<R | undefined> {
  slice.loading = true;
  slice.error = undefined;
  const done = startProgress();
  try {
    const reply = await withApi(call);
    await store?.(reply);
    return reply;
  } catch (error) {
    const described = await describeFailure(error);
    slice.error = described;
    if (options.showDialog !== false) showError(described);
    return undefined;
  } finally {
    slice.loading = false;
    done();
  }
}
