import { proxy } from 'valtio';
import { describe, expect, it } from 'vitest';
import { persist } from './persist';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('persist', () => {
  it('restores the chosen keys and writes changes back', async () => {
    localStorage.setItem('primary', JSON.stringify({ paymentProcessing: true, other: 1 }));
    const state = proxy({
      paymentProcessing: false,
      selectedAddress: undefined as number | undefined,
      loading: false,
    });
    const stop = persist('primary', state, ['paymentProcessing', 'selectedAddress']);
    expect(state.paymentProcessing).toBe(true);
    state.selectedAddress = 4;
    state.loading = true;
    await tick(150);
    expect(JSON.parse(localStorage.getItem('primary')!)).toEqual({
      paymentProcessing: true,
      selectedAddress: 4,
    });
    stop();
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem('primary', '{not json');
    const state = proxy({ placedOrder: false });
    const stop = persist('primary', state, ['placedOrder']);
    expect(state.placedOrder).toBe(false);
    stop();
  });

  it('flushes a pending write when the page is hidden', () => {
    const state = proxy({ placedOrder: false });
    const stop = persist('flush-test', state, ['placedOrder']);
    state.placedOrder = true;
    return Promise.resolve().then(() => {
      dispatchEvent(new Event('pagehide'));
      expect(JSON.parse(localStorage.getItem('flush-test')!)).toEqual({ placedOrder: true });
      stop();
    });
  });
});
