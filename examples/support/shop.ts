/**
 * What the examples' test does on the reference server, through the SDK (the workspace's source): a shopper
 * signs in with the sandbox code and places pay-on-delivery orders, with or without a delivery slot; the
 * sandbox staff (docs/operations.md) move an order along, each move through the ops client.
 */
import {
  MemoryStorage,
  createClient,
  createLoginOrchestrator,
  createSandboxHostedProvider,
  createSession,
  type OrderData,
  type StorefrontClient,
} from '@storefront/sdk';
import { createOpsClient, type OpsClient } from '@storefront/sdk/ops';

export const SANDBOX_STAFF = {
  admin: { email: 'admin@sandbox.test', password: 'sandbox-admin-1' },
  packer: { email: 'packer@sandbox.test', password: 'sandbox-packer-1' },
  rider: { email: 'rider@sandbox.test', password: 'sandbox-rider-1' },
} as const;

/** A shopper signed in with the sandbox's one-time code, as the web app's sign-in does it. */
export async function signedInShopper(baseUrl: string, phone: string): Promise<StorefrontClient> {
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

export interface Shop {
  shopper: StorefrontClient;
  addressId: number;
  /** Places a pay-on-delivery order of `qty` of the seeded chicken curry cut, in `slotId` when given. */
  placeOrder(options?: { slotId?: string; qty?: number }): Promise<OrderData>;
  /** The open slots of the seeded Scheduled method, soonest first. */
  openSlots(): Promise<{ SlotId: string; Start: string }[]>;
}

export async function openShop(baseUrl: string, phone: string): Promise<Shop> {
  const shopper = await signedInShopper(baseUrl, phone);
  const { Address } = await shopper.addresses.add({
    AddressData: {
      fullName: 'Asha Rao',
      phoneNumber: phone,
      addressLine1: '12, 5th Cross, Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560034',
      type: 'Home',
    },
  });
  const { ProductDetails: product } = await shopper.catalog.product({
    productSlug: 'chicken-curry-cut',
  });
  const option = product.ProductConfig[0]?.Options.find((row) => row.IsDefault);
  if (!option) throw new Error('the seeded product has no default option');
  const { PaymentMethods } = await shopper.checkout.paymentMethods();
  const onDelivery = PaymentMethods.find((method) => method.Kind === 'OnDelivery');
  const { DeliveryMethods } = await shopper.checkout.deliveryMethods();
  const standard = DeliveryMethods.find((method) => method.Kind === 'Standard');
  const scheduled = DeliveryMethods.find((method) => method.Kind === 'Slot');
  if (!onDelivery || !standard || !scheduled) throw new Error('the seeded methods are missing');

  return {
    shopper,
    addressId: Address.AddressId,
    async placeOrder({ slotId, qty = 1 } = {}) {
      const { OrderData } = await shopper.checkout.placeOrder({
        addressId: Address.AddressId,
        deliveryMethodId: slotId ? scheduled.DeliveryMethodId : standard.DeliveryMethodId,
        paymentMethodId: onDelivery.PaymentMethodId,
        useWallet: false,
        ...(slotId ? { slotId } : {}),
        products: [
          {
            productId: product.ProductId,
            qty,
            configPriceIds: [option.RowId],
            price: product.Price + option.PriceDelta,
          },
        ],
      });
      return OrderData;
    },
    async openSlots() {
      const { Slots } = await shopper.checkout.deliverySlots({
        deliveryMethodId: scheduled.DeliveryMethodId,
      });
      return Slots.filter((slot) => slot.Status === 'Open' && slot.Left > 0);
    },
  };
}

/** A sandbox staff member's ops client, signed in with the password. */
export async function staffClient(
  baseUrl: string,
  who: { email: string; password: string },
): Promise<OpsClient> {
  let token: string | undefined = undefined;
  const ops = createOpsClient({ baseUrl, getToken: () => token });
  token = (await ops.staff.signIn(who)).Token;
  return ops;
}

/**
 * Moves a pay-on-delivery order from Placed to Delivered as the packer and the rider do, calling `after`
 * with the status reached after each move (the test waits there for the notifier to print it).
 */
export async function deliver(
  baseUrl: string,
  orderId: number,
  after: (status: string) => Promise<void>,
): Promise<void> {
  const packer = await staffClient(baseUrl, SANDBOX_STAFF.packer);
  const rider = await staffClient(baseUrl, SANDBOX_STAFF.rider);
  await after((await packer.orders.confirm(orderId)).Order.Status);
  const packing = await packer.orders.startPacking(orderId);
  await after(packing.Order.Status);
  const packed = await packer.orders.pack({
    orderId,
    lines: packing.Order.Lines.map((line) => ({
      lineId: line.LineId,
      ...(line.OrderedGrams === null ? { pieces: line.Qty } : { grams: line.OrderedGrams }),
    })),
  });
  await after(packed.Order.Status);
  await after((await rider.orders.dispatch(orderId)).Order.Status);
  await rider.orders.collectPayment({ orderId, method: 'Cash' });
  await after((await rider.orders.deliver(orderId)).Order.Status);
}
