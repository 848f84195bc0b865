/**
 * Reply shapes shared by several domains, written with matchers. Each mirrors one zod schema of the SDK
 * (named in its comment); the SDK validates every reply, so a template that drifts from its schema fails.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  ADDRESS_TYPES,
  ORDER_STATUSES,
  PAYMENT_GATEWAYS,
  PAYMENT_STATUSES,
  REFUND_DESTINATIONS,
  REFUND_STATUSES,
} from '@storefront/sdk/core';
import {
  count,
  datetime,
  id,
  integerMatching,
  nullableDatetime,
  nullableInteger,
  oneOf,
  paise,
} from './pact.js';

const { atLeastLike, boolean, number, eachValueMatches, like, regex, string } = MatchersV3;

/** A list that may be empty on the provider; the example holds one item of the template. */
export const listOf = <T>(template: T) => atLeastLike(template, 0, 1);

/** auth UserData */
export const userData = {
  UserId: id(7),
  Username: string('Asha Rao'),
  Email: string('asha@example.in'),
  PhoneNumber: string('9876543210'),
  LoginFrom: string('Phone'),
};

/** addresses AddressInput: what the shopper fills in. */
export const addressInput = {
  fullName: 'Asha Rao',
  phoneNumber: '9876543210',
  addressLine1: '12, 4th Cross, Indiranagar',
  addressLine2: 'Near the metro station',
  landmark: 'Opposite the park',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560038',
  type: 'Home' as const,
  latitude: 12.9719,
  longitude: 77.6412,
};

/** addresses Address, without IsDefault (as orders carry it). */
export const deliveryAddress = {
  AddressId: id(2),
  fullName: string('Asha Rao'),
  phoneNumber: regex(/^(\+91)?[6-9][0-9]{9}$/, '9876543210'),
  addressLine1: string('12, 4th Cross, Indiranagar'),
  addressLine2: string('Near the metro station'),
  landmark: string('Opposite the park'),
  city: string('Bengaluru'),
  state: string('Karnataka'),
  postalCode: regex(/^[1-9][0-9]{5}$/, '560038'),
  type: oneOf(ADDRESS_TYPES, 'Home'),
  latitude: number(12.9719),
  longitude: number(77.6412),
  RouteLength: count(4200),
  TimeDuration: count(900),
};

/** addresses Address; IsDefault is 1 or 0. */
export const address = {
  ...deliveryAddress,
  IsDefault: integerMatching('0|1', 1),
};

/** catalog Category */
export const category = {
  CategoryId: id(1),
  Slug: string('chicken'),
  Name: string('Chicken'),
  Description: string('Farm-fresh chicken, cleaned and cut to order'),
  ImageUrl: string('/images/categories/chicken.webp'),
  ProductCount: count(8),
};

/** catalog ProductCard; Mrp is null when there is no discount. */
export const productCard = {
  ProductId: id(11),
  Slug: string('chicken-curry-cut'),
  ProductName: string('Chicken Curry Cut'),
  ShortDescription: string('Bone-in pieces, skinless'),
  ImageUrl: string('/images/products/chicken-curry-cut.webp'),
  CategoryId: id(1),
  Price: paise(24900),
  Mrp: nullableInteger(27900),
  WeightLabel: string('500 g'),
  AverageRating: number(4.5),
  TotalRatings: count(12),
  IsAvailable: boolean(true),
  HasOptions: boolean(true),
};

/** catalog Review */
export const review = {
  ReviewId: id(31),
  Username: string('Asha Rao'),
  Rating: integerMatching('[1-5]', 5),
  Comment: string('Fresh and neatly cut'),
  CreatedAt: datetime(),
};

/** catalog ProductRatingsReply */
export const ratings = {
  AverageRating: number(4.5),
  TotalRatings: count(12),
  FiveStar: count(8),
  FourStar: count(2),
  ThreeStar: count(1),
  TwoStar: count(1),
  OneStar: count(0),
};

/** cart SelectedOption map, keyed by option group name (empty for a simple product). */
export const selectedOptions = eachValueMatches(
  { Weight: { RowId: 101, Label: '500 g' } },
  like({ RowId: 101, Label: '500 g' }),
);

/** checkout Bill: every amount in paise. */
export const bill = {
  ItemsTotal: paise(49800),
  CouponDiscount: paise(0),
  ShippingFee: paise(0),
  DeliveryCharge: paise(2900),
  PlatformFee: paise(500),
  Total: paise(53200),
  WalletUsed: paise(0),
  AmountPayable: paise(53200),
};

/** checkout GatewayPayment */
export const gatewayPayment = {
  Gateway: oneOf(PAYMENT_GATEWAYS, 'sandbox'),
  KeyId: string('rzp_test_sandbox'),
  GatewayOrderId: string('order_sandbox_1'),
  Amount: paise(53200),
  Currency: 'INR',
  CheckoutUrl: string('/sandbox/pay/order_sandbox_1'),
};

/** checkout OrderData, for an order in the given state. */
export const orderData = (status: string, paymentStatus: string) => ({
  OrderId: id(501),
  OrderNumber: string('SF-2026-000501'),
  Status: status,
  PaymentStatus: paymentStatus,
  Bill: bill,
  Payment: gatewayPayment,
});

/**
 * orders OrderMoney (beyond the spec, docs/money.md): an order's money from its ledger, as the server
 * derives it with the SDK core's orderMoney. A paid order, nothing credited or refunded: nothing is due.
 */
export const orderMoney = {
  Charged: paise(53200),
  Credited: paise(0),
  Owed: paise(53200),
  Paid: paise(53200),
  Refunded: paise(0),
  Due: paise(0),
  Refundable: paise(53200),
};

/** orders OrderSummary */
export const orderSummary = {
  OrderId: id(501),
  OrderNumber: string('SF-2026-000501'),
  Status: oneOf(ORDER_STATUSES, 'Placed'),
  PaymentStatus: oneOf(PAYMENT_STATUSES, 'Paid'),
  Total: paise(53200),
  /** Beyond the spec (docs/api.md): left to pay after the wallet; the pay-on-delivery figure. */
  AmountPayable: paise(53200),
  ItemCount: count(2),
  FirstItemName: string('Chicken Curry Cut'),
  CreatedAt: datetime(),
  /** The states' orders are of the first (slot-less) method. */
  DeliveryWindow: null,
  Money: orderMoney,
};

/** refunds Refund */
export const refund = {
  RefundId: id(71),
  OrderId: id(501),
  OrderNumber: string('SF-2026-000501'),
  Amount: paise(53200),
  Status: oneOf(REFUND_STATUSES, 'Completed'),
  Reason: string('Order cancelled by the shopper'),
  Destination: oneOf(REFUND_DESTINATIONS, 'Wallet'),
  CreatedAt: datetime(),
  ProcessedAt: nullableDatetime(),
};
