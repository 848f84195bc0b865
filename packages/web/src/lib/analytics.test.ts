import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_QUEUED_ANALYTICS_EVENTS,
  identifyUser,
  loadBehaviourAnalytics,
  trackPageView,
} from './analytics';

afterEach(() => {
  document.head.querySelectorAll('script[data-analytics]').forEach((script) => script.remove());
});

describe('analytics before its tag loads', () => {
  it('replays the first page view and the identity into the tag once its project id arrives', () => {
    trackPageView('/');
    trackPageView('/category/chicken');
    identifyUser(7, 'Asha');
    for (let index = 0; index < MAX_QUEUED_ANALYTICS_EVENTS + 10; index++) {
      trackPageView(`/product-${index}`);
    }
    expect(window.clarity).toBeUndefined();

    expect(loadBehaviourAnalytics('abc123')).toBe(true);
    const calls = window.clarity?.q ?? [];
    expect(calls.slice(0, 3)).toEqual([
      ['set', 'page', '/'],
      ['set', 'page', '/category/chicken'],
      ['identify', '7', undefined, undefined, 'Asha'],
    ]);
    // Bounded while no tag drains it.
    expect(calls).toHaveLength(MAX_QUEUED_ANALYTICS_EVENTS);
    expect(
      document.head.querySelector('script[data-analytics="clarity"]')?.getAttribute('src'),
    ).toBe('https://www.clarity.ms/tag/abc123');

    trackPageView('/cart');
    expect(window.clarity?.q?.at(-1)).toEqual(['set', 'page', '/cart']);
  });
});
