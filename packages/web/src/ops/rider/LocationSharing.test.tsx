/**
 * The rider's location sharing (docs/after-the-order.md): only while the server lists an order the member
 * sent out; sent at once, again on a move of 50 m and at least every 15 s; a visible notice with a Stop
 * button that deletes the shared position, and a way to share again; a refused permission said in words.
 */
import { RIDER_POSITION_EVERY_MS } from '@storefront/sdk/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const rider = vi.hoisted(() => ({
  trip: vi.fn(),
  sharePosition: vi.fn(),
  stopSharing: vi.fn(),
}));

vi.mock('../session', () => ({
  ops: { rider },
  describe: (error: unknown) => ({ title: 'Failed', description: String(error) }),
}));

const { LocationSharing } = await import('./LocationSharing');

const OUT = { OrdersOut: [{ OrderId: 501, OrderNumber: 'SF-20261128-00501' }], Position: null };

/** The browser's Geolocation API, driven by the test. */
function fakeGeolocation() {
  const watchers: { success: PositionCallback; failure?: PositionErrorCallback | null }[] = [];
  const geolocation = {
    watchPosition: vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
      watchers.push({ success, failure });
      return watchers.length;
    }),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  const at = (latitude: number, longitude = 77.62) =>
    act(() =>
      watchers.at(-1)!.success({
        coords: { latitude, longitude, accuracy: 8 },
        timestamp: Date.now(),
      } as GeolocationPosition),
    );
  const refuse = () =>
    act(() =>
      watchers.at(-1)!.failure?.({
        code: 1,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: 'denied',
      } as GeolocationPositionError),
    );
  return { geolocation, at, refuse };
}

beforeEach(() => {
  vi.clearAllMocks();
  rider.trip.mockResolvedValue(OUT);
  rider.sharePosition.mockResolvedValue(OUT);
  rider.stopSharing.mockResolvedValue(OUT);
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('sharing the rider’s location', () => {
  it('shares it while an order is out, on a move of 50 m, and says so', async () => {
    const { geolocation, at } = fakeGeolocation();
    render(<LocationSharing />);
    expect(await screen.findByText('Finding your location…')).toBeInTheDocument();
    expect(geolocation.watchPosition).toHaveBeenCalledTimes(1);

    at(12.95);
    expect(rider.sharePosition).toHaveBeenCalledWith({
      latitude: 12.95,
      longitude: 77.62,
      accuracy: 8,
    });
    expect(
      await screen.findByText(
        /Sharing your location with the customer of SF-20261128-00501 while it is out for delivery\./,
      ),
    ).toBeInTheDocument();

    // 11 m further: not yet; 67 m from the last one sent: at once.
    at(12.9501);
    expect(rider.sharePosition).toHaveBeenCalledTimes(1);
    at(12.9506);
    expect(rider.sharePosition).toHaveBeenCalledTimes(2);
    expect(rider.sharePosition).toHaveBeenLastCalledWith({
      latitude: 12.9506,
      longitude: 77.62,
      accuracy: 8,
    });
  });

  it('sends the last position again every 15 s while the rider stands still', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { at } = fakeGeolocation();
    render(<LocationSharing />);
    await screen.findByText('Finding your location…');
    at(12.95);
    expect(rider.sharePosition).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(RIDER_POSITION_EVERY_MS + 100));
    expect(rider.sharePosition).toHaveBeenCalledTimes(2);
    expect(rider.sharePosition).toHaveBeenLastCalledWith({
      latitude: 12.95,
      longitude: 77.62,
      accuracy: 8,
    });
  });

  it('stops with the Stop button (the server forgets the position), and shares again on request', async () => {
    const user = userEvent.setup();
    const { geolocation, at } = fakeGeolocation();
    render(<LocationSharing />);
    await screen.findByText('Finding your location…');
    at(12.95);
    const stop = await screen.findByRole('button', { name: 'Stop sharing my location' });
    await user.click(stop);
    await vi.waitFor(() => expect(rider.stopSharing).toHaveBeenCalledTimes(1));
    expect(geolocation.clearWatch).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(/Your location is not shared/);

    await user.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(geolocation.watchPosition).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Finding your location…')).toBeInTheDocument();
  });

  it('says so when the location is blocked', async () => {
    const { refuse } = fakeGeolocation();
    render(<LocationSharing />);
    await screen.findByText('Finding your location…');
    refuse();
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Location is blocked for this site/,
    );
    expect(rider.sharePosition).not.toHaveBeenCalled();
  });

  it('shows nothing and watches nothing while no order is out', async () => {
    rider.trip.mockResolvedValue({ OrdersOut: [], Position: null });
    const { geolocation } = fakeGeolocation();
    const { container } = render(<LocationSharing />);
    await vi.waitFor(() => expect(rider.trip).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(container).toBeEmptyDOMElement();
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
  });
});
