import { describe, expect, it, vi } from 'vitest';
import { EARLY_LOAD_MAX_AGE_MS, earlyLoadable } from './earlyLoad';

describe('earlyLoadable', () => {
  it('lets the first call with the same arguments take the read started early', async () => {
    const load = vi.fn((orderId: number) => Promise.resolve(`order ${orderId}`));
    const loadOrder = earlyLoadable(load);

    loadOrder.early(7);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(loadOrder(7)).resolves.toBe('order 7');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again on the next call: the early read is taken once', async () => {
    const load = vi.fn(() => Promise.resolve('reply'));
    const loadList = earlyLoadable(load);

    loadList.early();
    await loadList();
    await loadList();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not hand a read for other arguments to the page', async () => {
    const load = vi.fn((orderId: number) => Promise.resolve(`order ${orderId}`));
    const loadOrder = earlyLoadable(load);

    loadOrder.early(7);
    await expect(loadOrder(8)).resolves.toBe('order 8');
    expect(load).toHaveBeenCalledTimes(2);
    // The unmatched early read is dropped, not kept for a later call.
    await loadOrder(7);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('reads again when the early read is too old to count as this visit’s first page', async () => {
    let time = 1_000;
    const load = vi.fn(() => Promise.resolve('reply'));
    const loadList = earlyLoadable(load, () => time);

    loadList.early();
    time += EARLY_LOAD_MAX_AGE_MS + 1;
    await loadList();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands over an early read that failed, as the page’s own call would have failed', async () => {
    const loadList = earlyLoadable(() => Promise.reject(new Error('offline')));
    loadList.early();
    await expect(loadList()).rejects.toThrow('offline');
  });

  it('starts nothing when the page already asked for the same read', async () => {
    const load = vi.fn(() => Promise.resolve('reply'));
    const loadList = earlyLoadable(load);

    await loadList();
    await loadList.early();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
