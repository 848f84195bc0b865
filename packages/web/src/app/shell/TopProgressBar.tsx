/**
 * The top progress bar (spec: height 3, red, waiting time 500 ms): shown while pages or calls are loading,
 * it fills up on completion and disappears PROGRESS_WAIT_MS later.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { PROGRESS_WAIT_MS, progress } from '../../lib/progress';
import { messages } from '../../messages/shell';

export function TopProgressBar() {
  const { active } = useSnapshot(progress);
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');

  useEffect(() => {
    if (active > 0) {
      setPhase('running');
      return;
    }
    setPhase((current) => (current === 'running' ? 'done' : current));
    const timer = setTimeout(() => setPhase('idle'), PROGRESS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [active]);

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
