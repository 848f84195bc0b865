/** The top progress bar (height 3, red, 500 ms wait after finishing): counts work in flight. */
import { proxy } from 'valtio';

export const PROGRESS_WAIT_MS = 500;

/**
 * Loading indicators (the progress bar, the spinner's CSS) show only once a wait has lasted this long: a fast
 * load flashes nothing, and no animation frames compete with a page's first paint and scripts.
 */
export const PROGRESS_SHOW_DELAY_MS = 400;

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
