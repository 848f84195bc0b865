import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_RENEWAL_MAX_AGE_MS, withEarlyRenewal } from './earlyRenewal';

const renewalUrl = `${location.origin}/v1/refresh-session`;
const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

function startEarlyRenewal(startedAt = performance.now()) {
  window.__sessionRenewal = { startedAt, response: Promise.resolve(reply({ from: 'early' })) };
}

afterEach(() => {
  window.__sessionRenewal = undefined;
});

describe('the session renewal started before the app loaded (src/early.ts)', () => {
  it('is the API client’s first renewal, taken once', async () => {
    startEarlyRenewal();
    const network = vi.fn(() => Promise.resolve(reply({ from: 'network' })));
    const clientFetch = withEarlyRenewal(network);

    const first = await clientFetch(renewalUrl, { method: 'POST', body: '{}' });
    expect(await first.json()).toEqual({ from: 'early' });
    expect(network).not.toHaveBeenCalled();

    const second = await clientFetch(renewalUrl, { method: 'POST', body: '{}' });
    expect(await second.json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('leaves every other request to the network, and stays for the renewal', async () => {
    startEarlyRenewal();
    const network = vi.fn(() => Promise.resolve(reply({ from: 'network' })));
    const clientFetch = withEarlyRenewal(network);

    await clientFetch(`${location.origin}/v1/get-store-configs`);
    await clientFetch(`${location.origin}/v1/logout`, { method: 'POST' });
    expect(network).toHaveBeenCalledTimes(2);
    expect(window.__sessionRenewal).toBeDefined();
  });

  it('is not used once it is too old to be this load’s', async () => {
    startEarlyRenewal(performance.now() - EARLY_RENEWAL_MAX_AGE_MS - 1);
    const network = vi.fn(() => Promise.resolve(reply({ from: 'network' })));

    const response = await withEarlyRenewal(network)(renewalUrl, { method: 'POST' });
    expect(await response.json()).toEqual({ from: 'network' });
    expect(window.__sessionRenewal).toBeUndefined();
  });
});
