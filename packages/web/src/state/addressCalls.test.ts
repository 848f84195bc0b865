/**
 * The selected address decides the hub that delivers (issue 28, docs/inventory.md): its area check's hub
 * becomes the one the product pages and the delivery slots ask for, without the header's area dialog.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../test/apiServer';
import { homeAddress } from '../test/shopperFixtures';
import './addressCalls';
import { deliveryArea } from './deliveryArea';
import { orderProcess } from './orderProcess';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({
    serviceability: (query) => ({
      Serviceable: true,
      Message: `We deliver to ${query.pincode}.`,
      RouteLength: 1100,
      DeliveryFee: 2900,
      FreeDeliveryAbove: 49900,
      NextSlot: null,
      Express: null,
      Hub: query.pincode === '560078' ? { Slug: 'jp-nagar', Name: 'J P Nagar' } : null,
    }),
  });
});
afterAll(() => api.close());

describe('the hub of the selected address', () => {
  it('becomes the hub the shop asks for when an address in another hub’s area is chosen', async () => {
    deliveryArea.hub = 'koramangala';
    orderProcess.state.selectedAddress = {
      ...homeAddress,
      postalCode: '560078',
      latitude: 12.9063,
      longitude: 77.5857,
    };
    await expect.poll(() => deliveryArea.hub).toBe('jp-nagar');
  });
});
