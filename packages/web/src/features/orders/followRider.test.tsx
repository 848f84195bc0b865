/**
 * Following the rider on the order's page, and a no-contact delivery's photo (docs/after-the-order.md):
 * while the order is out its rider's first name, a call link, the distance and the ETA, which the live poll
 * updates; a map only when the server sends one; once delivered without contact, the rider's photo at the
 * door and the timeline's entry; in the shopper's language.
 */
import type { ReplyOf } from '@storefront/sdk';
import { act, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogTexts } from '../../../catalogs.plugin';
import { setSession } from '../../lib/session';
import { setLocale } from '../../state/locale';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { renderApp } from '../../test/renderApp';
import { orderDetails, shopperHandlers } from '../../test/shopperFixtures';

vi.setConfig({ testTimeout: 20_000 });

type Details = NonNullable<ReplyOf<'orderDetails'>['OrderDetails']>;
type Rider = NonNullable<Details['Rider']>;

const rider = (distance: number | null, eta: number | null, extra: Partial<Rider> = {}): Rider => ({
  FirstName: 'Ravi',
  Phone: '+919000000003',
  DistanceMetres: distance,
  EtaMinutes: eta,
  UpdatedAt: distance === null ? null : new Date().toISOString(),
  ...extra,
});

const outForDelivery = (shown: Rider): Details => ({
  ...orderDetails,
  Status: 'OutForDelivery',
  CanCancel: false,
  Rider: shown,
});

let api: ApiServer;
let shown: Details;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());
beforeEach(() => {
  api.use({
    ...shopperHandlers(),
    orderDetails: () => ({ NoOrder: false, OrderDetails: shown }),
  });
});
afterEach(async () => {
  await act(() => setLocale('en'));
});

function openOrder() {
  renderApp('/order/details/501');
  act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
}

/** The page's live poll, at once (it reads again whenever the page becomes visible). */
const pollNow = () => act(() => document.dispatchEvent(new Event('visibilitychange')));

describe('following the rider', () => {
  it('shows the rider’s name, the distance and the ETA, a call link, and follows each update', async () => {
    shown = outForDelivery(rider(1_432, 5));
    openOrder();
    const card = await screen.findByRole('region', { name: 'On its way' });
    expect(within(card).getByText('Ravi is bringing your order')).toBeInTheDocument();
    expect(within(card).getByText('1.4 km away')).toBeInTheDocument();
    expect(within(card).getByText('Arriving in about 5 minutes')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call Ravi' })).toHaveAttribute(
      'href',
      'tel:+919000000003',
    );
    // No map provider: no map, the figures alone.
    expect(within(card).queryByRole('img')).toBeNull();

    shown = outForDelivery(rider(447, 2));
    pollNow();
    expect(await within(card).findByText('450 m away')).toBeInTheDocument();
    expect(within(card).getByText('Arriving in about 2 minutes')).toBeInTheDocument();
  });

  it('says the distance will come while nothing is shared, and draws a map the server sends', async () => {
    shown = outForDelivery(rider(null, null, { Phone: null }));
    openOrder();
    const card = await screen.findByRole('region', { name: 'On its way' });
    expect(
      within(card).getByText("The rider's distance shows here once their location is shared."),
    ).toBeInTheDocument();
    // No number to call configured: no call link.
    expect(within(card).queryByRole('link')).toBeNull();

    shown = outForDelivery(
      rider(900, 3, {
        Latitude: 12.94,
        Longitude: 77.62,
        MapImageUrl: 'https://maps.googleapis.com/maps/api/staticmap?size=600x300&key=k',
      }),
    );
    pollNow();
    const map = await within(card).findByRole('img', {
      name: 'Map of the rider on the way to your address',
    });
    expect(map).toHaveAttribute('src', expect.stringContaining('maps.googleapis.com'));
  });

  it('shows no rider once the order is delivered', async () => {
    shown = { ...orderDetails, Status: 'Delivered', Rider: null };
    openOrder();
    await screen.findAllByText('Chicken Curry Cut', { exact: false });
    expect(screen.queryByRole('region', { name: 'On its way' })).toBeNull();
  });

  it.each(['hi', 'kn'] as const)('speaks the shopper’s language (%s)', async (locale) => {
    const texts = catalogTexts(locale);
    await act(() => setLocale(locale));
    shown = outForDelivery(rider(2_000, 6));
    openOrder();
    const card = await screen.findByRole('region', { name: texts['tracking.title'] });
    expect(card.textContent).toContain('2.0');
    expect(within(card).getByRole('link')).toHaveAttribute('href', 'tel:+919000000003');
  });
});

describe('a no-contact delivery', () => {
  it('shows the rider’s photo at the door and the timeline’s entry', async () => {
    shown = {
      ...orderDetails,
      Status: 'Delivered',
      Rider: null,
      DeliveredWithoutContact: true,
      DoorPhotoUrl: '/v1/photos/9?exp=1&sig=abc',
      Timeline: [
        ...orderDetails.Timeline,
        { Status: 'Delivered', At: new Date().toISOString(), Note: 'Your order was delivered.' },
        {
          Status: 'DeliveredWithoutContact',
          At: new Date().toISOString(),
          Note: 'Left at your door without contact; the rider took a photo of it.',
        },
      ],
    };
    openOrder();
    const card = await screen.findByRole('region', { name: 'Delivered without contact' });
    expect(within(card).getByText('The rider left your order at your door.')).toBeInTheDocument();
    expect(
      within(card).getByRole('img', { name: "The rider's photo of your order at your door" }),
    ).toHaveAttribute('src', '/v1/photos/9?exp=1&sig=abc');
    expect(screen.getAllByText('Delivered without contact')).toHaveLength(2);
  });

  it('says it was left at the door when there is no photo (none taken, or past its 30 days)', async () => {
    shown = {
      ...orderDetails,
      Status: 'Delivered',
      DeliveredWithoutContact: true,
      DoorPhotoUrl: null,
    };
    openOrder();
    const card = await screen.findByRole('region', { name: 'Delivered without contact' });
    expect(within(card).queryByRole('img')).toBeNull();
  });
});
