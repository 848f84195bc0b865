/** The top progress bar (height 3, red, 500 ms wait after finishing): counts work in flight. */
import { proxy } from 'valtio';

export const PROGRESS_WAIT_MS = 500;

export const progress = proxy({ active: 0 });

export function startProgress(): () => void {
  progress.active += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    progress.active = Math.max(0, progress.active - 1);
  };
}
