/**
 * Main-thread scheduling for start-up work. A phone's main thread is what the first seconds are short of:
 * work that is not needed for the first page runs in tasks of its own, each short, so input and rendering
 * get in between (Lighthouse counts every task over 50 ms as blocking).
 */
import { startTransition, useEffect, useState } from 'react';

/** Resolves in a new task (after rendering and input had their turn). */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `task` once the main thread is idle, or after `timeout` ms at the latest. */
export function whenIdle(task: () => void, timeout = 1500): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout });
  else setTimeout(task, 1);
}

/**
 * False until the task after `ready` first became true. A page renders what is on screen first and the
 * rest one task later, so neither the commit nor the layout and paint that follow it is one long task.
 */
export function useLater(ready: boolean): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (!ready || later) return;
    const timer = setTimeout(() => startTransition(() => setLater(true)), 0);
    return () => clearTimeout(timer);
  }, [ready, later]);
  return later;
}
