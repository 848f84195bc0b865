import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { renderApp } from '../../test/renderApp';
import { homeAddress, shopperHandlers, workAddress } from '../../test/shopperFixtures';
import { orderProcess } from '../../state/orderProcess';
import { address, setAddressToUpdate } from '../../state/address';

vi.setConfig({ testTimeout: 20_000 });

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());
beforeEach(() => api.use(shopperHandlers()));

function signedInAt(path: string) {
  renderApp(path);
  act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, postalCode = '560034') {
  await user.type(await screen.findByLabelText('Full name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  await user.type(screen.getByLabelText('House no., building, street'), '12, 5th Cross');
  await user.type(screen.getByLabelText('City'), 'Bengaluru');
  await user.type(screen.getByLabelText('State'), 'Karnataka');
  await user.type(screen.getByLabelText('Postal code (PIN)'), postalCode);
}

describe('new address', () => {
  it('checks the required fields and the 6-digit postal code before sending anything', async () => {
    const user = userEvent.setup();
    signedInAt('/address/new');
    await user.click(await screen.findByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Enter the full name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(screen.getByText('Enter the city')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 6-digit postal code')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Postal code (PIN)'), '05603');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Enter a valid 6-digit postal code')).toBeInTheDocument();
    expect(api.callsOf('addAddress')).toHaveLength(0);
  });

  it('checks the postal code with the delivery quote and saves the address without a made-up position', async () => {
    const user = userEvent.setup();
    const before = api.callsOf('addAddress').length;
    signedInAt('/address/new');
    await fillForm(user);
    expect(await screen.findByTestId('address-delivery-area')).toHaveTextContent(
      'We deliver to Koramangala (560034).',
    );
    expect(api.callsOf('serviceability').at(-1)?.query).toEqual({ pincode: '560034' });
    // No city centre stands in for the position: the server places the address at its pincode.
    expect(api.callsOf('googleDistance')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByRole('heading', { level: 1, name: 'My addresses' });
    const sent = api.callsOf('addAddress')[before]?.body as {
      AddressData: Record<string, unknown>;
    };
    expect(sent.AddressData).toMatchObject({
      fullName: 'Asha Rao',
      postalCode: '560034',
      type: 'Home',
    });
    expect(sent.AddressData).not.toHaveProperty('latitude');
    expect(sent.AddressData).not.toHaveProperty('RouteLength');
  });

  it('says clearly when the postal code is not served and does not save it', async () => {
    const user = userEvent.setup();
    const before = api.callsOf('addAddress').length;
    signedInAt('/address/new');
    await fillForm(user, '560001');
    expect(
      await screen.findByText('Sorry, this address is outside our delivery area.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose an address closer to the store, or check the postal code.',
    );
    expect(screen.getByRole('button', { name: 'Save address' })).toBeDisabled();
    expect(api.callsOf('addAddress')).toHaveLength(before);
  });

  it('sends the device position with the postal code to the delivery quote, which refuses a far one', async () => {
    api.use({
      serviceability: () => ({
        Serviceable: false,
        Message:
          'The location set for this address is far from pincode 560034. Check the pincode, or set the location again.',
        RouteLength: null,
        DeliveryFee: null,
        FreeDeliveryAbove: 49900,
        NextSlot: null,
        Express: null,
      }),
    });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 28.61, longitude: 77.2 } } as GeolocationPosition),
      },
    });
    const user = userEvent.setup();
    signedInAt('/address/new');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText(/far from pincode 560034/)).toBeInTheDocument();
    expect(api.callsOf('serviceability').at(-1)?.query).toEqual({
      pincode: '560034',
      latitude: '28.61',
      longitude: '77.2',
    });
    expect(screen.getByRole('button', { name: 'Save address' })).toBeDisabled();
  });

  it('uses the device position when the shopper asks for it', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 12.93, longitude: 77.62 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition },
    });
    const user = userEvent.setup();
    signedInAt('/address/new');
    await user.click(await screen.findByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText('Location set (12.9300, 77.6200)')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsOf('googleDistance').at(-1)?.query).toEqual({
        latitude: '12.93',
        longitude: '77.62',
      }),
    );
  });

  it('from checkout, makes the new address the delivery address and goes back', async () => {
    const user = userEvent.setup();
    signedInAt('/address/new/1');
    await fillForm(user);
    await screen.findByTestId('address-delivery-area');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(orderProcess.state.selectedAddress?.AddressId).toBe(13);
    expect(JSON.parse(localStorage.getItem('primary') ?? '{}')).toMatchObject({
      selectedAddress: { AddressId: 13 },
    });
  });
});

describe('saved addresses', () => {
  it('lists them with the default marked, sets another default and deletes one', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    signedInAt('/user/address');
    const cards = await screen.findAllByTestId('address-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('4.2 km from our store, about 15 min')).toBeInTheDocument();

    await user.click(within(cards[1]!).getByRole('button', { name: 'Make default' }));
    await waitFor(() =>
      expect(api.callsOf('setDefaultAddress').at(-1)?.body).toEqual({ addressId: 12 }),
    );
    await user.click(within(cards[1]!).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.callsOf('deleteAddress').at(-1)?.body).toEqual({ addressId: 12 }),
    );
  });

  it('chooses the delivery address on /address/list and returns to checkout', async () => {
    const user = userEvent.setup();
    signedInAt('/address/list/1');
    const cards = await screen.findAllByTestId('address-card');
    await user.click(within(cards[1]!).getByRole('button', { name: 'Deliver here' }));
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(orderProcess.state.selectedAddress?.AddressId).toBe(workAddress.AddressId);
  });

  it('shows the server message when there is no address', async () => {
    api.use({ addressList: () => ({ AddressList: [], Message: 'No address found' }) });
    signedInAt('/user/address');
    expect(await screen.findByText('No address found')).toBeInTheDocument();
  });
});

describe('update address', () => {
  it('is a route only while an address to update is set, and saves through the update call', async () => {
    const user = userEvent.setup();
    signedInAt('/address/update/0');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();

    act(() => setAddressToUpdate(homeAddress.AddressId));
    const name = await screen.findByLabelText('Full name');
    expect(name).toHaveValue('Asha Rao');
    await user.clear(name);
    await user.type(name, 'Asha R');
    await user.click(screen.getByRole('button', { name: 'Update address' }));
    await screen.findByRole('heading', { level: 1, name: 'My addresses' });
    expect(api.callsOf('updateAddress').at(-1)?.body).toMatchObject({
      UpdatedAddressData: { addressId: homeAddress.AddressId, fullName: 'Asha R' },
    });
    expect(address.state.addressIdToUpdateAddress).toBeUndefined();
  });
});
