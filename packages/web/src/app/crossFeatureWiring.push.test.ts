/**
 * A sign-in (or a session restored at start-up) starts push sync once the main thread is idle, not in
 * the task that signs in, so it never competes with the page's own first content.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crossFeature } from '../lib/crossFeature';
import './crossFeatureWiring';

const push = vi.hoisted(() => ({ startPushSync: vi.fn(), unsubscribeOnLogout: vi.fn() }));
vi.mock('../features/notifications/store/push', () => push);

afterEach(() => vi.unstubAllGlobals());

describe('push sync after a sign-in', () => {
  it('waits for the main thread to be idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    crossFeature.signedIn();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    // Once the push module has loaded here, a start that did not wait for idle would have run already.
    await import('../features/notifications/store/push');
    expect(push.startPushSync).not.toHaveBeenCalled();

    idle[0]!();
    await vi.waitFor(() => expect(push.startPushSync).toHaveBeenCalledTimes(1));
  });
});
