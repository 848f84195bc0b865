/**
 * The top progress bar (spec: height 3, red, waiting time 500 ms): shown while pages or calls are loading,
 * it fills up on completion and disappears PROGRESS_WAIT_MS later. Work shorter than PROGRESS_SHOW_DELAY_MS
 * shows no bar at all.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { PROGRESS_SHOW_DELAY_MS, PROGRESS_WAIT_MS, progress } from '../../lib/progress';
import { messages } from '../../messages/shell';

export function TopProgressBar() {
  const busy = useSnapshot(progress).active > 0;
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('running'), PROGRESS_SHOW_DELAY_MS);
      return () => clearTimeout(timer);
    }
    // Work that ended before the bar showed leaves nothing to fill up.
    setPhase((current) => (current === 'running' ? 'done' : 'idle'));
    const timer = setTimeout(() => setPhase('idle'), PROGRESS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (phase === 'idle') return null;
  return (
    <div
      className={`top-progress top-progress-${phase}`}
      role="progressbar"
      aria-label={messages.common.pageLoading}
      aria-busy={phase === 'running'}
      style={{ height: 3, background: 'var(--progress, #dc2626)' }}
    />
  );
}
