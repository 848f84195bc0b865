// The public API of @storefront/sdk, written by `pnpm --filter @storefront/sdk api:update`. Do not edit.
/* eslint-disable */
import { Locale, CartTotals, CartResetReason } from './core.js';
export {
  ADDRESS_TYPES,
  CART_RESET_REASONS,
  CART_SCHEMA_VERSION,
  CART_STORAGE_KEY,
  CURRENCY,
  Currency,
  DEFAULT_LOCALE,
  DEFAULT_MAX_QTY,
  DEFAULT_TIMEOUT_MS,
  DELIVERY_COLLECTION_METHODS,
  DELIVERY_KINDS,
  DISCOUNT_TYPES,
  DeliveryCollectionMethod,
  DeliveryKind,
  EXPRESS_CANCEL_MINUTES,
  EXPRESS_PREPARATION_MINUTES,
  FIREBASE_LOGIN_METHODS,
  FLOW_ACTIONS,
  FLOW_SCHEMA_VERSION,
  FLOW_STAGES,
  FLOW_STORAGE_KEY,
  FREE_CANCEL_MARGIN_MINUTES,
  GATEWAY_PAYMENT_METHODS,
  GatewayPaymentMethod,
  HOSTED_LOGIN_METHODS,
  HOSTED_POLL_INTERVAL_MS,
  HOSTED_SESSION_TIMEOUT_MS,
  INITIAL_FLOW_STATE,
  IST_OFFSET_MINUTES,
  InitialFlowState,
  LEDGER_ENTRY_KINDS,
  LEDGER_KIND_NAMES,
  LINE_CREDIT_KINDS,
  LOCALES,
  LOCALE_NAMES,
  LOCALE_QUERY_PARAMETER,
  LOGIN_SERVICES,
  LOGIN_SERVICE_PROVIDERS,
  LOGIN_USING,
  LedgerEntry,
  LedgerEntryKind,
  MAX_CART_LINES,
  MAX_LINE_QTY,
  MAX_METRES_FROM_PINCODE,
  MAX_OPTIONS_PER_LINE,
  MAX_PAGES,
  MAX_RATING,
  MAX_REVIEW_COMMENT_LENGTH,
  MIN_RATING,
  ORDER_MOVES,
  ORDER_MOVE_NAMES,
  ORDER_STATUSES,
  ORDER_STATUS_TRAITS,
  OrderMove,
  OrderStatusTraits,
  PAYMENT_GATEWAYS,
  PAYMENT_METHOD_KINDS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_TRAITS,
  PHONE_NUMBER_PATTERN,
  POSTAL_CODE_PATTERN,
  PaymentGateway,
  PaymentMethodKind,
  PaymentStatusTraits,
  REFUND_DESTINATIONS,
  REFUND_STATUSES,
  REFUND_STATUS_TRAITS,
  RETRY_AFTER_STATUSES,
  RETRY_STATUSES,
  RefundDestination,
  RefundStatusTraits,
  SESSION_REFRESH_MARGIN_MS,
  SESSION_STORAGE_KEYS,
  SIMPLE_OPTION_KEY,
  SLOT_CUTOFF_MINUTES,
  SLOT_DAYS,
  SLOT_ID_PATTERN,
  SLOT_LENGTH_MINUTES,
  SLOT_STATUSES,
  STAFF_ROLES,
  STORE_TIME_ZONE,
  SlotStatus,
  StaffRole,
  WALLET_TRANSACTION_TYPES,
  WalletTransactionType,
  allocateDiscount,
  canMove,
  capPerProduct,
  configPriceIdsOf,
  firstSupportedLocale,
  formatPaise,
  isLocale,
  itemIdOf,
  ledgerViolations,
  lineCredited,
  localeFromAcceptLanguage,
  movesFor,
  optionKeyOf,
  optionKeyOfRowIds,
  orderMoney,
  orderStatusIs,
  orderStatusesWhere,
  paymentStatusesWhere,
  productQtyOf,
  refundStatusesWhere,
  rowIdsOfOptionKey,
  splitCredit,
  totalsOf,
  waitsForCollection,
} from './core.js';
import * as z from 'zod/mini';

/**
 * Every v1 call in one table: method, path, whether it needs the bearer token, the request schema
 * (query for GET, JSON body otherwise) and the reply schema. The SDK's resources call through it and the
 * reference server registers its routes from it, so the two cannot drift apart.
 */

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface EndpointDefinition<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Rep extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: HttpMethod;
  /** Path under the /v1 base. */
  readonly path: string;
  readonly auth: boolean;
  /** Query parameters for GET, the JSON body otherwise. */
  readonly request: Req;
  readonly reply: Rep;
  /** Checkout and payment calls carry an Idempotency-Key, reused by every retry of one shopper action. */
  readonly idempotent?: boolean;
}
declare const endpoints: {
  readonly loginConfig: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        Config: z.ZodMiniObject<
          {
            apiKey: z.ZodMiniString<string>;
            authDomain: z.ZodMiniString<string>;
            projectId: z.ZodMiniString<string>;
            appId: z.ZodMiniString<string>;
            messagingSenderId: z.ZodMiniString<string>;
            vapId: z.ZodMiniString<string>;
            authEmulatorUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
          },
          z.core.$strip
        >;
        LoginServiceProvider: z.ZodMiniEnum<{
          otpless: 'otpless';
          firebase: 'firebase';
        }>;
        OtpLessAppId: z.ZodMiniString<string>;
        FirebaseAllowedLoginMethods: z.ZodMiniArray<
          z.ZodMiniEnum<{
            Email: 'Email';
            Google: 'Google';
            Phone: 'Phone';
            Facebook: 'Facebook';
          }>
        >;
        OtpLessAllowedLoginMethods: z.ZodMiniArray<
          z.ZodMiniEnum<{
            Email: 'Email';
            Google: 'Google';
            Phone: 'Phone';
            WhatsApp: 'WhatsApp';
          }>
        >;
        IsSandbox: z.ZodMiniBoolean<boolean>;
      },
      z.core.$strip
    >
  >;
  readonly clarityProjectId: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        ProjectId: z.ZodMiniNullable<z.ZodMiniString<string>>;
      },
      z.core.$strip
    >
  >;
  readonly storeConfigs: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        StoreConfigs: z.ZodMiniObject<
          {
            storeName: z.ZodMiniString<string>;
            storeLogo: z.ZodMiniString<string>;
            supportPhone: z.ZodMiniString<string>;
            supportEmail: z.ZodMiniString<string>;
            storeAddress: z.ZodMiniString<string>;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly productConfigs: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        ProductConfigs: z.ZodMiniObject<
          {
            maxAllowedQtyPerProduct: z.ZodMiniInt;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly cacheState: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        State: z.ZodMiniString<string>;
      },
      z.core.$strip
    >
  >;
  readonly aboutUsStatus: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        Status: z.ZodMiniBoolean<boolean>;
      },
      z.core.$strip
    >
  >;
  readonly aboutUsContent: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        Content: z.ZodMiniString<string>;
      },
      z.core.$strip
    >
  >;
  readonly termsContent: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        Content: z.ZodMiniString<string>;
      },
      z.core.$strip
    >
  >;
  readonly privacyContent: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        Content: z.ZodMiniString<string>;
      },
      z.core.$strip
    >
  >;
  readonly authUsers: EndpointDefinition<
    z.ZodMiniObject<
      {
        username: z.ZodMiniString<string>;
        email: z.ZodMiniString<string>;
        phoneNumber: z.ZodMiniString<string>;
        loginUsing: z.ZodMiniEnum<{
          Email: 'Email';
          Google: 'Google';
          Phone: 'Phone';
          Facebook: 'Facebook';
        }>;
        loginService: z.ZodMiniEnum<{
          otpless: 'otpless';
          firebase: 'firebase';
        }>;
        idToken: z.ZodMiniString<string>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Token: z.ZodMiniString<string>;
        ExpiresIn: z.ZodMiniInt;
        IsTestUser: z.ZodMiniBoolean<boolean>;
        DefaultAddress: z.ZodMiniNullable<
          z.ZodMiniObject<
            {
              AddressId: z.ZodMiniInt;
              IsDefault: z.ZodMiniUnion<readonly [z.ZodMiniLiteral<0>, z.ZodMiniLiteral<1>]>;
              fullName: z.ZodMiniString<string>;
              phoneNumber: z.ZodMiniString<string>;
              addressLine1: z.ZodMiniString<string>;
              addressLine2: z.ZodMiniString<string>;
              landmark: z.ZodMiniString<string>;
              city: z.ZodMiniString<string>;
              state: z.ZodMiniString<string>;
              postalCode: z.ZodMiniString<string>;
              type: z.ZodMiniEnum<{
                Home: 'Home';
                Work: 'Work';
                Other: 'Other';
              }>;
              latitude: z.ZodMiniNumber<number>;
              longitude: z.ZodMiniNumber<number>;
              RouteLength: z.ZodMiniInt;
              TimeDuration: z.ZodMiniInt;
            },
            z.core.$strip
          >
        >;
        UserData: z.ZodMiniObject<
          {
            UserId: z.ZodMiniInt;
            Username: z.ZodMiniString<string>;
            Email: z.ZodMiniString<string>;
            PhoneNumber: z.ZodMiniString<string>;
            LoginFrom: z.ZodMiniString<string>;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly refreshSession: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        Token: z.ZodMiniString<string>;
        ExpiresIn: z.ZodMiniInt;
        UserData: z.ZodMiniObject<
          {
            UserId: z.ZodMiniInt;
            Username: z.ZodMiniString<string>;
            Email: z.ZodMiniString<string>;
            PhoneNumber: z.ZodMiniString<string>;
            LoginFrom: z.ZodMiniString<string>;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly logout: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
      },
      z.core.$strip
    >
  >;
  readonly sandboxOtpSend: EndpointDefinition<
    z.ZodMiniUnion<
      readonly [
        z.ZodMiniObject<
          {
            phoneNumber: z.ZodMiniString<string>;
          },
          z.core.$strict
        >,
        z.ZodMiniObject<
          {
            email: z.ZodMiniEmail;
          },
          z.core.$strict
        >,
      ]
    >,
    z.ZodMiniObject<
      {
        RequestId: z.ZodMiniString<string>;
        ExpiresIn: z.ZodMiniInt;
      },
      z.core.$strip
    >
  >;
  readonly sandboxOtpVerify: EndpointDefinition<
    z.ZodMiniObject<
      {
        requestId: z.ZodMiniString<string>;
        code: z.ZodMiniString<string>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Token: z.ZodMiniString<string>;
        Email: z.ZodMiniString<string>;
        PhoneNumber: z.ZodMiniString<string>;
      },
      z.core.$strip
    >
  >;
  readonly sandboxOtpInbox: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        Messages: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              To: z.ZodMiniString<string>;
              Code: z.ZodMiniString<string>;
              SentAt: z.ZodMiniString<string>;
              ExpiresAt: z.ZodMiniString<string>;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly saveNotificationToken: EndpointDefinition<
    z.ZodMiniObject<
      {
        token: z.ZodMiniString<string>;
        userId: z.ZodMiniInt;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
      },
      z.core.$strip
    >
  >;
  readonly addressList: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        AddressList: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              AddressId: z.ZodMiniInt;
              IsDefault: z.ZodMiniUnion<readonly [z.ZodMiniLiteral<0>, z.ZodMiniLiteral<1>]>;
              fullName: z.ZodMiniString<string>;
              phoneNumber: z.ZodMiniString<string>;
              addressLine1: z.ZodMiniString<string>;
              addressLine2: z.ZodMiniString<string>;
              landmark: z.ZodMiniString<string>;
              city: z.ZodMiniString<string>;
              state: z.ZodMiniString<string>;
              postalCode: z.ZodMiniString<string>;
              type: z.ZodMiniEnum<{
                Home: 'Home';
                Work: 'Work';
                Other: 'Other';
              }>;
              latitude: z.ZodMiniNumber<number>;
              longitude: z.ZodMiniNumber<number>;
              RouteLength: z.ZodMiniInt;
              TimeDuration: z.ZodMiniInt;
            },
            z.core.$strip
          >
        >;
        Message: z.ZodMiniOptional<z.ZodMiniString<string>>;
      },
      z.core.$strip
    >
  >;
  readonly addAddress: EndpointDefinition<
    z.ZodMiniObject<
      {
        AddressData: z.ZodMiniObject<
          {
            fullName: z.ZodMiniString<string>;
            phoneNumber: z.ZodMiniString<string>;
            addressLine1: z.ZodMiniString<string>;
            addressLine2: z.ZodMiniDefault<z.ZodMiniString<string>>;
            landmark: z.ZodMiniDefault<z.ZodMiniString<string>>;
            city: z.ZodMiniString<string>;
            state: z.ZodMiniString<string>;
            postalCode: z.ZodMiniString<string>;
            type: z.ZodMiniEnum<{
              Home: 'Home';
              Work: 'Work';
              Other: 'Other';
            }>;
            latitude: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            longitude: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
          },
          z.core.$strict
        >;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
        Address: z.ZodMiniObject<
          {
            AddressId: z.ZodMiniInt;
            IsDefault: z.ZodMiniUnion<readonly [z.ZodMiniLiteral<0>, z.ZodMiniLiteral<1>]>;
            fullName: z.ZodMiniString<string>;
            phoneNumber: z.ZodMiniString<string>;
            addressLine1: z.ZodMiniString<string>;
            addressLine2: z.ZodMiniString<string>;
            landmark: z.ZodMiniString<string>;
            city: z.ZodMiniString<string>;
            state: z.ZodMiniString<string>;
            postalCode: z.ZodMiniString<string>;
            type: z.ZodMiniEnum<{
              Home: 'Home';
              Work: 'Work';
              Other: 'Other';
            }>;
            latitude: z.ZodMiniNumber<number>;
            longitude: z.ZodMiniNumber<number>;
            RouteLength: z.ZodMiniInt;
            TimeDuration: z.ZodMiniInt;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly updateAddress: EndpointDefinition<
    z.ZodMiniObject<
      {
        UpdatedAddressData: z.ZodMiniObject<
          {
            fullName: z.ZodMiniString<string>;
            phoneNumber: z.ZodMiniString<string>;
            addressLine1: z.ZodMiniString<string>;
            addressLine2: z.ZodMiniDefault<z.ZodMiniString<string>>;
            landmark: z.ZodMiniDefault<z.ZodMiniString<string>>;
            city: z.ZodMiniString<string>;
            state: z.ZodMiniString<string>;
            postalCode: z.ZodMiniString<string>;
            type: z.ZodMiniEnum<{
              Home: 'Home';
              Work: 'Work';
              Other: 'Other';
            }>;
            latitude: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            longitude: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            addressId: z.ZodMiniInt;
          },
          z.core.$strict
        >;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
        Address: z.ZodMiniObject<
          {
            AddressId: z.ZodMiniInt;
            IsDefault: z.ZodMiniUnion<readonly [z.ZodMiniLiteral<0>, z.ZodMiniLiteral<1>]>;
            fullName: z.ZodMiniString<string>;
            phoneNumber: z.ZodMiniString<string>;
            addressLine1: z.ZodMiniString<string>;
            addressLine2: z.ZodMiniString<string>;
            landmark: z.ZodMiniString<string>;
            city: z.ZodMiniString<string>;
            state: z.ZodMiniString<string>;
            postalCode: z.ZodMiniString<string>;
            type: z.ZodMiniEnum<{
              Home: 'Home';
              Work: 'Work';
              Other: 'Other';
            }>;
            latitude: z.ZodMiniNumber<number>;
            longitude: z.ZodMiniNumber<number>;
            RouteLength: z.ZodMiniInt;
            TimeDuration: z.ZodMiniInt;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly deleteAddress: EndpointDefinition<
    z.ZodMiniObject<
      {
        addressId: z.ZodMiniInt;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
      },
      z.core.$strip
    >
  >;
  readonly setDefaultAddress: EndpointDefinition<
    z.ZodMiniObject<
      {
        addressId: z.ZodMiniInt;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
      },
      z.core.$strip
    >
  >;
  readonly mapServiceKey: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
        Keys: z.ZodMiniObject<
          {
            Google: z.ZodMiniNullable<z.ZodMiniString<string>>;
            Here: z.ZodMiniNullable<z.ZodMiniString<string>>;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly googleDistance: EndpointDefinition<
    z.ZodMiniObject<
      {
        latitude: z.ZodMiniNumber<unknown>;
        longitude: z.ZodMiniNumber<unknown>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
        Invalid: z.ZodMiniBoolean<boolean>;
        Estimated: z.ZodMiniBoolean<boolean>;
        Data: z.ZodMiniObject<
          {
            RouteLength: z.ZodMiniInt;
            TimeDuration: z.ZodMiniInt;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly hereDistance: EndpointDefinition<
    z.ZodMiniObject<
      {
        latitude: z.ZodMiniNumber<unknown>;
        longitude: z.ZodMiniNumber<unknown>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
        Invalid: z.ZodMiniBoolean<boolean>;
        Estimated: z.ZodMiniBoolean<boolean>;
        Data: z.ZodMiniObject<
          {
            RouteLength: z.ZodMiniInt;
            TimeDuration: z.ZodMiniInt;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly home: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        Banners: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              BannerId: z.ZodMiniInt;
              Title: z.ZodMiniString<string>;
              Subtitle: z.ZodMiniString<string>;
              ImageUrl: z.ZodMiniString<string>;
              Link: z.ZodMiniString<string>;
            },
            z.core.$strip
          >
        >;
        Categories: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              CategoryId: z.ZodMiniInt;
              Slug: z.ZodMiniString<string>;
              Name: z.ZodMiniString<string>;
              Description: z.ZodMiniString<string>;
              ImageUrl: z.ZodMiniString<string>;
              ProductCount: z.ZodMiniInt;
            },
            z.core.$strip
          >
        >;
        BestSellers: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              ProductId: z.ZodMiniInt;
              Slug: z.ZodMiniString<string>;
              ProductName: z.ZodMiniString<string>;
              ShortDescription: z.ZodMiniString<string>;
              ImageUrl: z.ZodMiniString<string>;
              CategoryId: z.ZodMiniInt;
              Price: z.ZodMiniInt;
              Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
              WeightLabel: z.ZodMiniString<string>;
              AverageRating: z.ZodMiniNumber<number>;
              TotalRatings: z.ZodMiniInt;
              IsAvailable: z.ZodMiniBoolean<boolean>;
              HasOptions: z.ZodMiniBoolean<boolean>;
            },
            z.core.$strip
          >
        >;
        Offers: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              Code: z.ZodMiniString<string>;
              Title: z.ZodMiniString<string>;
              Description: z.ZodMiniString<string>;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly categories: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        Categories: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              CategoryId: z.ZodMiniInt;
              Slug: z.ZodMiniString<string>;
              Name: z.ZodMiniString<string>;
              Description: z.ZodMiniString<string>;
              ImageUrl: z.ZodMiniString<string>;
              ProductCount: z.ZodMiniInt;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly categoryProducts: EndpointDefinition<
    z.ZodMiniObject<
      {
        categorySlug: z.ZodMiniString<string>;
        pageNo: z.ZodMiniDefault<z.ZodMiniNumber<unknown>>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        PageNo: z.ZodMiniInt;
        TotalPages: z.ZodMiniInt;
        NoCategoryFound: z.ZodMiniBoolean<boolean>;
        Category: z.ZodMiniNullable<
          z.ZodMiniObject<
            {
              CategoryId: z.ZodMiniInt;
              Slug: z.ZodMiniString<string>;
              Name: z.ZodMiniString<string>;
              Description: z.ZodMiniString<string>;
              ImageUrl: z.ZodMiniString<string>;
              ProductCount: z.ZodMiniInt;
            },
            z.core.$strip
          >
        >;
        Products: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              ProductId: z.ZodMiniInt;
              Slug: z.ZodMiniString<string>;
              ProductName: z.ZodMiniString<string>;
              ShortDescription: z.ZodMiniString<string>;
              ImageUrl: z.ZodMiniString<string>;
              CategoryId: z.ZodMiniInt;
              Price: z.ZodMiniInt;
              Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
              WeightLabel: z.ZodMiniString<string>;
              AverageRating: z.ZodMiniNumber<number>;
              TotalRatings: z.ZodMiniInt;
              IsAvailable: z.ZodMiniBoolean<boolean>;
              HasOptions: z.ZodMiniBoolean<boolean>;
            },
            z.core.$strip
          >
        >;
        TotalProducts: z.ZodMiniInt;
      },
      z.core.$strip
    >
  >;
  readonly search: EndpointDefinition<
    z.ZodMiniObject<
      {
        term: z.ZodMiniString<string>;
        pageNo: z.ZodMiniDefault<z.ZodMiniNumber<unknown>>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        PageNo: z.ZodMiniInt;
        TotalPages: z.ZodMiniInt;
        Products: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              ProductId: z.ZodMiniInt;
              Slug: z.ZodMiniString<string>;
              ProductName: z.ZodMiniString<string>;
              ShortDescription: z.ZodMiniString<string>;
              ImageUrl: z.ZodMiniString<string>;
              CategoryId: z.ZodMiniInt;
              Price: z.ZodMiniInt;
              Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
              WeightLabel: z.ZodMiniString<string>;
              AverageRating: z.ZodMiniNumber<number>;
              TotalRatings: z.ZodMiniInt;
              IsAvailable: z.ZodMiniBoolean<boolean>;
              HasOptions: z.ZodMiniBoolean<boolean>;
            },
            z.core.$strip
          >
        >;
        Categories: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              CategoryId: z.ZodMiniInt;
              Slug: z.ZodMiniString<string>;
              Name: z.ZodMiniString<string>;
              Description: z.ZodMiniString<string>;
              ImageUrl: z.ZodMiniString<string>;
              ProductCount: z.ZodMiniInt;
            },
            z.core.$strip
          >
        >;
        TotalProducts: z.ZodMiniInt;
      },
      z.core.$strip
    >
  >;
  readonly productDetails: EndpointDefinition<
    z.ZodMiniObject<
      {
        productSlug: z.ZodMiniString<string>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        ProductDetails: z.ZodMiniObject<
          {
            ProductId: z.ZodMiniInt;
            Slug: z.ZodMiniString<string>;
            ProductName: z.ZodMiniString<string>;
            Description: z.ZodMiniString<string>;
            CategoryId: z.ZodMiniInt;
            CategorySlug: z.ZodMiniString<string>;
            CategoryName: z.ZodMiniString<string>;
            Price: z.ZodMiniInt;
            Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
            IsAvailable: z.ZodMiniBoolean<boolean>;
            ProductImages: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  Url: z.ZodMiniString<string>;
                  Alt: z.ZodMiniString<string>;
                  Width: z.ZodMiniInt;
                  Height: z.ZodMiniInt;
                },
                z.core.$strip
              >
            >;
            ProductConfig: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  ConfigId: z.ZodMiniInt;
                  Name: z.ZodMiniString<string>;
                  Options: z.ZodMiniArray<
                    z.ZodMiniObject<
                      {
                        RowId: z.ZodMiniInt;
                        Label: z.ZodMiniString<string>;
                        PriceDelta: z.ZodMiniInt;
                        GrossWeight: z.ZodMiniNullable<z.ZodMiniString<string>>;
                        NetWeight: z.ZodMiniNullable<z.ZodMiniString<string>>;
                        Pieces: z.ZodMiniNullable<z.ZodMiniString<string>>;
                        Serves: z.ZodMiniNullable<z.ZodMiniString<string>>;
                        IsDefault: z.ZodMiniBoolean<boolean>;
                        IsAvailable: z.ZodMiniBoolean<boolean>;
                      },
                      z.core.$strip
                    >
                  >;
                },
                z.core.$strip
              >
            >;
            RelatedProducts: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  ProductId: z.ZodMiniInt;
                  Slug: z.ZodMiniString<string>;
                  ProductName: z.ZodMiniString<string>;
                  ShortDescription: z.ZodMiniString<string>;
                  ImageUrl: z.ZodMiniString<string>;
                  CategoryId: z.ZodMiniInt;
                  Price: z.ZodMiniInt;
                  Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
                  WeightLabel: z.ZodMiniString<string>;
                  AverageRating: z.ZodMiniNumber<number>;
                  TotalRatings: z.ZodMiniInt;
                  IsAvailable: z.ZodMiniBoolean<boolean>;
                  HasOptions: z.ZodMiniBoolean<boolean>;
                },
                z.core.$strip
              >
            >;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly productRatings: EndpointDefinition<
    z.ZodMiniObject<
      {
        productId: z.ZodMiniNumber<unknown>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        AverageRating: z.ZodMiniNumber<number>;
        TotalRatings: z.ZodMiniInt;
        FiveStar: z.ZodMiniInt;
        FourStar: z.ZodMiniInt;
        ThreeStar: z.ZodMiniInt;
        TwoStar: z.ZodMiniInt;
        OneStar: z.ZodMiniInt;
      },
      z.core.$strip
    >
  >;
  readonly productReviews: EndpointDefinition<
    z.ZodMiniObject<
      {
        productId: z.ZodMiniNumber<unknown>;
        pageNo: z.ZodMiniDefault<z.ZodMiniNumber<unknown>>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        PageNo: z.ZodMiniInt;
        TotalPages: z.ZodMiniInt;
        ProductReviews: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              ReviewId: z.ZodMiniInt;
              Username: z.ZodMiniString<string>;
              Rating: z.ZodMiniInt;
              Comment: z.ZodMiniString<string>;
              CreatedAt: z.iso.ZodMiniISODateTime;
            },
            z.core.$strip
          >
        >;
        TotalReviews: z.ZodMiniInt;
      },
      z.core.$strip
    >
  >;
  readonly myReview: EndpointDefinition<
    z.ZodMiniObject<
      {
        productId: z.ZodMiniNumber<unknown>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        IsUserAlreadyPostedReview: z.ZodMiniBoolean<boolean>;
        Review: z.ZodMiniNullable<
          z.ZodMiniObject<
            {
              ReviewId: z.ZodMiniInt;
              Username: z.ZodMiniString<string>;
              Rating: z.ZodMiniInt;
              Comment: z.ZodMiniString<string>;
              CreatedAt: z.iso.ZodMiniISODateTime;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly postReview: EndpointDefinition<
    z.ZodMiniObject<
      {
        productId: z.ZodMiniInt;
        rating: z.ZodMiniInt;
        comment: z.ZodMiniDefault<z.ZodMiniString<string>>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
        Review: z.ZodMiniObject<
          {
            ReviewId: z.ZodMiniInt;
            Username: z.ZodMiniString<string>;
            Rating: z.ZodMiniInt;
            Comment: z.ZodMiniString<string>;
            CreatedAt: z.iso.ZodMiniISODateTime;
          },
          z.core.$strip
        >;
        Ratings: z.ZodMiniObject<
          {
            AverageRating: z.ZodMiniNumber<number>;
            TotalRatings: z.ZodMiniInt;
            FiveStar: z.ZodMiniInt;
            FourStar: z.ZodMiniInt;
            ThreeStar: z.ZodMiniInt;
            TwoStar: z.ZodMiniInt;
            OneStar: z.ZodMiniInt;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly stockAlerts: EndpointDefinition<
    z.ZodMiniObject<
      {
        productId: z.ZodMiniNumber<unknown>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        ProductId: z.ZodMiniInt;
        IsAvailable: z.ZodMiniBoolean<boolean>;
        Options: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              RowId: z.ZodMiniInt;
              IsAvailable: z.ZodMiniBoolean<boolean>;
            },
            z.core.$strip
          >
        >;
        StockAlerts: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              ProductId: z.ZodMiniInt;
              OptionKey: z.ZodMiniString<string>;
              ConfigPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
              CreatedAt: z.iso.ZodMiniISODateTime;
              NotifiedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly notifyWhenAvailable: EndpointDefinition<
    z.ZodMiniObject<
      {
        productId: z.ZodMiniInt;
        configPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
        StockAlert: z.ZodMiniObject<
          {
            ProductId: z.ZodMiniInt;
            OptionKey: z.ZodMiniString<string>;
            ConfigPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
            CreatedAt: z.iso.ZodMiniISODateTime;
            NotifiedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly cancelStockAlert: EndpointDefinition<
    z.ZodMiniObject<
      {
        productId: z.ZodMiniInt;
        configPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
      },
      z.core.$strip
    >
  >;
  readonly offers: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        Offers: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              CouponId: z.ZodMiniInt;
              Code: z.ZodMiniString<string>;
              Title: z.ZodMiniString<string>;
              Description: z.ZodMiniString<string>;
              DiscountType: z.ZodMiniEnum<{
                Flat: 'Flat';
                Percent: 'Percent';
              }>;
              DiscountValue: z.ZodMiniInt;
              MaxDiscount: z.ZodMiniNullable<z.ZodMiniInt>;
              MinOrderValue: z.ZodMiniInt;
              FirstOrderOnly: z.ZodMiniBoolean<boolean>;
              ExpiresAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
              IsEligible: z.ZodMiniBoolean<boolean>;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly applyCoupon: EndpointDefinition<
    z.ZodMiniObject<
      {
        couponCode: z.ZodMiniString<string>;
        products: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              productId: z.ZodMiniInt;
              qty: z.ZodMiniInt;
              configPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
            },
            z.core.$strict
          >
        >;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
        AppliedCoupon: z.ZodMiniObject<
          {
            CouponId: z.ZodMiniInt;
            Code: z.ZodMiniString<string>;
            Title: z.ZodMiniString<string>;
            Discount: z.ZodMiniInt;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly removeCoupon: EndpointDefinition<
    z.ZodMiniObject<
      {
        couponCode: z.ZodMiniString<string>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
      },
      z.core.$strip
    >
  >;
  readonly validateCartPrice: EndpointDefinition<
    z.ZodMiniObject<
      {
        products: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              productId: z.ZodMiniInt;
              price: z.ZodMiniInt;
              configPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
            },
            z.core.$strict
          >
        >;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        PriceUpdated: z.ZodMiniBoolean<boolean>;
        UpdatedProducts: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              ProductId: z.ZodMiniInt;
              ConfigPriceId: z.ZodMiniArray<z.ZodMiniInt>;
              IsInvalidConfigFound: z.ZodMiniBoolean<boolean>;
              IsUnavailable: z.ZodMiniBoolean<boolean>;
              PriceUpdated: z.ZodMiniBoolean<boolean>;
              UpdatedPrice: z.ZodMiniInt;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly deliveryMethods: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        DeliveryMethods: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              DeliveryMethodId: z.ZodMiniInt;
              Name: z.ZodMiniString<string>;
              Description: z.ZodMiniString<string>;
              Charge: z.ZodMiniInt;
              EstimatedMinutes: z.ZodMiniInt;
              Kind: z.ZodMiniOptional<
                z.ZodMiniEnum<{
                  Slot: 'Slot';
                  Express: 'Express';
                  Standard: 'Standard';
                }>
              >;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly platformFeeConfigs: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        PlatformFeeConfigs: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              MinOrderValue: z.ZodMiniInt;
              MaxOrderValue: z.ZodMiniNullable<z.ZodMiniInt>;
              Fee: z.ZodMiniInt;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly shippingConfigs: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        ShippingConfigs: z.ZodMiniObject<
          {
            FreeShippingAbove: z.ZodMiniInt;
            BaseFee: z.ZodMiniInt;
            BaseDistance: z.ZodMiniInt;
            PerKmFee: z.ZodMiniInt;
            MaxDeliveryDistance: z.ZodMiniInt;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly paymentMethods: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        PaymentMethods: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              PaymentMethodId: z.ZodMiniInt;
              Name: z.ZodMiniString<string>;
              Description: z.ZodMiniString<string>;
              Gateway: z.ZodMiniEnum<{
                sandbox: 'sandbox';
                razorpay: 'razorpay';
              }>;
              Kind: z.ZodMiniOptional<
                z.ZodMiniEnum<{
                  Online: 'Online';
                  OnDelivery: 'OnDelivery';
                }>
              >;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly serviceability: EndpointDefinition<
    z.ZodMiniObject<
      {
        pincode: z.ZodMiniOptional<z.ZodMiniString<string>>;
        latitude: z.ZodMiniOptional<z.ZodMiniNumber<unknown>>;
        longitude: z.ZodMiniOptional<z.ZodMiniNumber<unknown>>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Serviceable: z.ZodMiniBoolean<boolean>;
        Message: z.ZodMiniString<string>;
        RouteLength: z.ZodMiniNullable<z.ZodMiniInt>;
        DeliveryFee: z.ZodMiniNullable<z.ZodMiniInt>;
        FreeDeliveryAbove: z.ZodMiniInt;
        NextSlot: z.ZodMiniNullable<
          z.ZodMiniObject<
            {
              SlotId: z.ZodMiniString<string>;
              DeliveryMethodId: z.ZodMiniInt;
              Start: z.iso.ZodMiniISODateTime;
              End: z.iso.ZodMiniISODateTime;
              CutOffAt: z.iso.ZodMiniISODateTime;
              Capacity: z.ZodMiniInt;
              Left: z.ZodMiniInt;
              Status: z.ZodMiniEnum<{
                Open: 'Open';
                Full: 'Full';
                Closed: 'Closed';
              }>;
            },
            z.core.$strip
          >
        >;
        Express: z.ZodMiniNullable<
          z.ZodMiniObject<
            {
              DeliveryMethodId: z.ZodMiniInt;
              Available: z.ZodMiniBoolean<boolean>;
              EtaMinutes: z.ZodMiniNullable<z.ZodMiniInt>;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly deliverySlots: EndpointDefinition<
    z.ZodMiniObject<
      {
        deliveryMethodId: z.ZodMiniNumber<unknown>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        DeliveryMethodId: z.ZodMiniInt;
        Kind: z.ZodMiniEnum<{
          Slot: 'Slot';
          Express: 'Express';
          Standard: 'Standard';
        }>;
        Slots: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              SlotId: z.ZodMiniString<string>;
              DeliveryMethodId: z.ZodMiniInt;
              Start: z.iso.ZodMiniISODateTime;
              End: z.iso.ZodMiniISODateTime;
              CutOffAt: z.iso.ZodMiniISODateTime;
              Capacity: z.ZodMiniInt;
              Left: z.ZodMiniInt;
              Status: z.ZodMiniEnum<{
                Open: 'Open';
                Full: 'Full';
                Closed: 'Closed';
              }>;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly calculateBill: EndpointDefinition<
    z.ZodMiniObject<
      {
        addressId: z.ZodMiniInt;
        products: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              productId: z.ZodMiniInt;
              qty: z.ZodMiniInt;
              configPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
              price: z.ZodMiniInt;
            },
            z.core.$strict
          >
        >;
        deliveryMethodId: z.ZodMiniInt;
        useWallet: z.ZodMiniBoolean<boolean>;
        slotId: z.ZodMiniOptional<z.ZodMiniString<string>>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Bill: z.ZodMiniObject<
          {
            ItemsTotal: z.ZodMiniInt;
            CouponDiscount: z.ZodMiniInt;
            ShippingFee: z.ZodMiniInt;
            DeliveryCharge: z.ZodMiniInt;
            PlatformFee: z.ZodMiniInt;
            Total: z.ZodMiniInt;
            WalletUsed: z.ZodMiniInt;
            AmountPayable: z.ZodMiniInt;
          },
          z.core.$strip
        >;
        AppliedCoupon: z.ZodMiniNullable<
          z.ZodMiniObject<
            {
              CouponId: z.ZodMiniInt;
              Code: z.ZodMiniString<string>;
              Title: z.ZodMiniString<string>;
              Discount: z.ZodMiniInt;
            },
            z.core.$strip
          >
        >;
        WalletBalance: z.ZodMiniInt;
      },
      z.core.$strip
    >
  >;
  readonly checkout: EndpointDefinition<
    z.ZodMiniObject<
      {
        addressId: z.ZodMiniInt;
        deliveryMethodId: z.ZodMiniInt;
        paymentMethodId: z.ZodMiniInt;
        useWallet: z.ZodMiniBoolean<boolean>;
        slotId: z.ZodMiniOptional<z.ZodMiniString<string>>;
        products: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              productId: z.ZodMiniInt;
              qty: z.ZodMiniInt;
              configPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
              price: z.ZodMiniInt;
            },
            z.core.$strict
          >
        >;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        OrderData: z.ZodMiniObject<
          {
            OrderId: z.ZodMiniInt;
            OrderNumber: z.ZodMiniString<string>;
            Status: z.ZodMiniEnum<{
              PendingPayment: 'PendingPayment';
              Placed: 'Placed';
              Confirmed: 'Confirmed';
              Packing: 'Packing';
              Packed: 'Packed';
              OutForDelivery: 'OutForDelivery';
              Delivered: 'Delivered';
              DeliveryFailed: 'DeliveryFailed';
              Cancelled: 'Cancelled';
              PaymentFailed: 'PaymentFailed';
            }>;
            PaymentStatus: z.ZodMiniEnum<{
              Pending: 'Pending';
              Paid: 'Paid';
              Failed: 'Failed';
              Refunded: 'Refunded';
              DueOnDelivery: 'DueOnDelivery';
            }>;
            Bill: z.ZodMiniObject<
              {
                ItemsTotal: z.ZodMiniInt;
                CouponDiscount: z.ZodMiniInt;
                ShippingFee: z.ZodMiniInt;
                DeliveryCharge: z.ZodMiniInt;
                PlatformFee: z.ZodMiniInt;
                Total: z.ZodMiniInt;
                WalletUsed: z.ZodMiniInt;
                AmountPayable: z.ZodMiniInt;
              },
              z.core.$strip
            >;
            Payment: z.ZodMiniNullable<
              z.ZodMiniObject<
                {
                  Gateway: z.ZodMiniEnum<{
                    sandbox: 'sandbox';
                    razorpay: 'razorpay';
                  }>;
                  KeyId: z.ZodMiniString<string>;
                  GatewayOrderId: z.ZodMiniString<string>;
                  Amount: z.ZodMiniInt;
                  Currency: z.ZodMiniLiteral<'INR'>;
                  CheckoutUrl: z.ZodMiniString<string>;
                  Method: z.ZodMiniOptional<
                    z.ZodMiniNullable<
                      z.ZodMiniEnum<{
                        upi: 'upi';
                        card: 'card';
                        netbanking: 'netbanking';
                        wallet: 'wallet';
                        other: 'other';
                      }>
                    >
                  >;
                },
                z.core.$strip
              >
            >;
            DeliveryWindow: z.ZodMiniOptional<
              z.ZodMiniNullable<
                z.ZodMiniObject<
                  {
                    SlotId: z.ZodMiniString<string>;
                    Start: z.iso.ZodMiniISODateTime;
                    End: z.iso.ZodMiniISODateTime;
                  },
                  z.core.$strip
                >
              >
            >;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly revisePayment: EndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniInt;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        OrderData: z.ZodMiniObject<
          {
            OrderId: z.ZodMiniInt;
            OrderNumber: z.ZodMiniString<string>;
            Status: z.ZodMiniEnum<{
              PendingPayment: 'PendingPayment';
              Placed: 'Placed';
              Confirmed: 'Confirmed';
              Packing: 'Packing';
              Packed: 'Packed';
              OutForDelivery: 'OutForDelivery';
              Delivered: 'Delivered';
              DeliveryFailed: 'DeliveryFailed';
              Cancelled: 'Cancelled';
              PaymentFailed: 'PaymentFailed';
            }>;
            PaymentStatus: z.ZodMiniEnum<{
              Pending: 'Pending';
              Paid: 'Paid';
              Failed: 'Failed';
              Refunded: 'Refunded';
              DueOnDelivery: 'DueOnDelivery';
            }>;
            Bill: z.ZodMiniObject<
              {
                ItemsTotal: z.ZodMiniInt;
                CouponDiscount: z.ZodMiniInt;
                ShippingFee: z.ZodMiniInt;
                DeliveryCharge: z.ZodMiniInt;
                PlatformFee: z.ZodMiniInt;
                Total: z.ZodMiniInt;
                WalletUsed: z.ZodMiniInt;
                AmountPayable: z.ZodMiniInt;
              },
              z.core.$strip
            >;
            Payment: z.ZodMiniNullable<
              z.ZodMiniObject<
                {
                  Gateway: z.ZodMiniEnum<{
                    sandbox: 'sandbox';
                    razorpay: 'razorpay';
                  }>;
                  KeyId: z.ZodMiniString<string>;
                  GatewayOrderId: z.ZodMiniString<string>;
                  Amount: z.ZodMiniInt;
                  Currency: z.ZodMiniLiteral<'INR'>;
                  CheckoutUrl: z.ZodMiniString<string>;
                  Method: z.ZodMiniOptional<
                    z.ZodMiniNullable<
                      z.ZodMiniEnum<{
                        upi: 'upi';
                        card: 'card';
                        netbanking: 'netbanking';
                        wallet: 'wallet';
                        other: 'other';
                      }>
                    >
                  >;
                },
                z.core.$strip
              >
            >;
            DeliveryWindow: z.ZodMiniOptional<
              z.ZodMiniNullable<
                z.ZodMiniObject<
                  {
                    SlotId: z.ZodMiniString<string>;
                    Start: z.iso.ZodMiniISODateTime;
                    End: z.iso.ZodMiniISODateTime;
                  },
                  z.core.$strip
                >
              >
            >;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly validatePaymentSignature: EndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniInt;
        paymentId: z.ZodMiniString<string>;
        signature: z.ZodMiniString<string>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
        OrderData: z.ZodMiniObject<
          {
            OrderId: z.ZodMiniInt;
            OrderNumber: z.ZodMiniString<string>;
            Status: z.ZodMiniEnum<{
              PendingPayment: 'PendingPayment';
              Placed: 'Placed';
              Confirmed: 'Confirmed';
              Packing: 'Packing';
              Packed: 'Packed';
              OutForDelivery: 'OutForDelivery';
              Delivered: 'Delivered';
              DeliveryFailed: 'DeliveryFailed';
              Cancelled: 'Cancelled';
              PaymentFailed: 'PaymentFailed';
            }>;
            PaymentStatus: z.ZodMiniEnum<{
              Pending: 'Pending';
              Paid: 'Paid';
              Failed: 'Failed';
              Refunded: 'Refunded';
              DueOnDelivery: 'DueOnDelivery';
            }>;
            Bill: z.ZodMiniObject<
              {
                ItemsTotal: z.ZodMiniInt;
                CouponDiscount: z.ZodMiniInt;
                ShippingFee: z.ZodMiniInt;
                DeliveryCharge: z.ZodMiniInt;
                PlatformFee: z.ZodMiniInt;
                Total: z.ZodMiniInt;
                WalletUsed: z.ZodMiniInt;
                AmountPayable: z.ZodMiniInt;
              },
              z.core.$strip
            >;
            Payment: z.ZodMiniNullable<
              z.ZodMiniObject<
                {
                  Gateway: z.ZodMiniEnum<{
                    sandbox: 'sandbox';
                    razorpay: 'razorpay';
                  }>;
                  KeyId: z.ZodMiniString<string>;
                  GatewayOrderId: z.ZodMiniString<string>;
                  Amount: z.ZodMiniInt;
                  Currency: z.ZodMiniLiteral<'INR'>;
                  CheckoutUrl: z.ZodMiniString<string>;
                  Method: z.ZodMiniOptional<
                    z.ZodMiniNullable<
                      z.ZodMiniEnum<{
                        upi: 'upi';
                        card: 'card';
                        netbanking: 'netbanking';
                        wallet: 'wallet';
                        other: 'other';
                      }>
                    >
                  >;
                },
                z.core.$strip
              >
            >;
            DeliveryWindow: z.ZodMiniOptional<
              z.ZodMiniNullable<
                z.ZodMiniObject<
                  {
                    SlotId: z.ZodMiniString<string>;
                    Start: z.iso.ZodMiniISODateTime;
                    End: z.iso.ZodMiniISODateTime;
                  },
                  z.core.$strip
                >
              >
            >;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly paymentFailed: EndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniInt;
        reason: z.ZodMiniDefault<z.ZodMiniString<string>>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
      },
      z.core.$strip
    >
  >;
  readonly cancelOrder: EndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniInt;
        reason: z.ZodMiniDefault<z.ZodMiniString<string>>;
        destination: z.ZodMiniOptional<
          z.ZodMiniEnum<{
            Wallet: 'Wallet';
            Source: 'Source';
          }>
        >;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
        Error: z.ZodMiniBoolean<boolean>;
        Message: z.ZodMiniString<string>;
        RefundId: z.ZodMiniNullable<z.ZodMiniInt>;
      },
      z.core.$strip
    >
  >;
  readonly orderHistory: EndpointDefinition<
    z.ZodMiniObject<
      {
        pageNo: z.ZodMiniDefault<z.ZodMiniNumber<unknown>>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        PageNo: z.ZodMiniInt;
        TotalPages: z.ZodMiniInt;
        NoOrders: z.ZodMiniBoolean<boolean>;
        CountTotalOrders: z.ZodMiniInt;
        CountPlacedOrders: z.ZodMiniInt;
        Orders: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              OrderId: z.ZodMiniInt;
              OrderNumber: z.ZodMiniString<string>;
              Status: z.ZodMiniEnum<{
                PendingPayment: 'PendingPayment';
                Placed: 'Placed';
                Confirmed: 'Confirmed';
                Packing: 'Packing';
                Packed: 'Packed';
                OutForDelivery: 'OutForDelivery';
                Delivered: 'Delivered';
                DeliveryFailed: 'DeliveryFailed';
                Cancelled: 'Cancelled';
                PaymentFailed: 'PaymentFailed';
              }>;
              PaymentStatus: z.ZodMiniEnum<{
                Pending: 'Pending';
                Paid: 'Paid';
                Failed: 'Failed';
                Refunded: 'Refunded';
                DueOnDelivery: 'DueOnDelivery';
              }>;
              Total: z.ZodMiniInt;
              AmountPayable: z.ZodMiniOptional<z.ZodMiniInt>;
              ItemCount: z.ZodMiniInt;
              FirstItemName: z.ZodMiniString<string>;
              CreatedAt: z.iso.ZodMiniISODateTime;
              DeliveryWindow: z.ZodMiniOptional<
                z.ZodMiniNullable<
                  z.ZodMiniObject<
                    {
                      SlotId: z.ZodMiniString<string>;
                      Start: z.iso.ZodMiniISODateTime;
                      End: z.iso.ZodMiniISODateTime;
                    },
                    z.core.$strip
                  >
                >
              >;
              Money: z.ZodMiniOptional<
                z.ZodMiniObject<
                  {
                    Charged: z.ZodMiniInt;
                    Credited: z.ZodMiniInt;
                    Owed: z.ZodMiniInt;
                    Paid: z.ZodMiniInt;
                    Refunded: z.ZodMiniInt;
                    Due: z.ZodMiniInt;
                    Refundable: z.ZodMiniInt;
                  },
                  z.core.$strip
                >
              >;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly orderHistoryById: EndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniNumber<unknown>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        NoOrder: z.ZodMiniBoolean<boolean>;
        Order: z.ZodMiniNullable<
          z.ZodMiniObject<
            {
              OrderId: z.ZodMiniInt;
              OrderNumber: z.ZodMiniString<string>;
              Status: z.ZodMiniEnum<{
                PendingPayment: 'PendingPayment';
                Placed: 'Placed';
                Confirmed: 'Confirmed';
                Packing: 'Packing';
                Packed: 'Packed';
                OutForDelivery: 'OutForDelivery';
                Delivered: 'Delivered';
                DeliveryFailed: 'DeliveryFailed';
                Cancelled: 'Cancelled';
                PaymentFailed: 'PaymentFailed';
              }>;
              PaymentStatus: z.ZodMiniEnum<{
                Pending: 'Pending';
                Paid: 'Paid';
                Failed: 'Failed';
                Refunded: 'Refunded';
                DueOnDelivery: 'DueOnDelivery';
              }>;
              Total: z.ZodMiniInt;
              AmountPayable: z.ZodMiniOptional<z.ZodMiniInt>;
              ItemCount: z.ZodMiniInt;
              FirstItemName: z.ZodMiniString<string>;
              CreatedAt: z.iso.ZodMiniISODateTime;
              DeliveryWindow: z.ZodMiniOptional<
                z.ZodMiniNullable<
                  z.ZodMiniObject<
                    {
                      SlotId: z.ZodMiniString<string>;
                      Start: z.iso.ZodMiniISODateTime;
                      End: z.iso.ZodMiniISODateTime;
                    },
                    z.core.$strip
                  >
                >
              >;
              Money: z.ZodMiniOptional<
                z.ZodMiniObject<
                  {
                    Charged: z.ZodMiniInt;
                    Credited: z.ZodMiniInt;
                    Owed: z.ZodMiniInt;
                    Paid: z.ZodMiniInt;
                    Refunded: z.ZodMiniInt;
                    Due: z.ZodMiniInt;
                    Refundable: z.ZodMiniInt;
                  },
                  z.core.$strip
                >
              >;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly orderDetails: EndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniNumber<unknown>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        NoOrder: z.ZodMiniBoolean<boolean>;
        OrderDetails: z.ZodMiniNullable<
          z.ZodMiniObject<
            {
              OrderId: z.ZodMiniInt;
              OrderNumber: z.ZodMiniString<string>;
              Status: z.ZodMiniEnum<{
                PendingPayment: 'PendingPayment';
                Placed: 'Placed';
                Confirmed: 'Confirmed';
                Packing: 'Packing';
                Packed: 'Packed';
                OutForDelivery: 'OutForDelivery';
                Delivered: 'Delivered';
                DeliveryFailed: 'DeliveryFailed';
                Cancelled: 'Cancelled';
                PaymentFailed: 'PaymentFailed';
              }>;
              PaymentStatus: z.ZodMiniEnum<{
                Pending: 'Pending';
                Paid: 'Paid';
                Failed: 'Failed';
                Refunded: 'Refunded';
                DueOnDelivery: 'DueOnDelivery';
              }>;
              CreatedAt: z.iso.ZodMiniISODateTime;
              Items: z.ZodMiniArray<
                z.ZodMiniObject<
                  {
                    ProductId: z.ZodMiniInt;
                    ProductName: z.ZodMiniString<string>;
                    ImageUrl: z.ZodMiniString<string>;
                    UnitPrice: z.ZodMiniInt;
                    Qty: z.ZodMiniInt;
                    LineTotal: z.ZodMiniInt;
                    SelectedOptions: z.ZodMiniRecord<
                      z.ZodMiniString<string>,
                      z.ZodMiniObject<
                        {
                          RowId: z.ZodMiniInt;
                          Label: z.ZodMiniString<string>;
                        },
                        z.core.$strip
                      >
                    >;
                    OrderedGrams: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniInt>>;
                    PackedGrams: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniInt>>;
                    PackedPieces: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniInt>>;
                    Short: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
                    WeightCredit: z.ZodMiniOptional<z.ZodMiniInt>;
                    Received: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
                  },
                  z.core.$strip
                >
              >;
              Bill: z.ZodMiniObject<
                {
                  ItemsTotal: z.ZodMiniInt;
                  CouponDiscount: z.ZodMiniInt;
                  ShippingFee: z.ZodMiniInt;
                  DeliveryCharge: z.ZodMiniInt;
                  PlatformFee: z.ZodMiniInt;
                  Total: z.ZodMiniInt;
                  WalletUsed: z.ZodMiniInt;
                  AmountPayable: z.ZodMiniInt;
                },
                z.core.$strip
              >;
              CouponCode: z.ZodMiniNullable<z.ZodMiniString<string>>;
              DeliveryMethod: z.ZodMiniString<string>;
              PaymentMethod: z.ZodMiniString<string>;
              Address: z.ZodMiniObject<
                {
                  type: z.ZodMiniEnum<{
                    Home: 'Home';
                    Work: 'Work';
                    Other: 'Other';
                  }>;
                  AddressId: z.ZodMiniInt;
                  fullName: z.ZodMiniString<string>;
                  phoneNumber: z.ZodMiniString<string>;
                  addressLine1: z.ZodMiniString<string>;
                  addressLine2: z.ZodMiniString<string>;
                  landmark: z.ZodMiniString<string>;
                  city: z.ZodMiniString<string>;
                  state: z.ZodMiniString<string>;
                  postalCode: z.ZodMiniString<string>;
                  latitude: z.ZodMiniNumber<number>;
                  longitude: z.ZodMiniNumber<number>;
                  RouteLength: z.ZodMiniInt;
                  TimeDuration: z.ZodMiniInt;
                },
                z.core.$strip
              >;
              CanCancel: z.ZodMiniBoolean<boolean>;
              CancelDeadline: z.ZodMiniOptional<z.ZodMiniNullable<z.iso.ZodMiniISODateTime>>;
              DeliveryWindow: z.ZodMiniOptional<
                z.ZodMiniNullable<
                  z.ZodMiniObject<
                    {
                      SlotId: z.ZodMiniString<string>;
                      Start: z.iso.ZodMiniISODateTime;
                      End: z.iso.ZodMiniISODateTime;
                    },
                    z.core.$strip
                  >
                >
              >;
              CanRetryPayment: z.ZodMiniBoolean<boolean>;
              Payment: z.ZodMiniNullable<
                z.ZodMiniObject<
                  {
                    Gateway: z.ZodMiniEnum<{
                      sandbox: 'sandbox';
                      razorpay: 'razorpay';
                    }>;
                    KeyId: z.ZodMiniString<string>;
                    GatewayOrderId: z.ZodMiniString<string>;
                    Amount: z.ZodMiniInt;
                    Currency: z.ZodMiniLiteral<'INR'>;
                    CheckoutUrl: z.ZodMiniString<string>;
                    Method: z.ZodMiniOptional<
                      z.ZodMiniNullable<
                        z.ZodMiniEnum<{
                          upi: 'upi';
                          card: 'card';
                          netbanking: 'netbanking';
                          wallet: 'wallet';
                          other: 'other';
                        }>
                      >
                    >;
                  },
                  z.core.$strip
                >
              >;
              Timeline: z.ZodMiniArray<
                z.ZodMiniObject<
                  {
                    Status: z.ZodMiniString<string>;
                    At: z.iso.ZodMiniISODateTime;
                    Note: z.ZodMiniString<string>;
                  },
                  z.core.$strip
                >
              >;
              WeightCredit: z.ZodMiniOptional<z.ZodMiniInt>;
              DeductedFromPayable: z.ZodMiniOptional<z.ZodMiniInt>;
              Money: z.ZodMiniOptional<
                z.ZodMiniObject<
                  {
                    Charged: z.ZodMiniInt;
                    Credited: z.ZodMiniInt;
                    Owed: z.ZodMiniInt;
                    Paid: z.ZodMiniInt;
                    Refunded: z.ZodMiniInt;
                    Due: z.ZodMiniInt;
                    Refundable: z.ZodMiniInt;
                  },
                  z.core.$strip
                >
              >;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly refunds: EndpointDefinition<
    z.ZodMiniObject<
      {
        pageNo: z.ZodMiniDefault<z.ZodMiniNumber<unknown>>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        PageNo: z.ZodMiniInt;
        TotalPages: z.ZodMiniInt;
        NoRefunds: z.ZodMiniBoolean<boolean>;
        CountTotalRefunds: z.ZodMiniInt;
        RefundsData: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              RefundId: z.ZodMiniInt;
              OrderId: z.ZodMiniInt;
              OrderNumber: z.ZodMiniString<string>;
              Amount: z.ZodMiniInt;
              Status: z.ZodMiniEnum<{
                Requested: 'Requested';
                Processing: 'Processing';
                Completed: 'Completed';
                Rejected: 'Rejected';
              }>;
              Reason: z.ZodMiniString<string>;
              Destination: z.ZodMiniEnum<{
                Wallet: 'Wallet';
                Source: 'Source';
              }>;
              CreatedAt: z.iso.ZodMiniISODateTime;
              ProcessedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly lastRefund: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        Norefund: z.ZodMiniBoolean<boolean>;
        Refund: z.ZodMiniNullable<
          z.ZodMiniObject<
            {
              RefundId: z.ZodMiniInt;
              OrderId: z.ZodMiniInt;
              OrderNumber: z.ZodMiniString<string>;
              Amount: z.ZodMiniInt;
              Status: z.ZodMiniEnum<{
                Requested: 'Requested';
                Processing: 'Processing';
                Completed: 'Completed';
                Rejected: 'Rejected';
              }>;
              Reason: z.ZodMiniString<string>;
              Destination: z.ZodMiniEnum<{
                Wallet: 'Wallet';
                Source: 'Source';
              }>;
              CreatedAt: z.iso.ZodMiniISODateTime;
              ProcessedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly refundDetails: EndpointDefinition<
    z.ZodMiniObject<
      {
        refundId: z.ZodMiniNumber<unknown>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        NoRefund: z.ZodMiniBoolean<boolean>;
        RefundDetails: z.ZodMiniNullable<
          z.ZodMiniObject<
            {
              RefundId: z.ZodMiniInt;
              OrderId: z.ZodMiniInt;
              OrderNumber: z.ZodMiniString<string>;
              Amount: z.ZodMiniInt;
              Status: z.ZodMiniEnum<{
                Requested: 'Requested';
                Processing: 'Processing';
                Completed: 'Completed';
                Rejected: 'Rejected';
              }>;
              Reason: z.ZodMiniString<string>;
              Destination: z.ZodMiniEnum<{
                Wallet: 'Wallet';
                Source: 'Source';
              }>;
              CreatedAt: z.iso.ZodMiniISODateTime;
              ProcessedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly createRefund: EndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniInt;
        reason: z.ZodMiniString<string>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
        Refund: z.ZodMiniObject<
          {
            RefundId: z.ZodMiniInt;
            OrderId: z.ZodMiniInt;
            OrderNumber: z.ZodMiniString<string>;
            Amount: z.ZodMiniInt;
            Status: z.ZodMiniEnum<{
              Requested: 'Requested';
              Processing: 'Processing';
              Completed: 'Completed';
              Rejected: 'Rejected';
            }>;
            Reason: z.ZodMiniString<string>;
            Destination: z.ZodMiniEnum<{
              Wallet: 'Wallet';
              Source: 'Source';
            }>;
            CreatedAt: z.iso.ZodMiniISODateTime;
            ProcessedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly walletData: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        Balance: z.ZodMiniInt;
      },
      z.core.$strip
    >
  >;
  readonly walletTransactions: EndpointDefinition<
    z.ZodMiniObject<
      {
        pageNo: z.ZodMiniDefault<z.ZodMiniNumber<unknown>>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        PageNo: z.ZodMiniInt;
        TotalPages: z.ZodMiniInt;
        NoTransactions: z.ZodMiniBoolean<boolean>;
        Transactions: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              TransactionId: z.ZodMiniInt;
              Type: z.ZodMiniEnum<{
                Credit: 'Credit';
                Debit: 'Debit';
              }>;
              Amount: z.ZodMiniInt;
              Description: z.ZodMiniString<string>;
              OrderId: z.ZodMiniNullable<z.ZodMiniInt>;
              RefundId: z.ZodMiniNullable<z.ZodMiniInt>;
              BalanceAfter: z.ZodMiniInt;
              CreatedAt: z.iso.ZodMiniISODateTime;
            },
            z.core.$strip
          >
        >;
        TotalTransactions: z.ZodMiniInt;
      },
      z.core.$strip
    >
  >;
  readonly profile: EndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        UserData: z.ZodMiniObject<
          {
            UserId: z.ZodMiniInt;
            Username: z.ZodMiniString<string>;
            Email: z.ZodMiniString<string>;
            PhoneNumber: z.ZodMiniString<string>;
            LoginFrom: z.ZodMiniString<string>;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly updateProfile: EndpointDefinition<
    z.ZodMiniObject<
      {
        username: z.ZodMiniOptional<z.ZodMiniString<string>>;
        email: z.ZodMiniOptional<z.ZodMiniEmail>;
        phoneNumber: z.ZodMiniOptional<z.ZodMiniString<string>>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
        UserData: z.ZodMiniObject<
          {
            UserId: z.ZodMiniInt;
            Username: z.ZodMiniString<string>;
            Email: z.ZodMiniString<string>;
            PhoneNumber: z.ZodMiniString<string>;
            LoginFrom: z.ZodMiniString<string>;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
};
type Endpoints = typeof endpoints;
type EndpointName = keyof Endpoints;
type RequestOf<N extends EndpointName> = z.input<Endpoints[N]['request']>;
type ReplyOf<N extends EndpointName> = z.infer<Endpoints[N]['reply']>;
/**
 * The path and query, under the API prefix, that the client asks for a GET of `name` with `request`, e.g.
 * `readAddress('categoryProducts', { categorySlug: 'chicken' })` is
 * `/get-category-products?categorySlug=chicken&pageNo=1`: what a page's HTML can preload so that the
 * client's own request finds the reply already on its way.
 */
declare function readAddress<N extends EndpointName>(name: N, request: RequestOf<N>): string;

/** The part of the Web Storage API the SDK needs; localStorage satisfies it, and so does MemoryStorage in Node. */
interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
declare class MemoryStorage implements KeyValueStorage {
  #private;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The last reply of each public GET and its ETag, for runtimes with no HTTP cache of their own (Node apps):
 * the transport sends the ETag as If-None-Match and, on 304, reads the kept body again. Least recently used
 * entries go first once `maxEntries` is reached.
 */
/** The `etagCache` option of createClient: how many public replies are kept for revalidation. */
interface EtagCacheOptions {
  /** Most replies kept (one per URL). Default 100. */
  maxEntries?: number;
}

interface RetryPolicy {
  /** Retries after the first attempt. Default 2. */
  limit?: number;
  /** Back-off of the first retry in ms; doubles on each further retry, then jittered. Default 300. */
  baseDelayMs?: number;
  /** Upper bound of one back-off delay in ms. Default 5000. */
  maxDelayMs?: number;
  /** Upper bound of a server's Retry-After in ms. Default 30000. */
  maxRetryAfterMs?: number;
}
interface ClientOptions {
  /** Origin of the API, e.g. 'https://shop.example' — calls go to `${baseUrl}/v1/...`. */
  baseUrl: string;
  /** The current session token, or undefined when signed out. */
  getToken?: () => string | undefined | Promise<string | undefined>;
  /**
   * Renews the session token after the server refused it with 401 (its session was signed out elsewhere,
   * or it was issued before the server changed what a token must carry). Given the refused token; answers
   * the new one, or undefined when the session cannot be renewed. The call is then sent once more with the
   * new token. `Session.renewRefused` is one.
   */
  renewToken?: (refused: string) => Promise<string | undefined>;
  /** Where the cart store and login flags live; defaults to an in-memory storage. */
  storage?: KeyValueStorage;
  /** Per-attempt timeout in ms. Default 15000. */
  timeoutMs?: number;
  retry?: RetryPolicy;
  fetch?: typeof globalThis.fetch;
  /**
   * Revalidate public GETs (catalog, configs, content: the calls without auth) with their ETag: the last
   * reply of each URL is kept in memory and sent back as If-None-Match, and a 304 reuses it. For runtimes
   * without an HTTP cache (Node); leave it off in browsers, whose HTTP cache already does this.
   * `true` keeps up to 100 replies. Default off.
   *
   * @example
   * const client = createClient({ baseUrl, etagCache: { maxEntries: 500 } });
   */
  etagCache?: boolean | EtagCacheOptions;
  /**
   * The shopper's language, sent as Accept-Language on every call: the server answers its Message and
   * Description texts and the catalog's names and descriptions in it (English where a text is missing).
   * Read before each call, so a language switch applies to the next call.
   *
   * @example
   * const client = createClient({ baseUrl, getLocale: () => settings.locale });
   */
  getLocale?: () => Locale | undefined;
}
interface CallOptions {
  /** One key per shopper action; every retry of the action must reuse it. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}
/** A random key for one shopper action (crypto.randomUUID where present). */
declare function createIdempotencyKey(): string;

/**
 * createClient: the typed v1 client, grouped by domain. Every method is one row of `endpoints`;
 * the transport adds the bearer token, retries, the idempotency key and reply validation.
 */

declare function createClient(options: ClientOptions): {
  config: {
    login: () => Promise<{
      Config: {
        apiKey: string;
        authDomain: string;
        projectId: string;
        appId: string;
        messagingSenderId: string;
        vapId: string;
        authEmulatorUrl?: string | undefined;
      };
      LoginServiceProvider: 'otpless' | 'firebase';
      OtpLessAppId: string;
      FirebaseAllowedLoginMethods: ('Email' | 'Google' | 'Phone' | 'Facebook')[];
      OtpLessAllowedLoginMethods: ('Email' | 'Google' | 'Phone' | 'WhatsApp')[];
      IsSandbox: boolean;
    }>;
    clarityProjectId: () => Promise<{
      ProjectId: string | null;
    }>;
    store: () => Promise<{
      StoreConfigs: {
        storeName: string;
        storeLogo: string;
        supportPhone: string;
        supportEmail: string;
        storeAddress: string;
      };
    }>;
    product: () => Promise<{
      ProductConfigs: {
        maxAllowedQtyPerProduct: number;
      };
    }>;
    cacheState: () => Promise<{
      State: string;
    }>;
  };
  content: {
    aboutUsStatus: () => Promise<{
      Status: boolean;
    }>;
    aboutUs: () => Promise<{
      Content: string;
    }>;
    terms: () => Promise<{
      Content: string;
    }>;
    privacy: () => Promise<{
      Content: string;
    }>;
  };
  auth: {
    login: (payload: RequestOf<'authUsers'>) => Promise<{
      Token: string;
      ExpiresIn: number;
      IsTestUser: boolean;
      DefaultAddress: {
        AddressId: number;
        IsDefault: 0 | 1;
        fullName: string;
        phoneNumber: string;
        addressLine1: string;
        addressLine2: string;
        landmark: string;
        city: string;
        state: string;
        postalCode: string;
        type: 'Home' | 'Work' | 'Other';
        latitude: number;
        longitude: number;
        RouteLength: number;
        TimeDuration: number;
      } | null;
      UserData: {
        UserId: number;
        Username: string;
        Email: string;
        PhoneNumber: string;
        LoginFrom: string;
      };
    }>;
    refresh: () => Promise<{
      Token: string;
      ExpiresIn: number;
      UserData: {
        UserId: number;
        Username: string;
        Email: string;
        PhoneNumber: string;
        LoginFrom: string;
      };
    }>;
    logout: () => Promise<{
      Success: boolean;
    }>;
    sandbox: {
      sendOtp: (request: RequestOf<'sandboxOtpSend'>) => Promise<{
        RequestId: string;
        ExpiresIn: number;
      }>;
      verifyOtp: (request: RequestOf<'sandboxOtpVerify'>) => Promise<{
        Token: string;
        Email: string;
        PhoneNumber: string;
      }>;
      inbox: () => Promise<{
        Messages: {
          To: string;
          Code: string;
          SentAt: string;
          ExpiresAt: string;
        }[];
      }>;
    };
  };
  notifications: {
    saveToken: (request: RequestOf<'saveNotificationToken'>) => Promise<{
      Success: boolean;
    }>;
  };
  addresses: {
    list: () => Promise<{
      AddressList: {
        AddressId: number;
        IsDefault: 0 | 1;
        fullName: string;
        phoneNumber: string;
        addressLine1: string;
        addressLine2: string;
        landmark: string;
        city: string;
        state: string;
        postalCode: string;
        type: 'Home' | 'Work' | 'Other';
        latitude: number;
        longitude: number;
        RouteLength: number;
        TimeDuration: number;
      }[];
      Message?: string | undefined;
    }>;
    add: (request: RequestOf<'addAddress'>) => Promise<{
      Success: boolean;
      Address: {
        AddressId: number;
        IsDefault: 0 | 1;
        fullName: string;
        phoneNumber: string;
        addressLine1: string;
        addressLine2: string;
        landmark: string;
        city: string;
        state: string;
        postalCode: string;
        type: 'Home' | 'Work' | 'Other';
        latitude: number;
        longitude: number;
        RouteLength: number;
        TimeDuration: number;
      };
    }>;
    update: (request: RequestOf<'updateAddress'>) => Promise<{
      Success: boolean;
      Address: {
        AddressId: number;
        IsDefault: 0 | 1;
        fullName: string;
        phoneNumber: string;
        addressLine1: string;
        addressLine2: string;
        landmark: string;
        city: string;
        state: string;
        postalCode: string;
        type: 'Home' | 'Work' | 'Other';
        latitude: number;
        longitude: number;
        RouteLength: number;
        TimeDuration: number;
      };
    }>;
    remove: (request: RequestOf<'deleteAddress'>) => Promise<{
      Success: boolean;
    }>;
    setDefault: (request: RequestOf<'setDefaultAddress'>) => Promise<{
      Success: boolean;
    }>;
  };
  maps: {
    serviceKey: () => Promise<{
      Success: boolean;
      Keys: {
        Google: string | null;
        Here: string | null;
      };
    }>;
    googleDistance: (query: RequestOf<'googleDistance'>) => Promise<{
      Success: boolean;
      Invalid: boolean;
      Estimated: boolean;
      Data: {
        RouteLength: number;
        TimeDuration: number;
      };
    }>;
    hereDistance: (query: RequestOf<'hereDistance'>) => Promise<{
      Success: boolean;
      Invalid: boolean;
      Estimated: boolean;
      Data: {
        RouteLength: number;
        TimeDuration: number;
      };
    }>;
  };
  catalog: {
    home: () => Promise<{
      Banners: {
        BannerId: number;
        Title: string;
        Subtitle: string;
        ImageUrl: string;
        Link: string;
      }[];
      Categories: {
        CategoryId: number;
        Slug: string;
        Name: string;
        Description: string;
        ImageUrl: string;
        ProductCount: number;
      }[];
      BestSellers: {
        ProductId: number;
        Slug: string;
        ProductName: string;
        ShortDescription: string;
        ImageUrl: string;
        CategoryId: number;
        Price: number;
        Mrp: number | null;
        WeightLabel: string;
        AverageRating: number;
        TotalRatings: number;
        IsAvailable: boolean;
        HasOptions: boolean;
      }[];
      Offers: {
        Code: string;
        Title: string;
        Description: string;
      }[];
    }>;
    categories: () => Promise<{
      Categories: {
        CategoryId: number;
        Slug: string;
        Name: string;
        Description: string;
        ImageUrl: string;
        ProductCount: number;
      }[];
    }>;
    categoryProducts: (query: RequestOf<'categoryProducts'>) => Promise<{
      PageNo: number;
      TotalPages: number;
      NoCategoryFound: boolean;
      Category: {
        CategoryId: number;
        Slug: string;
        Name: string;
        Description: string;
        ImageUrl: string;
        ProductCount: number;
      } | null;
      Products: {
        ProductId: number;
        Slug: string;
        ProductName: string;
        ShortDescription: string;
        ImageUrl: string;
        CategoryId: number;
        Price: number;
        Mrp: number | null;
        WeightLabel: string;
        AverageRating: number;
        TotalRatings: number;
        IsAvailable: boolean;
        HasOptions: boolean;
      }[];
      TotalProducts: number;
    }>;
    allCategoryProducts: (query: Omit<RequestOf<'categoryProducts'>, 'pageNo'>) => AsyncGenerator<
      {
        ProductId: number;
        Slug: string;
        ProductName: string;
        ShortDescription: string;
        ImageUrl: string;
        CategoryId: number;
        Price: number;
        Mrp: number | null;
        WeightLabel: string;
        AverageRating: number;
        TotalRatings: number;
        IsAvailable: boolean;
        HasOptions: boolean;
      },
      void,
      undefined
    >;
    search: (query: RequestOf<'search'>) => Promise<{
      PageNo: number;
      TotalPages: number;
      Products: {
        ProductId: number;
        Slug: string;
        ProductName: string;
        ShortDescription: string;
        ImageUrl: string;
        CategoryId: number;
        Price: number;
        Mrp: number | null;
        WeightLabel: string;
        AverageRating: number;
        TotalRatings: number;
        IsAvailable: boolean;
        HasOptions: boolean;
      }[];
      Categories: {
        CategoryId: number;
        Slug: string;
        Name: string;
        Description: string;
        ImageUrl: string;
        ProductCount: number;
      }[];
      TotalProducts: number;
    }>;
    allSearchResults: (query: Omit<RequestOf<'search'>, 'pageNo'>) => AsyncGenerator<
      {
        ProductId: number;
        Slug: string;
        ProductName: string;
        ShortDescription: string;
        ImageUrl: string;
        CategoryId: number;
        Price: number;
        Mrp: number | null;
        WeightLabel: string;
        AverageRating: number;
        TotalRatings: number;
        IsAvailable: boolean;
        HasOptions: boolean;
      },
      void,
      undefined
    >;
    product: (query: RequestOf<'productDetails'>) => Promise<{
      ProductDetails: {
        ProductId: number;
        Slug: string;
        ProductName: string;
        Description: string;
        CategoryId: number;
        CategorySlug: string;
        CategoryName: string;
        Price: number;
        Mrp: number | null;
        IsAvailable: boolean;
        ProductImages: {
          Url: string;
          Alt: string;
          Width: number;
          Height: number;
        }[];
        ProductConfig: {
          ConfigId: number;
          Name: string;
          Options: {
            RowId: number;
            Label: string;
            PriceDelta: number;
            GrossWeight: string | null;
            NetWeight: string | null;
            Pieces: string | null;
            Serves: string | null;
            IsDefault: boolean;
            IsAvailable: boolean;
          }[];
        }[];
        RelatedProducts: {
          ProductId: number;
          Slug: string;
          ProductName: string;
          ShortDescription: string;
          ImageUrl: string;
          CategoryId: number;
          Price: number;
          Mrp: number | null;
          WeightLabel: string;
          AverageRating: number;
          TotalRatings: number;
          IsAvailable: boolean;
          HasOptions: boolean;
        }[];
      };
    }>;
    ratings: (query: RequestOf<'productRatings'>) => Promise<{
      AverageRating: number;
      TotalRatings: number;
      FiveStar: number;
      FourStar: number;
      ThreeStar: number;
      TwoStar: number;
      OneStar: number;
    }>;
    reviews: (query: RequestOf<'productReviews'>) => Promise<{
      PageNo: number;
      TotalPages: number;
      ProductReviews: {
        ReviewId: number;
        Username: string;
        Rating: number;
        Comment: string;
        CreatedAt: string;
      }[];
      TotalReviews: number;
    }>;
    allReviews: (query: Omit<RequestOf<'productReviews'>, 'pageNo'>) => AsyncGenerator<
      {
        ReviewId: number;
        Username: string;
        Rating: number;
        Comment: string;
        CreatedAt: string;
      },
      void,
      undefined
    >;
    myReview: (query: RequestOf<'myReview'>) => Promise<{
      IsUserAlreadyPostedReview: boolean;
      Review: {
        ReviewId: number;
        Username: string;
        Rating: number;
        Comment: string;
        CreatedAt: string;
      } | null;
    }>;
    postReview: (request: RequestOf<'postReview'>) => Promise<{
      Success: boolean;
      Review: {
        ReviewId: number;
        Username: string;
        Rating: number;
        Comment: string;
        CreatedAt: string;
      };
      Ratings: {
        AverageRating: number;
        TotalRatings: number;
        FiveStar: number;
        FourStar: number;
        ThreeStar: number;
        TwoStar: number;
        OneStar: number;
      };
    }>;
  };
  /** "Notify me" when a sold-out product option comes back (beyond spec section 7). */
  restock: {
    /** The shopper's alerts for a product, with its availability now (never cached). */
    alerts: (query: RequestOf<'stockAlerts'>) => Promise<{
      ProductId: number;
      IsAvailable: boolean;
      Options: {
        RowId: number;
        IsAvailable: boolean;
      }[];
      StockAlerts: {
        ProductId: number;
        OptionKey: string;
        ConfigPriceIds: number[];
        CreatedAt: string;
        NotifiedAt: string | null;
      }[];
    }>;
    /** Asks for a push when the option comes back; asking again keeps the one alert. */
    notifyWhenAvailable: (request: RequestOf<'notifyWhenAvailable'>) => Promise<{
      Success: boolean;
      StockAlert: {
        ProductId: number;
        OptionKey: string;
        ConfigPriceIds: number[];
        CreatedAt: string;
        NotifiedAt: string | null;
      };
    }>;
    /** Withdraws the alert; withdrawing one that is not there succeeds too. */
    cancel: (request: RequestOf<'cancelStockAlert'>) => Promise<{
      Success: boolean;
    }>;
  };
  offers: {
    list: () => Promise<{
      Offers: {
        CouponId: number;
        Code: string;
        Title: string;
        Description: string;
        DiscountType: 'Flat' | 'Percent';
        DiscountValue: number;
        MaxDiscount: number | null;
        MinOrderValue: number;
        FirstOrderOnly: boolean;
        ExpiresAt: string | null;
        IsEligible: boolean;
      }[];
    }>;
    applyCoupon: (request: RequestOf<'applyCoupon'>) => Promise<{
      Success: boolean;
      AppliedCoupon: {
        CouponId: number;
        Code: string;
        Title: string;
        Discount: number;
      };
    }>;
    removeCoupon: (request: RequestOf<'removeCoupon'>) => Promise<{
      Success: boolean;
    }>;
  };
  cart: {
    validatePrices: (request: RequestOf<'validateCartPrice'>) => Promise<{
      PriceUpdated: boolean;
      UpdatedProducts: {
        ProductId: number;
        ConfigPriceId: number[];
        IsInvalidConfigFound: boolean;
        IsUnavailable: boolean;
        PriceUpdated: boolean;
        UpdatedPrice: number;
      }[];
    }>;
  };
  checkout: {
    deliveryMethods: () => Promise<{
      DeliveryMethods: {
        DeliveryMethodId: number;
        Name: string;
        Description: string;
        Charge: number;
        EstimatedMinutes: number;
        Kind?: 'Slot' | 'Express' | 'Standard' | undefined;
      }[];
    }>;
    platformFeeConfigs: () => Promise<{
      PlatformFeeConfigs: {
        MinOrderValue: number;
        MaxOrderValue: number | null;
        Fee: number;
      }[];
    }>;
    shippingConfigs: () => Promise<{
      ShippingConfigs: {
        FreeShippingAbove: number;
        BaseFee: number;
        BaseDistance: number;
        PerKmFee: number;
        MaxDeliveryDistance: number;
      };
    }>;
    paymentMethods: () => Promise<{
      PaymentMethods: {
        PaymentMethodId: number;
        Name: string;
        Description: string;
        Gateway: 'sandbox' | 'razorpay';
        Kind?: 'Online' | 'OnDelivery' | undefined;
      }[];
    }>;
    /** Whether the store delivers to a pincode or a point, with the next slot, express and the fee. */
    serviceability: (query: RequestOf<'serviceability'>) => Promise<{
      Serviceable: boolean;
      Message: string;
      RouteLength: number | null;
      DeliveryFee: number | null;
      FreeDeliveryAbove: number;
      NextSlot: {
        SlotId: string;
        DeliveryMethodId: number;
        Start: string;
        End: string;
        CutOffAt: string;
        Capacity: number;
        Left: number;
        Status: 'Open' | 'Full' | 'Closed';
      } | null;
      Express: {
        DeliveryMethodId: number;
        Available: boolean;
        EtaMinutes: number | null;
      } | null;
    }>;
    /** Today's and tomorrow's slots of a delivery method, with what is left of each. */
    deliverySlots: (query: RequestOf<'deliverySlots'>) => Promise<{
      DeliveryMethodId: number;
      Kind: 'Slot' | 'Express' | 'Standard';
      Slots: {
        SlotId: string;
        DeliveryMethodId: number;
        Start: string;
        End: string;
        CutOffAt: string;
        Capacity: number;
        Left: number;
        Status: 'Open' | 'Full' | 'Closed';
      }[];
    }>;
    calculateBill: (request: RequestOf<'calculateBill'>) => Promise<{
      Bill: {
        ItemsTotal: number;
        CouponDiscount: number;
        ShippingFee: number;
        DeliveryCharge: number;
        PlatformFee: number;
        Total: number;
        WalletUsed: number;
        AmountPayable: number;
      };
      AppliedCoupon: {
        CouponId: number;
        Code: string;
        Title: string;
        Discount: number;
      } | null;
      WalletBalance: number;
    }>;
    /** Pass the same idempotencyKey for every attempt of one "Place order" action. */
    placeOrder: (
      request: RequestOf<'checkout'>,
      callOptions?: CallOptions,
    ) => Promise<{
      OrderData: {
        OrderId: number;
        OrderNumber: string;
        Status:
          | 'PendingPayment'
          | 'Placed'
          | 'Confirmed'
          | 'Packing'
          | 'Packed'
          | 'OutForDelivery'
          | 'Delivered'
          | 'DeliveryFailed'
          | 'Cancelled'
          | 'PaymentFailed';
        PaymentStatus: 'Pending' | 'Paid' | 'Failed' | 'Refunded' | 'DueOnDelivery';
        Bill: {
          ItemsTotal: number;
          CouponDiscount: number;
          ShippingFee: number;
          DeliveryCharge: number;
          PlatformFee: number;
          Total: number;
          WalletUsed: number;
          AmountPayable: number;
        };
        Payment: {
          Gateway: 'sandbox' | 'razorpay';
          KeyId: string;
          GatewayOrderId: string;
          Amount: number;
          Currency: 'INR';
          CheckoutUrl: string;
          Method?: 'upi' | 'card' | 'netbanking' | 'wallet' | 'other' | null | undefined;
        } | null;
        DeliveryWindow?:
          | {
              SlotId: string;
              Start: string;
              End: string;
            }
          | null
          | undefined;
      };
    }>;
  };
  payments: {
    revise: (
      request: RequestOf<'revisePayment'>,
      callOptions?: CallOptions,
    ) => Promise<{
      OrderData: {
        OrderId: number;
        OrderNumber: string;
        Status:
          | 'PendingPayment'
          | 'Placed'
          | 'Confirmed'
          | 'Packing'
          | 'Packed'
          | 'OutForDelivery'
          | 'Delivered'
          | 'DeliveryFailed'
          | 'Cancelled'
          | 'PaymentFailed';
        PaymentStatus: 'Pending' | 'Paid' | 'Failed' | 'Refunded' | 'DueOnDelivery';
        Bill: {
          ItemsTotal: number;
          CouponDiscount: number;
          ShippingFee: number;
          DeliveryCharge: number;
          PlatformFee: number;
          Total: number;
          WalletUsed: number;
          AmountPayable: number;
        };
        Payment: {
          Gateway: 'sandbox' | 'razorpay';
          KeyId: string;
          GatewayOrderId: string;
          Amount: number;
          Currency: 'INR';
          CheckoutUrl: string;
          Method?: 'upi' | 'card' | 'netbanking' | 'wallet' | 'other' | null | undefined;
        } | null;
        DeliveryWindow?:
          | {
              SlotId: string;
              Start: string;
              End: string;
            }
          | null
          | undefined;
      };
    }>;
    validateSignature: (
      request: RequestOf<'validatePaymentSignature'>,
      callOptions?: CallOptions,
    ) => Promise<{
      Success: boolean;
      OrderData: {
        OrderId: number;
        OrderNumber: string;
        Status:
          | 'PendingPayment'
          | 'Placed'
          | 'Confirmed'
          | 'Packing'
          | 'Packed'
          | 'OutForDelivery'
          | 'Delivered'
          | 'DeliveryFailed'
          | 'Cancelled'
          | 'PaymentFailed';
        PaymentStatus: 'Pending' | 'Paid' | 'Failed' | 'Refunded' | 'DueOnDelivery';
        Bill: {
          ItemsTotal: number;
          CouponDiscount: number;
          ShippingFee: number;
          DeliveryCharge: number;
          PlatformFee: number;
          Total: number;
          WalletUsed: number;
          AmountPayable: number;
        };
        Payment: {
          Gateway: 'sandbox' | 'razorpay';
          KeyId: string;
          GatewayOrderId: string;
          Amount: number;
          Currency: 'INR';
          CheckoutUrl: string;
          Method?: 'upi' | 'card' | 'netbanking' | 'wallet' | 'other' | null | undefined;
        } | null;
        DeliveryWindow?:
          | {
              SlotId: string;
              Start: string;
              End: string;
            }
          | null
          | undefined;
      };
    }>;
    failed: (
      request: RequestOf<'paymentFailed'>,
      callOptions?: CallOptions,
    ) => Promise<{
      Success: boolean;
    }>;
  };
  orders: {
    history: (query: RequestOf<'orderHistory'>) => Promise<{
      PageNo: number;
      TotalPages: number;
      NoOrders: boolean;
      CountTotalOrders: number;
      CountPlacedOrders: number;
      Orders: {
        OrderId: number;
        OrderNumber: string;
        Status:
          | 'PendingPayment'
          | 'Placed'
          | 'Confirmed'
          | 'Packing'
          | 'Packed'
          | 'OutForDelivery'
          | 'Delivered'
          | 'DeliveryFailed'
          | 'Cancelled'
          | 'PaymentFailed';
        PaymentStatus: 'Pending' | 'Paid' | 'Failed' | 'Refunded' | 'DueOnDelivery';
        Total: number;
        ItemCount: number;
        FirstItemName: string;
        CreatedAt: string;
        AmountPayable?: number | undefined;
        DeliveryWindow?:
          | {
              SlotId: string;
              Start: string;
              End: string;
            }
          | null
          | undefined;
        Money?:
          | {
              Charged: number;
              Credited: number;
              Owed: number;
              Paid: number;
              Refunded: number;
              Due: number;
              Refundable: number;
            }
          | undefined;
      }[];
    }>;
    allHistory: () => AsyncGenerator<
      {
        OrderId: number;
        OrderNumber: string;
        Status:
          | 'PendingPayment'
          | 'Placed'
          | 'Confirmed'
          | 'Packing'
          | 'Packed'
          | 'OutForDelivery'
          | 'Delivered'
          | 'DeliveryFailed'
          | 'Cancelled'
          | 'PaymentFailed';
        PaymentStatus: 'Pending' | 'Paid' | 'Failed' | 'Refunded' | 'DueOnDelivery';
        Total: number;
        ItemCount: number;
        FirstItemName: string;
        CreatedAt: string;
        AmountPayable?: number | undefined;
        DeliveryWindow?:
          | {
              SlotId: string;
              Start: string;
              End: string;
            }
          | null
          | undefined;
        Money?:
          | {
              Charged: number;
              Credited: number;
              Owed: number;
              Paid: number;
              Refunded: number;
              Due: number;
              Refundable: number;
            }
          | undefined;
      },
      void,
      undefined
    >;
    historyById: (query: RequestOf<'orderHistoryById'>) => Promise<{
      NoOrder: boolean;
      Order: {
        OrderId: number;
        OrderNumber: string;
        Status:
          | 'PendingPayment'
          | 'Placed'
          | 'Confirmed'
          | 'Packing'
          | 'Packed'
          | 'OutForDelivery'
          | 'Delivered'
          | 'DeliveryFailed'
          | 'Cancelled'
          | 'PaymentFailed';
        PaymentStatus: 'Pending' | 'Paid' | 'Failed' | 'Refunded' | 'DueOnDelivery';
        Total: number;
        ItemCount: number;
        FirstItemName: string;
        CreatedAt: string;
        AmountPayable?: number | undefined;
        DeliveryWindow?:
          | {
              SlotId: string;
              Start: string;
              End: string;
            }
          | null
          | undefined;
        Money?:
          | {
              Charged: number;
              Credited: number;
              Owed: number;
              Paid: number;
              Refunded: number;
              Due: number;
              Refundable: number;
            }
          | undefined;
      } | null;
    }>;
    details: (query: RequestOf<'orderDetails'>) => Promise<{
      NoOrder: boolean;
      OrderDetails: {
        OrderId: number;
        OrderNumber: string;
        Status:
          | 'PendingPayment'
          | 'Placed'
          | 'Confirmed'
          | 'Packing'
          | 'Packed'
          | 'OutForDelivery'
          | 'Delivered'
          | 'DeliveryFailed'
          | 'Cancelled'
          | 'PaymentFailed';
        PaymentStatus: 'Pending' | 'Paid' | 'Failed' | 'Refunded' | 'DueOnDelivery';
        CreatedAt: string;
        Items: {
          ProductId: number;
          ProductName: string;
          ImageUrl: string;
          UnitPrice: number;
          Qty: number;
          LineTotal: number;
          SelectedOptions: Record<
            string,
            {
              RowId: number;
              Label: string;
            }
          >;
          OrderedGrams?: number | null | undefined;
          PackedGrams?: number | null | undefined;
          PackedPieces?: number | null | undefined;
          Short?: boolean | undefined;
          WeightCredit?: number | undefined;
          Received?: boolean | undefined;
        }[];
        Bill: {
          ItemsTotal: number;
          CouponDiscount: number;
          ShippingFee: number;
          DeliveryCharge: number;
          PlatformFee: number;
          Total: number;
          WalletUsed: number;
          AmountPayable: number;
        };
        CouponCode: string | null;
        DeliveryMethod: string;
        PaymentMethod: string;
        Address: {
          type: 'Home' | 'Work' | 'Other';
          AddressId: number;
          fullName: string;
          phoneNumber: string;
          addressLine1: string;
          addressLine2: string;
          landmark: string;
          city: string;
          state: string;
          postalCode: string;
          latitude: number;
          longitude: number;
          RouteLength: number;
          TimeDuration: number;
        };
        CanCancel: boolean;
        CanRetryPayment: boolean;
        Payment: {
          Gateway: 'sandbox' | 'razorpay';
          KeyId: string;
          GatewayOrderId: string;
          Amount: number;
          Currency: 'INR';
          CheckoutUrl: string;
          Method?: 'upi' | 'card' | 'netbanking' | 'wallet' | 'other' | null | undefined;
        } | null;
        Timeline: {
          Status: string;
          At: string;
          Note: string;
        }[];
        CancelDeadline?: string | null | undefined;
        DeliveryWindow?:
          | {
              SlotId: string;
              Start: string;
              End: string;
            }
          | null
          | undefined;
        WeightCredit?: number | undefined;
        DeductedFromPayable?: number | undefined;
        Money?:
          | {
              Charged: number;
              Credited: number;
              Owed: number;
              Paid: number;
              Refunded: number;
              Due: number;
              Refundable: number;
            }
          | undefined;
      } | null;
    }>;
    cancel: (
      request: RequestOf<'cancelOrder'>,
      callOptions?: CallOptions,
    ) => Promise<{
      Success: boolean;
      Error: boolean;
      Message: string;
      RefundId: number | null;
    }>;
  };
  refunds: {
    list: (query: RequestOf<'refunds'>) => Promise<{
      PageNo: number;
      TotalPages: number;
      NoRefunds: boolean;
      CountTotalRefunds: number;
      RefundsData: {
        RefundId: number;
        OrderId: number;
        OrderNumber: string;
        Amount: number;
        Status: 'Requested' | 'Processing' | 'Completed' | 'Rejected';
        Reason: string;
        Destination: 'Wallet' | 'Source';
        CreatedAt: string;
        ProcessedAt: string | null;
      }[];
    }>;
    all: () => AsyncGenerator<
      {
        RefundId: number;
        OrderId: number;
        OrderNumber: string;
        Amount: number;
        Status: 'Requested' | 'Processing' | 'Completed' | 'Rejected';
        Reason: string;
        Destination: 'Wallet' | 'Source';
        CreatedAt: string;
        ProcessedAt: string | null;
      },
      void,
      undefined
    >;
    last: () => Promise<{
      Norefund: boolean;
      Refund: {
        RefundId: number;
        OrderId: number;
        OrderNumber: string;
        Amount: number;
        Status: 'Requested' | 'Processing' | 'Completed' | 'Rejected';
        Reason: string;
        Destination: 'Wallet' | 'Source';
        CreatedAt: string;
        ProcessedAt: string | null;
      } | null;
    }>;
    details: (query: RequestOf<'refundDetails'>) => Promise<{
      NoRefund: boolean;
      RefundDetails: {
        RefundId: number;
        OrderId: number;
        OrderNumber: string;
        Amount: number;
        Status: 'Requested' | 'Processing' | 'Completed' | 'Rejected';
        Reason: string;
        Destination: 'Wallet' | 'Source';
        CreatedAt: string;
        ProcessedAt: string | null;
      } | null;
    }>;
    create: (
      request: RequestOf<'createRefund'>,
      callOptions?: CallOptions,
    ) => Promise<{
      Success: boolean;
      Refund: {
        RefundId: number;
        OrderId: number;
        OrderNumber: string;
        Amount: number;
        Status: 'Requested' | 'Processing' | 'Completed' | 'Rejected';
        Reason: string;
        Destination: 'Wallet' | 'Source';
        CreatedAt: string;
        ProcessedAt: string | null;
      };
    }>;
  };
  wallet: {
    data: () => Promise<{
      Balance: number;
    }>;
    transactions: (query: RequestOf<'walletTransactions'>) => Promise<{
      PageNo: number;
      TotalPages: number;
      NoTransactions: boolean;
      Transactions: {
        TransactionId: number;
        Type: 'Credit' | 'Debit';
        Amount: number;
        Description: string;
        OrderId: number | null;
        RefundId: number | null;
        BalanceAfter: number;
        CreatedAt: string;
      }[];
      TotalTransactions: number;
    }>;
    allTransactions: () => AsyncGenerator<
      {
        TransactionId: number;
        Type: 'Credit' | 'Debit';
        Amount: number;
        Description: string;
        OrderId: number | null;
        RefundId: number | null;
        BalanceAfter: number;
        CreatedAt: string;
      },
      void,
      undefined
    >;
  };
  profile: {
    get: () => Promise<{
      UserData: {
        UserId: number;
        Username: string;
        Email: string;
        PhoneNumber: string;
        LoginFrom: string;
      };
    }>;
    update: (request: RequestOf<'updateProfile'>) => Promise<{
      Success: boolean;
      UserData: {
        UserId: number;
        Username: string;
        Email: string;
        PhoneNumber: string;
        LoginFrom: string;
      };
    }>;
  };
};
type StorefrontClient = ReturnType<typeof createClient>;

interface Page {
  PageNo: number;
  TotalPages: number;
}
/**
 * @example
 * for await (const order of client.orders.allHistory()) console.log(order.OrderNumber);
 */
declare function paginate<P extends Page, Item>(
  fetchPage: (pageNo: number) => Promise<P>,
  itemsOf: (page: P) => readonly Item[],
  maxPages?: number,
): AsyncGenerator<Item, void, undefined>;

/**
 * Canonical JSON and a small synchronous hash, for integrity envelopes of locally stored state.
 * This detects corruption and hand-edits; it is not a security boundary (the server re-prices every order).
 */
/** JSON with object keys sorted at every level, so equal values always give the same text. */
declare function canonicalJson(value: unknown): string;
/** 32-bit FNV-1a over the UTF-16 code units of a string, as 8 hex digits. Same result in browsers and Node. */
declare function fnv1a(text: string): string;
declare function checksumOf(value: unknown): string;

/** The root of every error the SDK throws, so a caller can tell "ours" from a programming bug. */
declare class StorefrontError extends Error {
  name: string;
}
declare function isStorefrontError(error: unknown): error is StorefrontError;

interface ApiErrorInit {
  /** The endpoint name, e.g. 'checkout'. */
  call: string;
  method: string;
  url: string;
  status: number;
  /** The reply body: parsed JSON when it was JSON, else the raw text (or undefined when empty). */
  body: unknown;
  headers?: Headers;
}
/**
 * A non-2xx reply. `Message` and `Description` are the server's (spec section 8); `body` keeps the raw
 * reply so extra flags (checkout's UnAvailableItems, the login ErrorMessage…) stay readable through `bodyAs`.
 */
declare class ApiError extends StorefrontError {
  name: string;
  readonly call: string;
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers | undefined;
  /** The server's Message, if the body carried one. */
  readonly Message: string | undefined;
  /** The server's Description, if the body carried one. */
  readonly Description: string | undefined;
  constructor(init: ApiErrorInit);
  /**
   * The body read through a schema, or undefined when it does not match.
   * @example
   * const refusal = error.bodyAs(CheckoutErrorReply);
   * if (refusal?.UnAvailableItems) showUnavailable(refusal.Products ?? []);
   */
  bodyAs<S extends z.ZodMiniType>(schema: S): z.infer<S> | undefined;
}
/** 400: the request was refused (validation, a login the server rejects, a coupon that does not apply). */
declare class BadRequestError extends ApiError {
  name: string;
}
/** 401: no session or an expired token. */
declare class UnauthorizedError extends ApiError {
  name: string;
}
declare class NotFoundError extends ApiError {
  name: string;
}
/** 409: e.g. a checkout whose prices changed, or an idempotency key reused with another body. */
declare class ConflictError extends ApiError {
  name: string;
}
declare class RateLimitError extends ApiError {
  name: string;
}
declare class ServerError extends ApiError {
  name: string;
}
/** Maps a status to its subclass (openai-node style). */
declare function createApiError(init: ApiErrorInit): ApiError;
declare function isApiError(error: unknown): error is ApiError;

/**
 * offline: the device says it has no connection; refused: nothing listens there; interrupted: the connection
 * dropped while the reply was arriving (the server may have acted on the call); unreachable: anything else.
 */
type NetworkFailure = 'offline' | 'refused' | 'interrupted' | 'unreachable';
/** No reply, or only part of one: offline, connection refused, DNS failure, connection reset mid-reply. */
declare class NetworkError extends StorefrontError {
  name: string;
  readonly call: string;
  readonly method: string;
  readonly url: string;
  readonly reason: NetworkFailure;
  constructor(init: {
    call: string;
    method: string;
    url: string;
    reason: NetworkFailure;
    cause?: unknown;
  });
}
declare function isNetworkError(error: unknown): error is NetworkError;

/** The server did not answer within the client's timeout. */
declare class TimeoutError extends StorefrontError {
  name: string;
  readonly call: string;
  readonly method: string;
  readonly url: string;
  readonly timeoutMs: number;
  constructor(init: {
    call: string;
    method: string;
    url: string;
    timeoutMs: number;
    cause?: unknown;
  });
}
declare function isTimeoutError(error: unknown): error is TimeoutError;

/**
 * The caller aborted the call through its AbortSignal (a page left, a newer search typed), before the reply
 * was read or while waiting to retry. Usually nothing to show: the caller asked for it. `cause` is the
 * signal's reason (the platform's AbortError unless the caller gave one).
 */
declare class AbortedError extends StorefrontError {
  name: string;
  readonly call: string;
  readonly method: string;
  readonly url: string;
  constructor(init: { call: string; method: string; url: string; cause?: unknown });
}
declare function isAbortedError(error: unknown): error is AbortedError;

type Issue = z.core.$ZodIssue;
/** 'OrderData.Bill.Total', 'Orders[0].Status'; '(root)' for the value itself. */
declare function formatPath(path: readonly PropertyKey[]): string;
/**
 * A reply that does not match the call's schema. Nothing unvalidated reaches a caller: the issues and
 * the raw value are kept so the drift can be logged exactly.
 */
declare class ReplyValidationError extends StorefrontError {
  name: string;
  readonly call: string;
  /** The failing field paths, e.g. ['OrderData.Bill.Total']. */
  readonly paths: readonly string[];
  readonly issues: readonly Issue[];
  readonly rawValue: unknown;
  constructor(init: { call: string; issues: readonly Issue[]; rawValue: unknown });
}
/** A request refused by the call's own schema before anything was sent; the issue messages suit a form. */
declare class RequestValidationError extends StorefrontError {
  name: string;
  readonly call: string;
  readonly paths: readonly string[];
  readonly issues: readonly Issue[];
  readonly rawValue: unknown;
  constructor(init: { call: string; issues: readonly Issue[]; rawValue: unknown });
  /** The first message per field, keyed by path: what a form shows next to each input. */
  fieldErrors(): Record<string, string>;
}
declare function isReplyValidationError(error: unknown): error is ReplyValidationError;
declare function isRequestValidationError(error: unknown): error is RequestValidationError;

/**
 * provider: the sign-in service failed; offline: no connection; missing-identity: the account has neither
 * email nor phone; session-timeout: the hosted session never appeared; rejected: the server refused the login;
 * invalid-phone: the typed number is not an Indian mobile number (nothing was sent).
 */
type AuthFailure =
  | 'provider'
  | 'offline'
  | 'missing-identity'
  | 'email-unverified'
  | 'session-timeout'
  | 'rejected'
  | 'invalid-phone';
/** A sign-in that did not complete. `title` and `description` are the texts the UI shows. */
declare class AuthError extends StorefrontError {
  name: string;
  readonly reason: AuthFailure;
  readonly title: string;
  readonly description: string;
  constructor(init: { reason: AuthFailure; title: string; description: string; cause?: unknown });
}
declare function isAuthError(error: unknown): error is AuthError;

/** GET /get-delivery-methods */
declare const DeliveryMethod: z.ZodMiniObject<
  {
    DeliveryMethodId: z.ZodMiniInt;
    Name: z.ZodMiniString<string>;
    Description: z.ZodMiniString<string>;
    Charge: z.ZodMiniInt;
    EstimatedMinutes: z.ZodMiniInt;
    Kind: z.ZodMiniOptional<
      z.ZodMiniEnum<{
        Slot: 'Slot';
        Express: 'Express';
        Standard: 'Standard';
      }>
    >;
  },
  z.core.$strip
>;
type DeliveryMethod = z.infer<typeof DeliveryMethod>;
declare const DeliveryMethodsReply: z.ZodMiniObject<
  {
    DeliveryMethods: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          DeliveryMethodId: z.ZodMiniInt;
          Name: z.ZodMiniString<string>;
          Description: z.ZodMiniString<string>;
          Charge: z.ZodMiniInt;
          EstimatedMinutes: z.ZodMiniInt;
          Kind: z.ZodMiniOptional<
            z.ZodMiniEnum<{
              Slot: 'Slot';
              Express: 'Express';
              Standard: 'Standard';
            }>
          >;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type DeliveryMethodsReply = z.infer<typeof DeliveryMethodsReply>;
/** GET /get-platformfee-configs: the fee of the first band whose range holds the items total. */
declare const PlatformFeeConfig: z.ZodMiniObject<
  {
    MinOrderValue: z.ZodMiniInt;
    MaxOrderValue: z.ZodMiniNullable<z.ZodMiniInt>;
    Fee: z.ZodMiniInt;
  },
  z.core.$strip
>;
type PlatformFeeConfig = z.infer<typeof PlatformFeeConfig>;
declare const PlatformFeeConfigsReply: z.ZodMiniObject<
  {
    PlatformFeeConfigs: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          MinOrderValue: z.ZodMiniInt;
          MaxOrderValue: z.ZodMiniNullable<z.ZodMiniInt>;
          Fee: z.ZodMiniInt;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type PlatformFeeConfigsReply = z.infer<typeof PlatformFeeConfigsReply>;
/**
 * GET /get-shipping-configs: free at or above FreeShippingAbove; otherwise BaseFee covers BaseDistance
 * metres and every started kilometre beyond costs PerKmFee. Beyond MaxDeliveryDistance there is no delivery.
 */
declare const ShippingConfigsReply: z.ZodMiniObject<
  {
    ShippingConfigs: z.ZodMiniObject<
      {
        FreeShippingAbove: z.ZodMiniInt;
        BaseFee: z.ZodMiniInt;
        BaseDistance: z.ZodMiniInt;
        PerKmFee: z.ZodMiniInt;
        MaxDeliveryDistance: z.ZodMiniInt;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type ShippingConfigsReply = z.infer<typeof ShippingConfigsReply>;
/** GET /get-payment-methods */
declare const PaymentMethod: z.ZodMiniObject<
  {
    PaymentMethodId: z.ZodMiniInt;
    Name: z.ZodMiniString<string>;
    Description: z.ZodMiniString<string>;
    Gateway: z.ZodMiniEnum<{
      sandbox: 'sandbox';
      razorpay: 'razorpay';
    }>;
    Kind: z.ZodMiniOptional<
      z.ZodMiniEnum<{
        Online: 'Online';
        OnDelivery: 'OnDelivery';
      }>
    >;
  },
  z.core.$strip
>;
type PaymentMethod = z.infer<typeof PaymentMethod>;
declare const PaymentMethodsReply: z.ZodMiniObject<
  {
    PaymentMethods: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          PaymentMethodId: z.ZodMiniInt;
          Name: z.ZodMiniString<string>;
          Description: z.ZodMiniString<string>;
          Gateway: z.ZodMiniEnum<{
            sandbox: 'sandbox';
            razorpay: 'razorpay';
          }>;
          Kind: z.ZodMiniOptional<
            z.ZodMiniEnum<{
              Online: 'Online';
              OnDelivery: 'OnDelivery';
            }>
          >;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type PaymentMethodsReply = z.infer<typeof PaymentMethodsReply>;
/** The bill as the server computes it; every amount in paise. Total = items − coupon + shipping + delivery + platform fee. */
declare const Bill: z.ZodMiniObject<
  {
    ItemsTotal: z.ZodMiniInt;
    CouponDiscount: z.ZodMiniInt;
    ShippingFee: z.ZodMiniInt;
    DeliveryCharge: z.ZodMiniInt;
    PlatformFee: z.ZodMiniInt;
    Total: z.ZodMiniInt;
    WalletUsed: z.ZodMiniInt;
    AmountPayable: z.ZodMiniInt;
  },
  z.core.$strip
>;
type Bill = z.infer<typeof Bill>;
/** What the shopper chose at checkout. Prices are sent only so a stale price is refused, never trusted. */
declare const CheckoutRequest: z.ZodMiniObject<
  {
    addressId: z.ZodMiniInt;
    deliveryMethodId: z.ZodMiniInt;
    paymentMethodId: z.ZodMiniInt;
    useWallet: z.ZodMiniBoolean<boolean>;
    slotId: z.ZodMiniOptional<z.ZodMiniString<string>>;
    products: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          productId: z.ZodMiniInt;
          qty: z.ZodMiniInt;
          configPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
          price: z.ZodMiniInt;
        },
        z.core.$strict
      >
    >;
  },
  z.core.$strict
>;
type CheckoutRequest = z.input<typeof CheckoutRequest>;
/** POST /calculate-bill (bearer): the bill checkout would produce, without creating anything. */
declare const BillRequest: z.ZodMiniObject<
  {
    addressId: z.ZodMiniInt;
    products: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          productId: z.ZodMiniInt;
          qty: z.ZodMiniInt;
          configPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
          price: z.ZodMiniInt;
        },
        z.core.$strict
      >
    >;
    deliveryMethodId: z.ZodMiniInt;
    useWallet: z.ZodMiniBoolean<boolean>;
    slotId: z.ZodMiniOptional<z.ZodMiniString<string>>;
  },
  z.core.$strict
>;
type BillRequest = z.input<typeof BillRequest>;
declare const BillReply: z.ZodMiniObject<
  {
    Bill: z.ZodMiniObject<
      {
        ItemsTotal: z.ZodMiniInt;
        CouponDiscount: z.ZodMiniInt;
        ShippingFee: z.ZodMiniInt;
        DeliveryCharge: z.ZodMiniInt;
        PlatformFee: z.ZodMiniInt;
        Total: z.ZodMiniInt;
        WalletUsed: z.ZodMiniInt;
        AmountPayable: z.ZodMiniInt;
      },
      z.core.$strip
    >;
    AppliedCoupon: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          CouponId: z.ZodMiniInt;
          Code: z.ZodMiniString<string>;
          Title: z.ZodMiniString<string>;
          Discount: z.ZodMiniInt;
        },
        z.core.$strip
      >
    >;
    WalletBalance: z.ZodMiniInt;
  },
  z.core.$strip
>;
type BillReply = z.infer<typeof BillReply>;
/** A payment attempt at the gateway (Razorpay-style). Null when the wallet paid everything. */
declare const GatewayPayment: z.ZodMiniObject<
  {
    Gateway: z.ZodMiniEnum<{
      sandbox: 'sandbox';
      razorpay: 'razorpay';
    }>;
    KeyId: z.ZodMiniString<string>;
    GatewayOrderId: z.ZodMiniString<string>;
    Amount: z.ZodMiniInt;
    Currency: z.ZodMiniLiteral<'INR'>;
    CheckoutUrl: z.ZodMiniString<string>;
    Method: z.ZodMiniOptional<
      z.ZodMiniNullable<
        z.ZodMiniEnum<{
          upi: 'upi';
          card: 'card';
          netbanking: 'netbanking';
          wallet: 'wallet';
          other: 'other';
        }>
      >
    >;
  },
  z.core.$strip
>;
type GatewayPayment = z.infer<typeof GatewayPayment>;
declare const OrderStatus: z.ZodMiniEnum<{
  PendingPayment: 'PendingPayment';
  Placed: 'Placed';
  Confirmed: 'Confirmed';
  Packing: 'Packing';
  Packed: 'Packed';
  OutForDelivery: 'OutForDelivery';
  Delivered: 'Delivered';
  DeliveryFailed: 'DeliveryFailed';
  Cancelled: 'Cancelled';
  PaymentFailed: 'PaymentFailed';
}>;
type OrderStatus = z.infer<typeof OrderStatus>;
declare const PaymentStatus: z.ZodMiniEnum<{
  Pending: 'Pending';
  Paid: 'Paid';
  Failed: 'Failed';
  Refunded: 'Refunded';
  DueOnDelivery: 'DueOnDelivery';
}>;
type PaymentStatus = z.infer<typeof PaymentStatus>;
declare const OrderData: z.ZodMiniObject<
  {
    OrderId: z.ZodMiniInt;
    OrderNumber: z.ZodMiniString<string>;
    Status: z.ZodMiniEnum<{
      PendingPayment: 'PendingPayment';
      Placed: 'Placed';
      Confirmed: 'Confirmed';
      Packing: 'Packing';
      Packed: 'Packed';
      OutForDelivery: 'OutForDelivery';
      Delivered: 'Delivered';
      DeliveryFailed: 'DeliveryFailed';
      Cancelled: 'Cancelled';
      PaymentFailed: 'PaymentFailed';
    }>;
    PaymentStatus: z.ZodMiniEnum<{
      Pending: 'Pending';
      Paid: 'Paid';
      Failed: 'Failed';
      Refunded: 'Refunded';
      DueOnDelivery: 'DueOnDelivery';
    }>;
    Bill: z.ZodMiniObject<
      {
        ItemsTotal: z.ZodMiniInt;
        CouponDiscount: z.ZodMiniInt;
        ShippingFee: z.ZodMiniInt;
        DeliveryCharge: z.ZodMiniInt;
        PlatformFee: z.ZodMiniInt;
        Total: z.ZodMiniInt;
        WalletUsed: z.ZodMiniInt;
        AmountPayable: z.ZodMiniInt;
      },
      z.core.$strip
    >;
    Payment: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          Gateway: z.ZodMiniEnum<{
            sandbox: 'sandbox';
            razorpay: 'razorpay';
          }>;
          KeyId: z.ZodMiniString<string>;
          GatewayOrderId: z.ZodMiniString<string>;
          Amount: z.ZodMiniInt;
          Currency: z.ZodMiniLiteral<'INR'>;
          CheckoutUrl: z.ZodMiniString<string>;
          Method: z.ZodMiniOptional<
            z.ZodMiniNullable<
              z.ZodMiniEnum<{
                upi: 'upi';
                card: 'card';
                netbanking: 'netbanking';
                wallet: 'wallet';
                other: 'other';
              }>
            >
          >;
        },
        z.core.$strip
      >
    >;
    DeliveryWindow: z.ZodMiniOptional<
      z.ZodMiniNullable<
        z.ZodMiniObject<
          {
            SlotId: z.ZodMiniString<string>;
            Start: z.iso.ZodMiniISODateTime;
            End: z.iso.ZodMiniISODateTime;
          },
          z.core.$strip
        >
      >
    >;
  },
  z.core.$strip
>;
type OrderData = z.infer<typeof OrderData>;
/** POST /checkout (bearer, Idempotency-Key) and POST /revise-payment */
declare const CheckoutReply: z.ZodMiniObject<
  {
    OrderData: z.ZodMiniObject<
      {
        OrderId: z.ZodMiniInt;
        OrderNumber: z.ZodMiniString<string>;
        Status: z.ZodMiniEnum<{
          PendingPayment: 'PendingPayment';
          Placed: 'Placed';
          Confirmed: 'Confirmed';
          Packing: 'Packing';
          Packed: 'Packed';
          OutForDelivery: 'OutForDelivery';
          Delivered: 'Delivered';
          DeliveryFailed: 'DeliveryFailed';
          Cancelled: 'Cancelled';
          PaymentFailed: 'PaymentFailed';
        }>;
        PaymentStatus: z.ZodMiniEnum<{
          Pending: 'Pending';
          Paid: 'Paid';
          Failed: 'Failed';
          Refunded: 'Refunded';
          DueOnDelivery: 'DueOnDelivery';
        }>;
        Bill: z.ZodMiniObject<
          {
            ItemsTotal: z.ZodMiniInt;
            CouponDiscount: z.ZodMiniInt;
            ShippingFee: z.ZodMiniInt;
            DeliveryCharge: z.ZodMiniInt;
            PlatformFee: z.ZodMiniInt;
            Total: z.ZodMiniInt;
            WalletUsed: z.ZodMiniInt;
            AmountPayable: z.ZodMiniInt;
          },
          z.core.$strip
        >;
        Payment: z.ZodMiniNullable<
          z.ZodMiniObject<
            {
              Gateway: z.ZodMiniEnum<{
                sandbox: 'sandbox';
                razorpay: 'razorpay';
              }>;
              KeyId: z.ZodMiniString<string>;
              GatewayOrderId: z.ZodMiniString<string>;
              Amount: z.ZodMiniInt;
              Currency: z.ZodMiniLiteral<'INR'>;
              CheckoutUrl: z.ZodMiniString<string>;
              Method: z.ZodMiniOptional<
                z.ZodMiniNullable<
                  z.ZodMiniEnum<{
                    upi: 'upi';
                    card: 'card';
                    netbanking: 'netbanking';
                    wallet: 'wallet';
                    other: 'other';
                  }>
                >
              >;
            },
            z.core.$strip
          >
        >;
        DeliveryWindow: z.ZodMiniOptional<
          z.ZodMiniNullable<
            z.ZodMiniObject<
              {
                SlotId: z.ZodMiniString<string>;
                Start: z.iso.ZodMiniISODateTime;
                End: z.iso.ZodMiniISODateTime;
              },
              z.core.$strip
            >
          >
        >;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type CheckoutReply = z.infer<typeof CheckoutReply>;
/** Checkout refusals (spec section 8). Each flag says which table or text the UI shows. */
declare const CheckoutErrorReply: z.ZodMiniObject<
  {
    Message: z.ZodMiniString<string>;
    Description: z.ZodMiniOptional<z.ZodMiniString<string>>;
    UnAvailableItems: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    Products: z.ZodMiniOptional<
      z.ZodMiniArray<
        z.ZodMiniObject<
          {
            ProductId: z.ZodMiniInt;
            ProductName: z.ZodMiniString<string>;
            ConfigPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
          },
          z.core.$strip
        >
      >
    >;
    ExceedMaxAllowedAmount: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    WalletError: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    MissingFields: z.ZodMiniOptional<
      z.ZodMiniArray<
        z.ZodMiniObject<
          {
            Field: z.ZodMiniString<string>;
            Description: z.ZodMiniString<string>;
          },
          z.core.$strip
        >
      >
    >;
    PriceUpdated: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
  },
  z.core.$strip
>;
type CheckoutErrorReply = z.infer<typeof CheckoutErrorReply>;
declare const OrderIdBody: z.ZodMiniObject<
  {
    orderId: z.ZodMiniInt;
  },
  z.core.$strict
>;
type OrderIdBody = z.input<typeof OrderIdBody>;
/** POST /validate-payment-signature: the gateway's payment id and signature for the order's current attempt. */
declare const ValidateSignatureRequest: z.ZodMiniObject<
  {
    orderId: z.ZodMiniInt;
    paymentId: z.ZodMiniString<string>;
    signature: z.ZodMiniString<string>;
  },
  z.core.$strict
>;
type ValidateSignatureRequest = z.input<typeof ValidateSignatureRequest>;
declare const ValidateSignatureReply: z.ZodMiniObject<
  {
    Success: z.ZodMiniBoolean<boolean>;
    OrderData: z.ZodMiniObject<
      {
        OrderId: z.ZodMiniInt;
        OrderNumber: z.ZodMiniString<string>;
        Status: z.ZodMiniEnum<{
          PendingPayment: 'PendingPayment';
          Placed: 'Placed';
          Confirmed: 'Confirmed';
          Packing: 'Packing';
          Packed: 'Packed';
          OutForDelivery: 'OutForDelivery';
          Delivered: 'Delivered';
          DeliveryFailed: 'DeliveryFailed';
          Cancelled: 'Cancelled';
          PaymentFailed: 'PaymentFailed';
        }>;
        PaymentStatus: z.ZodMiniEnum<{
          Pending: 'Pending';
          Paid: 'Paid';
          Failed: 'Failed';
          Refunded: 'Refunded';
          DueOnDelivery: 'DueOnDelivery';
        }>;
        Bill: z.ZodMiniObject<
          {
            ItemsTotal: z.ZodMiniInt;
            CouponDiscount: z.ZodMiniInt;
            ShippingFee: z.ZodMiniInt;
            DeliveryCharge: z.ZodMiniInt;
            PlatformFee: z.ZodMiniInt;
            Total: z.ZodMiniInt;
            WalletUsed: z.ZodMiniInt;
            AmountPayable: z.ZodMiniInt;
          },
          z.core.$strip
        >;
        Payment: z.ZodMiniNullable<
          z.ZodMiniObject<
            {
              Gateway: z.ZodMiniEnum<{
                sandbox: 'sandbox';
                razorpay: 'razorpay';
              }>;
              KeyId: z.ZodMiniString<string>;
              GatewayOrderId: z.ZodMiniString<string>;
              Amount: z.ZodMiniInt;
              Currency: z.ZodMiniLiteral<'INR'>;
              CheckoutUrl: z.ZodMiniString<string>;
              Method: z.ZodMiniOptional<
                z.ZodMiniNullable<
                  z.ZodMiniEnum<{
                    upi: 'upi';
                    card: 'card';
                    netbanking: 'netbanking';
                    wallet: 'wallet';
                    other: 'other';
                  }>
                >
              >;
            },
            z.core.$strip
          >
        >;
        DeliveryWindow: z.ZodMiniOptional<
          z.ZodMiniNullable<
            z.ZodMiniObject<
              {
                SlotId: z.ZodMiniString<string>;
                Start: z.iso.ZodMiniISODateTime;
                End: z.iso.ZodMiniISODateTime;
              },
              z.core.$strip
            >
          >
        >;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type ValidateSignatureReply = z.infer<typeof ValidateSignatureReply>;
/** A refused signature: ClearOrder tells the client to clear the order from its flow state. */
declare const SignatureErrorReply: z.ZodMiniObject<
  {
    Message: z.ZodMiniString<string>;
    Description: z.ZodMiniOptional<z.ZodMiniString<string>>;
    ClearOrder: z.ZodMiniBoolean<boolean>;
  },
  z.core.$strip
>;
type SignatureErrorReply = z.infer<typeof SignatureErrorReply>;
/** POST /payment-failed */
declare const PaymentFailedRequest: z.ZodMiniObject<
  {
    orderId: z.ZodMiniInt;
    reason: z.ZodMiniDefault<z.ZodMiniString<string>>;
  },
  z.core.$strict
>;
type PaymentFailedRequest = z.input<typeof PaymentFailedRequest>;

/**
 * Beyond the spec: every figure of the order's money, derived from its ledger by the SDK core's
 * `orderMoney` (docs/money.md): the figures the server enforces, for every screen to show as they are.
 */
declare const OrderMoney: z.ZodMiniObject<
  {
    Charged: z.ZodMiniInt;
    Credited: z.ZodMiniInt;
    Owed: z.ZodMiniInt;
    Paid: z.ZodMiniInt;
    Refunded: z.ZodMiniInt;
    Due: z.ZodMiniInt;
    Refundable: z.ZodMiniInt;
  },
  z.core.$strip
>;
type OrderMoney = z.infer<typeof OrderMoney>;
declare const OrderSummary: z.ZodMiniObject<
  {
    OrderId: z.ZodMiniInt;
    OrderNumber: z.ZodMiniString<string>;
    Status: z.ZodMiniEnum<{
      PendingPayment: 'PendingPayment';
      Placed: 'Placed';
      Confirmed: 'Confirmed';
      Packing: 'Packing';
      Packed: 'Packed';
      OutForDelivery: 'OutForDelivery';
      Delivered: 'Delivered';
      DeliveryFailed: 'DeliveryFailed';
      Cancelled: 'Cancelled';
      PaymentFailed: 'PaymentFailed';
    }>;
    PaymentStatus: z.ZodMiniEnum<{
      Pending: 'Pending';
      Paid: 'Paid';
      Failed: 'Failed';
      Refunded: 'Refunded';
      DueOnDelivery: 'DueOnDelivery';
    }>;
    Total: z.ZodMiniInt;
    AmountPayable: z.ZodMiniOptional<z.ZodMiniInt>;
    ItemCount: z.ZodMiniInt;
    FirstItemName: z.ZodMiniString<string>;
    CreatedAt: z.iso.ZodMiniISODateTime;
    DeliveryWindow: z.ZodMiniOptional<
      z.ZodMiniNullable<
        z.ZodMiniObject<
          {
            SlotId: z.ZodMiniString<string>;
            Start: z.iso.ZodMiniISODateTime;
            End: z.iso.ZodMiniISODateTime;
          },
          z.core.$strip
        >
      >
    >;
    Money: z.ZodMiniOptional<
      z.ZodMiniObject<
        {
          Charged: z.ZodMiniInt;
          Credited: z.ZodMiniInt;
          Owed: z.ZodMiniInt;
          Paid: z.ZodMiniInt;
          Refunded: z.ZodMiniInt;
          Due: z.ZodMiniInt;
          Refundable: z.ZodMiniInt;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type OrderSummary = z.infer<typeof OrderSummary>;
/** GET /order-history?pageNo (bearer) */
declare const OrderHistoryReply: z.ZodMiniObject<
  {
    PageNo: z.ZodMiniInt;
    TotalPages: z.ZodMiniInt;
    NoOrders: z.ZodMiniBoolean<boolean>;
    CountTotalOrders: z.ZodMiniInt;
    CountPlacedOrders: z.ZodMiniInt;
    Orders: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          OrderId: z.ZodMiniInt;
          OrderNumber: z.ZodMiniString<string>;
          Status: z.ZodMiniEnum<{
            PendingPayment: 'PendingPayment';
            Placed: 'Placed';
            Confirmed: 'Confirmed';
            Packing: 'Packing';
            Packed: 'Packed';
            OutForDelivery: 'OutForDelivery';
            Delivered: 'Delivered';
            DeliveryFailed: 'DeliveryFailed';
            Cancelled: 'Cancelled';
            PaymentFailed: 'PaymentFailed';
          }>;
          PaymentStatus: z.ZodMiniEnum<{
            Pending: 'Pending';
            Paid: 'Paid';
            Failed: 'Failed';
            Refunded: 'Refunded';
            DueOnDelivery: 'DueOnDelivery';
          }>;
          Total: z.ZodMiniInt;
          AmountPayable: z.ZodMiniOptional<z.ZodMiniInt>;
          ItemCount: z.ZodMiniInt;
          FirstItemName: z.ZodMiniString<string>;
          CreatedAt: z.iso.ZodMiniISODateTime;
          DeliveryWindow: z.ZodMiniOptional<
            z.ZodMiniNullable<
              z.ZodMiniObject<
                {
                  SlotId: z.ZodMiniString<string>;
                  Start: z.iso.ZodMiniISODateTime;
                  End: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >
          >;
          Money: z.ZodMiniOptional<
            z.ZodMiniObject<
              {
                Charged: z.ZodMiniInt;
                Credited: z.ZodMiniInt;
                Owed: z.ZodMiniInt;
                Paid: z.ZodMiniInt;
                Refunded: z.ZodMiniInt;
                Due: z.ZodMiniInt;
                Refundable: z.ZodMiniInt;
              },
              z.core.$strip
            >
          >;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type OrderHistoryReply = z.infer<typeof OrderHistoryReply>;
declare const OrderIdQuery: z.ZodMiniObject<
  {
    orderId: z.ZodMiniNumber<unknown>;
  },
  z.core.$strict
>;
type OrderIdQuery = z.input<typeof OrderIdQuery>;
/** GET /order-history-by-id?orderId (bearer): one history row, e.g. to refresh it after payment. */
declare const OrderHistoryByIdReply: z.ZodMiniObject<
  {
    NoOrder: z.ZodMiniBoolean<boolean>;
    Order: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          OrderId: z.ZodMiniInt;
          OrderNumber: z.ZodMiniString<string>;
          Status: z.ZodMiniEnum<{
            PendingPayment: 'PendingPayment';
            Placed: 'Placed';
            Confirmed: 'Confirmed';
            Packing: 'Packing';
            Packed: 'Packed';
            OutForDelivery: 'OutForDelivery';
            Delivered: 'Delivered';
            DeliveryFailed: 'DeliveryFailed';
            Cancelled: 'Cancelled';
            PaymentFailed: 'PaymentFailed';
          }>;
          PaymentStatus: z.ZodMiniEnum<{
            Pending: 'Pending';
            Paid: 'Paid';
            Failed: 'Failed';
            Refunded: 'Refunded';
            DueOnDelivery: 'DueOnDelivery';
          }>;
          Total: z.ZodMiniInt;
          AmountPayable: z.ZodMiniOptional<z.ZodMiniInt>;
          ItemCount: z.ZodMiniInt;
          FirstItemName: z.ZodMiniString<string>;
          CreatedAt: z.iso.ZodMiniISODateTime;
          DeliveryWindow: z.ZodMiniOptional<
            z.ZodMiniNullable<
              z.ZodMiniObject<
                {
                  SlotId: z.ZodMiniString<string>;
                  Start: z.iso.ZodMiniISODateTime;
                  End: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >
          >;
          Money: z.ZodMiniOptional<
            z.ZodMiniObject<
              {
                Charged: z.ZodMiniInt;
                Credited: z.ZodMiniInt;
                Owed: z.ZodMiniInt;
                Paid: z.ZodMiniInt;
                Refunded: z.ZodMiniInt;
                Due: z.ZodMiniInt;
                Refundable: z.ZodMiniInt;
              },
              z.core.$strip
            >
          >;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type OrderHistoryByIdReply = z.infer<typeof OrderHistoryByIdReply>;
declare const OrderLine: z.ZodMiniObject<
  {
    ProductId: z.ZodMiniInt;
    ProductName: z.ZodMiniString<string>;
    ImageUrl: z.ZodMiniString<string>;
    UnitPrice: z.ZodMiniInt;
    Qty: z.ZodMiniInt;
    LineTotal: z.ZodMiniInt;
    SelectedOptions: z.ZodMiniRecord<
      z.ZodMiniString<string>,
      z.ZodMiniObject<
        {
          RowId: z.ZodMiniInt;
          Label: z.ZodMiniString<string>;
        },
        z.core.$strip
      >
    >;
    OrderedGrams: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniInt>>;
    PackedGrams: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniInt>>;
    PackedPieces: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniInt>>;
    Short: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    WeightCredit: z.ZodMiniOptional<z.ZodMiniInt>;
    Received: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
  },
  z.core.$strip
>;
type OrderLine = z.infer<typeof OrderLine>;
declare const OrderEvent: z.ZodMiniObject<
  {
    Status: z.ZodMiniString<string>;
    At: z.iso.ZodMiniISODateTime;
    Note: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
type OrderEvent = z.infer<typeof OrderEvent>;
declare const OrderDetails: z.ZodMiniObject<
  {
    OrderId: z.ZodMiniInt;
    OrderNumber: z.ZodMiniString<string>;
    Status: z.ZodMiniEnum<{
      PendingPayment: 'PendingPayment';
      Placed: 'Placed';
      Confirmed: 'Confirmed';
      Packing: 'Packing';
      Packed: 'Packed';
      OutForDelivery: 'OutForDelivery';
      Delivered: 'Delivered';
      DeliveryFailed: 'DeliveryFailed';
      Cancelled: 'Cancelled';
      PaymentFailed: 'PaymentFailed';
    }>;
    PaymentStatus: z.ZodMiniEnum<{
      Pending: 'Pending';
      Paid: 'Paid';
      Failed: 'Failed';
      Refunded: 'Refunded';
      DueOnDelivery: 'DueOnDelivery';
    }>;
    CreatedAt: z.iso.ZodMiniISODateTime;
    Items: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          ProductId: z.ZodMiniInt;
          ProductName: z.ZodMiniString<string>;
          ImageUrl: z.ZodMiniString<string>;
          UnitPrice: z.ZodMiniInt;
          Qty: z.ZodMiniInt;
          LineTotal: z.ZodMiniInt;
          SelectedOptions: z.ZodMiniRecord<
            z.ZodMiniString<string>,
            z.ZodMiniObject<
              {
                RowId: z.ZodMiniInt;
                Label: z.ZodMiniString<string>;
              },
              z.core.$strip
            >
          >;
          OrderedGrams: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniInt>>;
          PackedGrams: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniInt>>;
          PackedPieces: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniInt>>;
          Short: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
          WeightCredit: z.ZodMiniOptional<z.ZodMiniInt>;
          Received: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        },
        z.core.$strip
      >
    >;
    Bill: z.ZodMiniObject<
      {
        ItemsTotal: z.ZodMiniInt;
        CouponDiscount: z.ZodMiniInt;
        ShippingFee: z.ZodMiniInt;
        DeliveryCharge: z.ZodMiniInt;
        PlatformFee: z.ZodMiniInt;
        Total: z.ZodMiniInt;
        WalletUsed: z.ZodMiniInt;
        AmountPayable: z.ZodMiniInt;
      },
      z.core.$strip
    >;
    CouponCode: z.ZodMiniNullable<z.ZodMiniString<string>>;
    DeliveryMethod: z.ZodMiniString<string>;
    PaymentMethod: z.ZodMiniString<string>;
    Address: z.ZodMiniObject<
      {
        type: z.ZodMiniEnum<{
          Home: 'Home';
          Work: 'Work';
          Other: 'Other';
        }>;
        AddressId: z.ZodMiniInt;
        fullName: z.ZodMiniString<string>;
        phoneNumber: z.ZodMiniString<string>;
        addressLine1: z.ZodMiniString<string>;
        addressLine2: z.ZodMiniString<string>;
        landmark: z.ZodMiniString<string>;
        city: z.ZodMiniString<string>;
        state: z.ZodMiniString<string>;
        postalCode: z.ZodMiniString<string>;
        latitude: z.ZodMiniNumber<number>;
        longitude: z.ZodMiniNumber<number>;
        RouteLength: z.ZodMiniInt;
        TimeDuration: z.ZodMiniInt;
      },
      z.core.$strip
    >;
    CanCancel: z.ZodMiniBoolean<boolean>;
    CancelDeadline: z.ZodMiniOptional<z.ZodMiniNullable<z.iso.ZodMiniISODateTime>>;
    DeliveryWindow: z.ZodMiniOptional<
      z.ZodMiniNullable<
        z.ZodMiniObject<
          {
            SlotId: z.ZodMiniString<string>;
            Start: z.iso.ZodMiniISODateTime;
            End: z.iso.ZodMiniISODateTime;
          },
          z.core.$strip
        >
      >
    >;
    CanRetryPayment: z.ZodMiniBoolean<boolean>;
    Payment: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          Gateway: z.ZodMiniEnum<{
            sandbox: 'sandbox';
            razorpay: 'razorpay';
          }>;
          KeyId: z.ZodMiniString<string>;
          GatewayOrderId: z.ZodMiniString<string>;
          Amount: z.ZodMiniInt;
          Currency: z.ZodMiniLiteral<'INR'>;
          CheckoutUrl: z.ZodMiniString<string>;
          Method: z.ZodMiniOptional<
            z.ZodMiniNullable<
              z.ZodMiniEnum<{
                upi: 'upi';
                card: 'card';
                netbanking: 'netbanking';
                wallet: 'wallet';
                other: 'other';
              }>
            >
          >;
        },
        z.core.$strip
      >
    >;
    Timeline: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          Status: z.ZodMiniString<string>;
          At: z.iso.ZodMiniISODateTime;
          Note: z.ZodMiniString<string>;
        },
        z.core.$strip
      >
    >;
    WeightCredit: z.ZodMiniOptional<z.ZodMiniInt>;
    DeductedFromPayable: z.ZodMiniOptional<z.ZodMiniInt>;
    Money: z.ZodMiniOptional<
      z.ZodMiniObject<
        {
          Charged: z.ZodMiniInt;
          Credited: z.ZodMiniInt;
          Owed: z.ZodMiniInt;
          Paid: z.ZodMiniInt;
          Refunded: z.ZodMiniInt;
          Due: z.ZodMiniInt;
          Refundable: z.ZodMiniInt;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type OrderDetails = z.infer<typeof OrderDetails>;
/** GET /order-details?orderId (bearer): NoOrder when it does not exist or is another shopper's. */
declare const OrderDetailsReply: z.ZodMiniObject<
  {
    NoOrder: z.ZodMiniBoolean<boolean>;
    OrderDetails: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          OrderId: z.ZodMiniInt;
          OrderNumber: z.ZodMiniString<string>;
          Status: z.ZodMiniEnum<{
            PendingPayment: 'PendingPayment';
            Placed: 'Placed';
            Confirmed: 'Confirmed';
            Packing: 'Packing';
            Packed: 'Packed';
            OutForDelivery: 'OutForDelivery';
            Delivered: 'Delivered';
            DeliveryFailed: 'DeliveryFailed';
            Cancelled: 'Cancelled';
            PaymentFailed: 'PaymentFailed';
          }>;
          PaymentStatus: z.ZodMiniEnum<{
            Pending: 'Pending';
            Paid: 'Paid';
            Failed: 'Failed';
            Refunded: 'Refunded';
            DueOnDelivery: 'DueOnDelivery';
          }>;
          CreatedAt: z.iso.ZodMiniISODateTime;
          Items: z.ZodMiniArray<
            z.ZodMiniObject<
              {
                ProductId: z.ZodMiniInt;
                ProductName: z.ZodMiniString<string>;
                ImageUrl: z.ZodMiniString<string>;
                UnitPrice: z.ZodMiniInt;
                Qty: z.ZodMiniInt;
                LineTotal: z.ZodMiniInt;
                SelectedOptions: z.ZodMiniRecord<
                  z.ZodMiniString<string>,
                  z.ZodMiniObject<
                    {
                      RowId: z.ZodMiniInt;
                      Label: z.ZodMiniString<string>;
                    },
                    z.core.$strip
                  >
                >;
                OrderedGrams: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniInt>>;
                PackedGrams: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniInt>>;
                PackedPieces: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniInt>>;
                Short: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
                WeightCredit: z.ZodMiniOptional<z.ZodMiniInt>;
                Received: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
              },
              z.core.$strip
            >
          >;
          Bill: z.ZodMiniObject<
            {
              ItemsTotal: z.ZodMiniInt;
              CouponDiscount: z.ZodMiniInt;
              ShippingFee: z.ZodMiniInt;
              DeliveryCharge: z.ZodMiniInt;
              PlatformFee: z.ZodMiniInt;
              Total: z.ZodMiniInt;
              WalletUsed: z.ZodMiniInt;
              AmountPayable: z.ZodMiniInt;
            },
            z.core.$strip
          >;
          CouponCode: z.ZodMiniNullable<z.ZodMiniString<string>>;
          DeliveryMethod: z.ZodMiniString<string>;
          PaymentMethod: z.ZodMiniString<string>;
          Address: z.ZodMiniObject<
            {
              type: z.ZodMiniEnum<{
                Home: 'Home';
                Work: 'Work';
                Other: 'Other';
              }>;
              AddressId: z.ZodMiniInt;
              fullName: z.ZodMiniString<string>;
              phoneNumber: z.ZodMiniString<string>;
              addressLine1: z.ZodMiniString<string>;
              addressLine2: z.ZodMiniString<string>;
              landmark: z.ZodMiniString<string>;
              city: z.ZodMiniString<string>;
              state: z.ZodMiniString<string>;
              postalCode: z.ZodMiniString<string>;
              latitude: z.ZodMiniNumber<number>;
              longitude: z.ZodMiniNumber<number>;
              RouteLength: z.ZodMiniInt;
              TimeDuration: z.ZodMiniInt;
            },
            z.core.$strip
          >;
          CanCancel: z.ZodMiniBoolean<boolean>;
          CancelDeadline: z.ZodMiniOptional<z.ZodMiniNullable<z.iso.ZodMiniISODateTime>>;
          DeliveryWindow: z.ZodMiniOptional<
            z.ZodMiniNullable<
              z.ZodMiniObject<
                {
                  SlotId: z.ZodMiniString<string>;
                  Start: z.iso.ZodMiniISODateTime;
                  End: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >
          >;
          CanRetryPayment: z.ZodMiniBoolean<boolean>;
          Payment: z.ZodMiniNullable<
            z.ZodMiniObject<
              {
                Gateway: z.ZodMiniEnum<{
                  sandbox: 'sandbox';
                  razorpay: 'razorpay';
                }>;
                KeyId: z.ZodMiniString<string>;
                GatewayOrderId: z.ZodMiniString<string>;
                Amount: z.ZodMiniInt;
                Currency: z.ZodMiniLiteral<'INR'>;
                CheckoutUrl: z.ZodMiniString<string>;
                Method: z.ZodMiniOptional<
                  z.ZodMiniNullable<
                    z.ZodMiniEnum<{
                      upi: 'upi';
                      card: 'card';
                      netbanking: 'netbanking';
                      wallet: 'wallet';
                      other: 'other';
                    }>
                  >
                >;
              },
              z.core.$strip
            >
          >;
          Timeline: z.ZodMiniArray<
            z.ZodMiniObject<
              {
                Status: z.ZodMiniString<string>;
                At: z.iso.ZodMiniISODateTime;
                Note: z.ZodMiniString<string>;
              },
              z.core.$strip
            >
          >;
          WeightCredit: z.ZodMiniOptional<z.ZodMiniInt>;
          DeductedFromPayable: z.ZodMiniOptional<z.ZodMiniInt>;
          Money: z.ZodMiniOptional<
            z.ZodMiniObject<
              {
                Charged: z.ZodMiniInt;
                Credited: z.ZodMiniInt;
                Owed: z.ZodMiniInt;
                Paid: z.ZodMiniInt;
                Refunded: z.ZodMiniInt;
                Due: z.ZodMiniInt;
                Refundable: z.ZodMiniInt;
              },
              z.core.$strip
            >
          >;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type OrderDetailsReply = z.infer<typeof OrderDetailsReply>;
/** POST /cancel-order (bearer). When cancelling is not allowed the reply has Error: true. */
declare const CancelOrderRequest: z.ZodMiniObject<
  {
    orderId: z.ZodMiniInt;
    reason: z.ZodMiniDefault<z.ZodMiniString<string>>;
    destination: z.ZodMiniOptional<
      z.ZodMiniEnum<{
        Wallet: 'Wallet';
        Source: 'Source';
      }>
    >;
  },
  z.core.$strict
>;
type CancelOrderRequest = z.input<typeof CancelOrderRequest>;
declare const CancelOrderReply: z.ZodMiniObject<
  {
    Success: z.ZodMiniBoolean<boolean>;
    Error: z.ZodMiniBoolean<boolean>;
    Message: z.ZodMiniString<string>;
    RefundId: z.ZodMiniNullable<z.ZodMiniInt>;
  },
  z.core.$strip
>;
type CancelOrderReply = z.infer<typeof CancelOrderReply>;

/**
 * Every text the SDK hands to a UI, in one place: the spec's wording (sections 5 and 8), spelling fixed.
 * The SDK never shows them itself; errors and results carry them for the app to display.
 */
interface TitledMessage {
  readonly title: string;
  readonly description: string;
}
declare const messages: {
  /** Fallback title of a failed call when neither the server nor the transport said anything. */
  readonly internalServerError: 'Internal server error';
  /** Description of any failed data call. */
  readonly tryAgainLater: 'Something went wrong, Please try again after some time';
  /** Login failures (spec section 8). */
  readonly loginServerError: 'Something went wrong, Please try again to login again';
  readonly somethingWentWrong: 'Something went wrong';
  /** Cancel order whose reply has the Error flag. */
  readonly cancelOrderRefused: 'Unable to process your request.';
  readonly offline: {
    readonly title: 'You are offline';
    readonly description: 'Please check your internet connection and try again';
  };
  readonly hostedSignInFailed: {
    readonly title: 'Unable to sign-in!';
    readonly description: 'Something went wrong, Please try again. If issue persists try using another sign in methods';
  };
  /**
   * Sign-in popup failures of the Firebase-style login, by Firebase error code (their texts are "not shown"
   * in the spec: designed here). Any other provider failure shows hostedSignInFailed.
   */
  readonly signInProviderErrors: {
    readonly 'auth/popup-blocked': {
      readonly title: 'Sign-in window blocked';
      readonly description: 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.';
    };
    readonly 'auth/popup-closed-by-user': {
      readonly title: 'Sign-in cancelled';
      readonly description: 'The sign-in window was closed before you finished. Please try again.';
    };
    readonly 'auth/cancelled-popup-request': {
      readonly title: 'Sign-in cancelled';
      readonly description: 'The sign-in window was closed before you finished. Please try again.';
    };
    readonly 'auth/unauthorized-domain': {
      readonly title: 'Sign-in unavailable here';
      readonly description: 'This address is not allowed to sign in. Open the store from its official address, or try another sign in method.';
    };
    readonly 'auth/network-request-failed': {
      readonly title: 'Unable to reach the sign-in service';
      readonly description: 'Please check your internet connection and try again';
    };
    readonly 'auth/wrong-password': {
      readonly title: 'Wrong password';
      readonly description: 'The password does not match this email. Check it and try again.';
    };
    readonly 'auth/invalid-credential': {
      readonly title: 'Wrong email or password';
      readonly description: 'Check your email and password and try again, or create an account.';
    };
    readonly 'auth/user-not-found': {
      readonly title: 'No account with this email';
      readonly description: 'Check the address, or create an account with it.';
    };
    readonly 'auth/email-already-in-use': {
      readonly title: 'This email already has an account';
      readonly description: 'Sign in with its password instead.';
    };
    readonly 'auth/weak-password': {
      readonly title: 'Password too short';
      readonly description: 'Use at least 6 characters.';
    };
    readonly 'auth/invalid-email': {
      readonly title: 'Invalid email address';
      readonly description: 'Check the email address and try again.';
    };
    readonly 'auth/too-many-requests': {
      readonly title: 'Too many attempts';
      readonly description: 'Please wait a few minutes before trying again.';
    };
    readonly 'auth/invalid-action-code': {
      readonly title: 'This link is not valid';
      readonly description: 'It was already used or is incomplete. Sign in to get a new one.';
    };
    readonly 'auth/expired-action-code': {
      readonly title: 'This link has expired';
      readonly description: 'Sign in to get a new one.';
    };
    readonly 'auth/invalid-api-key': {
      readonly title: 'Sign-in is not available';
      readonly description: 'Sign-in is not set up correctly right now. Please try another sign in method.';
    };
  };
  /** An email and password sign-in whose address was never confirmed (designed: "not shown" in the spec). */
  readonly emailNotVerified: {
    readonly title: 'Please verify your email';
    readonly description: 'Open the link we sent to your email address, then sign in again.';
  };
  /**
   * A typed phone number that is not an Indian mobile number (designed: the server's own words for it, with
   * the ways of writing one that are read).
   */
  readonly invalidPhoneNumber: {
    readonly title: 'Enter a valid 10-digit mobile number';
    readonly description: 'For example 98450 12345 or +91 98450 12345';
  };
  readonly facebookMissingIdentity: {
    readonly title: 'Unable to login with Facebook';
    readonly description: "We didn't find required information from your account";
  };
  /** The help page linked from the Facebook failure. */
  readonly facebookHelpPath: '/help/facebook/login';
  readonly loggedIn: 'Logged in!';
  readonly priceUpdated: {
    readonly title: 'Product Updates Detected';
    readonly description: 'Some items in your cart now have updated prices. Please review the changes before completing your order.';
  };
  readonly priceUpdatedAndItemsRemoved: {
    readonly title: 'Product Updates Detected';
    readonly description: 'Some items in your cart now have updated prices and unavailable items were removed from your cart. Please review the changes before completing your order.';
  };
  readonly itemsRemoved: {
    readonly title: 'Product Updates Detected';
    readonly description: 'Unavailable items were removed from your cart. Please review the changes before completing your order.';
  };
  readonly cartReset: 'Your cart is reset';
  readonly alreadyInCart: 'Already added, Manage qty from cart';
  readonly productMaxReached: (maxQty: number) => string;
  readonly errorDialog: {
    readonly title: 'Following error occurred';
    readonly description: 'No data Found';
  };
  readonly success: {
    readonly title: 'Success';
    readonly description: 'Operation success';
  };
  /** Transport messages, used when the server gave no Message. */
  readonly transport: {
    readonly network: 'Network error';
    readonly timeout: 'The server took too long to respond';
    readonly unexpectedReply: 'Unexpected reply from the server';
  };
};
type Messages = typeof messages;

/**
 * The shape of the SDK's texts in any language, and how a language's texts are completed with English.
 * English (../messages.ts) is the source: a language may leave any text out and gets the English one.
 */

/** A catalog's shape with its English literals widened to string. */
type Widened<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widened<R>
    : T extends object
      ? {
          readonly [K in keyof T]: Widened<T[K]>;
        }
      : T;
/** What a language gives: any part of the English texts, each with the English text's parameters. */
type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widened<R>
    : T extends object
      ? {
          readonly [K in keyof T]?: Translated<T[K]>;
        }
      : T;
/** Every text the SDK hands to a UI, in some language (`messages` is the English one). */
type MessageCatalog = Widened<typeof messages>;
/** A language's texts as written: English fills in what it leaves out. */
type MessageTranslation = Translated<typeof messages>;

/** Where the error happened; changes the texts as spec section 8 says. Default 'data'. */
type ErrorContext = 'data' | 'login' | 'checkout' | 'cancelOrder';
interface DescribedError {
  title: string;
  description: string;
  /** A login refused with 400: the app signs the shopper out. */
  logout: boolean;
  /** A page to link from the message (the Facebook help page). */
  helpPath?: string;
  /** Checkout refusals: the flags and lists the UI turns into tables (unavailable items, missing fields). */
  checkout?: CheckoutErrorReply;
}
/**
 * The title and description a UI shows for an error (spec section 8): the server's Message, else the
 * transport's message, else 'Internal server error'; described as 'Something went wrong, Please try again
 * after some time'. Login, checkout and cancel-order follow their own rules. The SDK's own texts come from
 * `texts`: English by default, or a language's catalog (`@storefront/sdk/messages/hi`, `…/kn`).
 * @example
 * catch (error) { const { title, description } = describeError(error); showErrorDialog(title, description); }
 */
declare function describeError(
  error: unknown,
  context?: ErrorContext,
  texts?: MessageCatalog,
): DescribedError;
/** A cancel-order reply with the Error flag is a refusal even though the call succeeded. */
declare function describeCancelOrderReply(
  reply: CancelOrderReply,
  texts?: MessageCatalog,
): DescribedError | undefined;

/** A chosen option (e.g. Weight → 500 g). RowId is the config price id. */
declare const SelectedOption: z.ZodMiniObject<
  {
    RowId: z.ZodMiniInt;
    Label: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
type SelectedOption = z.infer<typeof SelectedOption>;
/** A cart line, with the field names of spec section 3. ProductPrice is the unit price in paise. */
declare const CartItem: z.ZodMiniObject<
  {
    ItemId: z.ZodMiniString<string>;
    ProductId: z.ZodMiniInt;
    ProductName: z.ZodMiniString<string>;
    ProductPrice: z.ZodMiniInt;
    Qty: z.ZodMiniInt;
    OptionKey: z.ZodMiniString<string>;
    SelectedOptions: z.ZodMiniRecord<
      z.ZodMiniString<string>,
      z.ZodMiniObject<
        {
          RowId: z.ZodMiniInt;
          Label: z.ZodMiniString<string>;
        },
        z.core.$strip
      >
    >;
    ImageUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
    Slug: z.ZodMiniOptional<z.ZodMiniString<string>>;
  },
  z.core.$strip
>;
type CartItem = z.infer<typeof CartItem>;
/** A product line as sent to the server for pricing, coupons and checkout. */
declare const CartLineRequest: z.ZodMiniObject<
  {
    productId: z.ZodMiniInt;
    qty: z.ZodMiniInt;
    configPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
  },
  z.core.$strict
>;
type CartLineRequest = z.input<typeof CartLineRequest>;
/** POST /validate-cart-products-price */
declare const ValidatePriceRequest: z.ZodMiniObject<
  {
    products: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          productId: z.ZodMiniInt;
          price: z.ZodMiniInt;
          configPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
        },
        z.core.$strict
      >
    >;
  },
  z.core.$strict
>;
type ValidatePriceRequest = z.input<typeof ValidatePriceRequest>;
/**
 * One entry per line sent, identified by ProductId and the line's ConfigPriceId list.
 * IsInvalidConfigFound: a chosen option no longer exists or is unavailable; IsUnavailable: the product itself.
 */
declare const UpdatedProduct: z.ZodMiniObject<
  {
    ProductId: z.ZodMiniInt;
    ConfigPriceId: z.ZodMiniArray<z.ZodMiniInt>;
    IsInvalidConfigFound: z.ZodMiniBoolean<boolean>;
    IsUnavailable: z.ZodMiniBoolean<boolean>;
    PriceUpdated: z.ZodMiniBoolean<boolean>;
    UpdatedPrice: z.ZodMiniInt;
  },
  z.core.$strip
>;
type UpdatedProduct = z.infer<typeof UpdatedProduct>;
declare const ValidatePriceReply: z.ZodMiniObject<
  {
    PriceUpdated: z.ZodMiniBoolean<boolean>;
    UpdatedProducts: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          ProductId: z.ZodMiniInt;
          ConfigPriceId: z.ZodMiniArray<z.ZodMiniInt>;
          IsInvalidConfigFound: z.ZodMiniBoolean<boolean>;
          IsUnavailable: z.ZodMiniBoolean<boolean>;
          PriceUpdated: z.ZodMiniBoolean<boolean>;
          UpdatedPrice: z.ZodMiniInt;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type ValidatePriceReply = z.infer<typeof ValidatePriceReply>;

/**
 * The cart store: items as spec section 3, kept in a KeyValueStorage (localStorage in the browser, MemoryStorage
 * in Node) inside an integrity envelope { v, checksum, items }. A corrupt, truncated, tampered or foreign store
 * never throws: the cart starts empty and `resetReason` says why ('Your cart is reset').
 */

interface CartState {
  readonly items: readonly CartItem[];
  readonly totals: CartTotals;
  /** True once prices were validated with the server; any cart change clears it. */
  readonly priceChecked: boolean;
  /** Why the stored cart was discarded on load, until acknowledged. */
  readonly resetReason: CartResetReason | undefined;
}
/** What a product page adds: OptionKey and ItemId are derived from the selection. */
interface AddToCartInput {
  ProductId: number;
  ProductName: string;
  /** Unit price in paise. */
  ProductPrice: number;
  Qty: number;
  SelectedOptions?: Record<string, SelectedOption>;
  ImageUrl?: string;
  Slug?: string;
}
type AddToCartResult =
  | {
      ok: true;
      item: CartItem;
    }
  | {
      ok: false;
      reason: 'duplicate' | 'invalid-qty' | 'invalid-item' | 'product-max';
      message: string;
    };
interface PriceCheckChanges {
  /** New unit prices by ItemId. */
  prices?: Readonly<Record<string, number>>;
  /** ItemIds to drop (unavailable items or invalid options). */
  remove?: readonly string[];
}
interface CartStore {
  getState(): CartState;
  getItems(): readonly CartItem[];
  /** Adds a line; refuses the same product and options twice, and a quantity below 1. */
  add(input: AddToCartInput): AddToCartResult;
  /** Sets a line's quantity: below 1 removes it, above the maximum is capped. */
  setQty(itemId: string, qty: number): void;
  remove(itemId: string): void;
  clear(): void;
  has(productId: number, selected?: Record<string, SelectedOption>): boolean;
  /** The maximum quantity per product (from the product configs). Existing lines are capped. */
  setMaxQty(maxQty: number): void;
  /** Applies a server price check in one change and marks the cart as checked. */
  applyPriceCheck(changes: PriceCheckChanges): void;
  /** The reset notice to show once ('Your cart is reset'), then forgets the reason. */
  consumeResetNotice():
    | {
        reason: CartResetReason;
        message: string;
      }
    | undefined;
  /** Reads the storage again (e.g. after a `storage` event from another tab). */
  reload(): void;
  /** Called after every change with the new state; returns the unsubscribe function. */
  subscribe(listener: (state: CartState) => void): () => void;
}
interface CartStoreOptions {
  maxQty?: number;
  key?: string;
  /**
   * The language of the texts the store hands back (refused adds, the reset notice), read each time: a
   * language's catalog (`@storefront/sdk/messages/hi`). English by default.
   */
  messages?: () => MessageCatalog | undefined;
}
/**
 * @example
 * const cart = createCartStore(localStorage, { maxQty: configs.maxAllowedQtyPerProduct });
 * const result = cart.add({ ProductId: 3, ProductName: 'Chicken curry cut', ProductPrice: 24900, Qty: 1 });
 * if (!result.ok) toast(result.message);
 */
declare function createCartStore(storage: KeyValueStorage, options?: CartStoreOptions): CartStore;

/**
 * Cart price validation (spec sections 3 and 4): when the cart is not empty and not yet checked, the server
 * re-prices every line; changed prices are applied, lines with an invalid option or an unavailable product are
 * removed, and the result says what changed so a UI can show 'Product Updates Detected' (after 2 s).
 */

interface PriceValidationOptions {
  /** The texts of `message`: English by default, or a language's (`@storefront/sdk/messages/hi`). */
  messages?: MessageCatalog;
}
interface PriceUpdate {
  item: CartItem;
  previousPrice: number;
}
interface PriceValidationResult {
  /** False when nothing was asked (empty cart, already checked, or the cart changed during the call). */
  checked: boolean;
  changed: boolean;
  priceUpdated: boolean;
  removed: CartItem[];
  updated: PriceUpdate[];
  /** What to tell the shopper, when something changed. */
  message: TitledMessage | undefined;
}
/**
 * Concurrent checks of the same cart contents share one call; a check asked for contents that changed since
 * the running one started waits for it and then checks the current cart.
 *
 * @example
 * const result = await validateCartPrices(client, cart);
 * if (result.message) setTimeout(() => showDialog(result.message), 2000);
 */
declare function validateCartPrices(
  client: Pick<StorefrontClient, 'cart'>,
  cart: CartStore,
  options?: PriceValidationOptions,
): Promise<PriceValidationResult>;

declare const LoginServiceProvider: z.ZodMiniEnum<{
  otpless: 'otpless';
  firebase: 'firebase';
}>;
type LoginServiceProvider = z.infer<typeof LoginServiceProvider>;
declare const FirebaseLoginMethod: z.ZodMiniEnum<{
  Email: 'Email';
  Google: 'Google';
  Phone: 'Phone';
  Facebook: 'Facebook';
}>;
type FirebaseLoginMethod = z.infer<typeof FirebaseLoginMethod>;
declare const HostedLoginMethod: z.ZodMiniEnum<{
  Email: 'Email';
  Google: 'Google';
  Phone: 'Phone';
  WhatsApp: 'WhatsApp';
}>;
type HostedLoginMethod = z.infer<typeof HostedLoginMethod>;
/** GET /get-firebaseAndOtplessLoginConfig */
declare const LoginConfigReply: z.ZodMiniObject<
  {
    Config: z.ZodMiniObject<
      {
        apiKey: z.ZodMiniString<string>;
        authDomain: z.ZodMiniString<string>;
        projectId: z.ZodMiniString<string>;
        appId: z.ZodMiniString<string>;
        messagingSenderId: z.ZodMiniString<string>;
        vapId: z.ZodMiniString<string>;
        authEmulatorUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
      },
      z.core.$strip
    >;
    LoginServiceProvider: z.ZodMiniEnum<{
      otpless: 'otpless';
      firebase: 'firebase';
    }>;
    OtpLessAppId: z.ZodMiniString<string>;
    FirebaseAllowedLoginMethods: z.ZodMiniArray<
      z.ZodMiniEnum<{
        Email: 'Email';
        Google: 'Google';
        Phone: 'Phone';
        Facebook: 'Facebook';
      }>
    >;
    OtpLessAllowedLoginMethods: z.ZodMiniArray<
      z.ZodMiniEnum<{
        Email: 'Email';
        Google: 'Google';
        Phone: 'Phone';
        WhatsApp: 'WhatsApp';
      }>
    >;
    IsSandbox: z.ZodMiniBoolean<boolean>;
  },
  z.core.$strip
>;
type LoginConfigReply = z.infer<typeof LoginConfigReply>;
/** GET /get-clarity-project-id: null when no behaviour analytics is configured. */
declare const ClarityProjectIdReply: z.ZodMiniObject<
  {
    ProjectId: z.ZodMiniNullable<z.ZodMiniString<string>>;
  },
  z.core.$strip
>;
type ClarityProjectIdReply = z.infer<typeof ClarityProjectIdReply>;
/** GET /get-store-configs */
declare const StoreConfigsReply: z.ZodMiniObject<
  {
    StoreConfigs: z.ZodMiniObject<
      {
        storeName: z.ZodMiniString<string>;
        storeLogo: z.ZodMiniString<string>;
        supportPhone: z.ZodMiniString<string>;
        supportEmail: z.ZodMiniString<string>;
        storeAddress: z.ZodMiniString<string>;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type StoreConfigsReply = z.infer<typeof StoreConfigsReply>;
/** GET /get-product-configs */
declare const ProductConfigsReply: z.ZodMiniObject<
  {
    ProductConfigs: z.ZodMiniObject<
      {
        maxAllowedQtyPerProduct: z.ZodMiniInt;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type ProductConfigsReply = z.infer<typeof ProductConfigsReply>;
/** GET /cache-state: a value that changes whenever clients must flush their caches. */
declare const CacheStateReply: z.ZodMiniObject<
  {
    State: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
type CacheStateReply = z.infer<typeof CacheStateReply>;

declare const AddressType: z.ZodMiniEnum<{
  Home: 'Home';
  Work: 'Work';
  Other: 'Other';
}>;
type AddressType = z.infer<typeof AddressType>;
/** Indian postal code: 6 digits, not starting with 0. */
declare const PostalCode: z.ZodMiniString<string>;
/** Indian mobile number: 10 digits starting 6-9, optionally prefixed +91. */
declare const PhoneNumber: z.ZodMiniString<string>;
/** A saved address as the server returns it. RouteLength is metres, TimeDuration seconds (server-computed). */
declare const Address: z.ZodMiniObject<
  {
    AddressId: z.ZodMiniInt;
    IsDefault: z.ZodMiniUnion<readonly [z.ZodMiniLiteral<0>, z.ZodMiniLiteral<1>]>;
    fullName: z.ZodMiniString<string>;
    phoneNumber: z.ZodMiniString<string>;
    addressLine1: z.ZodMiniString<string>;
    addressLine2: z.ZodMiniString<string>;
    landmark: z.ZodMiniString<string>;
    city: z.ZodMiniString<string>;
    state: z.ZodMiniString<string>;
    postalCode: z.ZodMiniString<string>;
    type: z.ZodMiniEnum<{
      Home: 'Home';
      Work: 'Work';
      Other: 'Other';
    }>;
    latitude: z.ZodMiniNumber<number>;
    longitude: z.ZodMiniNumber<number>;
    RouteLength: z.ZodMiniInt;
    TimeDuration: z.ZodMiniInt;
  },
  z.core.$strip
>;
type Address = z.infer<typeof Address>;
/**
 * What a shopper may set on an address. Route length is never taken from the client. The position is
 * optional: without one the server places the address at its pincode's centroid (docs/delivery.md).
 */
declare const AddressInput: z.ZodMiniObject<
  {
    fullName: z.ZodMiniString<string>;
    phoneNumber: z.ZodMiniString<string>;
    addressLine1: z.ZodMiniString<string>;
    addressLine2: z.ZodMiniDefault<z.ZodMiniString<string>>;
    landmark: z.ZodMiniDefault<z.ZodMiniString<string>>;
    city: z.ZodMiniString<string>;
    state: z.ZodMiniString<string>;
    postalCode: z.ZodMiniString<string>;
    type: z.ZodMiniEnum<{
      Home: 'Home';
      Work: 'Work';
      Other: 'Other';
    }>;
    latitude: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    longitude: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
  },
  z.core.$strict
>;
type AddressInput = z.input<typeof AddressInput>;
/** GET /get-user-address: AddressList, or an empty list with a Message when there is none. */
declare const AddressListReply: z.ZodMiniObject<
  {
    AddressList: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          AddressId: z.ZodMiniInt;
          IsDefault: z.ZodMiniUnion<readonly [z.ZodMiniLiteral<0>, z.ZodMiniLiteral<1>]>;
          fullName: z.ZodMiniString<string>;
          phoneNumber: z.ZodMiniString<string>;
          addressLine1: z.ZodMiniString<string>;
          addressLine2: z.ZodMiniString<string>;
          landmark: z.ZodMiniString<string>;
          city: z.ZodMiniString<string>;
          state: z.ZodMiniString<string>;
          postalCode: z.ZodMiniString<string>;
          type: z.ZodMiniEnum<{
            Home: 'Home';
            Work: 'Work';
            Other: 'Other';
          }>;
          latitude: z.ZodMiniNumber<number>;
          longitude: z.ZodMiniNumber<number>;
          RouteLength: z.ZodMiniInt;
          TimeDuration: z.ZodMiniInt;
        },
        z.core.$strip
      >
    >;
    Message: z.ZodMiniOptional<z.ZodMiniString<string>>;
  },
  z.core.$strip
>;
type AddressListReply = z.infer<typeof AddressListReply>;
/** POST /post-user-address */
declare const PostAddressRequest: z.ZodMiniObject<
  {
    AddressData: z.ZodMiniObject<
      {
        fullName: z.ZodMiniString<string>;
        phoneNumber: z.ZodMiniString<string>;
        addressLine1: z.ZodMiniString<string>;
        addressLine2: z.ZodMiniDefault<z.ZodMiniString<string>>;
        landmark: z.ZodMiniDefault<z.ZodMiniString<string>>;
        city: z.ZodMiniString<string>;
        state: z.ZodMiniString<string>;
        postalCode: z.ZodMiniString<string>;
        type: z.ZodMiniEnum<{
          Home: 'Home';
          Work: 'Work';
          Other: 'Other';
        }>;
        latitude: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        longitude: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
      },
      z.core.$strict
    >;
  },
  z.core.$strict
>;
type PostAddressRequest = z.input<typeof PostAddressRequest>;
/** PUT /update-user-address */
declare const UpdateAddressRequest: z.ZodMiniObject<
  {
    UpdatedAddressData: z.ZodMiniObject<
      {
        fullName: z.ZodMiniString<string>;
        phoneNumber: z.ZodMiniString<string>;
        addressLine1: z.ZodMiniString<string>;
        addressLine2: z.ZodMiniDefault<z.ZodMiniString<string>>;
        landmark: z.ZodMiniDefault<z.ZodMiniString<string>>;
        city: z.ZodMiniString<string>;
        state: z.ZodMiniString<string>;
        postalCode: z.ZodMiniString<string>;
        type: z.ZodMiniEnum<{
          Home: 'Home';
          Work: 'Work';
          Other: 'Other';
        }>;
        latitude: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        longitude: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        addressId: z.ZodMiniInt;
      },
      z.core.$strict
    >;
  },
  z.core.$strict
>;
type UpdateAddressRequest = z.input<typeof UpdateAddressRequest>;
declare const AddressReply: z.ZodMiniObject<
  {
    Success: z.ZodMiniBoolean<boolean>;
    Address: z.ZodMiniObject<
      {
        AddressId: z.ZodMiniInt;
        IsDefault: z.ZodMiniUnion<readonly [z.ZodMiniLiteral<0>, z.ZodMiniLiteral<1>]>;
        fullName: z.ZodMiniString<string>;
        phoneNumber: z.ZodMiniString<string>;
        addressLine1: z.ZodMiniString<string>;
        addressLine2: z.ZodMiniString<string>;
        landmark: z.ZodMiniString<string>;
        city: z.ZodMiniString<string>;
        state: z.ZodMiniString<string>;
        postalCode: z.ZodMiniString<string>;
        type: z.ZodMiniEnum<{
          Home: 'Home';
          Work: 'Work';
          Other: 'Other';
        }>;
        latitude: z.ZodMiniNumber<number>;
        longitude: z.ZodMiniNumber<number>;
        RouteLength: z.ZodMiniInt;
        TimeDuration: z.ZodMiniInt;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type AddressReply = z.infer<typeof AddressReply>;
/** DELETE /delete-user-address and PUT /set-default-address */
declare const AddressIdRequest: z.ZodMiniObject<
  {
    addressId: z.ZodMiniInt;
  },
  z.core.$strict
>;
type AddressIdRequest = z.input<typeof AddressIdRequest>;

declare const LoginUsing: z.ZodMiniEnum<{
  Email: 'Email';
  Google: 'Google';
  Phone: 'Phone';
  Facebook: 'Facebook';
}>;
type LoginUsing = z.infer<typeof LoginUsing>;
declare const LoginService: z.ZodMiniEnum<{
  otpless: 'otpless';
  firebase: 'firebase';
}>;
type LoginService = z.infer<typeof LoginService>;
/**
 * POST /auth-users. The spec's login payload plus `idToken`: the proof of identity from the sign-in
 * service (a Firebase ID token, a hosted-OTP token, or the sandbox sign-in token). The server reads the
 * identity from the proof and checks that email/phoneNumber agree with it.
 */
declare const LoginPayload: z.ZodMiniObject<
  {
    username: z.ZodMiniString<string>;
    email: z.ZodMiniString<string>;
    phoneNumber: z.ZodMiniString<string>;
    loginUsing: z.ZodMiniEnum<{
      Email: 'Email';
      Google: 'Google';
      Phone: 'Phone';
      Facebook: 'Facebook';
    }>;
    loginService: z.ZodMiniEnum<{
      otpless: 'otpless';
      firebase: 'firebase';
    }>;
    idToken: z.ZodMiniString<string>;
  },
  z.core.$strict
>;
type LoginPayload = z.input<typeof LoginPayload>;
declare const UserData: z.ZodMiniObject<
  {
    UserId: z.ZodMiniInt;
    Username: z.ZodMiniString<string>;
    Email: z.ZodMiniString<string>;
    PhoneNumber: z.ZodMiniString<string>;
    LoginFrom: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
type UserData = z.infer<typeof UserData>;
declare const AuthUserReply: z.ZodMiniObject<
  {
    Token: z.ZodMiniString<string>;
    ExpiresIn: z.ZodMiniInt;
    IsTestUser: z.ZodMiniBoolean<boolean>;
    DefaultAddress: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          AddressId: z.ZodMiniInt;
          IsDefault: z.ZodMiniUnion<readonly [z.ZodMiniLiteral<0>, z.ZodMiniLiteral<1>]>;
          fullName: z.ZodMiniString<string>;
          phoneNumber: z.ZodMiniString<string>;
          addressLine1: z.ZodMiniString<string>;
          addressLine2: z.ZodMiniString<string>;
          landmark: z.ZodMiniString<string>;
          city: z.ZodMiniString<string>;
          state: z.ZodMiniString<string>;
          postalCode: z.ZodMiniString<string>;
          type: z.ZodMiniEnum<{
            Home: 'Home';
            Work: 'Work';
            Other: 'Other';
          }>;
          latitude: z.ZodMiniNumber<number>;
          longitude: z.ZodMiniNumber<number>;
          RouteLength: z.ZodMiniInt;
          TimeDuration: z.ZodMiniInt;
        },
        z.core.$strip
      >
    >;
    UserData: z.ZodMiniObject<
      {
        UserId: z.ZodMiniInt;
        Username: z.ZodMiniString<string>;
        Email: z.ZodMiniString<string>;
        PhoneNumber: z.ZodMiniString<string>;
        LoginFrom: z.ZodMiniString<string>;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type AuthUserReply = z.infer<typeof AuthUserReply>;
/** Login errors carry ErrorMessage / ErrorDescription as well as the common Message. */
declare const LoginErrorReply: z.ZodMiniObject<
  {
    Message: z.ZodMiniString<string>;
    Description: z.ZodMiniOptional<z.ZodMiniString<string>>;
    ErrorMessage: z.ZodMiniOptional<z.ZodMiniString<string>>;
    ErrorDescription: z.ZodMiniOptional<z.ZodMiniString<string>>;
  },
  z.core.$strip
>;
type LoginErrorReply = z.infer<typeof LoginErrorReply>;
/** POST /refresh-session: renews the session from the httpOnly refresh cookie (same origin only). */
declare const RefreshSessionReply: z.ZodMiniObject<
  {
    Token: z.ZodMiniString<string>;
    ExpiresIn: z.ZodMiniInt;
    UserData: z.ZodMiniObject<
      {
        UserId: z.ZodMiniInt;
        Username: z.ZodMiniString<string>;
        Email: z.ZodMiniString<string>;
        PhoneNumber: z.ZodMiniString<string>;
        LoginFrom: z.ZodMiniString<string>;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type RefreshSessionReply = z.infer<typeof RefreshSessionReply>;
/** POST /sandbox/otp/send: sandbox mode only; the code is written to the server log and the sandbox inbox. */
declare const SandboxOtpSendRequest: z.ZodMiniUnion<
  readonly [
    z.ZodMiniObject<
      {
        phoneNumber: z.ZodMiniString<string>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        email: z.ZodMiniEmail;
      },
      z.core.$strict
    >,
  ]
>;
type SandboxOtpSendRequest = z.input<typeof SandboxOtpSendRequest>;
declare const SandboxOtpSendReply: z.ZodMiniObject<
  {
    RequestId: z.ZodMiniString<string>;
    ExpiresIn: z.ZodMiniInt;
  },
  z.core.$strip
>;
type SandboxOtpSendReply = z.infer<typeof SandboxOtpSendReply>;
/** POST /sandbox/otp/verify */
declare const SandboxOtpVerifyRequest: z.ZodMiniObject<
  {
    requestId: z.ZodMiniString<string>;
    code: z.ZodMiniString<string>;
  },
  z.core.$strict
>;
type SandboxOtpVerifyRequest = z.input<typeof SandboxOtpVerifyRequest>;
/** The sandbox's identity proof, accepted by /auth-users as idToken while the server is in sandbox mode. */
declare const SandboxOtpVerifyReply: z.ZodMiniObject<
  {
    Token: z.ZodMiniString<string>;
    Email: z.ZodMiniString<string>;
    PhoneNumber: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
type SandboxOtpVerifyReply = z.infer<typeof SandboxOtpVerifyReply>;
/** GET /sandbox/otp/inbox: the latest codes sent, sandbox mode only (what the sandbox page shows). */
declare const SandboxInboxReply: z.ZodMiniObject<
  {
    Messages: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          To: z.ZodMiniString<string>;
          Code: z.ZodMiniString<string>;
          SentAt: z.ZodMiniString<string>;
          ExpiresAt: z.ZodMiniString<string>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type SandboxInboxReply = z.infer<typeof SandboxInboxReply>;

interface SessionSnapshot {
  signedIn: boolean;
  user: UserData | undefined;
  defaultAddress: Address | null;
  isTestUser: boolean;
}
interface SessionStart {
  Token: string;
  ExpiresIn: number;
  UserData: UserData;
  DefaultAddress?: Address | null;
  IsTestUser?: boolean;
}
interface Session {
  /** The bearer token for createClient's getToken; renews it when it is about to expire. */
  getToken(): Promise<string | undefined>;
  /**
   * For createClient's renewToken: the server refused `refused` (401), so it is renewed now, whatever its
   * expiry (once for concurrent callers; a token renewed since is answered as it is). Answers the new
   * token, or the refused one when renewal failed.
   */
  renewRefused(refused: string): Promise<string | undefined>;
  getSnapshot(): SessionSnapshot;
  /** Whether storage says someone was signed in (the token may still need a refresh). */
  hasStoredUser(): boolean;
  start(session: SessionStart): void;
  setDefaultAddress(address: Address | null): void;
  clear(): void;
  /** How to renew the token (set by the login orchestrator). */
  setRenewer(renew: (() => Promise<SessionStart | undefined>) | undefined): void;
  subscribe(listener: (snapshot: SessionSnapshot) => void): () => void;
}
declare function createSession(storage: KeyValueStorage, now?: () => number): Session;

/**
 * Sign-in providers are injected: the browser passes adapters over the hosted service's SDK or firebase/auth,
 * sandbox mode uses the server's sandbox OTP calls, tests use fakes. The SDK only orchestrates them.
 */

/** What the hosted service knows after sign-in: its token (the identity proof) and the contact it verified. */
interface HostedSession {
  token: string;
  email: string;
  phoneNumber: string;
  name?: string;
}
interface HostedLoginProvider {
  /** Starts a sign-in: sends a code to `identity` (phone or email), or opens the hosted page for Google. */
  start(method: HostedLoginMethod, identity?: string): Promise<void>;
  /** Confirms a one-time code, for methods that send one. */
  verify?(code: string): Promise<void>;
  /** The signed-in session, or null while there is none yet. */
  getSession(): Promise<HostedSession | null>;
  signOut(): Promise<void>;
}
interface FirebaseCredentials {
  email?: string;
  password?: string;
  phoneNumber?: string;
  verificationCode?: string;
}
interface FirebaseIdentity {
  idToken: string;
  email: string | null;
  phoneNumber: string | null;
  displayName: string | null;
  /** False for an email and password account whose address is not confirmed yet (such a sign-in stops). */
  emailVerified?: boolean;
}
interface FirebaseLoginProvider {
  signIn(method: FirebaseLoginMethod, credentials?: FirebaseCredentials): Promise<FirebaseIdentity>;
  /** Creates an email and password account and sends its verification link (then signs out). */
  createEmailAccount?(email: string, password: string): Promise<void>;
  /** Sends the verification link again to the signed-in, unverified account. */
  resendEmailVerification?(): Promise<void>;
  /** Applies a verification link's code. */
  confirmEmail?(code: string): Promise<void>;
  /** Deletes the account just created (used when it has neither email nor phone). */
  deleteCurrentUser(): Promise<void>;
  signOut(): Promise<void>;
}
/**
 * The hosted provider of sandbox mode: the server's own OTP calls (the code appears in its log and sandbox
 * inbox). Phone and Email only.
 * @example
 * const hosted = createSandboxHostedProvider(client);
 * await login.startHosted('Phone', '9876543210'); await login.verifyHostedCode('123456');
 */
declare function createSandboxHostedProvider(
  client: Pick<StorefrontClient, 'auth'>,
  options?: {
    /** The language of its failures' texts, read at each failure (English by default). */
    messages?: () => MessageCatalog | undefined;
  },
): HostedLoginProvider;

/**
 * Login orchestration (spec sections 4, 5, 8): reads the login configuration, picks the provider named by
 * LoginServiceProvider, builds the login payload, posts /auth-users and keeps the session. The hosted
 * service's path is in hosted-login.ts, Firebase's in firebase-login.ts, what they share in login-context.ts.
 */

interface LoginOrchestratorOptions {
  client: Pick<StorefrontClient, 'config' | 'auth'>;
  storage: KeyValueStorage;
  providers: {
    hosted?: HostedLoginProvider;
    firebase?: FirebaseLoginProvider;
  };
  /** navigator.onLine in the browser. Default: always online. */
  isOnline?: () => boolean;
  /** Pass the session given to createClient's getToken; one is created otherwise. */
  session?: Session;
  pollIntervalMs?: number;
  sessionTimeoutMs?: number;
  /**
   * The language of the sign-in failures' texts, read at each failure: a language's catalog
   * (`@storefront/sdk/messages/hi`). English by default.
   */
  messages?: () => MessageCatalog | undefined;
}
interface LoginOptions {
  provider: LoginServiceProvider;
  /** The methods to offer, in the server's order. */
  methods: readonly (HostedLoginMethod | FirebaseLoginMethod)[];
  isSandbox: boolean;
  config: LoginConfigReply;
}
interface LoginResult {
  user: UserData;
  defaultAddress: Address | null;
  isTestUser: boolean;
}
interface LoginOrchestrator {
  readonly session: Session;
  loadConfig(): Promise<LoginOptions>;
  /**
   * Hosted service: start a sign-in (sends a code, or opens the hosted page). A phone number is read as
   * people write it (`+91 98450 12345`, `98450-12345`, `098450 12345`) and sent as its 10 digits; one that
   * is not an Indian mobile number fails with reason 'invalid-phone' before anything is sent. Resolves to
   * the contact the code went to (the 10 digits for a phone), undefined for the hosted page.
   */
  startHosted(method: HostedLoginMethod, identity?: string): Promise<string | undefined>;
  /** Hosted service: confirm the code, then complete the sign-in. */
  verifyHostedCode(method: HostedLoginMethod, code: string): Promise<LoginResult>;
  /** Hosted service: wait for its session (every 500 ms, up to 7 s), then sign in with the server. */
  completeHostedSignIn(method: HostedLoginMethod): Promise<LoginResult>;
  signInWithFirebase(
    method: FirebaseLoginMethod,
    credentials?: FirebaseCredentials,
  ): Promise<LoginResult>;
  /**
   * Firebase email and password: creates the account and sends its verification link; the shopper signs in
   * once the link is opened (an unverified sign-in stops with reason 'email-unverified').
   */
  createEmailAccount(email: string, password: string): Promise<void>;
  /** Sends the verification link again to the account of the stopped email sign-in. */
  resendEmailVerification(): Promise<void>;
  /** Applies the code of a verification link (the `oobCode` of /verify-email). */
  confirmEmail(code: string): Promise<void>;
  /** Renews the session from the refresh cookie after a reload; false when there is none. */
  restore(): Promise<boolean>;
  logout(): Promise<void>;
  /** 'Logged in!' once per sign-in (survives a reload), then undefined. */
  consumeLoggedInNotice(): string | undefined;
}
declare function createLoginOrchestrator(options: LoginOrchestratorOptions): LoginOrchestrator;

/**
 * The 10-digit national number of an Indian mobile number typed in any usual way, or undefined when the
 * text is not one (too short or long, a landline, another country's number, letters, an extension).
 * @example
 * normalizeMobileNumber('+91 98450 12345'); // '9845012345'
 * normalizeMobileNumber('080 2345 6789'); // undefined (a landline)
 */
declare function normalizeMobileNumber(text: string): string | undefined;

declare const DiscountType: z.ZodMiniEnum<{
  Flat: 'Flat';
  Percent: 'Percent';
}>;
type DiscountType = z.infer<typeof DiscountType>;
/** A coupon as offered to a shopper. Percent coupons carry MaxDiscount; amounts in paise. */
declare const Offer: z.ZodMiniObject<
  {
    CouponId: z.ZodMiniInt;
    Code: z.ZodMiniString<string>;
    Title: z.ZodMiniString<string>;
    Description: z.ZodMiniString<string>;
    DiscountType: z.ZodMiniEnum<{
      Flat: 'Flat';
      Percent: 'Percent';
    }>;
    DiscountValue: z.ZodMiniInt;
    MaxDiscount: z.ZodMiniNullable<z.ZodMiniInt>;
    MinOrderValue: z.ZodMiniInt;
    FirstOrderOnly: z.ZodMiniBoolean<boolean>;
    ExpiresAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
    IsEligible: z.ZodMiniBoolean<boolean>;
  },
  z.core.$strip
>;
type Offer = z.infer<typeof Offer>;
/** GET /get-offers (bearer) */
declare const OffersReply: z.ZodMiniObject<
  {
    Offers: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          CouponId: z.ZodMiniInt;
          Code: z.ZodMiniString<string>;
          Title: z.ZodMiniString<string>;
          Description: z.ZodMiniString<string>;
          DiscountType: z.ZodMiniEnum<{
            Flat: 'Flat';
            Percent: 'Percent';
          }>;
          DiscountValue: z.ZodMiniInt;
          MaxDiscount: z.ZodMiniNullable<z.ZodMiniInt>;
          MinOrderValue: z.ZodMiniInt;
          FirstOrderOnly: z.ZodMiniBoolean<boolean>;
          ExpiresAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
          IsEligible: z.ZodMiniBoolean<boolean>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type OffersReply = z.infer<typeof OffersReply>;
/**
 * POST /apply-coupon (bearer): validates the code against the cart and records it as the shopper's
 * applied coupon (one at a time); checkout uses it. Refusals answer 400 with Message and Description.
 */
declare const ApplyCouponRequest: z.ZodMiniObject<
  {
    couponCode: z.ZodMiniString<string>;
    products: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          productId: z.ZodMiniInt;
          qty: z.ZodMiniInt;
          configPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
        },
        z.core.$strict
      >
    >;
  },
  z.core.$strict
>;
type ApplyCouponRequest = z.input<typeof ApplyCouponRequest>;
declare const AppliedCoupon: z.ZodMiniObject<
  {
    CouponId: z.ZodMiniInt;
    Code: z.ZodMiniString<string>;
    Title: z.ZodMiniString<string>;
    Discount: z.ZodMiniInt;
  },
  z.core.$strip
>;
type AppliedCoupon = z.infer<typeof AppliedCoupon>;
declare const ApplyCouponReply: z.ZodMiniObject<
  {
    Success: z.ZodMiniBoolean<boolean>;
    AppliedCoupon: z.ZodMiniObject<
      {
        CouponId: z.ZodMiniInt;
        Code: z.ZodMiniString<string>;
        Title: z.ZodMiniString<string>;
        Discount: z.ZodMiniInt;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type ApplyCouponReply = z.infer<typeof ApplyCouponReply>;
/** POST /remove-coupon (bearer) */
declare const RemoveCouponRequest: z.ZodMiniObject<
  {
    couponCode: z.ZodMiniString<string>;
  },
  z.core.$strict
>;
type RemoveCouponRequest = z.input<typeof RemoveCouponRequest>;

/**
 * The order and payment flow (spec section 4) as a pure, serializable state machine. Field names follow the
 * spec's order-process slice; the web keeps the state in a store and persists it under 'primary'.
 */

declare const FlowStage: z.ZodMiniEnum<{
  idle: 'idle';
  orderProcessed: 'orderProcessed';
  paymentBegun: 'paymentBegun';
  paymentEnded: 'paymentEnded';
  paymentCancelled: 'paymentCancelled';
  paymentFailed: 'paymentFailed';
  orderPlaced: 'orderPlaced';
  orderCancelled: 'orderCancelled';
}>;
type FlowStage = z.infer<typeof FlowStage>;
/** Shopper actions that send an Idempotency-Key. */
declare const FlowAction: z.ZodMiniEnum<{
  paymentFailed: 'paymentFailed';
  checkout: 'checkout';
  revisePayment: 'revisePayment';
  validateSignature: 'validateSignature';
  cancelOrder: 'cancelOrder';
}>;
type FlowAction = z.infer<typeof FlowAction>;
declare const OrderFlowState: z.ZodMiniObject<
  {
    v: z.ZodMiniLiteral<1>;
    stage: z.ZodMiniEnum<{
      idle: 'idle';
      orderProcessed: 'orderProcessed';
      paymentBegun: 'paymentBegun';
      paymentEnded: 'paymentEnded';
      paymentCancelled: 'paymentCancelled';
      paymentFailed: 'paymentFailed';
      orderPlaced: 'orderPlaced';
      orderCancelled: 'orderCancelled';
    }>;
    orderData: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          OrderId: z.ZodMiniInt;
          OrderNumber: z.ZodMiniString<string>;
          Status: z.ZodMiniEnum<{
            PendingPayment: 'PendingPayment';
            Placed: 'Placed';
            Confirmed: 'Confirmed';
            Packing: 'Packing';
            Packed: 'Packed';
            OutForDelivery: 'OutForDelivery';
            Delivered: 'Delivered';
            DeliveryFailed: 'DeliveryFailed';
            Cancelled: 'Cancelled';
            PaymentFailed: 'PaymentFailed';
          }>;
          PaymentStatus: z.ZodMiniEnum<{
            Pending: 'Pending';
            Paid: 'Paid';
            Failed: 'Failed';
            Refunded: 'Refunded';
            DueOnDelivery: 'DueOnDelivery';
          }>;
          Bill: z.ZodMiniObject<
            {
              ItemsTotal: z.ZodMiniInt;
              CouponDiscount: z.ZodMiniInt;
              ShippingFee: z.ZodMiniInt;
              DeliveryCharge: z.ZodMiniInt;
              PlatformFee: z.ZodMiniInt;
              Total: z.ZodMiniInt;
              WalletUsed: z.ZodMiniInt;
              AmountPayable: z.ZodMiniInt;
            },
            z.core.$strip
          >;
          Payment: z.ZodMiniNullable<
            z.ZodMiniObject<
              {
                Gateway: z.ZodMiniEnum<{
                  sandbox: 'sandbox';
                  razorpay: 'razorpay';
                }>;
                KeyId: z.ZodMiniString<string>;
                GatewayOrderId: z.ZodMiniString<string>;
                Amount: z.ZodMiniInt;
                Currency: z.ZodMiniLiteral<'INR'>;
                CheckoutUrl: z.ZodMiniString<string>;
                Method: z.ZodMiniOptional<
                  z.ZodMiniNullable<
                    z.ZodMiniEnum<{
                      upi: 'upi';
                      card: 'card';
                      netbanking: 'netbanking';
                      wallet: 'wallet';
                      other: 'other';
                    }>
                  >
                >;
              },
              z.core.$strip
            >
          >;
          DeliveryWindow: z.ZodMiniOptional<
            z.ZodMiniNullable<
              z.ZodMiniObject<
                {
                  SlotId: z.ZodMiniString<string>;
                  Start: z.iso.ZodMiniISODateTime;
                  End: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >
          >;
        },
        z.core.$strip
      >
    >;
    appliedCouponsData: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          CouponId: z.ZodMiniInt;
          Code: z.ZodMiniString<string>;
          Title: z.ZodMiniString<string>;
          Discount: z.ZodMiniInt;
        },
        z.core.$strip
      >
    >;
    selectedAddress: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          AddressId: z.ZodMiniInt;
          IsDefault: z.ZodMiniUnion<readonly [z.ZodMiniLiteral<0>, z.ZodMiniLiteral<1>]>;
          fullName: z.ZodMiniString<string>;
          phoneNumber: z.ZodMiniString<string>;
          addressLine1: z.ZodMiniString<string>;
          addressLine2: z.ZodMiniString<string>;
          landmark: z.ZodMiniString<string>;
          city: z.ZodMiniString<string>;
          state: z.ZodMiniString<string>;
          postalCode: z.ZodMiniString<string>;
          type: z.ZodMiniEnum<{
            Home: 'Home';
            Work: 'Work';
            Other: 'Other';
          }>;
          latitude: z.ZodMiniNumber<number>;
          longitude: z.ZodMiniNumber<number>;
          RouteLength: z.ZodMiniInt;
          TimeDuration: z.ZodMiniInt;
        },
        z.core.$strip
      >
    >;
    processedOrder: z.ZodMiniBoolean<boolean>;
    paymentProcessing: z.ZodMiniBoolean<boolean>;
    paymentCanceled: z.ZodMiniBoolean<boolean>;
    paymentFailed: z.ZodMiniBoolean<boolean>;
    placedOrder: z.ZodMiniBoolean<boolean>;
    orderCanceled: z.ZodMiniBoolean<boolean>;
    clearOrder: z.ZodMiniBoolean<boolean>;
    idempotencyKeys: z.ZodMiniRecord<
      z.ZodMiniEnum<{
        paymentFailed: 'paymentFailed';
        checkout: 'checkout';
        revisePayment: 'revisePayment';
        validateSignature: 'validateSignature';
        cancelOrder: 'cancelOrder';
      }> &
        z.core.$partial,
      z.ZodMiniString<string>
    >;
  },
  z.core.$strip
>;
type OrderFlowState = z.infer<typeof OrderFlowState>;
type FlowEvent =
  | {
      type: 'selectAddress';
      address: Address | null;
    }
  | {
      type: 'applyCoupon';
      coupon: AppliedCoupon;
    }
  | {
      type: 'removeCoupon';
      code: string;
    }
  | {
      type: 'orderProcessed';
      orderData: OrderData;
    }
  | {
      type: 'paymentStarted';
    }
  | {
      type: 'paymentEnded';
    }
  | {
      type: 'paymentStopped';
      isPaymentFailed: boolean;
    }
  | {
      type: 'orderPlaced';
      orderData?: OrderData;
    }
  | {
      type: 'orderCancelled';
    }
  | {
      type: 'signatureFailed';
    }
  | {
      type: 'actionCompleted';
      action: FlowAction;
    }
  | {
      type: 'reset';
      clearSelectedAddress?: boolean;
    };
/** INITIAL_FLOW_STATE typed as the full state, for transition and the stored-state fallbacks. */
declare const initialFlowState: OrderFlowState;
/**
 * The next state. Events that make no sense in the current state return the same state object, so a
 * caller can tell (`next === state`) and nothing changes.
 */
declare function transition(state: OrderFlowState, event: FlowEvent): OrderFlowState;
/**
 * The key for a shopper action: the one already in the state (a retry, or the same action after a reload),
 * else a new one stored in the returned state. The key is retired when the action's outcome event arrives.
 * @example
 * const { state: next, key } = idempotencyKeyFor(state, 'checkout', createIdempotencyKey);
 * save(next); await client.checkout.placeOrder(request, { idempotencyKey: key });
 */
declare function idempotencyKeyFor(
  state: OrderFlowState,
  action: FlowAction,
  generate: () => string,
): {
  state: OrderFlowState;
  key: string;
};
declare function serializeFlowState(state: OrderFlowState): string;
/** A stored flow, or the initial state when there is none or it is unreadable (never throws). */
declare function deserializeFlowState(raw: string | null): OrderFlowState;
declare function loadFlowState(storage: KeyValueStorage, key?: string): OrderFlowState;
declare function saveFlowState(storage: KeyValueStorage, state: OrderFlowState, key?: string): void;

/**
 * The shopper's return from the gateway with a payment id and signature (spec section 4, "payment ended"):
 * the server validates the signature and answers the paid order. When it answers a failure instead, the
 * order is read again before the failure is believed: the gateway may have the money all the same (the
 * server settles from the gateway's own word, and its webhook may settle the order meanwhile), and a
 * shopper told "Payment verification failed" about a paid order buys it a second time.
 */

/** The calls confirmPayment makes (a StorefrontClient has them). */
interface PaymentConfirmationClient {
  payments: Pick<StorefrontClient['payments'], 'validateSignature'>;
  orders: Pick<StorefrontClient['orders'], 'details'>;
}
/**
 * A paid order: `verified` with the server's reply to the signature, or `paidPerOrder` when the signature's
 * check failed but the order, read again, is paid.
 */
type PaymentConfirmation =
  | {
      kind: 'verified';
      orderData: OrderData;
    }
  | {
      kind: 'paidPerOrder';
      order: OrderDetails;
    };
/**
 * Validates the gateway's signature; a failure (a refusal, a server or network error) is rethrown only once
 * the order, read again, is not paid. An aborted call is rethrown at once.
 * @example
 * const confirmation = await confirmPayment(client, { orderId, paymentId, signature }, { idempotencyKey });
 * // paid either way: place the flow's order, clear the cart
 */
declare function confirmPayment(
  client: PaymentConfirmationClient,
  request: RequestOf<'validatePaymentSignature'>,
  options?: CallOptions,
): Promise<PaymentConfirmation>;

/** Money is always an integer number of paise (1 INR = 100 paise). */
declare const Paise: z.ZodMiniInt;
declare const Id: z.ZodMiniInt;
declare const PageNo: z.ZodMiniInt;
declare const Timestamp: z.iso.ZodMiniISODateTime;
/** Every paged reply carries the page it answers and how many pages exist. */
declare const PageInfo: {
  PageNo: z.ZodMiniInt;
  TotalPages: z.ZodMiniInt;
};
declare const PageQuery: z.ZodMiniObject<
  {
    pageNo: z.ZodMiniDefault<z.ZodMiniNumber<unknown>>;
  },
  z.core.$strict
>;
/** The one error body every failed call answers with (spec section 8). */
declare const ErrorReply: z.ZodMiniObject<
  {
    Message: z.ZodMiniString<string>;
    Description: z.ZodMiniOptional<z.ZodMiniString<string>>;
  },
  z.core.$strip
>;
type ErrorReply = z.infer<typeof ErrorReply>;
declare const SuccessReply: z.ZodMiniObject<
  {
    Success: z.ZodMiniBoolean<boolean>;
  },
  z.core.$strip
>;
type SuccessReply = z.infer<typeof SuccessReply>;
declare const EmptyRequest: z.ZodMiniObject<{}, z.core.$strict>;

/** GET /get-about-us-status */
declare const AboutUsStatusReply: z.ZodMiniObject<
  {
    Status: z.ZodMiniBoolean<boolean>;
  },
  z.core.$strip
>;
type AboutUsStatusReply = z.infer<typeof AboutUsStatusReply>;
/**
 * GET /get-about-us-content, /get-terms-content, /get-privacy-content.
 * Content is plain text; a blank line separates paragraphs and a line starting with '# ' is a heading.
 * (No HTML, so nothing from the server is ever injected into a page.)
 */
declare const ContentReply: z.ZodMiniObject<
  {
    Content: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
type ContentReply = z.infer<typeof ContentReply>;

/** POST /save-notification-token */
declare const SaveNotificationTokenRequest: z.ZodMiniObject<
  {
    token: z.ZodMiniString<string>;
    userId: z.ZodMiniInt;
  },
  z.core.$strict
>;
type SaveNotificationTokenRequest = z.input<typeof SaveNotificationTokenRequest>;
/** A push message as the messaging worker receives it. */
declare const PushNotification: z.ZodMiniObject<
  {
    title: z.ZodMiniString<string>;
    body: z.ZodMiniString<string>;
    icon: z.ZodMiniOptional<z.ZodMiniString<string>>;
    image: z.ZodMiniOptional<z.ZodMiniString<string>>;
    click_action: z.ZodMiniOptional<z.ZodMiniString<string>>;
  },
  z.core.$strip
>;
type PushNotification = z.infer<typeof PushNotification>;

/** GET /get-map-service-key: keys are null when no map provider is configured (plain address form). */
declare const MapServiceKeyReply: z.ZodMiniObject<
  {
    Success: z.ZodMiniBoolean<boolean>;
    Keys: z.ZodMiniObject<
      {
        Google: z.ZodMiniNullable<z.ZodMiniString<string>>;
        Here: z.ZodMiniNullable<z.ZodMiniString<string>>;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type MapServiceKeyReply = z.infer<typeof MapServiceKeyReply>;
/** GET /gmap-calculate-distance and /hmap-calculate-distance: from the store to these coordinates. */
declare const DistanceQuery: z.ZodMiniObject<
  {
    latitude: z.ZodMiniNumber<unknown>;
    longitude: z.ZodMiniNumber<unknown>;
  },
  z.core.$strict
>;
type DistanceQuery = z.input<typeof DistanceQuery>;
/**
 * Invalid is true when the point is outside the delivery area. RouteLength in metres, TimeDuration in seconds.
 * Estimated is true when no map provider is configured and the server estimated the route from coordinates.
 */
declare const DistanceReply: z.ZodMiniObject<
  {
    Success: z.ZodMiniBoolean<boolean>;
    Invalid: z.ZodMiniBoolean<boolean>;
    Estimated: z.ZodMiniBoolean<boolean>;
    Data: z.ZodMiniObject<
      {
        RouteLength: z.ZodMiniInt;
        TimeDuration: z.ZodMiniInt;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type DistanceReply = z.infer<typeof DistanceReply>;

declare const Category: z.ZodMiniObject<
  {
    CategoryId: z.ZodMiniInt;
    Slug: z.ZodMiniString<string>;
    Name: z.ZodMiniString<string>;
    Description: z.ZodMiniString<string>;
    ImageUrl: z.ZodMiniString<string>;
    ProductCount: z.ZodMiniInt;
  },
  z.core.$strip
>;
type Category = z.infer<typeof Category>;
/** A product as listed on cards: Price is the starting price (default options), Mrp the price before discount. */
declare const ProductCard: z.ZodMiniObject<
  {
    ProductId: z.ZodMiniInt;
    Slug: z.ZodMiniString<string>;
    ProductName: z.ZodMiniString<string>;
    ShortDescription: z.ZodMiniString<string>;
    ImageUrl: z.ZodMiniString<string>;
    CategoryId: z.ZodMiniInt;
    Price: z.ZodMiniInt;
    Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
    WeightLabel: z.ZodMiniString<string>;
    AverageRating: z.ZodMiniNumber<number>;
    TotalRatings: z.ZodMiniInt;
    IsAvailable: z.ZodMiniBoolean<boolean>;
    HasOptions: z.ZodMiniBoolean<boolean>;
  },
  z.core.$strip
>;
type ProductCard = z.infer<typeof ProductCard>;
/**
 * One choice of an option group. RowId is the config price id sent back in cart price validation.
 * A line's unit price is the product's base Price plus the PriceDelta of every selected row.
 */
declare const ProductOptionRow: z.ZodMiniObject<
  {
    RowId: z.ZodMiniInt;
    Label: z.ZodMiniString<string>;
    PriceDelta: z.ZodMiniInt;
    GrossWeight: z.ZodMiniNullable<z.ZodMiniString<string>>;
    NetWeight: z.ZodMiniNullable<z.ZodMiniString<string>>;
    Pieces: z.ZodMiniNullable<z.ZodMiniString<string>>;
    Serves: z.ZodMiniNullable<z.ZodMiniString<string>>;
    IsDefault: z.ZodMiniBoolean<boolean>;
    IsAvailable: z.ZodMiniBoolean<boolean>;
  },
  z.core.$strip
>;
type ProductOptionRow = z.infer<typeof ProductOptionRow>;
declare const ProductOptionGroup: z.ZodMiniObject<
  {
    ConfigId: z.ZodMiniInt;
    Name: z.ZodMiniString<string>;
    Options: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          RowId: z.ZodMiniInt;
          Label: z.ZodMiniString<string>;
          PriceDelta: z.ZodMiniInt;
          GrossWeight: z.ZodMiniNullable<z.ZodMiniString<string>>;
          NetWeight: z.ZodMiniNullable<z.ZodMiniString<string>>;
          Pieces: z.ZodMiniNullable<z.ZodMiniString<string>>;
          Serves: z.ZodMiniNullable<z.ZodMiniString<string>>;
          IsDefault: z.ZodMiniBoolean<boolean>;
          IsAvailable: z.ZodMiniBoolean<boolean>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type ProductOptionGroup = z.infer<typeof ProductOptionGroup>;
declare const ProductImage: z.ZodMiniObject<
  {
    Url: z.ZodMiniString<string>;
    Alt: z.ZodMiniString<string>;
    Width: z.ZodMiniInt;
    Height: z.ZodMiniInt;
  },
  z.core.$strip
>;
type ProductImage = z.infer<typeof ProductImage>;
declare const ProductDetails: z.ZodMiniObject<
  {
    ProductId: z.ZodMiniInt;
    Slug: z.ZodMiniString<string>;
    ProductName: z.ZodMiniString<string>;
    Description: z.ZodMiniString<string>;
    CategoryId: z.ZodMiniInt;
    CategorySlug: z.ZodMiniString<string>;
    CategoryName: z.ZodMiniString<string>;
    Price: z.ZodMiniInt;
    Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
    IsAvailable: z.ZodMiniBoolean<boolean>;
    ProductImages: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          Url: z.ZodMiniString<string>;
          Alt: z.ZodMiniString<string>;
          Width: z.ZodMiniInt;
          Height: z.ZodMiniInt;
        },
        z.core.$strip
      >
    >;
    ProductConfig: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          ConfigId: z.ZodMiniInt;
          Name: z.ZodMiniString<string>;
          Options: z.ZodMiniArray<
            z.ZodMiniObject<
              {
                RowId: z.ZodMiniInt;
                Label: z.ZodMiniString<string>;
                PriceDelta: z.ZodMiniInt;
                GrossWeight: z.ZodMiniNullable<z.ZodMiniString<string>>;
                NetWeight: z.ZodMiniNullable<z.ZodMiniString<string>>;
                Pieces: z.ZodMiniNullable<z.ZodMiniString<string>>;
                Serves: z.ZodMiniNullable<z.ZodMiniString<string>>;
                IsDefault: z.ZodMiniBoolean<boolean>;
                IsAvailable: z.ZodMiniBoolean<boolean>;
              },
              z.core.$strip
            >
          >;
        },
        z.core.$strip
      >
    >;
    RelatedProducts: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          ProductId: z.ZodMiniInt;
          Slug: z.ZodMiniString<string>;
          ProductName: z.ZodMiniString<string>;
          ShortDescription: z.ZodMiniString<string>;
          ImageUrl: z.ZodMiniString<string>;
          CategoryId: z.ZodMiniInt;
          Price: z.ZodMiniInt;
          Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
          WeightLabel: z.ZodMiniString<string>;
          AverageRating: z.ZodMiniNumber<number>;
          TotalRatings: z.ZodMiniInt;
          IsAvailable: z.ZodMiniBoolean<boolean>;
          HasOptions: z.ZodMiniBoolean<boolean>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type ProductDetails = z.infer<typeof ProductDetails>;
/** GET /get-home-data */
declare const Banner: z.ZodMiniObject<
  {
    BannerId: z.ZodMiniInt;
    Title: z.ZodMiniString<string>;
    Subtitle: z.ZodMiniString<string>;
    ImageUrl: z.ZodMiniString<string>;
    Link: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
type Banner = z.infer<typeof Banner>;
declare const HomeOffer: z.ZodMiniObject<
  {
    Code: z.ZodMiniString<string>;
    Title: z.ZodMiniString<string>;
    Description: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
type HomeOffer = z.infer<typeof HomeOffer>;
declare const HomeReply: z.ZodMiniObject<
  {
    Banners: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          BannerId: z.ZodMiniInt;
          Title: z.ZodMiniString<string>;
          Subtitle: z.ZodMiniString<string>;
          ImageUrl: z.ZodMiniString<string>;
          Link: z.ZodMiniString<string>;
        },
        z.core.$strip
      >
    >;
    Categories: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          CategoryId: z.ZodMiniInt;
          Slug: z.ZodMiniString<string>;
          Name: z.ZodMiniString<string>;
          Description: z.ZodMiniString<string>;
          ImageUrl: z.ZodMiniString<string>;
          ProductCount: z.ZodMiniInt;
        },
        z.core.$strip
      >
    >;
    BestSellers: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          ProductId: z.ZodMiniInt;
          Slug: z.ZodMiniString<string>;
          ProductName: z.ZodMiniString<string>;
          ShortDescription: z.ZodMiniString<string>;
          ImageUrl: z.ZodMiniString<string>;
          CategoryId: z.ZodMiniInt;
          Price: z.ZodMiniInt;
          Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
          WeightLabel: z.ZodMiniString<string>;
          AverageRating: z.ZodMiniNumber<number>;
          TotalRatings: z.ZodMiniInt;
          IsAvailable: z.ZodMiniBoolean<boolean>;
          HasOptions: z.ZodMiniBoolean<boolean>;
        },
        z.core.$strip
      >
    >;
    Offers: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          Code: z.ZodMiniString<string>;
          Title: z.ZodMiniString<string>;
          Description: z.ZodMiniString<string>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type HomeReply = z.infer<typeof HomeReply>;
/** GET /get-categories */
declare const CategoriesReply: z.ZodMiniObject<
  {
    Categories: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          CategoryId: z.ZodMiniInt;
          Slug: z.ZodMiniString<string>;
          Name: z.ZodMiniString<string>;
          Description: z.ZodMiniString<string>;
          ImageUrl: z.ZodMiniString<string>;
          ProductCount: z.ZodMiniInt;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type CategoriesReply = z.infer<typeof CategoriesReply>;
/** GET /get-category-products?categorySlug&pageNo: NoCategoryFound when the slug is unknown. */
declare const CategoryProductsQuery: z.ZodMiniObject<
  {
    categorySlug: z.ZodMiniString<string>;
    pageNo: z.ZodMiniDefault<z.ZodMiniNumber<unknown>>;
  },
  z.core.$strict
>;
type CategoryProductsQuery = z.input<typeof CategoryProductsQuery>;
declare const CategoryProductsReply: z.ZodMiniObject<
  {
    PageNo: z.ZodMiniInt;
    TotalPages: z.ZodMiniInt;
    NoCategoryFound: z.ZodMiniBoolean<boolean>;
    Category: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          CategoryId: z.ZodMiniInt;
          Slug: z.ZodMiniString<string>;
          Name: z.ZodMiniString<string>;
          Description: z.ZodMiniString<string>;
          ImageUrl: z.ZodMiniString<string>;
          ProductCount: z.ZodMiniInt;
        },
        z.core.$strip
      >
    >;
    Products: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          ProductId: z.ZodMiniInt;
          Slug: z.ZodMiniString<string>;
          ProductName: z.ZodMiniString<string>;
          ShortDescription: z.ZodMiniString<string>;
          ImageUrl: z.ZodMiniString<string>;
          CategoryId: z.ZodMiniInt;
          Price: z.ZodMiniInt;
          Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
          WeightLabel: z.ZodMiniString<string>;
          AverageRating: z.ZodMiniNumber<number>;
          TotalRatings: z.ZodMiniInt;
          IsAvailable: z.ZodMiniBoolean<boolean>;
          HasOptions: z.ZodMiniBoolean<boolean>;
        },
        z.core.$strip
      >
    >;
    TotalProducts: z.ZodMiniInt;
  },
  z.core.$strip
>;
type CategoryProductsReply = z.infer<typeof CategoryProductsReply>;
/** GET /search?term&pageNo: products by page, matching categories on every page. */
declare const SearchQuery: z.ZodMiniObject<
  {
    term: z.ZodMiniString<string>;
    pageNo: z.ZodMiniDefault<z.ZodMiniNumber<unknown>>;
  },
  z.core.$strict
>;
type SearchQuery = z.input<typeof SearchQuery>;
declare const SearchReply: z.ZodMiniObject<
  {
    PageNo: z.ZodMiniInt;
    TotalPages: z.ZodMiniInt;
    Products: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          ProductId: z.ZodMiniInt;
          Slug: z.ZodMiniString<string>;
          ProductName: z.ZodMiniString<string>;
          ShortDescription: z.ZodMiniString<string>;
          ImageUrl: z.ZodMiniString<string>;
          CategoryId: z.ZodMiniInt;
          Price: z.ZodMiniInt;
          Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
          WeightLabel: z.ZodMiniString<string>;
          AverageRating: z.ZodMiniNumber<number>;
          TotalRatings: z.ZodMiniInt;
          IsAvailable: z.ZodMiniBoolean<boolean>;
          HasOptions: z.ZodMiniBoolean<boolean>;
        },
        z.core.$strip
      >
    >;
    Categories: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          CategoryId: z.ZodMiniInt;
          Slug: z.ZodMiniString<string>;
          Name: z.ZodMiniString<string>;
          Description: z.ZodMiniString<string>;
          ImageUrl: z.ZodMiniString<string>;
          ProductCount: z.ZodMiniInt;
        },
        z.core.$strip
      >
    >;
    TotalProducts: z.ZodMiniInt;
  },
  z.core.$strip
>;
type SearchReply = z.infer<typeof SearchReply>;
/** GET /get-product-details?productSlug: 404 with Message when unknown. */
declare const ProductDetailsQuery: z.ZodMiniObject<
  {
    productSlug: z.ZodMiniString<string>;
  },
  z.core.$strict
>;
type ProductDetailsQuery = z.input<typeof ProductDetailsQuery>;
declare const ProductDetailsReply: z.ZodMiniObject<
  {
    ProductDetails: z.ZodMiniObject<
      {
        ProductId: z.ZodMiniInt;
        Slug: z.ZodMiniString<string>;
        ProductName: z.ZodMiniString<string>;
        Description: z.ZodMiniString<string>;
        CategoryId: z.ZodMiniInt;
        CategorySlug: z.ZodMiniString<string>;
        CategoryName: z.ZodMiniString<string>;
        Price: z.ZodMiniInt;
        Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
        IsAvailable: z.ZodMiniBoolean<boolean>;
        ProductImages: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              Url: z.ZodMiniString<string>;
              Alt: z.ZodMiniString<string>;
              Width: z.ZodMiniInt;
              Height: z.ZodMiniInt;
            },
            z.core.$strip
          >
        >;
        ProductConfig: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              ConfigId: z.ZodMiniInt;
              Name: z.ZodMiniString<string>;
              Options: z.ZodMiniArray<
                z.ZodMiniObject<
                  {
                    RowId: z.ZodMiniInt;
                    Label: z.ZodMiniString<string>;
                    PriceDelta: z.ZodMiniInt;
                    GrossWeight: z.ZodMiniNullable<z.ZodMiniString<string>>;
                    NetWeight: z.ZodMiniNullable<z.ZodMiniString<string>>;
                    Pieces: z.ZodMiniNullable<z.ZodMiniString<string>>;
                    Serves: z.ZodMiniNullable<z.ZodMiniString<string>>;
                    IsDefault: z.ZodMiniBoolean<boolean>;
                    IsAvailable: z.ZodMiniBoolean<boolean>;
                  },
                  z.core.$strip
                >
              >;
            },
            z.core.$strip
          >
        >;
        RelatedProducts: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              ProductId: z.ZodMiniInt;
              Slug: z.ZodMiniString<string>;
              ProductName: z.ZodMiniString<string>;
              ShortDescription: z.ZodMiniString<string>;
              ImageUrl: z.ZodMiniString<string>;
              CategoryId: z.ZodMiniInt;
              Price: z.ZodMiniInt;
              Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
              WeightLabel: z.ZodMiniString<string>;
              AverageRating: z.ZodMiniNumber<number>;
              TotalRatings: z.ZodMiniInt;
              IsAvailable: z.ZodMiniBoolean<boolean>;
              HasOptions: z.ZodMiniBoolean<boolean>;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type ProductDetailsReply = z.infer<typeof ProductDetailsReply>;
declare const ProductIdQuery: z.ZodMiniObject<
  {
    productId: z.ZodMiniNumber<unknown>;
  },
  z.core.$strict
>;
type ProductIdQuery = z.input<typeof ProductIdQuery>;
/** GET /get-product-ratings?productId */
declare const ProductRatingsReply: z.ZodMiniObject<
  {
    AverageRating: z.ZodMiniNumber<number>;
    TotalRatings: z.ZodMiniInt;
    FiveStar: z.ZodMiniInt;
    FourStar: z.ZodMiniInt;
    ThreeStar: z.ZodMiniInt;
    TwoStar: z.ZodMiniInt;
    OneStar: z.ZodMiniInt;
  },
  z.core.$strip
>;
type ProductRatingsReply = z.infer<typeof ProductRatingsReply>;
declare const Review: z.ZodMiniObject<
  {
    ReviewId: z.ZodMiniInt;
    Username: z.ZodMiniString<string>;
    Rating: z.ZodMiniInt;
    Comment: z.ZodMiniString<string>;
    CreatedAt: z.iso.ZodMiniISODateTime;
  },
  z.core.$strip
>;
type Review = z.infer<typeof Review>;
/** GET /get-product-reviews?productId&pageNo */
declare const ProductReviewsQuery: z.ZodMiniObject<
  {
    productId: z.ZodMiniNumber<unknown>;
    pageNo: z.ZodMiniDefault<z.ZodMiniNumber<unknown>>;
  },
  z.core.$strict
>;
type ProductReviewsQuery = z.input<typeof ProductReviewsQuery>;
declare const ProductReviewsReply: z.ZodMiniObject<
  {
    PageNo: z.ZodMiniInt;
    TotalPages: z.ZodMiniInt;
    ProductReviews: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          ReviewId: z.ZodMiniInt;
          Username: z.ZodMiniString<string>;
          Rating: z.ZodMiniInt;
          Comment: z.ZodMiniString<string>;
          CreatedAt: z.iso.ZodMiniISODateTime;
        },
        z.core.$strip
      >
    >;
    TotalReviews: z.ZodMiniInt;
  },
  z.core.$strip
>;
type ProductReviewsReply = z.infer<typeof ProductReviewsReply>;
/** GET /get-my-review?productId (bearer): whether this shopper already reviewed the product. */
declare const MyReviewReply: z.ZodMiniObject<
  {
    IsUserAlreadyPostedReview: z.ZodMiniBoolean<boolean>;
    Review: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          ReviewId: z.ZodMiniInt;
          Username: z.ZodMiniString<string>;
          Rating: z.ZodMiniInt;
          Comment: z.ZodMiniString<string>;
          CreatedAt: z.iso.ZodMiniISODateTime;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type MyReviewReply = z.infer<typeof MyReviewReply>;
/**
 * POST /post-product-review (bearer): one review per shopper per product. Any signed-in shopper may post; a
 * shopper who already reviewed the product edits that review by posting again (beyond the spec, which has no
 * edit call).
 */
declare const PostReviewRequest: z.ZodMiniObject<
  {
    productId: z.ZodMiniInt;
    rating: z.ZodMiniInt;
    comment: z.ZodMiniDefault<z.ZodMiniString<string>>;
  },
  z.core.$strict
>;
type PostReviewRequest = z.input<typeof PostReviewRequest>;
declare const PostReviewReply: z.ZodMiniObject<
  {
    Success: z.ZodMiniBoolean<boolean>;
    Review: z.ZodMiniObject<
      {
        ReviewId: z.ZodMiniInt;
        Username: z.ZodMiniString<string>;
        Rating: z.ZodMiniInt;
        Comment: z.ZodMiniString<string>;
        CreatedAt: z.iso.ZodMiniISODateTime;
      },
      z.core.$strip
    >;
    Ratings: z.ZodMiniObject<
      {
        AverageRating: z.ZodMiniNumber<number>;
        TotalRatings: z.ZodMiniInt;
        FiveStar: z.ZodMiniInt;
        FourStar: z.ZodMiniInt;
        ThreeStar: z.ZodMiniInt;
        TwoStar: z.ZodMiniInt;
        OneStar: z.ZodMiniInt;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type PostReviewReply = z.infer<typeof PostReviewReply>;

/**
 * "Notify me" for a sold-out product option (designed beyond spec section 7, docs/api.md): a signed-in
 * shopper asks to hear when one option of a product (as a cart line names it: its configPriceIds) can be
 * bought again; the change that brings it back sends a push and marks the alert notified.
 */

/** One product option: the product and the RowIds chosen, one per option group ([] for a simple product). */
declare const ProductOptionRequest: z.ZodMiniObject<
  {
    productId: z.ZodMiniInt;
    configPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
  },
  z.core.$strict
>;
type ProductOptionRequest = z.input<typeof ProductOptionRequest>;
/**
 * A shopper's alert for one product option. NotifiedAt is null while it waits; once the option came back
 * it holds when the push was written (the alert is then spent).
 */
declare const StockAlert: z.ZodMiniObject<
  {
    ProductId: z.ZodMiniInt;
    OptionKey: z.ZodMiniString<string>;
    ConfigPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
    CreatedAt: z.iso.ZodMiniISODateTime;
    NotifiedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
  },
  z.core.$strip
>;
type StockAlert = z.infer<typeof StockAlert>;
/** Whether an option row can be chosen now. */
declare const OptionAvailability: z.ZodMiniObject<
  {
    RowId: z.ZodMiniInt;
    IsAvailable: z.ZodMiniBoolean<boolean>;
  },
  z.core.$strip
>;
type OptionAvailability = z.infer<typeof OptionAvailability>;
/**
 * GET /get-stock-alerts?productId (bearer): the shopper's alerts for the product (waiting ones and those
 * notified in the last days), with the product's availability now. This reply is never cached, so its
 * availability is fresher than the public product details' (which a browser may keep for a few seconds).
 */
declare const StockAlertsReply: z.ZodMiniObject<
  {
    ProductId: z.ZodMiniInt;
    IsAvailable: z.ZodMiniBoolean<boolean>;
    Options: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          RowId: z.ZodMiniInt;
          IsAvailable: z.ZodMiniBoolean<boolean>;
        },
        z.core.$strip
      >
    >;
    StockAlerts: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          ProductId: z.ZodMiniInt;
          OptionKey: z.ZodMiniString<string>;
          ConfigPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
          CreatedAt: z.iso.ZodMiniISODateTime;
          NotifiedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type StockAlertsReply = z.infer<typeof StockAlertsReply>;
/** POST /notify-when-available (bearer): the alert, new or the one already waiting. */
declare const NotifyWhenAvailableReply: z.ZodMiniObject<
  {
    Success: z.ZodMiniBoolean<boolean>;
    StockAlert: z.ZodMiniObject<
      {
        ProductId: z.ZodMiniInt;
        OptionKey: z.ZodMiniString<string>;
        ConfigPriceIds: z.ZodMiniArray<z.ZodMiniInt>;
        CreatedAt: z.iso.ZodMiniISODateTime;
        NotifiedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type NotifyWhenAvailableReply = z.infer<typeof NotifyWhenAvailableReply>;

/** A delivery window the shopper can choose; Left is how many more orders it takes (0 when Full). */
declare const DeliverySlot: z.ZodMiniObject<
  {
    SlotId: z.ZodMiniString<string>;
    DeliveryMethodId: z.ZodMiniInt;
    Start: z.iso.ZodMiniISODateTime;
    End: z.iso.ZodMiniISODateTime;
    CutOffAt: z.iso.ZodMiniISODateTime;
    Capacity: z.ZodMiniInt;
    Left: z.ZodMiniInt;
    Status: z.ZodMiniEnum<{
      Open: 'Open';
      Full: 'Full';
      Closed: 'Closed';
    }>;
  },
  z.core.$strip
>;
type DeliverySlot = z.infer<typeof DeliverySlot>;
/** GET /get-delivery-slots?deliveryMethodId: today's and tomorrow's windows (IST), empty for a slot-less method. */
declare const DeliverySlotsQuery: z.ZodMiniObject<
  {
    deliveryMethodId: z.ZodMiniNumber<unknown>;
  },
  z.core.$strict
>;
type DeliverySlotsQuery = z.input<typeof DeliverySlotsQuery>;
declare const DeliverySlotsReply: z.ZodMiniObject<
  {
    DeliveryMethodId: z.ZodMiniInt;
    Kind: z.ZodMiniEnum<{
      Slot: 'Slot';
      Express: 'Express';
      Standard: 'Standard';
    }>;
    Slots: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          SlotId: z.ZodMiniString<string>;
          DeliveryMethodId: z.ZodMiniInt;
          Start: z.iso.ZodMiniISODateTime;
          End: z.iso.ZodMiniISODateTime;
          CutOffAt: z.iso.ZodMiniISODateTime;
          Capacity: z.ZodMiniInt;
          Left: z.ZodMiniInt;
          Status: z.ZodMiniEnum<{
            Open: 'Open';
            Full: 'Full';
            Closed: 'Closed';
          }>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type DeliverySlotsReply = z.infer<typeof DeliverySlotsReply>;
/** Express: offered when the route is short enough and the store has express capacity now. */
declare const ExpressOffer: z.ZodMiniObject<
  {
    DeliveryMethodId: z.ZodMiniInt;
    Available: z.ZodMiniBoolean<boolean>;
    EtaMinutes: z.ZodMiniNullable<z.ZodMiniInt>;
  },
  z.core.$strip
>;
type ExpressOffer = z.infer<typeof ExpressOffer>;
/**
 * GET /check-serviceability?pincode or ?latitude&longitude (public): whether the store delivers there,
 * and if so the next open slot, express and the delivery fee for a cart below FreeDeliveryAbove.
 */
declare const ServiceabilityQuery: z.ZodMiniObject<
  {
    pincode: z.ZodMiniOptional<z.ZodMiniString<string>>;
    latitude: z.ZodMiniOptional<z.ZodMiniNumber<unknown>>;
    longitude: z.ZodMiniOptional<z.ZodMiniNumber<unknown>>;
  },
  z.core.$strict
>;
type ServiceabilityQuery = z.input<typeof ServiceabilityQuery>;
declare const ServiceabilityReply: z.ZodMiniObject<
  {
    Serviceable: z.ZodMiniBoolean<boolean>;
    Message: z.ZodMiniString<string>;
    RouteLength: z.ZodMiniNullable<z.ZodMiniInt>;
    DeliveryFee: z.ZodMiniNullable<z.ZodMiniInt>;
    FreeDeliveryAbove: z.ZodMiniInt;
    NextSlot: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          SlotId: z.ZodMiniString<string>;
          DeliveryMethodId: z.ZodMiniInt;
          Start: z.iso.ZodMiniISODateTime;
          End: z.iso.ZodMiniISODateTime;
          CutOffAt: z.iso.ZodMiniISODateTime;
          Capacity: z.ZodMiniInt;
          Left: z.ZodMiniInt;
          Status: z.ZodMiniEnum<{
            Open: 'Open';
            Full: 'Full';
            Closed: 'Closed';
          }>;
        },
        z.core.$strip
      >
    >;
    Express: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          DeliveryMethodId: z.ZodMiniInt;
          Available: z.ZodMiniBoolean<boolean>;
          EtaMinutes: z.ZodMiniNullable<z.ZodMiniInt>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type ServiceabilityReply = z.infer<typeof ServiceabilityReply>;
/** The window an order was promised for (null for a method without slots). */
declare const DeliveryWindow: z.ZodMiniObject<
  {
    SlotId: z.ZodMiniString<string>;
    Start: z.iso.ZodMiniISODateTime;
    End: z.iso.ZodMiniISODateTime;
  },
  z.core.$strip
>;
type DeliveryWindow = z.infer<typeof DeliveryWindow>;

declare const RefundStatus: z.ZodMiniEnum<{
  Requested: 'Requested';
  Processing: 'Processing';
  Completed: 'Completed';
  Rejected: 'Rejected';
}>;
type RefundStatus = z.infer<typeof RefundStatus>;
declare const Refund: z.ZodMiniObject<
  {
    RefundId: z.ZodMiniInt;
    OrderId: z.ZodMiniInt;
    OrderNumber: z.ZodMiniString<string>;
    Amount: z.ZodMiniInt;
    Status: z.ZodMiniEnum<{
      Requested: 'Requested';
      Processing: 'Processing';
      Completed: 'Completed';
      Rejected: 'Rejected';
    }>;
    Reason: z.ZodMiniString<string>;
    Destination: z.ZodMiniEnum<{
      Wallet: 'Wallet';
      Source: 'Source';
    }>;
    CreatedAt: z.iso.ZodMiniISODateTime;
    ProcessedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
  },
  z.core.$strip
>;
type Refund = z.infer<typeof Refund>;
/** GET /get-refunds?pageNo (bearer) */
declare const RefundsReply: z.ZodMiniObject<
  {
    PageNo: z.ZodMiniInt;
    TotalPages: z.ZodMiniInt;
    NoRefunds: z.ZodMiniBoolean<boolean>;
    CountTotalRefunds: z.ZodMiniInt;
    RefundsData: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          RefundId: z.ZodMiniInt;
          OrderId: z.ZodMiniInt;
          OrderNumber: z.ZodMiniString<string>;
          Amount: z.ZodMiniInt;
          Status: z.ZodMiniEnum<{
            Requested: 'Requested';
            Processing: 'Processing';
            Completed: 'Completed';
            Rejected: 'Rejected';
          }>;
          Reason: z.ZodMiniString<string>;
          Destination: z.ZodMiniEnum<{
            Wallet: 'Wallet';
            Source: 'Source';
          }>;
          CreatedAt: z.iso.ZodMiniISODateTime;
          ProcessedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type RefundsReply = z.infer<typeof RefundsReply>;
/** GET /get-last-refund (bearer) */
declare const LastRefundReply: z.ZodMiniObject<
  {
    Norefund: z.ZodMiniBoolean<boolean>;
    Refund: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          RefundId: z.ZodMiniInt;
          OrderId: z.ZodMiniInt;
          OrderNumber: z.ZodMiniString<string>;
          Amount: z.ZodMiniInt;
          Status: z.ZodMiniEnum<{
            Requested: 'Requested';
            Processing: 'Processing';
            Completed: 'Completed';
            Rejected: 'Rejected';
          }>;
          Reason: z.ZodMiniString<string>;
          Destination: z.ZodMiniEnum<{
            Wallet: 'Wallet';
            Source: 'Source';
          }>;
          CreatedAt: z.iso.ZodMiniISODateTime;
          ProcessedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type LastRefundReply = z.infer<typeof LastRefundReply>;
declare const RefundIdQuery: z.ZodMiniObject<
  {
    refundId: z.ZodMiniNumber<unknown>;
  },
  z.core.$strict
>;
type RefundIdQuery = z.input<typeof RefundIdQuery>;
/** GET /get-refund-details?refundId (bearer) */
declare const RefundDetailsReply: z.ZodMiniObject<
  {
    NoRefund: z.ZodMiniBoolean<boolean>;
    RefundDetails: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          RefundId: z.ZodMiniInt;
          OrderId: z.ZodMiniInt;
          OrderNumber: z.ZodMiniString<string>;
          Amount: z.ZodMiniInt;
          Status: z.ZodMiniEnum<{
            Requested: 'Requested';
            Processing: 'Processing';
            Completed: 'Completed';
            Rejected: 'Rejected';
          }>;
          Reason: z.ZodMiniString<string>;
          Destination: z.ZodMiniEnum<{
            Wallet: 'Wallet';
            Source: 'Source';
          }>;
          CreatedAt: z.iso.ZodMiniISODateTime;
          ProcessedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type RefundDetailsReply = z.infer<typeof RefundDetailsReply>;
/** POST /create-refund (bearer): for a paid order not yet refunded in full; one open request per order. */
declare const CreateRefundRequest: z.ZodMiniObject<
  {
    orderId: z.ZodMiniInt;
    reason: z.ZodMiniString<string>;
  },
  z.core.$strict
>;
type CreateRefundRequest = z.input<typeof CreateRefundRequest>;
declare const CreateRefundReply: z.ZodMiniObject<
  {
    Success: z.ZodMiniBoolean<boolean>;
    Refund: z.ZodMiniObject<
      {
        RefundId: z.ZodMiniInt;
        OrderId: z.ZodMiniInt;
        OrderNumber: z.ZodMiniString<string>;
        Amount: z.ZodMiniInt;
        Status: z.ZodMiniEnum<{
          Requested: 'Requested';
          Processing: 'Processing';
          Completed: 'Completed';
          Rejected: 'Rejected';
        }>;
        Reason: z.ZodMiniString<string>;
        Destination: z.ZodMiniEnum<{
          Wallet: 'Wallet';
          Source: 'Source';
        }>;
        CreatedAt: z.iso.ZodMiniISODateTime;
        ProcessedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type CreateRefundReply = z.infer<typeof CreateRefundReply>;

/** GET /wallet-data (bearer) */
declare const WalletDataReply: z.ZodMiniObject<
  {
    Balance: z.ZodMiniInt;
  },
  z.core.$strip
>;
type WalletDataReply = z.infer<typeof WalletDataReply>;
declare const WalletTransaction: z.ZodMiniObject<
  {
    TransactionId: z.ZodMiniInt;
    Type: z.ZodMiniEnum<{
      Credit: 'Credit';
      Debit: 'Debit';
    }>;
    Amount: z.ZodMiniInt;
    Description: z.ZodMiniString<string>;
    OrderId: z.ZodMiniNullable<z.ZodMiniInt>;
    RefundId: z.ZodMiniNullable<z.ZodMiniInt>;
    BalanceAfter: z.ZodMiniInt;
    CreatedAt: z.iso.ZodMiniISODateTime;
  },
  z.core.$strip
>;
type WalletTransaction = z.infer<typeof WalletTransaction>;
/** GET /wallet-transactions?pageNo (bearer) */
declare const WalletTransactionsReply: z.ZodMiniObject<
  {
    PageNo: z.ZodMiniInt;
    TotalPages: z.ZodMiniInt;
    NoTransactions: z.ZodMiniBoolean<boolean>;
    Transactions: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          TransactionId: z.ZodMiniInt;
          Type: z.ZodMiniEnum<{
            Credit: 'Credit';
            Debit: 'Debit';
          }>;
          Amount: z.ZodMiniInt;
          Description: z.ZodMiniString<string>;
          OrderId: z.ZodMiniNullable<z.ZodMiniInt>;
          RefundId: z.ZodMiniNullable<z.ZodMiniInt>;
          BalanceAfter: z.ZodMiniInt;
          CreatedAt: z.iso.ZodMiniISODateTime;
        },
        z.core.$strip
      >
    >;
    TotalTransactions: z.ZodMiniInt;
  },
  z.core.$strip
>;
type WalletTransactionsReply = z.infer<typeof WalletTransactionsReply>;

/** GET /get-profile */
declare const ProfileReply: z.ZodMiniObject<
  {
    UserData: z.ZodMiniObject<
      {
        UserId: z.ZodMiniInt;
        Username: z.ZodMiniString<string>;
        Email: z.ZodMiniString<string>;
        PhoneNumber: z.ZodMiniString<string>;
        LoginFrom: z.ZodMiniString<string>;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type ProfileReply = z.infer<typeof ProfileReply>;
/** PUT /update-profile: only the display name and a contact not used to sign in may change. */
declare const UpdateProfileRequest: z.ZodMiniObject<
  {
    username: z.ZodMiniOptional<z.ZodMiniString<string>>;
    email: z.ZodMiniOptional<z.ZodMiniEmail>;
    phoneNumber: z.ZodMiniOptional<z.ZodMiniString<string>>;
  },
  z.core.$strict
>;
type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;
declare const UpdateProfileReply: z.ZodMiniObject<
  {
    Success: z.ZodMiniBoolean<boolean>;
    UserData: z.ZodMiniObject<
      {
        UserId: z.ZodMiniInt;
        Username: z.ZodMiniString<string>;
        Email: z.ZodMiniString<string>;
        PhoneNumber: z.ZodMiniString<string>;
        LoginFrom: z.ZodMiniString<string>;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type UpdateProfileReply = z.infer<typeof UpdateProfileReply>;

export {
  AbortedError,
  AboutUsStatusReply,
  type AddToCartInput,
  type AddToCartResult,
  Address,
  AddressIdRequest,
  AddressInput,
  AddressListReply,
  AddressReply,
  AddressType,
  ApiError,
  type ApiErrorInit,
  AppliedCoupon,
  ApplyCouponReply,
  ApplyCouponRequest,
  AuthError,
  type AuthFailure,
  AuthUserReply,
  BadRequestError,
  Banner,
  Bill,
  BillReply,
  BillRequest,
  CacheStateReply,
  type CallOptions,
  CancelOrderReply,
  CancelOrderRequest,
  CartItem,
  CartLineRequest,
  CartResetReason,
  type CartState,
  type CartStore,
  type CartStoreOptions,
  CartTotals,
  CategoriesReply,
  Category,
  CategoryProductsQuery,
  CategoryProductsReply,
  CheckoutErrorReply,
  CheckoutReply,
  CheckoutRequest,
  ClarityProjectIdReply,
  type ClientOptions,
  ConflictError,
  ContentReply,
  CreateRefundReply,
  CreateRefundRequest,
  DeliveryMethod,
  DeliveryMethodsReply,
  DeliverySlot,
  DeliverySlotsQuery,
  DeliverySlotsReply,
  DeliveryWindow,
  type DescribedError,
  DiscountType,
  DistanceQuery,
  DistanceReply,
  EmptyRequest,
  type EndpointDefinition,
  type EndpointName,
  type Endpoints,
  type ErrorContext,
  ErrorReply,
  type EtagCacheOptions,
  ExpressOffer,
  type FirebaseCredentials,
  type FirebaseIdentity,
  FirebaseLoginMethod,
  type FirebaseLoginProvider,
  FlowAction,
  type FlowEvent,
  FlowStage,
  GatewayPayment,
  HomeOffer,
  HomeReply,
  HostedLoginMethod,
  type HostedLoginProvider,
  type HostedSession,
  type HttpMethod,
  Id,
  type KeyValueStorage,
  LastRefundReply,
  Locale,
  LoginConfigReply,
  LoginErrorReply,
  type LoginOptions,
  type LoginOrchestrator,
  type LoginOrchestratorOptions,
  LoginPayload,
  type LoginResult,
  LoginService,
  LoginServiceProvider,
  LoginUsing,
  MapServiceKeyReply,
  MemoryStorage,
  type MessageCatalog,
  type MessageTranslation,
  type Messages,
  MyReviewReply,
  NetworkError,
  type NetworkFailure,
  NotFoundError,
  NotifyWhenAvailableReply,
  Offer,
  OffersReply,
  OptionAvailability,
  OrderData,
  OrderDetails,
  OrderDetailsReply,
  OrderEvent,
  OrderFlowState,
  OrderHistoryByIdReply,
  OrderHistoryReply,
  OrderIdBody,
  OrderIdQuery,
  OrderLine,
  OrderMoney,
  OrderStatus,
  OrderSummary,
  type Page,
  PageInfo,
  PageNo,
  PageQuery,
  Paise,
  type PaymentConfirmation,
  type PaymentConfirmationClient,
  PaymentFailedRequest,
  PaymentMethod,
  PaymentMethodsReply,
  PaymentStatus,
  PhoneNumber,
  PlatformFeeConfig,
  PlatformFeeConfigsReply,
  PostAddressRequest,
  PostReviewReply,
  PostReviewRequest,
  PostalCode,
  type PriceCheckChanges,
  type PriceUpdate,
  type PriceValidationOptions,
  type PriceValidationResult,
  ProductCard,
  ProductConfigsReply,
  ProductDetails,
  ProductDetailsQuery,
  ProductDetailsReply,
  ProductIdQuery,
  ProductImage,
  ProductOptionGroup,
  ProductOptionRequest,
  ProductOptionRow,
  ProductRatingsReply,
  ProductReviewsQuery,
  ProductReviewsReply,
  ProfileReply,
  PushNotification,
  RateLimitError,
  RefreshSessionReply,
  Refund,
  RefundDetailsReply,
  RefundIdQuery,
  RefundStatus,
  RefundsReply,
  RemoveCouponRequest,
  type ReplyOf,
  ReplyValidationError,
  type RequestOf,
  RequestValidationError,
  type RetryPolicy,
  Review,
  SandboxInboxReply,
  SandboxOtpSendReply,
  SandboxOtpSendRequest,
  SandboxOtpVerifyReply,
  SandboxOtpVerifyRequest,
  SaveNotificationTokenRequest,
  SearchQuery,
  SearchReply,
  SelectedOption,
  ServerError,
  ServiceabilityQuery,
  ServiceabilityReply,
  type Session,
  type SessionSnapshot,
  type SessionStart,
  ShippingConfigsReply,
  SignatureErrorReply,
  StockAlert,
  StockAlertsReply,
  StoreConfigsReply,
  type StorefrontClient,
  StorefrontError,
  SuccessReply,
  TimeoutError,
  Timestamp,
  type TitledMessage,
  UnauthorizedError,
  UpdateAddressRequest,
  UpdateProfileReply,
  UpdateProfileRequest,
  UpdatedProduct,
  UserData,
  ValidatePriceReply,
  ValidatePriceRequest,
  ValidateSignatureReply,
  ValidateSignatureRequest,
  WalletDataReply,
  WalletTransaction,
  WalletTransactionsReply,
  canonicalJson,
  checksumOf,
  confirmPayment,
  createApiError,
  createCartStore,
  createClient,
  createIdempotencyKey,
  createLoginOrchestrator,
  createSandboxHostedProvider,
  createSession,
  describeCancelOrderReply,
  describeError,
  deserializeFlowState,
  endpoints,
  fnv1a,
  formatPath,
  idempotencyKeyFor,
  initialFlowState,
  isAbortedError,
  isApiError,
  isAuthError,
  isNetworkError,
  isReplyValidationError,
  isRequestValidationError,
  isStorefrontError,
  isTimeoutError,
  loadFlowState,
  messages,
  normalizeMobileNumber,
  paginate,
  readAddress,
  saveFlowState,
  serializeFlowState,
  transition,
  validateCartPrices,
};
