import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import * as sdk from './index.js';
import * as commonSchemas from './common/schemas.js';
import * as configSchemas from './config/schemas.js';
import * as contentSchemas from './content/schemas.js';
import * as authSchemas from './auth/schemas.js';
import * as notificationsSchemas from './notifications/schemas.js';
import * as addressesSchemas from './addresses/schemas.js';
import * as mapsSchemas from './maps/schemas.js';
import * as catalogSchemas from './catalog/schemas.js';
import * as offersSchemas from './offers/schemas.js';
import * as cartSchemas from './cart/schemas.js';
import * as checkoutSchemas from './checkout/schemas.js';
import * as ordersSchemas from './orders/schemas.js';
import * as refundsSchemas from './refunds/schemas.js';
import * as walletSchemas from './wallet/schemas.js';
import * as profileSchemas from './profile/schemas.js';

const domainModules = {
  common: commonSchemas,
  config: configSchemas,
  content: contentSchemas,
  auth: authSchemas,
  notifications: notificationsSchemas,
  addresses: addressesSchemas,
  maps: mapsSchemas,
  catalog: catalogSchemas,
  offers: offersSchemas,
  cart: cartSchemas,
  checkout: checkoutSchemas,
  orders: ordersSchemas,
  refunds: refundsSchemas,
  wallet: walletSchemas,
  profile: profileSchemas,
};

describe('public surface', () => {
  it('exports every schema of every domain from the root', () => {
    const root = sdk as Record<string, unknown>;
    for (const [domain, module] of Object.entries(domainModules)) {
      for (const [name, value] of Object.entries(module)) {
        expect(root[name], `${domain}.${name}`).toBe(value);
      }
    }
  });

  it('exports the client, errors, texts, cart, login and flow', () => {
    for (const name of [
      'createClient',
      'describeError',
      'messages',
      'createCartStore',
      'validateCartPrices',
      'createLoginOrchestrator',
      'createSandboxHostedProvider',
      'transition',
      'idempotencyKeyFor',
      'MemoryStorage',
      'ApiError',
      'NetworkError',
      'TimeoutError',
      'ReplyValidationError',
      'AuthError',
    ]) {
      expect(typeof (sdk as Record<string, unknown>)[name], name).toMatch(/^(function|object)$/);
    }
  });

  it('exports the type inferred from each schema under the schema name', () => {
    expectTypeOf<sdk.ErrorReply>().toEqualTypeOf<z.output<typeof sdk.ErrorReply>>();
    expectTypeOf<sdk.SuccessReply>().toEqualTypeOf<z.output<typeof sdk.SuccessReply>>();
    expectTypeOf<sdk.LoginServiceProvider>().toEqualTypeOf<
      z.output<typeof sdk.LoginServiceProvider>
    >();
    expectTypeOf<sdk.FirebaseLoginMethod>().toEqualTypeOf<
      z.output<typeof sdk.FirebaseLoginMethod>
    >();
    expectTypeOf<sdk.HostedLoginMethod>().toEqualTypeOf<z.output<typeof sdk.HostedLoginMethod>>();
    expectTypeOf<sdk.LoginConfigReply>().toEqualTypeOf<z.output<typeof sdk.LoginConfigReply>>();
    expectTypeOf<sdk.ClarityProjectIdReply>().toEqualTypeOf<
      z.output<typeof sdk.ClarityProjectIdReply>
    >();
    expectTypeOf<sdk.StoreConfigsReply>().toEqualTypeOf<z.output<typeof sdk.StoreConfigsReply>>();
    expectTypeOf<sdk.ProductConfigsReply>().toEqualTypeOf<
      z.output<typeof sdk.ProductConfigsReply>
    >();
    expectTypeOf<sdk.CacheStateReply>().toEqualTypeOf<z.output<typeof sdk.CacheStateReply>>();
    expectTypeOf<sdk.AboutUsStatusReply>().toEqualTypeOf<z.output<typeof sdk.AboutUsStatusReply>>();
    expectTypeOf<sdk.ContentReply>().toEqualTypeOf<z.output<typeof sdk.ContentReply>>();
    expectTypeOf<sdk.LoginUsing>().toEqualTypeOf<z.output<typeof sdk.LoginUsing>>();
    expectTypeOf<sdk.LoginService>().toEqualTypeOf<z.output<typeof sdk.LoginService>>();
    expectTypeOf<sdk.LoginPayload>().toEqualTypeOf<z.input<typeof sdk.LoginPayload>>();
    expectTypeOf<sdk.UserData>().toEqualTypeOf<z.output<typeof sdk.UserData>>();
    expectTypeOf<sdk.AuthUserReply>().toEqualTypeOf<z.output<typeof sdk.AuthUserReply>>();
    expectTypeOf<sdk.LoginErrorReply>().toEqualTypeOf<z.output<typeof sdk.LoginErrorReply>>();
    expectTypeOf<sdk.RefreshSessionReply>().toEqualTypeOf<
      z.output<typeof sdk.RefreshSessionReply>
    >();
    expectTypeOf<sdk.SandboxOtpSendRequest>().toEqualTypeOf<
      z.input<typeof sdk.SandboxOtpSendRequest>
    >();
    expectTypeOf<sdk.SandboxOtpSendReply>().toEqualTypeOf<
      z.output<typeof sdk.SandboxOtpSendReply>
    >();
    expectTypeOf<sdk.SandboxOtpVerifyRequest>().toEqualTypeOf<
      z.input<typeof sdk.SandboxOtpVerifyRequest>
    >();
    expectTypeOf<sdk.SandboxOtpVerifyReply>().toEqualTypeOf<
      z.output<typeof sdk.SandboxOtpVerifyReply>
    >();
    expectTypeOf<sdk.SandboxInboxReply>().toEqualTypeOf<z.output<typeof sdk.SandboxInboxReply>>();
    expectTypeOf<sdk.SaveNotificationTokenRequest>().toEqualTypeOf<
      z.input<typeof sdk.SaveNotificationTokenRequest>
    >();
    expectTypeOf<sdk.PushNotification>().toEqualTypeOf<z.output<typeof sdk.PushNotification>>();
    expectTypeOf<sdk.AddressType>().toEqualTypeOf<z.output<typeof sdk.AddressType>>();
    expectTypeOf<sdk.Address>().toEqualTypeOf<z.output<typeof sdk.Address>>();
    expectTypeOf<sdk.AddressInput>().toEqualTypeOf<z.input<typeof sdk.AddressInput>>();
    expectTypeOf<sdk.AddressListReply>().toEqualTypeOf<z.output<typeof sdk.AddressListReply>>();
    expectTypeOf<sdk.PostAddressRequest>().toEqualTypeOf<z.input<typeof sdk.PostAddressRequest>>();
    expectTypeOf<sdk.UpdateAddressRequest>().toEqualTypeOf<
      z.input<typeof sdk.UpdateAddressRequest>
    >();
    expectTypeOf<sdk.AddressReply>().toEqualTypeOf<z.output<typeof sdk.AddressReply>>();
    expectTypeOf<sdk.AddressIdRequest>().toEqualTypeOf<z.input<typeof sdk.AddressIdRequest>>();
    expectTypeOf<sdk.MapServiceKeyReply>().toEqualTypeOf<z.output<typeof sdk.MapServiceKeyReply>>();
    expectTypeOf<sdk.DistanceQuery>().toEqualTypeOf<z.input<typeof sdk.DistanceQuery>>();
    expectTypeOf<sdk.DistanceReply>().toEqualTypeOf<z.output<typeof sdk.DistanceReply>>();
    expectTypeOf<sdk.Category>().toEqualTypeOf<z.output<typeof sdk.Category>>();
    expectTypeOf<sdk.ProductCard>().toEqualTypeOf<z.output<typeof sdk.ProductCard>>();
    expectTypeOf<sdk.ProductOptionRow>().toEqualTypeOf<z.output<typeof sdk.ProductOptionRow>>();
    expectTypeOf<sdk.ProductOptionGroup>().toEqualTypeOf<z.output<typeof sdk.ProductOptionGroup>>();
    expectTypeOf<sdk.ProductImage>().toEqualTypeOf<z.output<typeof sdk.ProductImage>>();
    expectTypeOf<sdk.ProductDetails>().toEqualTypeOf<z.output<typeof sdk.ProductDetails>>();
    expectTypeOf<sdk.Banner>().toEqualTypeOf<z.output<typeof sdk.Banner>>();
    expectTypeOf<sdk.HomeOffer>().toEqualTypeOf<z.output<typeof sdk.HomeOffer>>();
    expectTypeOf<sdk.HomeReply>().toEqualTypeOf<z.output<typeof sdk.HomeReply>>();
    expectTypeOf<sdk.CategoriesReply>().toEqualTypeOf<z.output<typeof sdk.CategoriesReply>>();
    expectTypeOf<sdk.CategoryProductsQuery>().toEqualTypeOf<
      z.input<typeof sdk.CategoryProductsQuery>
    >();
    expectTypeOf<sdk.CategoryProductsReply>().toEqualTypeOf<
      z.output<typeof sdk.CategoryProductsReply>
    >();
    expectTypeOf<sdk.SearchQuery>().toEqualTypeOf<z.input<typeof sdk.SearchQuery>>();
    expectTypeOf<sdk.SearchReply>().toEqualTypeOf<z.output<typeof sdk.SearchReply>>();
    expectTypeOf<sdk.ProductDetailsQuery>().toEqualTypeOf<
      z.input<typeof sdk.ProductDetailsQuery>
    >();
    expectTypeOf<sdk.ProductDetailsReply>().toEqualTypeOf<
      z.output<typeof sdk.ProductDetailsReply>
    >();
    expectTypeOf<sdk.ProductIdQuery>().toEqualTypeOf<z.input<typeof sdk.ProductIdQuery>>();
    expectTypeOf<sdk.ProductRatingsReply>().toEqualTypeOf<
      z.output<typeof sdk.ProductRatingsReply>
    >();
    expectTypeOf<sdk.Review>().toEqualTypeOf<z.output<typeof sdk.Review>>();
    expectTypeOf<sdk.ProductReviewsQuery>().toEqualTypeOf<
      z.input<typeof sdk.ProductReviewsQuery>
    >();
    expectTypeOf<sdk.ProductReviewsReply>().toEqualTypeOf<
      z.output<typeof sdk.ProductReviewsReply>
    >();
    expectTypeOf<sdk.MyReviewReply>().toEqualTypeOf<z.output<typeof sdk.MyReviewReply>>();
    expectTypeOf<sdk.PostReviewRequest>().toEqualTypeOf<z.input<typeof sdk.PostReviewRequest>>();
    expectTypeOf<sdk.PostReviewReply>().toEqualTypeOf<z.output<typeof sdk.PostReviewReply>>();
    expectTypeOf<sdk.DiscountType>().toEqualTypeOf<z.output<typeof sdk.DiscountType>>();
    expectTypeOf<sdk.Offer>().toEqualTypeOf<z.output<typeof sdk.Offer>>();
    expectTypeOf<sdk.OffersReply>().toEqualTypeOf<z.output<typeof sdk.OffersReply>>();
    expectTypeOf<sdk.ApplyCouponRequest>().toEqualTypeOf<z.input<typeof sdk.ApplyCouponRequest>>();
    expectTypeOf<sdk.AppliedCoupon>().toEqualTypeOf<z.output<typeof sdk.AppliedCoupon>>();
    expectTypeOf<sdk.ApplyCouponReply>().toEqualTypeOf<z.output<typeof sdk.ApplyCouponReply>>();
    expectTypeOf<sdk.RemoveCouponRequest>().toEqualTypeOf<
      z.input<typeof sdk.RemoveCouponRequest>
    >();
    expectTypeOf<sdk.SelectedOption>().toEqualTypeOf<z.output<typeof sdk.SelectedOption>>();
    expectTypeOf<sdk.CartItem>().toEqualTypeOf<z.output<typeof sdk.CartItem>>();
    expectTypeOf<sdk.CartLineRequest>().toEqualTypeOf<z.input<typeof sdk.CartLineRequest>>();
    expectTypeOf<sdk.ValidatePriceRequest>().toEqualTypeOf<
      z.input<typeof sdk.ValidatePriceRequest>
    >();
    expectTypeOf<sdk.UpdatedProduct>().toEqualTypeOf<z.output<typeof sdk.UpdatedProduct>>();
    expectTypeOf<sdk.ValidatePriceReply>().toEqualTypeOf<z.output<typeof sdk.ValidatePriceReply>>();
    expectTypeOf<sdk.DeliveryMethod>().toEqualTypeOf<z.output<typeof sdk.DeliveryMethod>>();
    expectTypeOf<sdk.DeliveryMethodsReply>().toEqualTypeOf<
      z.output<typeof sdk.DeliveryMethodsReply>
    >();
    expectTypeOf<sdk.PlatformFeeConfig>().toEqualTypeOf<z.output<typeof sdk.PlatformFeeConfig>>();
    expectTypeOf<sdk.PlatformFeeConfigsReply>().toEqualTypeOf<
      z.output<typeof sdk.PlatformFeeConfigsReply>
    >();
    expectTypeOf<sdk.ShippingConfigsReply>().toEqualTypeOf<
      z.output<typeof sdk.ShippingConfigsReply>
    >();
    expectTypeOf<sdk.PaymentMethod>().toEqualTypeOf<z.output<typeof sdk.PaymentMethod>>();
    expectTypeOf<sdk.PaymentMethodsReply>().toEqualTypeOf<
      z.output<typeof sdk.PaymentMethodsReply>
    >();
    expectTypeOf<sdk.Bill>().toEqualTypeOf<z.output<typeof sdk.Bill>>();
    expectTypeOf<sdk.CheckoutRequest>().toEqualTypeOf<z.input<typeof sdk.CheckoutRequest>>();
    expectTypeOf<sdk.BillRequest>().toEqualTypeOf<z.input<typeof sdk.BillRequest>>();
    expectTypeOf<sdk.BillReply>().toEqualTypeOf<z.output<typeof sdk.BillReply>>();
    expectTypeOf<sdk.GatewayPayment>().toEqualTypeOf<z.output<typeof sdk.GatewayPayment>>();
    expectTypeOf<sdk.OrderStatus>().toEqualTypeOf<z.output<typeof sdk.OrderStatus>>();
    expectTypeOf<sdk.PaymentStatus>().toEqualTypeOf<z.output<typeof sdk.PaymentStatus>>();
    expectTypeOf<sdk.OrderData>().toEqualTypeOf<z.output<typeof sdk.OrderData>>();
    expectTypeOf<sdk.CheckoutReply>().toEqualTypeOf<z.output<typeof sdk.CheckoutReply>>();
    expectTypeOf<sdk.CheckoutErrorReply>().toEqualTypeOf<z.output<typeof sdk.CheckoutErrorReply>>();
    expectTypeOf<sdk.OrderIdBody>().toEqualTypeOf<z.input<typeof sdk.OrderIdBody>>();
    expectTypeOf<sdk.ValidateSignatureRequest>().toEqualTypeOf<
      z.input<typeof sdk.ValidateSignatureRequest>
    >();
    expectTypeOf<sdk.ValidateSignatureReply>().toEqualTypeOf<
      z.output<typeof sdk.ValidateSignatureReply>
    >();
    expectTypeOf<sdk.SignatureErrorReply>().toEqualTypeOf<
      z.output<typeof sdk.SignatureErrorReply>
    >();
    expectTypeOf<sdk.PaymentFailedRequest>().toEqualTypeOf<
      z.input<typeof sdk.PaymentFailedRequest>
    >();
    expectTypeOf<sdk.OrderSummary>().toEqualTypeOf<z.output<typeof sdk.OrderSummary>>();
    expectTypeOf<sdk.OrderHistoryReply>().toEqualTypeOf<z.output<typeof sdk.OrderHistoryReply>>();
    expectTypeOf<sdk.OrderIdQuery>().toEqualTypeOf<z.input<typeof sdk.OrderIdQuery>>();
    expectTypeOf<sdk.OrderHistoryByIdReply>().toEqualTypeOf<
      z.output<typeof sdk.OrderHistoryByIdReply>
    >();
    expectTypeOf<sdk.OrderLine>().toEqualTypeOf<z.output<typeof sdk.OrderLine>>();
    expectTypeOf<sdk.OrderEvent>().toEqualTypeOf<z.output<typeof sdk.OrderEvent>>();
    expectTypeOf<sdk.OrderDetails>().toEqualTypeOf<z.output<typeof sdk.OrderDetails>>();
    expectTypeOf<sdk.OrderDetailsReply>().toEqualTypeOf<z.output<typeof sdk.OrderDetailsReply>>();
    expectTypeOf<sdk.CancelOrderRequest>().toEqualTypeOf<z.input<typeof sdk.CancelOrderRequest>>();
    expectTypeOf<sdk.CancelOrderReply>().toEqualTypeOf<z.output<typeof sdk.CancelOrderReply>>();
    expectTypeOf<sdk.RefundStatus>().toEqualTypeOf<z.output<typeof sdk.RefundStatus>>();
    expectTypeOf<sdk.Refund>().toEqualTypeOf<z.output<typeof sdk.Refund>>();
    expectTypeOf<sdk.RefundsReply>().toEqualTypeOf<z.output<typeof sdk.RefundsReply>>();
    expectTypeOf<sdk.LastRefundReply>().toEqualTypeOf<z.output<typeof sdk.LastRefundReply>>();
    expectTypeOf<sdk.RefundIdQuery>().toEqualTypeOf<z.input<typeof sdk.RefundIdQuery>>();
    expectTypeOf<sdk.RefundDetailsReply>().toEqualTypeOf<z.output<typeof sdk.RefundDetailsReply>>();
    expectTypeOf<sdk.CreateRefundRequest>().toEqualTypeOf<
      z.input<typeof sdk.CreateRefundRequest>
    >();
    expectTypeOf<sdk.CreateRefundReply>().toEqualTypeOf<z.output<typeof sdk.CreateRefundReply>>();
    expectTypeOf<sdk.WalletDataReply>().toEqualTypeOf<z.output<typeof sdk.WalletDataReply>>();
    expectTypeOf<sdk.WalletTransaction>().toEqualTypeOf<z.output<typeof sdk.WalletTransaction>>();
    expectTypeOf<sdk.WalletTransactionsReply>().toEqualTypeOf<
      z.output<typeof sdk.WalletTransactionsReply>
    >();
    expectTypeOf<sdk.ProfileReply>().toEqualTypeOf<z.output<typeof sdk.ProfileReply>>();
    expectTypeOf<sdk.UpdateProfileRequest>().toEqualTypeOf<
      z.input<typeof sdk.UpdateProfileRequest>
    >();
    expectTypeOf<sdk.UpdateProfileReply>().toEqualTypeOf<z.output<typeof sdk.UpdateProfileReply>>();
  });

  it('exports the types of the client, cart, login and flow', () => {
    expectTypeOf<ReturnType<typeof sdk.createClient>>().toEqualTypeOf<sdk.StorefrontClient>();
    expectTypeOf<sdk.CartStore['getState']>().returns.toEqualTypeOf<sdk.CartState>();
    expectTypeOf<sdk.AddToCartResult>().toExtend<{ ok: boolean }>();
    expectTypeOf<sdk.PriceValidationResult['message']>().toEqualTypeOf<
      sdk.TitledMessage | undefined
    >();
    expectTypeOf<sdk.LoginOrchestrator['session']>().toEqualTypeOf<sdk.Session>();
    expectTypeOf<
      sdk.HostedLoginProvider['getSession']
    >().returns.resolves.toEqualTypeOf<sdk.HostedSession | null>();
    expectTypeOf<
      sdk.FirebaseLoginProvider['signIn']
    >().returns.resolves.toEqualTypeOf<sdk.FirebaseIdentity>();
    expectTypeOf(sdk.transition).parameters.toEqualTypeOf<[sdk.OrderFlowState, sdk.FlowEvent]>();
    expectTypeOf(sdk.describeError).returns.toEqualTypeOf<sdk.DescribedError>();
    expectTypeOf<sdk.ReplyOf<'checkout'>>().toEqualTypeOf<sdk.CheckoutReply>();
    expectTypeOf<sdk.RequestOf<'validateCartPrice'>>().toEqualTypeOf<sdk.ValidatePriceRequest>();
    expectTypeOf<sdk.KeyValueStorage>().toExtend<{ getItem(key: string): string | null }>();
  });
});
