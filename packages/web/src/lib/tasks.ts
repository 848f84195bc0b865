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

/** Work that can wait waits this long at most for the first page's data (a slow network must not hold it). */
export const FIRST_PAGE_WAIT_MS = 5_000;

let firstPageRead: Promise<unknown> = Promise.resolve();

/** The first page's early data read (main.tsx, app/routes.ts `preload`), when its page reads any. */
export function setFirstPageRead(read: Promise<unknown> | undefined): void {
  if (!read) return;
  const timeout = new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS));
  firstPageRead = Promise.race([read.catch(() => undefined), timeout]);
}

/**
 * Runs `task` once the main thread is idle after the first page's data has arrived: start-up fetches, the
 * session's follow-ups and the service worker would otherwise share a phone's main thread with drawing it.
 */
export function afterFirstPage(task: () => void): void {
  void firstPageRead.then(() => whenIdle(task));
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
