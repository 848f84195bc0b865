/** The order-data slice (spec section 3): checkout configuration, price-check flag, order history and details. */
import type { ReplyOf } from '@storefront/sdk';
import { createSlice } from '../lib/slice';
import { notRead } from './readStatus';

export const orderData = createSlice({
  paymentMethods: [] as ReplyOf<'paymentMethods'>['PaymentMethods'],
  deliveryMethods: [] as ReplyOf<'deliveryMethods'>['DeliveryMethods'],
  shippingConfigs: undefined as ReplyOf<'shippingConfigs'>['ShippingConfigs'] | undefined,
  platformFeeConfigs: [] as ReplyOf<'platformFeeConfigs'>['PlatformFeeConfigs'],
  isProductPriceUpdated: false,
  orderHistoryData: [] as ReplyOf<'orderHistory'>['Orders'],
  pageNoOfFetchedOrder: 0,
  totalOrderPages: 0,
  countTotalOrders: 0,
  countPlacedOrders: 0,
  orderDetails: undefined as ReplyOf<'orderDetails'> | undefined,
  isOrderDetailsFound: true,
  /** The history's first page, the open order's details, the delivery and payment methods (state/reads.ts). */
  historyRead: notRead(),
  detailsRead: notRead(),
  checkoutOptionsRead: notRead(),
});
