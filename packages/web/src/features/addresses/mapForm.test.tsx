import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { FakeMaps } from '../../test/fakeMaps';
import { renderApp } from '../../test/renderApp';
import { homeAddress, shopperHandlers } from '../../test/shopperFixtures';
import { STORE_AREA } from './components/location';
import { configureMaps } from './components/maps';
import { setAddressToUpdate } from '../../state/address';

vi.setConfig({ testTimeout: 20_000 });

let api: ApiServer;
let fake: FakeMaps;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());
beforeEach(() => {
  api.use(shopperHandlers());
  fake = new FakeMaps();
  configureMaps({ loader: fake.loader });
});
afterEach(() => configureMaps());

function withKeys(Google: string | null, Here: string | null) {
  api.use({ mapServiceKey: () => ({ Success: true, Keys: { Google, Here } }) });
}

function signedInAt(path: string) {
  renderApp(path);
  act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
}

const koramangala = { latitude: 12.9345, longitude: 77.6266 };

describe('map-assisted address form (a Google key)', () => {
  it('loads the maps library with the key and shows a labelled map with a draggable pin at the store', async () => {
    withKeys('google-key-1', null);
    signedInAt('/address/new');
    const map = await screen.findByRole('region', { name: 'Map of the delivery location' });
    expect(map).toHaveAccessibleDescription(/Drag the pin to your door/);
    // The region renders at once; the map and its pin arrive when the library has loaded.
    await waitFor(() => expect(fake.markers).toHaveLength(1));
    expect(fake.keys).toEqual(['google-key-1']);
    expect(fake.maps[0]?.element).toBe(map);
    expect(fake.maps[0]?.center).toEqual(STORE_AREA);
    expect(fake.markers[0]).toMatchObject({ position: STORE_AREA, draggable: true });
    // Suggestions ride on the labelled street field, which stays an ordinary editable input.
    const street = screen.getByLabelText('House no., building, street');
    expect(fake.autocompletes[0]?.input).toBe(street);
    expect(street).toHaveAccessibleDescription(
      'Start typing and choose your address from the suggestions.',
    );
    expect(screen.getByLabelText('City')).toBeEnabled();
  });

  it('fills the address fields from a chosen suggestion, moves the pin and asks the route for it', async () => {
    withKeys('google-key-1', null);
    const user = userEvent.setup();
    const before = api.callsOf('addAddress').length;
    signedInAt('/address/new');
    await screen.findByRole('region', { name: 'Map of the delivery location' });
    await waitFor(() => expect(fake.autocompletes).toHaveLength(1));
    await user.type(screen.getByLabelText('House no., building, street'), '80 feet');
    act(() =>
      fake.autocompletes[0]?.choose({
        street: '12, 80 Feet Road',
        locality: 'Koramangala',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560034',
        point: koramangala,
      }),
    );
    expect(screen.getByLabelText('House no., building, street')).toHaveValue('12, 80 Feet Road');
    expect(screen.getByLabelText('Area, locality (optional)')).toHaveValue('Koramangala');
    expect(screen.getByLabelText('City')).toHaveValue('Bengaluru');
    expect(screen.getByLabelText('State')).toHaveValue('Karnataka');
    expect(screen.getByLabelText('Postal code (PIN)')).toHaveValue('560034');
    expect(fake.markers[0]?.position).toEqual(koramangala);
    expect(fake.maps[0]?.panned.at(-1)).toEqual(koramangala);
    expect(await screen.findByTestId('route')).toHaveTextContent('4.6 km from our store');
    expect(api.callsOf('googleDistance').at(-1)?.query).toEqual({
      latitude: '12.9345',
      longitude: '77.6266',
    });

    // The fields stay editable after the suggestion; the pin's point is what is saved.
    await user.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByRole('heading', { level: 1, name: 'My addresses' });
    const sent = api.callsOf('addAddress')[before]?.body as {
      AddressData: Record<string, unknown>;
    };
    expect(sent.AddressData).toMatchObject({
      addressLine1: '12, 80 Feet Road',
      postalCode: '560034',
      latitude: 12.9345,
      longitude: 77.6266,
    });
  });

  it('sets the coordinates where the pin is dropped and asks the route again', async () => {
    withKeys('google-key-1', null);
    signedInAt('/address/update/0');
    act(() => setAddressToUpdate(homeAddress.AddressId));
    await screen.findByRole('region', { name: 'Map of the delivery location' });
    await waitFor(() =>
      expect(fake.markers[0]?.position).toEqual({
        latitude: homeAddress.latitude,
        longitude: homeAddress.longitude,
      }),
    );
    await waitFor(() => expect(api.callsOf('googleDistance').length).toBeGreaterThan(0));
    const asked = api.callsOf('googleDistance').length;

    act(() => fake.markers[0]?.drag({ latitude: 12.9401, longitude: 77.6302 }));
    expect(await screen.findByText('Location set (12.9401, 77.6302)')).toBeInTheDocument();
    await waitFor(() => expect(api.callsOf('googleDistance').length).toBe(asked + 1));
    expect(api.callsOf('googleDistance').at(-1)?.query).toEqual({
      latitude: '12.9401',
      longitude: '77.6302',
    });
  });

  it('falls back to the plain form with a short message when the maps library cannot load', async () => {
    withKeys('google-key-1', null);
    fake.failLoad = true;
    const user = userEvent.setup();
    signedInAt('/address/new');
    expect(
      await screen.findByText('The map could not be loaded. Please fill in the address below.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of the delivery location' })).toBeNull();
    await user.type(screen.getByLabelText('Postal code (PIN)'), '560034');
    expect(await screen.findByTestId('address-delivery-area')).toHaveTextContent(
      'We deliver to Koramangala',
    );
  });
});

describe('plain address form', () => {
  it('without a key asks for no maps library and no script', async () => {
    configureMaps();
    signedInAt('/address/new');
    await screen.findByLabelText('Full name');
    expect(screen.queryByRole('region', { name: 'Map of the delivery location' })).toBeNull();
    expect(api.callsOf('mapServiceKey').length).toBeGreaterThan(0);
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
  });

  it('with only a HERE key takes the route from the HERE distance call', async () => {
    withKeys(null, 'here-key-1');
    api.use({
      hereDistance: () => ({
        Success: true,
        Invalid: false,
        Estimated: false,
        Data: { RouteLength: 5100, TimeDuration: 780 },
      }),
    });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 12.9716, longitude: 77.5946 } } as GeolocationPosition),
      },
    });
    const user = userEvent.setup();
    signedInAt('/address/new');
    await user.type(await screen.findByLabelText('Postal code (PIN)'), '560034');
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByTestId('route')).toHaveTextContent(
      '5.1 km from our store, about 13 min',
    );
    expect(fake.keys).toEqual([]);
    expect(api.callsOf('hereDistance').at(-1)?.query).toEqual({
      latitude: '12.9716',
      longitude: '77.5946',
    });
  });
});
