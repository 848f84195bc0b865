/**
 * A shopper driven through the SDK over HTTP (no browser), for browser tests that need orders placed around
 * the one they watch: signed in with the sandbox's one-time code, an address in an area, pay-on-delivery
 * orders of the seeded chicken curry cut, in a slot when given. A browser page signing in with the same
 * phone number is the same shopper.
 */
import {
  MemoryStorage,
  createClient,
  createLoginOrchestrator,
  createSandboxHostedProvider,
  createSession,
  type StorefrontClient,
} from '@storefront/sdk';
import { newPhoneNumber } from '../shopper';

export interface ApiShopper {
  phone: string;
  client: StorefrontClient;
  /** Places a pay-on-delivery order in the Scheduled method's slot; answers its id. */
  placeSlotOrder(slotId: string): Promise<number>;
}

async function signedIn(baseUrl: string, phone: string): Promise<StorefrontClient> {
  const storage = new MemoryStorage();
  const session = createSession(storage);
  const client = createClient({ baseUrl, getToken: () => session.getToken() });
  const login = createLoginOrchestrator({
    client,
    storage,
    session,
    providers: { hosted: createSandboxHostedProvider(client) },
  });
  const sentTo = await login.startHosted('Phone', phone);
  const { Messages } = await client.auth.sandbox.inbox();
  const code = Messages.find((message) => message.To === sentTo)?.Code;
  if (!code) throw new Error(`no sandbox code for ${sentTo}`);
  await login.verifyHostedCode('Phone', code);
  return client;
}

export async function apiShopper(
  baseUrl: string,
  address: { pincode: string; street: string },
): Promise<ApiShopper> {
  const phone = newPhoneNumber();
  const client = await signedIn(baseUrl, phone);
  const { Address } = await client.addresses.add({
    AddressData: {
      fullName: 'Meera Iyer',
      phoneNumber: phone,
      addressLine1: address.street,
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: address.pincode,
      type: 'Home',
    },
  });
  const { ProductDetails: product } = await client.catalog.product({
    productSlug: 'chicken-curry-cut',
  });
  const option = product.ProductConfig[0]?.Options.find((row) => row.IsDefault);
  const { PaymentMethods } = await client.checkout.paymentMethods();
  const onDelivery = PaymentMethods.find((method) => method.Kind === 'OnDelivery');
  const { DeliveryMethods } = await client.checkout.deliveryMethods();
  const scheduled = DeliveryMethods.find((method) => method.Kind === 'Slot');
  if (!option || !onDelivery || !scheduled) throw new Error('the seeded catalog is missing');
  return {
    phone,
    client,
    async placeSlotOrder(slotId) {
      const { OrderData } = await client.checkout.placeOrder({
        addressId: Address.AddressId,
        deliveryMethodId: scheduled.DeliveryMethodId,
        paymentMethodId: onDelivery.PaymentMethodId,
        useWallet: false,
        slotId,
        products: [
          {
            productId: product.ProductId,
            qty: 1,
            configPriceIds: [option.RowId],
            price: product.Price + option.PriceDelta,
          },
        ],
      });
      return OrderData.OrderId;
    },
  };
}
