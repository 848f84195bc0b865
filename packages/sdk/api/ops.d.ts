// The public API of @storefront/sdk, written by `pnpm --filter @storefront/sdk api:update`. Do not edit.
/* eslint-disable */
import * as z from 'zod/mini';

/** The part of the Web Storage API the SDK needs; localStorage satisfies it, and so does MemoryStorage in Node. */
interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The store's staff roles (the operations API, /ops/v1): an admin does everything, a packer confirms and
 * packs orders, a rider dispatches and delivers them.
 */
declare const STAFF_ROLES: readonly ['admin', 'packer', 'rider'];
type StaffRole$1 = (typeof STAFF_ROLES)[number];

/**
 * The store's languages. English is the fallback for every text and every catalog field a language lacks.
 * The server picks a reply's language from `?lang=` first, then Accept-Language; the SDK sends the app's
 * choice as Accept-Language (ClientOptions.getLocale).
 */
declare const LOCALES: readonly ['en', 'hi', 'kn'];
type Locale = (typeof LOCALES)[number];

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

/**
 * Every call of the operations API (/ops/v1) in one table, like the shopper's `endpoints`: method, path,
 * the staff roles allowed (null: no staff token needed, i.e. signing in and out), request and reply schemas. The
 * reference server registers its routes from it and checks the role on every call. The roles of the
 * lifecycle moves (confirm, start packing, pack, dispatch, deliver, delivery failed) are the lifecycle
 * table's (`ORDER_MOVES`, core/lifecycle.ts), so the console's buttons and the server agree.
 */

/** Where the operations API lives; its paths below are relative to it. */
declare const OPS_API_PREFIX = '/ops/v1';
interface OpsEndpointDefinition<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Rep extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** The roles that may call it; null for the sign-in and sign-out calls, which need no token. */
  readonly roles: readonly StaffRole$1[] | null;
  readonly request: Req;
  readonly reply: Rep;
}
declare const opsEndpoints: {
  readonly staffSignIn: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        email: z.ZodMiniString<string>;
        password: z.ZodMiniString<string>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Token: z.ZodMiniString<string>;
        ExpiresAt: z.iso.ZodMiniISODateTime;
        Staff: z.ZodMiniObject<
          {
            StaffId: z.ZodMiniInt;
            Email: z.ZodMiniString<string>;
            Name: z.ZodMiniString<string>;
            Role: z.ZodMiniEnum<{
              admin: 'admin';
              packer: 'packer';
              rider: 'rider';
            }>;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly staffSendCode: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        email: z.ZodMiniString<string>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        RequestId: z.ZodMiniString<string>;
        ExpiresIn: z.ZodMiniInt;
      },
      z.core.$strip
    >
  >;
  readonly staffCodeSignIn: OpsEndpointDefinition<
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
        ExpiresAt: z.iso.ZodMiniISODateTime;
        Staff: z.ZodMiniObject<
          {
            StaffId: z.ZodMiniInt;
            Email: z.ZodMiniString<string>;
            Name: z.ZodMiniString<string>;
            Role: z.ZodMiniEnum<{
              admin: 'admin';
              packer: 'packer';
              rider: 'rider';
            }>;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  /**
   * Ends the session of the token sent with it (on every server at once: the token answers 401 from then
   * on). Needs no valid token, so signing out always succeeds.
   */
  readonly staffSignOut: OpsEndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        Success: z.ZodMiniBoolean<boolean>;
      },
      z.core.$strip
    >
  >;
  readonly staffMe: OpsEndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        Staff: z.ZodMiniObject<
          {
            StaffId: z.ZodMiniInt;
            Email: z.ZodMiniString<string>;
            Name: z.ZodMiniString<string>;
            Role: z.ZodMiniEnum<{
              admin: 'admin';
              packer: 'packer';
              rider: 'rider';
            }>;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly staffList: OpsEndpointDefinition<
    z.ZodMiniObject<{}, z.core.$strict>,
    z.ZodMiniObject<
      {
        Members: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              StaffId: z.ZodMiniInt;
              Email: z.ZodMiniString<string>;
              Name: z.ZodMiniString<string>;
              Role: z.ZodMiniEnum<{
                admin: 'admin';
                packer: 'packer';
                rider: 'rider';
              }>;
              Disabled: z.ZodMiniBoolean<boolean>;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly saveStaff: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        email: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
        role: z.ZodMiniEnum<{
          admin: 'admin';
          packer: 'packer';
          rider: 'rider';
        }>;
        password: z.ZodMiniString<string>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Staff: z.ZodMiniObject<
          {
            StaffId: z.ZodMiniInt;
            Email: z.ZodMiniString<string>;
            Name: z.ZodMiniString<string>;
            Role: z.ZodMiniEnum<{
              admin: 'admin';
              packer: 'packer';
              rider: 'rider';
            }>;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly disableStaff: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        staffId: z.ZodMiniInt;
        disabled: z.ZodMiniBoolean<boolean>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Staff: z.ZodMiniObject<
          {
            StaffId: z.ZodMiniInt;
            Email: z.ZodMiniString<string>;
            Name: z.ZodMiniString<string>;
            Role: z.ZodMiniEnum<{
              admin: 'admin';
              packer: 'packer';
              rider: 'rider';
            }>;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly orders: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        status: z.ZodMiniOptional<
          z.ZodMiniEnum<{
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
          }>
        >;
        date: z.ZodMiniOptional<z.ZodMiniString<string>>;
        area: z.ZodMiniOptional<z.ZodMiniString<string>>;
        refundRequested: z.ZodMiniOptional<z.ZodMiniLiteral<'yes'>>;
        pageNo: z.ZodMiniDefault<z.ZodMiniNumber<unknown>>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        PageNo: z.ZodMiniInt;
        TotalPages: z.ZodMiniInt;
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
              ItemCount: z.ZodMiniInt;
              CustomerName: z.ZodMiniString<string>;
              PostalCode: z.ZodMiniString<string>;
              Slot: z.ZodMiniNullable<
                z.ZodMiniObject<
                  {
                    SlotId: z.ZodMiniString<string>;
                    StartsAt: z.iso.ZodMiniISODateTime;
                    EndsAt: z.iso.ZodMiniISODateTime;
                  },
                  z.core.$strip
                >
              >;
              Express: z.ZodMiniBoolean<boolean>;
              PayOnDelivery: z.ZodMiniBoolean<boolean>;
              RefundRequested: z.ZodMiniBoolean<boolean>;
              CreatedAt: z.iso.ZodMiniISODateTime;
              UpdatedAt: z.iso.ZodMiniISODateTime;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly orderDetails: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniNumber<unknown>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Order: z.ZodMiniObject<
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
            UserId: z.ZodMiniInt;
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
            DeliveryMethodName: z.ZodMiniString<string>;
            Slot: z.ZodMiniNullable<
              z.ZodMiniObject<
                {
                  SlotId: z.ZodMiniString<string>;
                  StartsAt: z.iso.ZodMiniISODateTime;
                  EndsAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Total: z.ZodMiniInt;
            WalletUsed: z.ZodMiniInt;
            AmountPayable: z.ZodMiniInt;
            DeductedFromPayable: z.ZodMiniInt;
            Money: z.ZodMiniObject<
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
            Lines: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  LineId: z.ZodMiniInt;
                  ProductId: z.ZodMiniInt;
                  ProductName: z.ZodMiniString<string>;
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
                  UnitPrice: z.ZodMiniInt;
                  Qty: z.ZodMiniInt;
                  LineTotal: z.ZodMiniInt;
                  OrderedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedPieces: z.ZodMiniNullable<z.ZodMiniInt>;
                  Short: z.ZodMiniBoolean<boolean>;
                  WeightCredit: z.ZodMiniInt;
                  Refunded: z.ZodMiniInt;
                },
                z.core.$strip
              >
            >;
            RefundRequests: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  RefundId: z.ZodMiniInt;
                  Amount: z.ZodMiniInt;
                  Destination: z.ZodMiniEnum<{
                    Wallet: 'Wallet';
                    Source: 'Source';
                  }>;
                  Reason: z.ZodMiniString<string>;
                  CreatedAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Events: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  Status: z.ZodMiniString<string>;
                  At: z.iso.ZodMiniISODateTime;
                  Note: z.ZodMiniString<string>;
                  Source: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
                },
                z.core.$strip
              >
            >;
            CreatedAt: z.iso.ZodMiniISODateTime;
            UpdatedAt: z.iso.ZodMiniISODateTime;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly confirmOrder: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniInt;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Order: z.ZodMiniObject<
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
            UserId: z.ZodMiniInt;
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
            DeliveryMethodName: z.ZodMiniString<string>;
            Slot: z.ZodMiniNullable<
              z.ZodMiniObject<
                {
                  SlotId: z.ZodMiniString<string>;
                  StartsAt: z.iso.ZodMiniISODateTime;
                  EndsAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Total: z.ZodMiniInt;
            WalletUsed: z.ZodMiniInt;
            AmountPayable: z.ZodMiniInt;
            DeductedFromPayable: z.ZodMiniInt;
            Money: z.ZodMiniObject<
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
            Lines: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  LineId: z.ZodMiniInt;
                  ProductId: z.ZodMiniInt;
                  ProductName: z.ZodMiniString<string>;
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
                  UnitPrice: z.ZodMiniInt;
                  Qty: z.ZodMiniInt;
                  LineTotal: z.ZodMiniInt;
                  OrderedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedPieces: z.ZodMiniNullable<z.ZodMiniInt>;
                  Short: z.ZodMiniBoolean<boolean>;
                  WeightCredit: z.ZodMiniInt;
                  Refunded: z.ZodMiniInt;
                },
                z.core.$strip
              >
            >;
            RefundRequests: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  RefundId: z.ZodMiniInt;
                  Amount: z.ZodMiniInt;
                  Destination: z.ZodMiniEnum<{
                    Wallet: 'Wallet';
                    Source: 'Source';
                  }>;
                  Reason: z.ZodMiniString<string>;
                  CreatedAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Events: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  Status: z.ZodMiniString<string>;
                  At: z.iso.ZodMiniISODateTime;
                  Note: z.ZodMiniString<string>;
                  Source: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
                },
                z.core.$strip
              >
            >;
            CreatedAt: z.iso.ZodMiniISODateTime;
            UpdatedAt: z.iso.ZodMiniISODateTime;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly startPacking: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniInt;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Order: z.ZodMiniObject<
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
            UserId: z.ZodMiniInt;
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
            DeliveryMethodName: z.ZodMiniString<string>;
            Slot: z.ZodMiniNullable<
              z.ZodMiniObject<
                {
                  SlotId: z.ZodMiniString<string>;
                  StartsAt: z.iso.ZodMiniISODateTime;
                  EndsAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Total: z.ZodMiniInt;
            WalletUsed: z.ZodMiniInt;
            AmountPayable: z.ZodMiniInt;
            DeductedFromPayable: z.ZodMiniInt;
            Money: z.ZodMiniObject<
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
            Lines: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  LineId: z.ZodMiniInt;
                  ProductId: z.ZodMiniInt;
                  ProductName: z.ZodMiniString<string>;
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
                  UnitPrice: z.ZodMiniInt;
                  Qty: z.ZodMiniInt;
                  LineTotal: z.ZodMiniInt;
                  OrderedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedPieces: z.ZodMiniNullable<z.ZodMiniInt>;
                  Short: z.ZodMiniBoolean<boolean>;
                  WeightCredit: z.ZodMiniInt;
                  Refunded: z.ZodMiniInt;
                },
                z.core.$strip
              >
            >;
            RefundRequests: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  RefundId: z.ZodMiniInt;
                  Amount: z.ZodMiniInt;
                  Destination: z.ZodMiniEnum<{
                    Wallet: 'Wallet';
                    Source: 'Source';
                  }>;
                  Reason: z.ZodMiniString<string>;
                  CreatedAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Events: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  Status: z.ZodMiniString<string>;
                  At: z.iso.ZodMiniISODateTime;
                  Note: z.ZodMiniString<string>;
                  Source: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
                },
                z.core.$strip
              >
            >;
            CreatedAt: z.iso.ZodMiniISODateTime;
            UpdatedAt: z.iso.ZodMiniISODateTime;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly packOrder: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniInt;
        lines: z.ZodMiniArray<
          z.ZodMiniUnion<
            readonly [
              z.ZodMiniObject<
                {
                  lineId: z.ZodMiniInt;
                  grams: z.ZodMiniInt;
                  pieces: z.ZodMiniOptional<z.ZodMiniInt>;
                },
                z.core.$strict
              >,
              z.ZodMiniObject<
                {
                  lineId: z.ZodMiniInt;
                  pieces: z.ZodMiniInt;
                },
                z.core.$strict
              >,
              z.ZodMiniObject<
                {
                  lineId: z.ZodMiniInt;
                  short: z.ZodMiniLiteral<true>;
                },
                z.core.$strict
              >,
            ]
          >
        >;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Order: z.ZodMiniObject<
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
            UserId: z.ZodMiniInt;
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
            DeliveryMethodName: z.ZodMiniString<string>;
            Slot: z.ZodMiniNullable<
              z.ZodMiniObject<
                {
                  SlotId: z.ZodMiniString<string>;
                  StartsAt: z.iso.ZodMiniISODateTime;
                  EndsAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Total: z.ZodMiniInt;
            WalletUsed: z.ZodMiniInt;
            AmountPayable: z.ZodMiniInt;
            DeductedFromPayable: z.ZodMiniInt;
            Money: z.ZodMiniObject<
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
            Lines: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  LineId: z.ZodMiniInt;
                  ProductId: z.ZodMiniInt;
                  ProductName: z.ZodMiniString<string>;
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
                  UnitPrice: z.ZodMiniInt;
                  Qty: z.ZodMiniInt;
                  LineTotal: z.ZodMiniInt;
                  OrderedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedPieces: z.ZodMiniNullable<z.ZodMiniInt>;
                  Short: z.ZodMiniBoolean<boolean>;
                  WeightCredit: z.ZodMiniInt;
                  Refunded: z.ZodMiniInt;
                },
                z.core.$strip
              >
            >;
            RefundRequests: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  RefundId: z.ZodMiniInt;
                  Amount: z.ZodMiniInt;
                  Destination: z.ZodMiniEnum<{
                    Wallet: 'Wallet';
                    Source: 'Source';
                  }>;
                  Reason: z.ZodMiniString<string>;
                  CreatedAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Events: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  Status: z.ZodMiniString<string>;
                  At: z.iso.ZodMiniISODateTime;
                  Note: z.ZodMiniString<string>;
                  Source: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
                },
                z.core.$strip
              >
            >;
            CreatedAt: z.iso.ZodMiniISODateTime;
            UpdatedAt: z.iso.ZodMiniISODateTime;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly dispatchOrder: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniInt;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Order: z.ZodMiniObject<
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
            UserId: z.ZodMiniInt;
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
            DeliveryMethodName: z.ZodMiniString<string>;
            Slot: z.ZodMiniNullable<
              z.ZodMiniObject<
                {
                  SlotId: z.ZodMiniString<string>;
                  StartsAt: z.iso.ZodMiniISODateTime;
                  EndsAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Total: z.ZodMiniInt;
            WalletUsed: z.ZodMiniInt;
            AmountPayable: z.ZodMiniInt;
            DeductedFromPayable: z.ZodMiniInt;
            Money: z.ZodMiniObject<
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
            Lines: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  LineId: z.ZodMiniInt;
                  ProductId: z.ZodMiniInt;
                  ProductName: z.ZodMiniString<string>;
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
                  UnitPrice: z.ZodMiniInt;
                  Qty: z.ZodMiniInt;
                  LineTotal: z.ZodMiniInt;
                  OrderedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedPieces: z.ZodMiniNullable<z.ZodMiniInt>;
                  Short: z.ZodMiniBoolean<boolean>;
                  WeightCredit: z.ZodMiniInt;
                  Refunded: z.ZodMiniInt;
                },
                z.core.$strip
              >
            >;
            RefundRequests: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  RefundId: z.ZodMiniInt;
                  Amount: z.ZodMiniInt;
                  Destination: z.ZodMiniEnum<{
                    Wallet: 'Wallet';
                    Source: 'Source';
                  }>;
                  Reason: z.ZodMiniString<string>;
                  CreatedAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Events: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  Status: z.ZodMiniString<string>;
                  At: z.iso.ZodMiniISODateTime;
                  Note: z.ZodMiniString<string>;
                  Source: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
                },
                z.core.$strip
              >
            >;
            CreatedAt: z.iso.ZodMiniISODateTime;
            UpdatedAt: z.iso.ZodMiniISODateTime;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly deliverOrder: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniInt;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Order: z.ZodMiniObject<
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
            UserId: z.ZodMiniInt;
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
            DeliveryMethodName: z.ZodMiniString<string>;
            Slot: z.ZodMiniNullable<
              z.ZodMiniObject<
                {
                  SlotId: z.ZodMiniString<string>;
                  StartsAt: z.iso.ZodMiniISODateTime;
                  EndsAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Total: z.ZodMiniInt;
            WalletUsed: z.ZodMiniInt;
            AmountPayable: z.ZodMiniInt;
            DeductedFromPayable: z.ZodMiniInt;
            Money: z.ZodMiniObject<
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
            Lines: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  LineId: z.ZodMiniInt;
                  ProductId: z.ZodMiniInt;
                  ProductName: z.ZodMiniString<string>;
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
                  UnitPrice: z.ZodMiniInt;
                  Qty: z.ZodMiniInt;
                  LineTotal: z.ZodMiniInt;
                  OrderedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedPieces: z.ZodMiniNullable<z.ZodMiniInt>;
                  Short: z.ZodMiniBoolean<boolean>;
                  WeightCredit: z.ZodMiniInt;
                  Refunded: z.ZodMiniInt;
                },
                z.core.$strip
              >
            >;
            RefundRequests: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  RefundId: z.ZodMiniInt;
                  Amount: z.ZodMiniInt;
                  Destination: z.ZodMiniEnum<{
                    Wallet: 'Wallet';
                    Source: 'Source';
                  }>;
                  Reason: z.ZodMiniString<string>;
                  CreatedAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Events: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  Status: z.ZodMiniString<string>;
                  At: z.iso.ZodMiniISODateTime;
                  Note: z.ZodMiniString<string>;
                  Source: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
                },
                z.core.$strip
              >
            >;
            CreatedAt: z.iso.ZodMiniISODateTime;
            UpdatedAt: z.iso.ZodMiniISODateTime;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly collectPayment: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniInt;
        method: z.ZodMiniEnum<{
          Cash: 'Cash';
          UPI: 'UPI';
        }>;
        reference: z.ZodMiniOptional<z.ZodMiniString<string>>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Order: z.ZodMiniObject<
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
            UserId: z.ZodMiniInt;
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
            DeliveryMethodName: z.ZodMiniString<string>;
            Slot: z.ZodMiniNullable<
              z.ZodMiniObject<
                {
                  SlotId: z.ZodMiniString<string>;
                  StartsAt: z.iso.ZodMiniISODateTime;
                  EndsAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Total: z.ZodMiniInt;
            WalletUsed: z.ZodMiniInt;
            AmountPayable: z.ZodMiniInt;
            DeductedFromPayable: z.ZodMiniInt;
            Money: z.ZodMiniObject<
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
            Lines: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  LineId: z.ZodMiniInt;
                  ProductId: z.ZodMiniInt;
                  ProductName: z.ZodMiniString<string>;
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
                  UnitPrice: z.ZodMiniInt;
                  Qty: z.ZodMiniInt;
                  LineTotal: z.ZodMiniInt;
                  OrderedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedPieces: z.ZodMiniNullable<z.ZodMiniInt>;
                  Short: z.ZodMiniBoolean<boolean>;
                  WeightCredit: z.ZodMiniInt;
                  Refunded: z.ZodMiniInt;
                },
                z.core.$strip
              >
            >;
            RefundRequests: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  RefundId: z.ZodMiniInt;
                  Amount: z.ZodMiniInt;
                  Destination: z.ZodMiniEnum<{
                    Wallet: 'Wallet';
                    Source: 'Source';
                  }>;
                  Reason: z.ZodMiniString<string>;
                  CreatedAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Events: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  Status: z.ZodMiniString<string>;
                  At: z.iso.ZodMiniISODateTime;
                  Note: z.ZodMiniString<string>;
                  Source: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
                },
                z.core.$strip
              >
            >;
            CreatedAt: z.iso.ZodMiniISODateTime;
            UpdatedAt: z.iso.ZodMiniISODateTime;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly deliveryFailed: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniInt;
        reason: z.ZodMiniString<string>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Order: z.ZodMiniObject<
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
            UserId: z.ZodMiniInt;
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
            DeliveryMethodName: z.ZodMiniString<string>;
            Slot: z.ZodMiniNullable<
              z.ZodMiniObject<
                {
                  SlotId: z.ZodMiniString<string>;
                  StartsAt: z.iso.ZodMiniISODateTime;
                  EndsAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Total: z.ZodMiniInt;
            WalletUsed: z.ZodMiniInt;
            AmountPayable: z.ZodMiniInt;
            DeductedFromPayable: z.ZodMiniInt;
            Money: z.ZodMiniObject<
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
            Lines: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  LineId: z.ZodMiniInt;
                  ProductId: z.ZodMiniInt;
                  ProductName: z.ZodMiniString<string>;
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
                  UnitPrice: z.ZodMiniInt;
                  Qty: z.ZodMiniInt;
                  LineTotal: z.ZodMiniInt;
                  OrderedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedPieces: z.ZodMiniNullable<z.ZodMiniInt>;
                  Short: z.ZodMiniBoolean<boolean>;
                  WeightCredit: z.ZodMiniInt;
                  Refunded: z.ZodMiniInt;
                },
                z.core.$strip
              >
            >;
            RefundRequests: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  RefundId: z.ZodMiniInt;
                  Amount: z.ZodMiniInt;
                  Destination: z.ZodMiniEnum<{
                    Wallet: 'Wallet';
                    Source: 'Source';
                  }>;
                  Reason: z.ZodMiniString<string>;
                  CreatedAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Events: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  Status: z.ZodMiniString<string>;
                  At: z.iso.ZodMiniISODateTime;
                  Note: z.ZodMiniString<string>;
                  Source: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
                },
                z.core.$strip
              >
            >;
            CreatedAt: z.iso.ZodMiniISODateTime;
            UpdatedAt: z.iso.ZodMiniISODateTime;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly refundLine: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniInt;
        lineId: z.ZodMiniInt;
        reason: z.ZodMiniString<string>;
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
        Order: z.ZodMiniObject<
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
            UserId: z.ZodMiniInt;
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
            DeliveryMethodName: z.ZodMiniString<string>;
            Slot: z.ZodMiniNullable<
              z.ZodMiniObject<
                {
                  SlotId: z.ZodMiniString<string>;
                  StartsAt: z.iso.ZodMiniISODateTime;
                  EndsAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Total: z.ZodMiniInt;
            WalletUsed: z.ZodMiniInt;
            AmountPayable: z.ZodMiniInt;
            DeductedFromPayable: z.ZodMiniInt;
            Money: z.ZodMiniObject<
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
            Lines: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  LineId: z.ZodMiniInt;
                  ProductId: z.ZodMiniInt;
                  ProductName: z.ZodMiniString<string>;
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
                  UnitPrice: z.ZodMiniInt;
                  Qty: z.ZodMiniInt;
                  LineTotal: z.ZodMiniInt;
                  OrderedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedPieces: z.ZodMiniNullable<z.ZodMiniInt>;
                  Short: z.ZodMiniBoolean<boolean>;
                  WeightCredit: z.ZodMiniInt;
                  Refunded: z.ZodMiniInt;
                },
                z.core.$strip
              >
            >;
            RefundRequests: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  RefundId: z.ZodMiniInt;
                  Amount: z.ZodMiniInt;
                  Destination: z.ZodMiniEnum<{
                    Wallet: 'Wallet';
                    Source: 'Source';
                  }>;
                  Reason: z.ZodMiniString<string>;
                  CreatedAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Events: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  Status: z.ZodMiniString<string>;
                  At: z.iso.ZodMiniISODateTime;
                  Note: z.ZodMiniString<string>;
                  Source: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
                },
                z.core.$strip
              >
            >;
            CreatedAt: z.iso.ZodMiniISODateTime;
            UpdatedAt: z.iso.ZodMiniISODateTime;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly decideRefund: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniInt;
        refundId: z.ZodMiniInt;
        accept: z.ZodMiniBoolean<boolean>;
        reason: z.ZodMiniString<string>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Order: z.ZodMiniObject<
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
            UserId: z.ZodMiniInt;
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
            DeliveryMethodName: z.ZodMiniString<string>;
            Slot: z.ZodMiniNullable<
              z.ZodMiniObject<
                {
                  SlotId: z.ZodMiniString<string>;
                  StartsAt: z.iso.ZodMiniISODateTime;
                  EndsAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Total: z.ZodMiniInt;
            WalletUsed: z.ZodMiniInt;
            AmountPayable: z.ZodMiniInt;
            DeductedFromPayable: z.ZodMiniInt;
            Money: z.ZodMiniObject<
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
            Lines: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  LineId: z.ZodMiniInt;
                  ProductId: z.ZodMiniInt;
                  ProductName: z.ZodMiniString<string>;
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
                  UnitPrice: z.ZodMiniInt;
                  Qty: z.ZodMiniInt;
                  LineTotal: z.ZodMiniInt;
                  OrderedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
                  PackedPieces: z.ZodMiniNullable<z.ZodMiniInt>;
                  Short: z.ZodMiniBoolean<boolean>;
                  WeightCredit: z.ZodMiniInt;
                  Refunded: z.ZodMiniInt;
                },
                z.core.$strip
              >
            >;
            RefundRequests: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  RefundId: z.ZodMiniInt;
                  Amount: z.ZodMiniInt;
                  Destination: z.ZodMiniEnum<{
                    Wallet: 'Wallet';
                    Source: 'Source';
                  }>;
                  Reason: z.ZodMiniString<string>;
                  CreatedAt: z.iso.ZodMiniISODateTime;
                },
                z.core.$strip
              >
            >;
            Events: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  Status: z.ZodMiniString<string>;
                  At: z.iso.ZodMiniISODateTime;
                  Note: z.ZodMiniString<string>;
                  Source: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
                },
                z.core.$strip
              >
            >;
            CreatedAt: z.iso.ZodMiniISODateTime;
            UpdatedAt: z.iso.ZodMiniISODateTime;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly audit: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        orderId: z.ZodMiniOptional<z.ZodMiniNumber<unknown>>;
        pageNo: z.ZodMiniDefault<z.ZodMiniNumber<unknown>>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        PageNo: z.ZodMiniInt;
        TotalPages: z.ZodMiniInt;
        Entries: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              AuditId: z.ZodMiniInt;
              StaffId: z.ZodMiniInt;
              StaffName: z.ZodMiniString<string>;
              StaffEmail: z.ZodMiniString<string>;
              Action: z.ZodMiniString<string>;
              OrderId: z.ZodMiniNullable<z.ZodMiniInt>;
              Before: z.ZodMiniUnknown;
              After: z.ZodMiniUnknown;
              At: z.iso.ZodMiniISODateTime;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly catalog: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        search: z.ZodMiniOptional<z.ZodMiniString<string>>;
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
              Name: z.ZodMiniString<string>;
              CategoryName: z.ZodMiniString<string>;
              Price: z.ZodMiniInt;
              Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
              IsAvailable: z.ZodMiniBoolean<boolean>;
              Options: z.ZodMiniArray<
                z.ZodMiniObject<
                  {
                    RowId: z.ZodMiniInt;
                    Group: z.ZodMiniString<string>;
                    Label: z.ZodMiniString<string>;
                    PriceDelta: z.ZodMiniInt;
                    IsAvailable: z.ZodMiniBoolean<boolean>;
                    Stock: z.ZodMiniNullable<z.ZodMiniInt>;
                  },
                  z.core.$strip
                >
              >;
              UpdatedAt: z.iso.ZodMiniISODateTime;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >
  >;
  readonly catalogProduct: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        productId: z.ZodMiniNumber<unknown>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Product: z.ZodMiniObject<
          {
            ProductId: z.ZodMiniInt;
            Slug: z.ZodMiniString<string>;
            Name: z.ZodMiniString<string>;
            CategoryName: z.ZodMiniString<string>;
            Price: z.ZodMiniInt;
            Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
            IsAvailable: z.ZodMiniBoolean<boolean>;
            Options: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  RowId: z.ZodMiniInt;
                  Group: z.ZodMiniString<string>;
                  Label: z.ZodMiniString<string>;
                  PriceDelta: z.ZodMiniInt;
                  IsAvailable: z.ZodMiniBoolean<boolean>;
                  Stock: z.ZodMiniNullable<z.ZodMiniInt>;
                },
                z.core.$strip
              >
            >;
            UpdatedAt: z.iso.ZodMiniISODateTime;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >
  >;
  readonly saveCatalogProduct: OpsEndpointDefinition<
    z.ZodMiniObject<
      {
        productId: z.ZodMiniInt;
        price: z.ZodMiniOptional<z.ZodMiniInt>;
        isAvailable: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        options: z.ZodMiniDefault<
          z.ZodMiniArray<
            z.ZodMiniObject<
              {
                rowId: z.ZodMiniInt;
                priceDelta: z.ZodMiniOptional<z.ZodMiniInt>;
                isAvailable: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
                stock: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniInt>>;
              },
              z.core.$strict
            >
          >
        >;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        Product: z.ZodMiniObject<
          {
            ProductId: z.ZodMiniInt;
            Slug: z.ZodMiniString<string>;
            Name: z.ZodMiniString<string>;
            CategoryName: z.ZodMiniString<string>;
            Price: z.ZodMiniInt;
            Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
            IsAvailable: z.ZodMiniBoolean<boolean>;
            Options: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  RowId: z.ZodMiniInt;
                  Group: z.ZodMiniString<string>;
                  Label: z.ZodMiniString<string>;
                  PriceDelta: z.ZodMiniInt;
                  IsAvailable: z.ZodMiniBoolean<boolean>;
                  Stock: z.ZodMiniNullable<z.ZodMiniInt>;
                },
                z.core.$strip
              >
            >;
            UpdatedAt: z.iso.ZodMiniISODateTime;
          },
          z.core.$strip
        >;
        CacheState: z.ZodMiniString<string>;
      },
      z.core.$strip
    >
  >;
};
type OpsEndpoints = typeof opsEndpoints;
type OpsEndpointName = keyof OpsEndpoints;
type OpsRequestOf<N extends OpsEndpointName> = z.input<OpsEndpoints[N]['request']>;
type OpsReplyOf<N extends OpsEndpointName> = z.infer<OpsEndpoints[N]['reply']>;

/** As the shopper client's options; getToken answers the staff token from sign-in. */
type OpsClientOptions = Omit<ClientOptions, 'storage' | 'etagCache'>;
declare function createOpsClient(options: OpsClientOptions): {
  staff: {
    signIn: (request: OpsRequestOf<'staffSignIn'>) => Promise<{
      Token: string;
      ExpiresAt: string;
      Staff: {
        StaffId: number;
        Email: string;
        Name: string;
        Role: 'admin' | 'packer' | 'rider';
      };
    }>;
    /** Mails a one-time code (sandbox: shown at /sandbox); then signInWithCode. */
    sendCode: (request: OpsRequestOf<'staffSendCode'>) => Promise<{
      RequestId: string;
      ExpiresIn: number;
    }>;
    signInWithCode: (request: OpsRequestOf<'staffCodeSignIn'>) => Promise<{
      Token: string;
      ExpiresAt: string;
      Staff: {
        StaffId: number;
        Email: string;
        Name: string;
        Role: 'admin' | 'packer' | 'rider';
      };
    }>;
    /** Ends this token's session on the server (then drop the token). */
    signOut: () => Promise<{
      Success: boolean;
    }>;
    me: () => Promise<{
      Staff: {
        StaffId: number;
        Email: string;
        Name: string;
        Role: 'admin' | 'packer' | 'rider';
      };
    }>;
    list: () => Promise<{
      Members: {
        StaffId: number;
        Email: string;
        Name: string;
        Role: 'admin' | 'packer' | 'rider';
        Disabled: boolean;
      }[];
    }>;
    save: (request: OpsRequestOf<'saveStaff'>) => Promise<{
      Staff: {
        StaffId: number;
        Email: string;
        Name: string;
        Role: 'admin' | 'packer' | 'rider';
      };
    }>;
    setDisabled: (request: OpsRequestOf<'disableStaff'>) => Promise<{
      Staff: {
        StaffId: number;
        Email: string;
        Name: string;
        Role: 'admin' | 'packer' | 'rider';
      };
    }>;
  };
  orders: {
    list: (query?: OpsRequestOf<'orders'>) => Promise<{
      PageNo: number;
      TotalPages: number;
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
        CustomerName: string;
        PostalCode: string;
        Slot: {
          SlotId: string;
          StartsAt: string;
          EndsAt: string;
        } | null;
        Express: boolean;
        PayOnDelivery: boolean;
        RefundRequested: boolean;
        CreatedAt: string;
        UpdatedAt: string;
      }[];
    }>;
    get: (orderId: number) => Promise<{
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
        UserId: number;
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
        DeliveryMethodName: string;
        Slot: {
          SlotId: string;
          StartsAt: string;
          EndsAt: string;
        } | null;
        Total: number;
        WalletUsed: number;
        AmountPayable: number;
        DeductedFromPayable: number;
        Money: {
          Charged: number;
          Credited: number;
          Owed: number;
          Paid: number;
          Refunded: number;
          Due: number;
          Refundable: number;
        };
        Lines: {
          LineId: number;
          ProductId: number;
          ProductName: string;
          SelectedOptions: Record<
            string,
            {
              RowId: number;
              Label: string;
            }
          >;
          UnitPrice: number;
          Qty: number;
          LineTotal: number;
          OrderedGrams: number | null;
          PackedGrams: number | null;
          PackedPieces: number | null;
          Short: boolean;
          WeightCredit: number;
          Refunded: number;
        }[];
        RefundRequests: {
          RefundId: number;
          Amount: number;
          Destination: 'Wallet' | 'Source';
          Reason: string;
          CreatedAt: string;
        }[];
        Events: {
          Status: string;
          At: string;
          Note: string;
          Source?: string | null | undefined;
        }[];
        CreatedAt: string;
        UpdatedAt: string;
      };
    }>;
    confirm: (orderId: number) => Promise<{
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
        UserId: number;
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
        DeliveryMethodName: string;
        Slot: {
          SlotId: string;
          StartsAt: string;
          EndsAt: string;
        } | null;
        Total: number;
        WalletUsed: number;
        AmountPayable: number;
        DeductedFromPayable: number;
        Money: {
          Charged: number;
          Credited: number;
          Owed: number;
          Paid: number;
          Refunded: number;
          Due: number;
          Refundable: number;
        };
        Lines: {
          LineId: number;
          ProductId: number;
          ProductName: string;
          SelectedOptions: Record<
            string,
            {
              RowId: number;
              Label: string;
            }
          >;
          UnitPrice: number;
          Qty: number;
          LineTotal: number;
          OrderedGrams: number | null;
          PackedGrams: number | null;
          PackedPieces: number | null;
          Short: boolean;
          WeightCredit: number;
          Refunded: number;
        }[];
        RefundRequests: {
          RefundId: number;
          Amount: number;
          Destination: 'Wallet' | 'Source';
          Reason: string;
          CreatedAt: string;
        }[];
        Events: {
          Status: string;
          At: string;
          Note: string;
          Source?: string | null | undefined;
        }[];
        CreatedAt: string;
        UpdatedAt: string;
      };
    }>;
    startPacking: (orderId: number) => Promise<{
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
        UserId: number;
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
        DeliveryMethodName: string;
        Slot: {
          SlotId: string;
          StartsAt: string;
          EndsAt: string;
        } | null;
        Total: number;
        WalletUsed: number;
        AmountPayable: number;
        DeductedFromPayable: number;
        Money: {
          Charged: number;
          Credited: number;
          Owed: number;
          Paid: number;
          Refunded: number;
          Due: number;
          Refundable: number;
        };
        Lines: {
          LineId: number;
          ProductId: number;
          ProductName: string;
          SelectedOptions: Record<
            string,
            {
              RowId: number;
              Label: string;
            }
          >;
          UnitPrice: number;
          Qty: number;
          LineTotal: number;
          OrderedGrams: number | null;
          PackedGrams: number | null;
          PackedPieces: number | null;
          Short: boolean;
          WeightCredit: number;
          Refunded: number;
        }[];
        RefundRequests: {
          RefundId: number;
          Amount: number;
          Destination: 'Wallet' | 'Source';
          Reason: string;
          CreatedAt: string;
        }[];
        Events: {
          Status: string;
          At: string;
          Note: string;
          Source?: string | null | undefined;
        }[];
        CreatedAt: string;
        UpdatedAt: string;
      };
    }>;
    pack: (request: OpsRequestOf<'packOrder'>) => Promise<{
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
        UserId: number;
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
        DeliveryMethodName: string;
        Slot: {
          SlotId: string;
          StartsAt: string;
          EndsAt: string;
        } | null;
        Total: number;
        WalletUsed: number;
        AmountPayable: number;
        DeductedFromPayable: number;
        Money: {
          Charged: number;
          Credited: number;
          Owed: number;
          Paid: number;
          Refunded: number;
          Due: number;
          Refundable: number;
        };
        Lines: {
          LineId: number;
          ProductId: number;
          ProductName: string;
          SelectedOptions: Record<
            string,
            {
              RowId: number;
              Label: string;
            }
          >;
          UnitPrice: number;
          Qty: number;
          LineTotal: number;
          OrderedGrams: number | null;
          PackedGrams: number | null;
          PackedPieces: number | null;
          Short: boolean;
          WeightCredit: number;
          Refunded: number;
        }[];
        RefundRequests: {
          RefundId: number;
          Amount: number;
          Destination: 'Wallet' | 'Source';
          Reason: string;
          CreatedAt: string;
        }[];
        Events: {
          Status: string;
          At: string;
          Note: string;
          Source?: string | null | undefined;
        }[];
        CreatedAt: string;
        UpdatedAt: string;
      };
    }>;
    dispatch: (orderId: number) => Promise<{
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
        UserId: number;
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
        DeliveryMethodName: string;
        Slot: {
          SlotId: string;
          StartsAt: string;
          EndsAt: string;
        } | null;
        Total: number;
        WalletUsed: number;
        AmountPayable: number;
        DeductedFromPayable: number;
        Money: {
          Charged: number;
          Credited: number;
          Owed: number;
          Paid: number;
          Refunded: number;
          Due: number;
          Refundable: number;
        };
        Lines: {
          LineId: number;
          ProductId: number;
          ProductName: string;
          SelectedOptions: Record<
            string,
            {
              RowId: number;
              Label: string;
            }
          >;
          UnitPrice: number;
          Qty: number;
          LineTotal: number;
          OrderedGrams: number | null;
          PackedGrams: number | null;
          PackedPieces: number | null;
          Short: boolean;
          WeightCredit: number;
          Refunded: number;
        }[];
        RefundRequests: {
          RefundId: number;
          Amount: number;
          Destination: 'Wallet' | 'Source';
          Reason: string;
          CreatedAt: string;
        }[];
        Events: {
          Status: string;
          At: string;
          Note: string;
          Source?: string | null | undefined;
        }[];
        CreatedAt: string;
        UpdatedAt: string;
      };
    }>;
    deliver: (orderId: number) => Promise<{
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
        UserId: number;
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
        DeliveryMethodName: string;
        Slot: {
          SlotId: string;
          StartsAt: string;
          EndsAt: string;
        } | null;
        Total: number;
        WalletUsed: number;
        AmountPayable: number;
        DeductedFromPayable: number;
        Money: {
          Charged: number;
          Credited: number;
          Owed: number;
          Paid: number;
          Refunded: number;
          Due: number;
          Refundable: number;
        };
        Lines: {
          LineId: number;
          ProductId: number;
          ProductName: string;
          SelectedOptions: Record<
            string,
            {
              RowId: number;
              Label: string;
            }
          >;
          UnitPrice: number;
          Qty: number;
          LineTotal: number;
          OrderedGrams: number | null;
          PackedGrams: number | null;
          PackedPieces: number | null;
          Short: boolean;
          WeightCredit: number;
          Refunded: number;
        }[];
        RefundRequests: {
          RefundId: number;
          Amount: number;
          Destination: 'Wallet' | 'Source';
          Reason: string;
          CreatedAt: string;
        }[];
        Events: {
          Status: string;
          At: string;
          Note: string;
          Source?: string | null | undefined;
        }[];
        CreatedAt: string;
        UpdatedAt: string;
      };
    }>;
    collectPayment: (input: OpsRequestOf<'collectPayment'>) => Promise<{
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
        UserId: number;
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
        DeliveryMethodName: string;
        Slot: {
          SlotId: string;
          StartsAt: string;
          EndsAt: string;
        } | null;
        Total: number;
        WalletUsed: number;
        AmountPayable: number;
        DeductedFromPayable: number;
        Money: {
          Charged: number;
          Credited: number;
          Owed: number;
          Paid: number;
          Refunded: number;
          Due: number;
          Refundable: number;
        };
        Lines: {
          LineId: number;
          ProductId: number;
          ProductName: string;
          SelectedOptions: Record<
            string,
            {
              RowId: number;
              Label: string;
            }
          >;
          UnitPrice: number;
          Qty: number;
          LineTotal: number;
          OrderedGrams: number | null;
          PackedGrams: number | null;
          PackedPieces: number | null;
          Short: boolean;
          WeightCredit: number;
          Refunded: number;
        }[];
        RefundRequests: {
          RefundId: number;
          Amount: number;
          Destination: 'Wallet' | 'Source';
          Reason: string;
          CreatedAt: string;
        }[];
        Events: {
          Status: string;
          At: string;
          Note: string;
          Source?: string | null | undefined;
        }[];
        CreatedAt: string;
        UpdatedAt: string;
      };
    }>;
    deliveryFailed: (request: OpsRequestOf<'deliveryFailed'>) => Promise<{
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
        UserId: number;
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
        DeliveryMethodName: string;
        Slot: {
          SlotId: string;
          StartsAt: string;
          EndsAt: string;
        } | null;
        Total: number;
        WalletUsed: number;
        AmountPayable: number;
        DeductedFromPayable: number;
        Money: {
          Charged: number;
          Credited: number;
          Owed: number;
          Paid: number;
          Refunded: number;
          Due: number;
          Refundable: number;
        };
        Lines: {
          LineId: number;
          ProductId: number;
          ProductName: string;
          SelectedOptions: Record<
            string,
            {
              RowId: number;
              Label: string;
            }
          >;
          UnitPrice: number;
          Qty: number;
          LineTotal: number;
          OrderedGrams: number | null;
          PackedGrams: number | null;
          PackedPieces: number | null;
          Short: boolean;
          WeightCredit: number;
          Refunded: number;
        }[];
        RefundRequests: {
          RefundId: number;
          Amount: number;
          Destination: 'Wallet' | 'Source';
          Reason: string;
          CreatedAt: string;
        }[];
        Events: {
          Status: string;
          At: string;
          Note: string;
          Source?: string | null | undefined;
        }[];
        CreatedAt: string;
        UpdatedAt: string;
      };
    }>;
    refundLine: (request: OpsRequestOf<'refundLine'>) => Promise<{
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
        UserId: number;
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
        DeliveryMethodName: string;
        Slot: {
          SlotId: string;
          StartsAt: string;
          EndsAt: string;
        } | null;
        Total: number;
        WalletUsed: number;
        AmountPayable: number;
        DeductedFromPayable: number;
        Money: {
          Charged: number;
          Credited: number;
          Owed: number;
          Paid: number;
          Refunded: number;
          Due: number;
          Refundable: number;
        };
        Lines: {
          LineId: number;
          ProductId: number;
          ProductName: string;
          SelectedOptions: Record<
            string,
            {
              RowId: number;
              Label: string;
            }
          >;
          UnitPrice: number;
          Qty: number;
          LineTotal: number;
          OrderedGrams: number | null;
          PackedGrams: number | null;
          PackedPieces: number | null;
          Short: boolean;
          WeightCredit: number;
          Refunded: number;
        }[];
        RefundRequests: {
          RefundId: number;
          Amount: number;
          Destination: 'Wallet' | 'Source';
          Reason: string;
          CreatedAt: string;
        }[];
        Events: {
          Status: string;
          At: string;
          Note: string;
          Source?: string | null | undefined;
        }[];
        CreatedAt: string;
        UpdatedAt: string;
      };
    }>;
    decideRefund: (request: OpsRequestOf<'decideRefund'>) => Promise<{
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
        UserId: number;
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
        DeliveryMethodName: string;
        Slot: {
          SlotId: string;
          StartsAt: string;
          EndsAt: string;
        } | null;
        Total: number;
        WalletUsed: number;
        AmountPayable: number;
        DeductedFromPayable: number;
        Money: {
          Charged: number;
          Credited: number;
          Owed: number;
          Paid: number;
          Refunded: number;
          Due: number;
          Refundable: number;
        };
        Lines: {
          LineId: number;
          ProductId: number;
          ProductName: string;
          SelectedOptions: Record<
            string,
            {
              RowId: number;
              Label: string;
            }
          >;
          UnitPrice: number;
          Qty: number;
          LineTotal: number;
          OrderedGrams: number | null;
          PackedGrams: number | null;
          PackedPieces: number | null;
          Short: boolean;
          WeightCredit: number;
          Refunded: number;
        }[];
        RefundRequests: {
          RefundId: number;
          Amount: number;
          Destination: 'Wallet' | 'Source';
          Reason: string;
          CreatedAt: string;
        }[];
        Events: {
          Status: string;
          At: string;
          Note: string;
          Source?: string | null | undefined;
        }[];
        CreatedAt: string;
        UpdatedAt: string;
      };
    }>;
    audit: (orderId: number) => Promise<{
      PageNo: number;
      TotalPages: number;
      Entries: {
        AuditId: number;
        StaffId: number;
        StaffName: string;
        StaffEmail: string;
        Action: string;
        OrderId: number | null;
        Before: unknown;
        After: unknown;
        At: string;
      }[];
    }>;
  };
  audit: {
    /** The latest staff actions of every kind, newest first (an order's trail: orders.audit). */
    recent: (query?: { pageNo?: number }) => Promise<{
      PageNo: number;
      TotalPages: number;
      Entries: {
        AuditId: number;
        StaffId: number;
        StaffName: string;
        StaffEmail: string;
        Action: string;
        OrderId: number | null;
        Before: unknown;
        After: unknown;
        At: string;
      }[];
    }>;
  };
  catalog: {
    list: (query?: OpsRequestOf<'catalog'>) => Promise<{
      PageNo: number;
      TotalPages: number;
      Products: {
        ProductId: number;
        Slug: string;
        Name: string;
        CategoryName: string;
        Price: number;
        Mrp: number | null;
        IsAvailable: boolean;
        Options: {
          RowId: number;
          Group: string;
          Label: string;
          PriceDelta: number;
          IsAvailable: boolean;
          Stock: number | null;
        }[];
        UpdatedAt: string;
      }[];
    }>;
    get: (productId: number) => Promise<{
      Product: {
        ProductId: number;
        Slug: string;
        Name: string;
        CategoryName: string;
        Price: number;
        Mrp: number | null;
        IsAvailable: boolean;
        Options: {
          RowId: number;
          Group: string;
          Label: string;
          PriceDelta: number;
          IsAvailable: boolean;
          Stock: number | null;
        }[];
        UpdatedAt: string;
      };
    }>;
    save: (request: OpsRequestOf<'saveCatalogProduct'>) => Promise<{
      Product: {
        ProductId: number;
        Slug: string;
        Name: string;
        CategoryName: string;
        Price: number;
        Mrp: number | null;
        IsAvailable: boolean;
        Options: {
          RowId: number;
          Group: string;
          Label: string;
          PriceDelta: number;
          IsAvailable: boolean;
          Stock: number | null;
        }[];
        UpdatedAt: string;
      };
      CacheState: string;
    }>;
  };
};
type OpsClient = ReturnType<typeof createOpsClient>;

/**
 * Request and reply schemas of the store's operations API (/ops/v1): staff sign-in, the orders board,
 * the order lifecycle after payment (confirm, pack with weights, dispatch, deliver) and line refunds.
 * Exported from `@storefront/sdk/ops` only, so the shopper's bundle never carries them.
 */

declare const StaffRole: z.ZodMiniEnum<{
  admin: 'admin';
  packer: 'packer';
  rider: 'rider';
}>;
declare const StaffMember: z.ZodMiniObject<
  {
    StaffId: z.ZodMiniInt;
    Email: z.ZodMiniString<string>;
    Name: z.ZodMiniString<string>;
    Role: z.ZodMiniEnum<{
      admin: 'admin';
      packer: 'packer';
      rider: 'rider';
    }>;
  },
  z.core.$strip
>;
type StaffMember = z.infer<typeof StaffMember>;
/** POST /staff/sign-in */
declare const StaffSignInRequest: z.ZodMiniObject<
  {
    email: z.ZodMiniString<string>;
    password: z.ZodMiniString<string>;
  },
  z.core.$strict
>;
type StaffSignInRequest = z.input<typeof StaffSignInRequest>;
/**
 * POST /staff/send-code: mails a one-time sign-in code to a staff member's email (sandbox: shown at
 * /sandbox). Answers the same for an email no member has, so it never tells who is staff.
 */
declare const StaffSendCodeRequest: z.ZodMiniObject<
  {
    email: z.ZodMiniString<string>;
  },
  z.core.$strict
>;
type StaffSendCodeRequest = z.input<typeof StaffSendCodeRequest>;
declare const StaffCodeSentReply: z.ZodMiniObject<
  {
    RequestId: z.ZodMiniString<string>;
    ExpiresIn: z.ZodMiniInt;
  },
  z.core.$strip
>;
type StaffCodeSentReply = z.infer<typeof StaffCodeSentReply>;
/** POST /staff/sign-in-code: the code from the mail, once, before it expires. */
declare const StaffCodeSignInRequest: z.ZodMiniObject<
  {
    requestId: z.ZodMiniString<string>;
    code: z.ZodMiniString<string>;
  },
  z.core.$strict
>;
type StaffCodeSignInRequest = z.input<typeof StaffCodeSignInRequest>;
declare const StaffSessionReply: z.ZodMiniObject<
  {
    Token: z.ZodMiniString<string>;
    ExpiresAt: z.iso.ZodMiniISODateTime;
    Staff: z.ZodMiniObject<
      {
        StaffId: z.ZodMiniInt;
        Email: z.ZodMiniString<string>;
        Name: z.ZodMiniString<string>;
        Role: z.ZodMiniEnum<{
          admin: 'admin';
          packer: 'packer';
          rider: 'rider';
        }>;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type StaffSessionReply = z.infer<typeof StaffSessionReply>;
/** GET /staff/me */
declare const StaffMeReply: z.ZodMiniObject<
  {
    Staff: z.ZodMiniObject<
      {
        StaffId: z.ZodMiniInt;
        Email: z.ZodMiniString<string>;
        Name: z.ZodMiniString<string>;
        Role: z.ZodMiniEnum<{
          admin: 'admin';
          packer: 'packer';
          rider: 'rider';
        }>;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type StaffMeReply = z.infer<typeof StaffMeReply>;
/** GET /staff (admin): every member, disabled ones too. */
declare const StaffListReply: z.ZodMiniObject<
  {
    Members: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          StaffId: z.ZodMiniInt;
          Email: z.ZodMiniString<string>;
          Name: z.ZodMiniString<string>;
          Role: z.ZodMiniEnum<{
            admin: 'admin';
            packer: 'packer';
            rider: 'rider';
          }>;
          Disabled: z.ZodMiniBoolean<boolean>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type StaffListReply = z.infer<typeof StaffListReply>;
/** POST /staff/save (admin): creates a member, or sets the name, role and password of the one with that email. */
declare const SaveStaffRequest: z.ZodMiniObject<
  {
    email: z.ZodMiniString<string>;
    name: z.ZodMiniString<string>;
    role: z.ZodMiniEnum<{
      admin: 'admin';
      packer: 'packer';
      rider: 'rider';
    }>;
    password: z.ZodMiniString<string>;
  },
  z.core.$strict
>;
type SaveStaffRequest = z.input<typeof SaveStaffRequest>;
/** POST /staff/disable (admin): a disabled member cannot sign in, and their token stops working. */
declare const DisableStaffRequest: z.ZodMiniObject<
  {
    staffId: z.ZodMiniInt;
    disabled: z.ZodMiniBoolean<boolean>;
  },
  z.core.$strict
>;
type DisableStaffRequest = z.input<typeof DisableStaffRequest>;
/** GET /orders?status&date&area&pageNo; area: a pincode, or the start of one (e.g. "5600" for a zone). */
declare const OpsOrdersQuery: z.ZodMiniObject<
  {
    status: z.ZodMiniOptional<
      z.ZodMiniEnum<{
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
      }>
    >;
    date: z.ZodMiniOptional<z.ZodMiniString<string>>;
    area: z.ZodMiniOptional<z.ZodMiniString<string>>;
    refundRequested: z.ZodMiniOptional<z.ZodMiniLiteral<'yes'>>;
    pageNo: z.ZodMiniDefault<z.ZodMiniNumber<unknown>>;
  },
  z.core.$strict
>;
type OpsOrdersQuery = z.input<typeof OpsOrdersQuery>;
/** The delivery slot promised at checkout, for grouping the board; null for a method without slots. */
declare const OpsSlot: z.ZodMiniNullable<
  z.ZodMiniObject<
    {
      SlotId: z.ZodMiniString<string>;
      StartsAt: z.iso.ZodMiniISODateTime;
      EndsAt: z.iso.ZodMiniISODateTime;
    },
    z.core.$strip
  >
>;
type OpsSlot = z.infer<typeof OpsSlot>;
declare const OpsOrderSummary: z.ZodMiniObject<
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
    ItemCount: z.ZodMiniInt;
    CustomerName: z.ZodMiniString<string>;
    PostalCode: z.ZodMiniString<string>;
    Slot: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          SlotId: z.ZodMiniString<string>;
          StartsAt: z.iso.ZodMiniISODateTime;
          EndsAt: z.iso.ZodMiniISODateTime;
        },
        z.core.$strip
      >
    >;
    Express: z.ZodMiniBoolean<boolean>;
    PayOnDelivery: z.ZodMiniBoolean<boolean>;
    RefundRequested: z.ZodMiniBoolean<boolean>;
    CreatedAt: z.iso.ZodMiniISODateTime;
    UpdatedAt: z.iso.ZodMiniISODateTime;
  },
  z.core.$strip
>;
type OpsOrderSummary = z.infer<typeof OpsOrderSummary>;
declare const OpsOrdersReply: z.ZodMiniObject<
  {
    PageNo: z.ZodMiniInt;
    TotalPages: z.ZodMiniInt;
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
          ItemCount: z.ZodMiniInt;
          CustomerName: z.ZodMiniString<string>;
          PostalCode: z.ZodMiniString<string>;
          Slot: z.ZodMiniNullable<
            z.ZodMiniObject<
              {
                SlotId: z.ZodMiniString<string>;
                StartsAt: z.iso.ZodMiniISODateTime;
                EndsAt: z.iso.ZodMiniISODateTime;
              },
              z.core.$strip
            >
          >;
          Express: z.ZodMiniBoolean<boolean>;
          PayOnDelivery: z.ZodMiniBoolean<boolean>;
          RefundRequested: z.ZodMiniBoolean<boolean>;
          CreatedAt: z.iso.ZodMiniISODateTime;
          UpdatedAt: z.iso.ZodMiniISODateTime;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type OpsOrdersReply = z.infer<typeof OpsOrdersReply>;
/** A line as the packer sees it: what was ordered (net grams when the option names a weight) and packed. */
declare const OpsOrderLine: z.ZodMiniObject<
  {
    LineId: z.ZodMiniInt;
    ProductId: z.ZodMiniInt;
    ProductName: z.ZodMiniString<string>;
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
    UnitPrice: z.ZodMiniInt;
    Qty: z.ZodMiniInt;
    LineTotal: z.ZodMiniInt;
    OrderedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
    PackedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
    PackedPieces: z.ZodMiniNullable<z.ZodMiniInt>;
    Short: z.ZodMiniBoolean<boolean>;
    WeightCredit: z.ZodMiniInt;
    Refunded: z.ZodMiniInt;
  },
  z.core.$strip
>;
type OpsOrderLine = z.infer<typeof OpsOrderLine>;
/** A shopper's refund request (POST /create-refund) waiting for an admin's decision. */
declare const OpsRefundRequest: z.ZodMiniObject<
  {
    RefundId: z.ZodMiniInt;
    Amount: z.ZodMiniInt;
    Destination: z.ZodMiniEnum<{
      Wallet: 'Wallet';
      Source: 'Source';
    }>;
    Reason: z.ZodMiniString<string>;
    CreatedAt: z.iso.ZodMiniISODateTime;
  },
  z.core.$strip
>;
type OpsRefundRequest = z.infer<typeof OpsRefundRequest>;
/**
 * A timeline entry as staff see it: the shopper's entry, with who reported it (the gateway's webhook, the
 * shopper's app) and the gateway's own reason, which the shopper's timeline never shows.
 */
declare const OpsOrderEvent: z.ZodMiniObject<
  {
    Status: z.ZodMiniString<string>;
    At: z.iso.ZodMiniISODateTime;
    Note: z.ZodMiniString<string>;
    Source: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
  },
  z.core.$strip
>;
type OpsOrderEvent = z.infer<typeof OpsOrderEvent>;
declare const OpsOrderDetails: z.ZodMiniObject<
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
    UserId: z.ZodMiniInt;
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
    DeliveryMethodName: z.ZodMiniString<string>;
    Slot: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          SlotId: z.ZodMiniString<string>;
          StartsAt: z.iso.ZodMiniISODateTime;
          EndsAt: z.iso.ZodMiniISODateTime;
        },
        z.core.$strip
      >
    >;
    Total: z.ZodMiniInt;
    WalletUsed: z.ZodMiniInt;
    AmountPayable: z.ZodMiniInt;
    DeductedFromPayable: z.ZodMiniInt;
    Money: z.ZodMiniObject<
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
    Lines: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          LineId: z.ZodMiniInt;
          ProductId: z.ZodMiniInt;
          ProductName: z.ZodMiniString<string>;
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
          UnitPrice: z.ZodMiniInt;
          Qty: z.ZodMiniInt;
          LineTotal: z.ZodMiniInt;
          OrderedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
          PackedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
          PackedPieces: z.ZodMiniNullable<z.ZodMiniInt>;
          Short: z.ZodMiniBoolean<boolean>;
          WeightCredit: z.ZodMiniInt;
          Refunded: z.ZodMiniInt;
        },
        z.core.$strip
      >
    >;
    RefundRequests: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          RefundId: z.ZodMiniInt;
          Amount: z.ZodMiniInt;
          Destination: z.ZodMiniEnum<{
            Wallet: 'Wallet';
            Source: 'Source';
          }>;
          Reason: z.ZodMiniString<string>;
          CreatedAt: z.iso.ZodMiniISODateTime;
        },
        z.core.$strip
      >
    >;
    Events: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          Status: z.ZodMiniString<string>;
          At: z.iso.ZodMiniISODateTime;
          Note: z.ZodMiniString<string>;
          Source: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
        },
        z.core.$strip
      >
    >;
    CreatedAt: z.iso.ZodMiniISODateTime;
    UpdatedAt: z.iso.ZodMiniISODateTime;
  },
  z.core.$strip
>;
type OpsOrderDetails = z.infer<typeof OpsOrderDetails>;
declare const OpsOrderReply: z.ZodMiniObject<
  {
    Order: z.ZodMiniObject<
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
        UserId: z.ZodMiniInt;
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
        DeliveryMethodName: z.ZodMiniString<string>;
        Slot: z.ZodMiniNullable<
          z.ZodMiniObject<
            {
              SlotId: z.ZodMiniString<string>;
              StartsAt: z.iso.ZodMiniISODateTime;
              EndsAt: z.iso.ZodMiniISODateTime;
            },
            z.core.$strip
          >
        >;
        Total: z.ZodMiniInt;
        WalletUsed: z.ZodMiniInt;
        AmountPayable: z.ZodMiniInt;
        DeductedFromPayable: z.ZodMiniInt;
        Money: z.ZodMiniObject<
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
        Lines: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              LineId: z.ZodMiniInt;
              ProductId: z.ZodMiniInt;
              ProductName: z.ZodMiniString<string>;
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
              UnitPrice: z.ZodMiniInt;
              Qty: z.ZodMiniInt;
              LineTotal: z.ZodMiniInt;
              OrderedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
              PackedGrams: z.ZodMiniNullable<z.ZodMiniInt>;
              PackedPieces: z.ZodMiniNullable<z.ZodMiniInt>;
              Short: z.ZodMiniBoolean<boolean>;
              WeightCredit: z.ZodMiniInt;
              Refunded: z.ZodMiniInt;
            },
            z.core.$strip
          >
        >;
        RefundRequests: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              RefundId: z.ZodMiniInt;
              Amount: z.ZodMiniInt;
              Destination: z.ZodMiniEnum<{
                Wallet: 'Wallet';
                Source: 'Source';
              }>;
              Reason: z.ZodMiniString<string>;
              CreatedAt: z.iso.ZodMiniISODateTime;
            },
            z.core.$strip
          >
        >;
        Events: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              Status: z.ZodMiniString<string>;
              At: z.iso.ZodMiniISODateTime;
              Note: z.ZodMiniString<string>;
              Source: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
            },
            z.core.$strip
          >
        >;
        CreatedAt: z.iso.ZodMiniISODateTime;
        UpdatedAt: z.iso.ZodMiniISODateTime;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type OpsOrderReply = z.infer<typeof OpsOrderReply>;
declare const OpsOrderIdQuery: z.ZodMiniObject<
  {
    orderId: z.ZodMiniNumber<unknown>;
  },
  z.core.$strict
>;
type OpsOrderIdQuery = z.input<typeof OpsOrderIdQuery>;
/** Confirm, start packing, dispatch, deliver: the order only. */
declare const OpsOrderAction: z.ZodMiniObject<
  {
    orderId: z.ZodMiniInt;
  },
  z.core.$strict
>;
type OpsOrderAction = z.input<typeof OpsOrderAction>;
/**
 * One packed line: a weighed line's actual net grams (and how many pieces of meat), a line sold by the
 * piece (OrderedGrams null, e.g. eggs) by the pieces packed alone (0 to the quantity ordered; the missing
 * ones are credited at the unit price), or short (out of stock).
 */
declare const PackedLine: z.ZodMiniUnion<
  readonly [
    z.ZodMiniObject<
      {
        lineId: z.ZodMiniInt;
        grams: z.ZodMiniInt;
        pieces: z.ZodMiniOptional<z.ZodMiniInt>;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        lineId: z.ZodMiniInt;
        pieces: z.ZodMiniInt;
      },
      z.core.$strict
    >,
    z.ZodMiniObject<
      {
        lineId: z.ZodMiniInt;
        short: z.ZodMiniLiteral<true>;
      },
      z.core.$strict
    >,
  ]
>;
type PackedLine = z.input<typeof PackedLine>;
/** POST /orders/pack: every line of the order exactly once. */
declare const PackOrderRequest: z.ZodMiniObject<
  {
    orderId: z.ZodMiniInt;
    lines: z.ZodMiniArray<
      z.ZodMiniUnion<
        readonly [
          z.ZodMiniObject<
            {
              lineId: z.ZodMiniInt;
              grams: z.ZodMiniInt;
              pieces: z.ZodMiniOptional<z.ZodMiniInt>;
            },
            z.core.$strict
          >,
          z.ZodMiniObject<
            {
              lineId: z.ZodMiniInt;
              pieces: z.ZodMiniInt;
            },
            z.core.$strict
          >,
          z.ZodMiniObject<
            {
              lineId: z.ZodMiniInt;
              short: z.ZodMiniLiteral<true>;
            },
            z.core.$strict
          >,
        ]
      >
    >;
  },
  z.core.$strict
>;
type PackOrderRequest = z.input<typeof PackOrderRequest>;
/** POST /orders/delivery-failed */
declare const DeliveryFailedRequest: z.ZodMiniObject<
  {
    orderId: z.ZodMiniInt;
    reason: z.ZodMiniString<string>;
  },
  z.core.$strict
>;
type DeliveryFailedRequest = z.input<typeof DeliveryFailedRequest>;
/**
 * POST /orders/refund-line: what is left of a delivered line back to the shopper's wallet, or with
 * destination 'Source' to the original payment method (as far as the online payment has money left;
 * the rest to the wallet; refused for an order not paid online). A pay-on-delivery order not collected yet
 * is refunded off the amount to collect instead, whatever the destination.
 */
declare const RefundLineRequest: z.ZodMiniObject<
  {
    orderId: z.ZodMiniInt;
    lineId: z.ZodMiniInt;
    reason: z.ZodMiniString<string>;
    destination: z.ZodMiniOptional<
      z.ZodMiniEnum<{
        Wallet: 'Wallet';
        Source: 'Source';
      }>
    >;
  },
  z.core.$strict
>;
type RefundLineRequest = z.input<typeof RefundLineRequest>;
/**
 * POST /orders/decide-refund: an admin accepts a shopper's refund request (the money goes back at once: to
 * the online payment as far as it has money left, the rest to the wallet; never more than is left of the
 * order after weight credits and line refunds) or declines it, with the reason the shopper is told.
 */
declare const DecideRefundRequest: z.ZodMiniObject<
  {
    orderId: z.ZodMiniInt;
    refundId: z.ZodMiniInt;
    accept: z.ZodMiniBoolean<boolean>;
    reason: z.ZodMiniString<string>;
  },
  z.core.$strict
>;
type DecideRefundRequest = z.input<typeof DecideRefundRequest>;
declare const AuditEntry: z.ZodMiniObject<
  {
    AuditId: z.ZodMiniInt;
    StaffId: z.ZodMiniInt;
    StaffName: z.ZodMiniString<string>;
    StaffEmail: z.ZodMiniString<string>;
    Action: z.ZodMiniString<string>;
    OrderId: z.ZodMiniNullable<z.ZodMiniInt>;
    Before: z.ZodMiniUnknown;
    After: z.ZodMiniUnknown;
    At: z.iso.ZodMiniISODateTime;
  },
  z.core.$strip
>;
type AuditEntry = z.infer<typeof AuditEntry>;
/**
 * GET /audit?orderId&pageNo (admin): an order's trail, oldest first; without orderId the latest staff
 * actions of every kind (orders, staff, catalog), newest first, 50 a page.
 */
declare const AuditQuery: z.ZodMiniObject<
  {
    orderId: z.ZodMiniOptional<z.ZodMiniNumber<unknown>>;
    pageNo: z.ZodMiniDefault<z.ZodMiniNumber<unknown>>;
  },
  z.core.$strict
>;
type AuditQuery = z.input<typeof AuditQuery>;
declare const AuditReply: z.ZodMiniObject<
  {
    PageNo: z.ZodMiniInt;
    TotalPages: z.ZodMiniInt;
    Entries: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          AuditId: z.ZodMiniInt;
          StaffId: z.ZodMiniInt;
          StaffName: z.ZodMiniString<string>;
          StaffEmail: z.ZodMiniString<string>;
          Action: z.ZodMiniString<string>;
          OrderId: z.ZodMiniNullable<z.ZodMiniInt>;
          Before: z.ZodMiniUnknown;
          After: z.ZodMiniUnknown;
          At: z.iso.ZodMiniISODateTime;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type AuditReply = z.infer<typeof AuditReply>;
/** An option (one choice of a group, e.g. Weight: 1 kg) as staff edit it. */
declare const CatalogOption: z.ZodMiniObject<
  {
    RowId: z.ZodMiniInt;
    Group: z.ZodMiniString<string>;
    Label: z.ZodMiniString<string>;
    PriceDelta: z.ZodMiniInt;
    IsAvailable: z.ZodMiniBoolean<boolean>;
    Stock: z.ZodMiniNullable<z.ZodMiniInt>;
  },
  z.core.$strip
>;
type CatalogOption = z.infer<typeof CatalogOption>;
declare const CatalogProduct: z.ZodMiniObject<
  {
    ProductId: z.ZodMiniInt;
    Slug: z.ZodMiniString<string>;
    Name: z.ZodMiniString<string>;
    CategoryName: z.ZodMiniString<string>;
    Price: z.ZodMiniInt;
    Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
    IsAvailable: z.ZodMiniBoolean<boolean>;
    Options: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          RowId: z.ZodMiniInt;
          Group: z.ZodMiniString<string>;
          Label: z.ZodMiniString<string>;
          PriceDelta: z.ZodMiniInt;
          IsAvailable: z.ZodMiniBoolean<boolean>;
          Stock: z.ZodMiniNullable<z.ZodMiniInt>;
        },
        z.core.$strip
      >
    >;
    UpdatedAt: z.iso.ZodMiniISODateTime;
  },
  z.core.$strip
>;
type CatalogProduct = z.infer<typeof CatalogProduct>;
/** GET /catalog?search&pageNo (admin) */
declare const CatalogQuery: z.ZodMiniObject<
  {
    search: z.ZodMiniOptional<z.ZodMiniString<string>>;
    pageNo: z.ZodMiniDefault<z.ZodMiniNumber<unknown>>;
  },
  z.core.$strict
>;
type CatalogQuery = z.input<typeof CatalogQuery>;
declare const CatalogReply: z.ZodMiniObject<
  {
    PageNo: z.ZodMiniInt;
    TotalPages: z.ZodMiniInt;
    Products: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          ProductId: z.ZodMiniInt;
          Slug: z.ZodMiniString<string>;
          Name: z.ZodMiniString<string>;
          CategoryName: z.ZodMiniString<string>;
          Price: z.ZodMiniInt;
          Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
          IsAvailable: z.ZodMiniBoolean<boolean>;
          Options: z.ZodMiniArray<
            z.ZodMiniObject<
              {
                RowId: z.ZodMiniInt;
                Group: z.ZodMiniString<string>;
                Label: z.ZodMiniString<string>;
                PriceDelta: z.ZodMiniInt;
                IsAvailable: z.ZodMiniBoolean<boolean>;
                Stock: z.ZodMiniNullable<z.ZodMiniInt>;
              },
              z.core.$strip
            >
          >;
          UpdatedAt: z.iso.ZodMiniISODateTime;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
type CatalogReply = z.infer<typeof CatalogReply>;
/** GET /catalog/product?productId (admin) */
declare const CatalogProductQuery: z.ZodMiniObject<
  {
    productId: z.ZodMiniNumber<unknown>;
  },
  z.core.$strict
>;
type CatalogProductQuery = z.input<typeof CatalogProductQuery>;
declare const CatalogProductReply: z.ZodMiniObject<
  {
    Product: z.ZodMiniObject<
      {
        ProductId: z.ZodMiniInt;
        Slug: z.ZodMiniString<string>;
        Name: z.ZodMiniString<string>;
        CategoryName: z.ZodMiniString<string>;
        Price: z.ZodMiniInt;
        Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
        IsAvailable: z.ZodMiniBoolean<boolean>;
        Options: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              RowId: z.ZodMiniInt;
              Group: z.ZodMiniString<string>;
              Label: z.ZodMiniString<string>;
              PriceDelta: z.ZodMiniInt;
              IsAvailable: z.ZodMiniBoolean<boolean>;
              Stock: z.ZodMiniNullable<z.ZodMiniInt>;
            },
            z.core.$strip
          >
        >;
        UpdatedAt: z.iso.ZodMiniISODateTime;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
type CatalogProductReply = z.infer<typeof CatalogProductReply>;
/** One option's change; what is left out stays as it is. stock: null stops counting. */
declare const CatalogOptionChange: z.ZodMiniObject<
  {
    rowId: z.ZodMiniInt;
    priceDelta: z.ZodMiniOptional<z.ZodMiniInt>;
    isAvailable: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    stock: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniInt>>;
  },
  z.core.$strict
>;
type CatalogOptionChange = z.input<typeof CatalogOptionChange>;
/**
 * POST /catalog/product/save (admin): a product's base price and availability and its options' price,
 * availability and stock, in one change with one audit row; shoppers see it at once (the cache state moves).
 */
declare const SaveCatalogProductRequest: z.ZodMiniObject<
  {
    productId: z.ZodMiniInt;
    price: z.ZodMiniOptional<z.ZodMiniInt>;
    isAvailable: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    options: z.ZodMiniDefault<
      z.ZodMiniArray<
        z.ZodMiniObject<
          {
            rowId: z.ZodMiniInt;
            priceDelta: z.ZodMiniOptional<z.ZodMiniInt>;
            isAvailable: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            stock: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniInt>>;
          },
          z.core.$strict
        >
      >
    >;
  },
  z.core.$strict
>;
type SaveCatalogProductRequest = z.input<typeof SaveCatalogProductRequest>;
declare const SaveCatalogProductReply: z.ZodMiniObject<
  {
    Product: z.ZodMiniObject<
      {
        ProductId: z.ZodMiniInt;
        Slug: z.ZodMiniString<string>;
        Name: z.ZodMiniString<string>;
        CategoryName: z.ZodMiniString<string>;
        Price: z.ZodMiniInt;
        Mrp: z.ZodMiniNullable<z.ZodMiniInt>;
        IsAvailable: z.ZodMiniBoolean<boolean>;
        Options: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              RowId: z.ZodMiniInt;
              Group: z.ZodMiniString<string>;
              Label: z.ZodMiniString<string>;
              PriceDelta: z.ZodMiniInt;
              IsAvailable: z.ZodMiniBoolean<boolean>;
              Stock: z.ZodMiniNullable<z.ZodMiniInt>;
            },
            z.core.$strip
          >
        >;
        UpdatedAt: z.iso.ZodMiniISODateTime;
      },
      z.core.$strip
    >;
    CacheState: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
type SaveCatalogProductReply = z.infer<typeof SaveCatalogProductReply>;

export {
  AuditEntry,
  AuditQuery,
  AuditReply,
  CatalogOption,
  CatalogOptionChange,
  CatalogProduct,
  CatalogProductQuery,
  CatalogProductReply,
  CatalogQuery,
  CatalogReply,
  DecideRefundRequest,
  DeliveryFailedRequest,
  DisableStaffRequest,
  OPS_API_PREFIX,
  type OpsClient,
  type OpsClientOptions,
  type OpsEndpointDefinition,
  type OpsEndpointName,
  type OpsEndpoints,
  OpsOrderAction,
  OpsOrderDetails,
  OpsOrderEvent,
  OpsOrderIdQuery,
  OpsOrderLine,
  OpsOrderReply,
  OpsOrderSummary,
  OpsOrdersQuery,
  OpsOrdersReply,
  OpsRefundRequest,
  type OpsReplyOf,
  type OpsRequestOf,
  OpsSlot,
  PackOrderRequest,
  PackedLine,
  RefundLineRequest,
  SaveCatalogProductReply,
  SaveCatalogProductRequest,
  SaveStaffRequest,
  StaffCodeSentReply,
  StaffCodeSignInRequest,
  StaffListReply,
  StaffMeReply,
  StaffMember,
  StaffRole,
  StaffSendCodeRequest,
  StaffSessionReply,
  StaffSignInRequest,
  createOpsClient,
  opsEndpoints,
};
