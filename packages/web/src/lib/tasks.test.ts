import { describe, expect, it, vi } from 'vitest';
import { afterFirstPage, FIRST_PAGE_WAIT_MS, setFirstPageRead } from './tasks';

describe('afterFirstPage', () => {
  it("waits for the first page's read, then runs the task", async () => {
    vi.useFakeTimers();
    try {
      let arrive!: () => void;
      setFirstPageRead(new Promise<void>((resolve) => (arrive = resolve)));
      const task = vi.fn();
      afterFirstPage(task);
      // Every timer short of the give-up has run (an idle callback too): only the read can start the task.
      await vi.advanceTimersByTimeAsync(FIRST_PAGE_WAIT_MS - 10);
      expect(task).not.toHaveBeenCalled();

      arrive();
      await vi.advanceTimersByTimeAsync(5);
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait longer than FIRST_PAGE_WAIT_MS for a read that never arrives', async () => {
    vi.useFakeTimers();
    try {
      setFirstPageRead(new Promise(() => undefined));
      const task = vi.fn();
      afterFirstPage(task);
      await vi.advanceTimersByTimeAsync(FIRST_PAGE_WAIT_MS - 10);
      expect(task).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(20);
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
