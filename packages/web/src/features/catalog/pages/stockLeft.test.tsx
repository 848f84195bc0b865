/**
 * Stock per hub on the product page (issue 28): the details are asked for the hub the area check named,
 * and an option with few units left there says "Only N left" in its radio's name; a sold-out option keeps
 * "Notify me".
 */
import type { ReplyOf } from '@storefront/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveryArea } from '../../../state/deliveryArea';
import { startApiServer, type ApiServer } from '../../../test/apiServer';
import { curryCut, storeHandlers } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

type Details = ReplyOf<'productDetails'>['ProductDetails'];

/** The curry cut as one hub has it: `left` units of 1 kg (RowId 12), sold out when none. */
const withKgLeft = (left: number): Details => ({
  ...curryCut,
  ProductConfig: curryCut.ProductConfig.map((group) => ({
    ...group,
    Options: group.Options.map((row) =>
      row.RowId === 12 ? { ...row, IsAvailable: left > 0, Left: left > 0 ? left : null } : row,
    ),
  })),
});

/** Units of 1 kg each hub has; the main hub (no `hub` asked) has plenty. */
const kgAt: Record<string, number> = { koramangala: 3, indiranagar: 0 };

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(storeHandlers());
});
afterAll(() => api.close());
beforeEach(() => {
  api.use({
    ...storeHandlers(),
    productDetails: (query) => ({
      ProductDetails: query.hub ? withKgLeft(kgAt[query.hub] ?? 0) : curryCut,
    }),
    serviceability: (query) => ({
      Serviceable: true,
      Message: 'We deliver to Koramangala (560034).',
      RouteLength: 1500,
      DeliveryFee: 2900,
      FreeDeliveryAbove: 49900,
      NextSlot: null,
      Express: null,
      Hub: query.pincode === '560034' ? { Slug: 'koramangala', Name: 'Koramangala' } : null,
    }),
  });
});
afterEach(() => {
  deliveryArea.pincode = undefined;
  deliveryArea.serviceable = undefined;
  deliveryArea.hub = undefined;
  localStorage.clear();
});

const kgRadio = () => screen.findByRole('radio', { name: /1 kg/ });

describe('the product page for the serving hub', () => {
  it('asks without a hub until the area check names one, then for that hub, and says few are left', async () => {
    const user = userEvent.setup();
    renderApp('/chicken-curry-cut');
    expect(await kgRadio()).not.toHaveAccessibleName(/left/);
    expect(api.callsOf('productDetails').at(-1)?.query).toEqual({
      productSlug: 'chicken-curry-cut',
    });

    await user.click(screen.getByRole('button', { name: 'Check delivery to your area' }));
    const dialog = await screen.findByRole('dialog', { name: 'Where should we deliver?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Pincode/ }), '560034');
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    await within(dialog).findByTestId('serviceability');

    await waitFor(() =>
      expect(api.callsOf('productDetails').at(-1)?.query).toEqual({
        productSlug: 'chicken-curry-cut',
        hub: 'koramangala',
      }),
    );
    expect(await screen.findByRole('radio', { name: /1 kg.*Only 3 left/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /500 g/ })).not.toHaveAccessibleName(/left/);
    // Kept on the device like the pincode: the next visit asks for the same hub.
    expect(JSON.parse(localStorage.getItem('storefront.deliveryArea') ?? '{}')).toMatchObject({
      pincode: '560034',
      hub: 'koramangala',
    });
  });

  it('keeps "Notify me" for an option sold out at the hub, with no count', async () => {
    const user = userEvent.setup();
    act(() => {
      deliveryArea.hub = 'indiranagar';
    });
    renderApp('/chicken-curry-cut');
    await user.click(await kgRadio());
    expect(await kgRadio()).not.toHaveAccessibleName(/left/);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(await screen.findByRole('link', { name: 'Notify me' })).toBeVisible();
    expect(api.callsOf('productDetails').at(-1)?.query).toMatchObject({ hub: 'indiranagar' });
  });
});
