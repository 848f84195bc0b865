/**
 * Fixtures of a signed-in shopper for the screens that need one (cart, sign-in, addresses, checkout, orders,
 * refunds, wallet, profile), checked against the SDK schemas by apiServer.ts like every other fixture.
 */
import type { ReplyOf } from '@storefront/sdk';
import type { AddInput } from '../state/cart';
import type { Handlers } from './apiServer';
import { storeHandlers } from './fixtures';

type Address = ReplyOf<'addressList'>['AddressList'][number];
type OrderData = ReplyOf<'checkout'>['OrderData'];
type Bill = OrderData['Bill'];

export const AT = '2026-11-20T10:30:00+05:30';

/** A cart line as the product page adds it: Chicken Curry Cut, 500 g. */
export const curryCutLine: AddInput = {
  ProductId: 1,
  ProductName: 'Chicken Curry Cut',
  ProductPrice: 24900,
  Qty: 1,
  SelectedOptions: { Weight: { RowId: 2, Label: '500 g' } },
};

export const userData: ReplyOf<'authUsers'>['UserData'] = {
  UserId: 7,
  Username: 'Asha',
  Email: '',
  PhoneNumber: '9876543210',
  LoginFrom: 'Phone',
};

export const homeAddress: Address = {
  AddressId: 11,
  IsDefault: 1,
  fullName: 'Asha Rao',
  phoneNumber: '9876543210',
  addressLine1: '12, 5th Cross, Koramangala',
  addressLine2: '',
  landmark: 'Near the park',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560034',
  type: 'Home',
  latitude: 12.9352,
  longitude: 77.6245,
  RouteLength: 4200,
  TimeDuration: 900,
};

export const workAddress: Address = {
  ...homeAddress,
  AddressId: 12,
  IsDefault: 0,
  fullName: 'Asha at work',
  addressLine1: '3rd floor, Tech Park',
  type: 'Work',
};

export const bill: Bill = {
  ItemsTotal: 49800,
  CouponDiscount: 0,
  ShippingFee: 3000,
  DeliveryCharge: 0,
  PlatformFee: 500,
  Total: 53300,
  WalletUsed: 0,
  AmountPayable: 53300,
};

export const orderData: OrderData = {
  OrderId: 501,
  OrderNumber: 'FC-000501',
  Status: 'PendingPayment',
  PaymentStatus: 'Pending',
  Bill: bill,
  Payment: {
    Gateway: 'sandbox',
    KeyId: 'rzp_test_sandbox',
    GatewayOrderId: 'order_sbx_1',
    Amount: 53300,
    Currency: 'INR',
    CheckoutUrl: '/sandbox/pay/order_sbx_1',
  },
};

export const orderDetails: NonNullable<ReplyOf<'orderDetails'>['OrderDetails']> = {
  OrderId: 501,
  OrderNumber: 'FC-000501',
  Status: 'Placed',
  PaymentStatus: 'Paid',
  CreatedAt: AT,
  Items: [
    {
      ProductId: 1,
      ProductName: 'Chicken Curry Cut',
      ImageUrl: '/images/products/1.svg',
      UnitPrice: 24900,
      Qty: 2,
      LineTotal: 49800,
      SelectedOptions: { Weight: { RowId: 2, Label: '500 g' } },
    },
  ],
  Bill: bill,
  CouponCode: null,
  DeliveryMethod: 'Standard',
  PaymentMethod: 'Pay online',
  Address: {
    AddressId: homeAddress.AddressId,
    fullName: homeAddress.fullName,
    phoneNumber: homeAddress.phoneNumber,
    addressLine1: homeAddress.addressLine1,
    addressLine2: homeAddress.addressLine2,
    landmark: homeAddress.landmark,
    city: homeAddress.city,
    state: homeAddress.state,
    postalCode: homeAddress.postalCode,
    type: homeAddress.type,
    latitude: homeAddress.latitude,
    longitude: homeAddress.longitude,
    RouteLength: homeAddress.RouteLength,
    TimeDuration: homeAddress.TimeDuration,
  },
  CanCancel: true,
  CanRetryPayment: false,
  Payment: null,
  Timeline: [{ Status: 'Placed', At: AT, Note: 'Order placed' }],
};

export const refund: ReplyOf<'refunds'>['RefundsData'][number] = {
  RefundId: 31,
  OrderId: 501,
  OrderNumber: 'FC-000501',
  Amount: 53300,
  Status: 'Requested',
  Reason: 'Packet was torn',
  Destination: 'Wallet',
  CreatedAt: AT,
  ProcessedAt: null,
};

export const sandboxLoginConfig: ReplyOf<'loginConfig'> = {
  Config: {
    apiKey: 'sandbox',
    authDomain: 'localhost',
    projectId: 'demo-test',
    appId: 'sandbox',
    messagingSenderId: '0',
    vapId: '',
  },
  LoginServiceProvider: 'otpless',
  OtpLessAppId: 'sandbox',
  FirebaseAllowedLoginMethods: ['Phone', 'Email', 'Google', 'Facebook'],
  OtpLessAllowedLoginMethods: ['Phone', 'Email'],
  IsSandbox: true,
};

/** The store's handlers plus everything a signed-in shopper calls, answering the happy case. */
export function shopperHandlers(): Handlers {
  return {
    ...storeHandlers(),
    loginConfig: () => sandboxLoginConfig,
    sandboxOtpSend: () => ({ RequestId: 'req-1', ExpiresIn: 300 }),
    sandboxOtpInbox: () => ({
      Messages: [{ To: '9876543210', Code: '482913', SentAt: AT, ExpiresAt: AT }],
    }),
    sandboxOtpVerify: () => ({ Token: 'sandbox-proof', Email: '', PhoneNumber: '9876543210' }),
    authUsers: () => ({
      Token: 'session-token',
      ExpiresIn: 900,
      IsTestUser: true,
      DefaultAddress: homeAddress,
      UserData: userData,
    }),
    refreshSession: () => ({ status: 401, body: { Message: 'Session expired' } }),
    logout: () => ({ Success: true }),
    addressList: () => ({ AddressList: [homeAddress, workAddress] }),
    addAddress: (_query, body) => {
      const input = (
        body as {
          AddressData: Omit<Address, 'AddressId' | 'IsDefault' | 'RouteLength' | 'TimeDuration'>;
        }
      ).AddressData;
      return { Success: true, Address: { ...homeAddress, ...input, AddressId: 13, IsDefault: 0 } };
    },
    updateAddress: (_query, body) => {
      const input = (body as { UpdatedAddressData: Address & { addressId: number } })
        .UpdatedAddressData;
      const { addressId, ...fields } = input;
      return { Success: true, Address: { ...homeAddress, ...fields, AddressId: addressId } };
    },
    deleteAddress: () => ({ Success: true }),
    setDefaultAddress: () => ({ Success: true }),
    mapServiceKey: () => ({ Success: true, Keys: { Google: null, Here: null } }),
    // The one delivery quote: Koramangala is served, every other pincode is not.
    serviceability: (query) =>
      query.pincode === '560034'
        ? {
            Serviceable: true,
            Message: 'We deliver to Koramangala (560034).',
            RouteLength: 1500,
            DeliveryFee: 2900,
            FreeDeliveryAbove: 49900,
            NextSlot: null,
            Express: { DeliveryMethodId: 2, Available: true, EtaMinutes: 14 },
          }
        : {
            Serviceable: false,
            Message:
              'We do not deliver here yet. You can still browse the store and add items to your cart.',
            RouteLength: null,
            DeliveryFee: null,
            FreeDeliveryAbove: 49900,
            NextSlot: null,
            Express: null,
          },
    googleDistance: () => ({
      Success: true,
      Invalid: false,
      Estimated: true,
      Data: { RouteLength: 4600, TimeDuration: 660 },
    }),
    validateCartPrice: (_query, body) => {
      const lines = (
        body as { products: { productId: number; price: number; configPriceIds: number[] }[] }
      ).products;
      return {
        PriceUpdated: false,
        UpdatedProducts: lines.map((line) => ({
          ProductId: line.productId,
          ConfigPriceId: line.configPriceIds,
          IsInvalidConfigFound: false,
          IsUnavailable: false,
          PriceUpdated: false,
          UpdatedPrice: line.price,
        })),
      };
    },
    deliveryMethods: () => ({
      DeliveryMethods: [
        {
          DeliveryMethodId: 1,
          Name: 'Standard',
          Description: 'In 60–120 minutes',
          Charge: 0,
          EstimatedMinutes: 120,
        },
        {
          DeliveryMethodId: 2,
          Name: 'Express',
          Description: 'In 30 minutes',
          Charge: 4900,
          EstimatedMinutes: 30,
        },
      ],
    }),
    paymentMethods: () => ({
      PaymentMethods: [
        {
          PaymentMethodId: 1,
          Name: 'Pay online',
          Description: 'UPI, cards, netbanking',
          Gateway: 'sandbox',
        },
      ],
    }),
    calculateBill: () => ({ Bill: bill, AppliedCoupon: null, WalletBalance: 20000 }),
    offers: () => ({
      Offers: [
        {
          CouponId: 1,
          Code: 'FRESH10',
          Title: '10% off fresh meat',
          Description: '10% off up to ₹100 on carts of ₹300 or more.',
          DiscountType: 'Percent',
          DiscountValue: 10,
          MaxDiscount: 10000,
          MinOrderValue: 30000,
          FirstOrderOnly: false,
          ExpiresAt: null,
          IsEligible: true,
        },
      ],
    }),
    applyCoupon: () => ({
      Success: true,
      AppliedCoupon: { CouponId: 1, Code: 'FRESH10', Title: '10% off fresh meat', Discount: 4980 },
    }),
    removeCoupon: () => ({ Success: true }),
    checkout: () => ({ OrderData: orderData }),
    validatePaymentSignature: () => ({
      Success: true,
      OrderData: { ...orderData, Status: 'Placed', PaymentStatus: 'Paid' },
    }),
    paymentFailed: () => ({ Success: true }),
    revisePayment: () => ({
      OrderData: {
        ...orderData,
        Payment: {
          ...orderData.Payment!,
          GatewayOrderId: 'order_sbx_2',
          CheckoutUrl: '/sandbox/pay/order_sbx_2',
        },
      },
    }),
    orderHistory: (query) => ({
      NoOrders: false,
      CountTotalOrders: 12,
      CountPlacedOrders: 12,
      Orders: Array.from({ length: query.pageNo === '2' ? 2 : 10 }, (_, index) => ({
        OrderId: (query.pageNo === '2' ? 11 : 1) + index,
        OrderNumber: `FC-${String((query.pageNo === '2' ? 11 : 1) + index).padStart(6, '0')}`,
        Status: 'Delivered' as const,
        PaymentStatus: 'Paid' as const,
        Total: 53300,
        ItemCount: 2,
        FirstItemName: 'Chicken Curry Cut',
        CreatedAt: AT,
      })),
      PageNo: Number(query.pageNo ?? 1),
      TotalPages: 2,
    }),
    orderDetails: (query) =>
      query.orderId === String(orderDetails.OrderId)
        ? { NoOrder: false, OrderDetails: orderDetails }
        : { NoOrder: true, OrderDetails: null },
    // A delivered order's GST documents (none unless a test gives some).
    orderDocuments: () => ({ Documents: [] }),
    cancelOrder: () => ({ Success: true, Error: false, Message: 'Order cancelled', RefundId: 31 }),
    refunds: (query) => ({
      NoRefunds: false,
      CountTotalRefunds: 1,
      RefundsData: query.pageNo === '1' ? [refund] : [],
      PageNo: Number(query.pageNo ?? 1),
      TotalPages: 1,
    }),
    refundDetails: (query) =>
      query.refundId === String(refund.RefundId)
        ? { NoRefund: false, RefundDetails: refund }
        : { NoRefund: true, RefundDetails: null },
    createRefund: (_query, body) => ({
      Success: true,
      Refund: { ...refund, RefundId: 32, Reason: (body as { reason: string }).reason },
    }),
    walletData: () => ({ Balance: 20000 }),
    walletTransactions: (query) => ({
      NoTransactions: false,
      TotalTransactions: 11,
      Transactions: Array.from({ length: query.pageNo === '2' ? 1 : 10 }, (_, index) => ({
        TransactionId: (query.pageNo === '2' ? 11 : 1) + index,
        Type: index % 2 === 0 ? ('Credit' as const) : ('Debit' as const),
        Amount: 1000,
        Description: `Refund for order FC-${index}`,
        OrderId: 501,
        RefundId: null,
        BalanceAfter: 20000,
        CreatedAt: AT,
      })),
      PageNo: Number(query.pageNo ?? 1),
      TotalPages: 2,
    }),
    profile: () => ({ UserData: userData }),
    updateProfile: (_query, body) => ({
      Success: true,
      UserData: {
        ...userData,
        Username: (body as { username?: string }).username ?? userData.Username,
      },
    }),
  };
}
