/**
 * Provider states of the Pact contracts (contracts/README.md), built in a real server's database.
 *
 * Every state starts from a fresh store: all tables are emptied (identities restarted) and the seed runs
 * again, so no state sees what an earlier one left behind. The business situation is then built through
 * the server's own v1 API (sandbox sign-in, addresses, checkout, sandbox payment, cancel-order) with
 * `app.inject`; only what the API cannot do for a shopper (delivering an order, selling out a product,
 * lowering the maximum order amount, breaking the sign-in service) is written to the database directly.
 *
 * Each handler answers the values the pacts' `fromProviderState` expressions read, and, for signed-in
 * states, the shopper's session (bearer token and refresh cookie) that the state-change reply hands to
 * the verifier (routes.ts).
 */
import { randomUUID } from 'node:crypto';
import { type EndpointName, type ReplyOf, type RequestOf, endpoints } from '@storefront/sdk';
import {
  ORDER_EVENT_KINDS,
  ORDER_MOVES,
  ORDER_MOVE_NAMES,
  canMove,
  type OrderEventKind,
  type OrderStatus,
} from '@storefront/sdk/core';
import { and, asc, count, eq, getTableName, gte, is, isNull, lte, or, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { REFRESH_COOKIE } from '../auth/session.js';
import { usedSignInTokens } from '../auth/tables.js';
import {
  categories,
  productOptionGroups,
  productOptionRows,
  products,
  reviews,
} from '../catalog/tables.js';
import { checkoutSettings, deliveryMethods, paymentMethods } from '../checkout/tables.js';
import { bumpCacheState } from '../config/settings.js';
import { upcomingSlots } from '../checkout/slots.js';
import { serverNow } from '../clock.js';
import type { Config } from '../env.js';
import type { Database } from '../db/index.js';
import * as schema from '../db/schema.js';
import { coupons } from '../offers/tables.js';
import { weightCredit } from '../operations/settlement.js';
import { packedLines } from '../orders/tables.js';
import { addOrderEvent, orderLinesOf } from '../orders/model.js';
import { orders } from '../orders/tables.js';
import { newSandboxId } from '../payments/gateway.js';
import { paymentSignature } from '../payments/signature.js';
import { editCatalogProduct } from '../operations/catalog.js';
import { sandboxPayments } from '../payments/tables.js';
import { seedDatabase } from '../seed/index.js';

/** A value handed to Pact for a `fromProviderState` expression. */
export type StateValue = string | number;

export interface ShopperSession {
  token: string;
  refreshToken: string;
  userId: number;
}

export interface StateOutcome {
  /** Injected by Pact into the request (`${orderId}`, `${productSlug}`, …). */
  values: Record<string, StateValue>;
  /** The signed-in shopper of the state, if any. */
  session: ShopperSession | null;
}

export interface ProviderContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
}

/** The refresh cookie's name, for a verifier that sends it (the SDK in Node keeps no cookies). */
export { REFRESH_COOKIE };

// ---- calling the server's own API ---------------------------------------------------------------

export class StateSetupError extends Error {
  override readonly name = 'StateSetupError';
}

/** One v1 call through app.inject, request and reply checked against the SDK's endpoint table. */
async function call<N extends EndpointName>(
  ctx: ProviderContext,
  name: N,
  input: RequestOf<N>,
  token?: string,
): Promise<ReplyOf<N>> {
  const endpoint = endpoints[name];
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (endpoint.idempotent) headers['idempotency-key'] = randomUUID();
  const isGet = endpoint.method === 'GET';
  const query = Object.fromEntries(
    Object.entries(input as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
  );
  const response = await ctx.app.inject({
    method: endpoint.method,
    url: `/v1${endpoint.path}`,
    headers,
    ...(isGet ? { query } : { payload: input as object }),
  });
  if (response.statusCode !== 200)
    throw new StateSetupError(`${name} answered ${response.statusCode}: ${response.body}`);
  return endpoint.reply.parse(response.json()) as ReplyOf<N>;
}

// ---- a fresh store ------------------------------------------------------------------------------

const SIGN_IN_DOWN_TRIGGER = 'provider_state_sign_in_down';

/** Every table of the server's schema, for a reset that keeps up with new domains. */
const allTables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

/** Empties every table, undoes what states changed outside the tables, and seeds the store again. */
export async function resetStore(db: Database): Promise<void> {
  await db.execute(
    sql.raw(
      `DROP TRIGGER IF EXISTS ${SIGN_IN_DOWN_TRIGGER} ON "${getTableName(usedSignInTokens)}"`,
    ),
  );
  await db.execute(sql.raw(`TRUNCATE ${allTables.join(', ')} RESTART IDENTITY CASCADE`));
  await seedDatabase(db);
}

// ---- the catalog values every state returns -----------------------------------------------------

export interface CatalogValues {
  productId: number;
  productSlug: string;
  configPriceId: number;
  /** Unit price in paise with that option row. */
  price: number;
  categorySlug: string;
  deliveryMethodId: number;
  paymentMethodId: number;
  /** The active slot delivery method, and its latest slot offered now (open, far from its cut-off). */
  slotDeliveryMethodId: number;
  slotId: string;
}

/**
 * An available product with exactly one option group (the pacts send one configPriceId per line) and at
 * least one review; its second option row when there is one, so the price includes an option delta.
 */
export async function catalogValues(db: Database, config: Config): Promise<CatalogValues> {
  const reviewed = db
    .select({ productId: reviews.productId, n: count().as('n') })
    .from(reviews)
    .groupBy(reviews.productId)
    .as('reviewed');
  const groupsPerProduct = db
    .select({ productId: productOptionGroups.productId, groups: count().as('groups') })
    .from(productOptionGroups)
    .groupBy(productOptionGroups.productId)
    .as('groups_per_product');
  const [product] = await db
    .select({
      id: products.id,
      slug: products.slug,
      price: products.price,
      categorySlug: categories.slug,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(reviewed, eq(reviewed.productId, products.id))
    .innerJoin(groupsPerProduct, eq(groupsPerProduct.productId, products.id))
    .where(and(eq(products.isAvailable, true), eq(groupsPerProduct.groups, 1)))
    .orderBy(asc(categories.position), asc(products.position))
    .limit(1);
  if (!product)
    throw new StateSetupError('the seed has no available, reviewed product with one option group');
  const rows = await db
    .select({ id: productOptionRows.id, delta: productOptionRows.priceDelta })
    .from(productOptionRows)
    .innerJoin(productOptionGroups, eq(productOptionGroups.id, productOptionRows.groupId))
    .where(
      and(eq(productOptionGroups.productId, product.id), eq(productOptionRows.isAvailable, true)),
    )
    .orderBy(asc(productOptionRows.position));
  const row = rows[1] ?? rows[0];
  if (!row) throw new StateSetupError(`product ${product.slug} has no available option row`);
  const [delivery] = await db
    .select({ id: deliveryMethods.id })
    .from(deliveryMethods)
    .where(eq(deliveryMethods.isActive, true))
    .orderBy(asc(deliveryMethods.position))
    .limit(1);
  const [payment] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.isActive, true))
    .orderBy(asc(paymentMethods.position))
    .limit(1);
  if (!delivery || !payment)
    throw new StateSetupError('the seed has no active delivery or payment method');
  const [slotMethod] = await db
    .select({ id: deliveryMethods.id })
    .from(deliveryMethods)
    .where(and(eq(deliveryMethods.isActive, true), eq(deliveryMethods.kind, 'Slot')))
    .orderBy(asc(deliveryMethods.position))
    .limit(1);
  const lastSlot = upcomingSlots(serverNow(config), config.store).at(-1);
  if (!slotMethod || !lastSlot)
    throw new StateSetupError('the seed has no active slot delivery method with a slot');
  return {
    productId: product.id,
    productSlug: product.slug,
    configPriceId: row.id,
    price: product.price + row.delta,
    categorySlug: product.categorySlug,
    deliveryMethodId: delivery.id,
    paymentMethodId: payment.id,
    slotDeliveryMethodId: slotMethod.id,
    slotId: lastSlot.slotId,
  };
}

/** An active, unexpired first-order coupon whose minimum a cart of `itemsTotal` meets. */
async function firstOrderCoupon(db: Database, itemsTotal: number): Promise<string> {
  const now = new Date();
  const [coupon] = await db
    .select({ code: coupons.code })
    .from(coupons)
    .where(
      and(
        eq(coupons.isActive, true),
        eq(coupons.firstOrderOnly, true),
        lte(coupons.minOrderValue, itemsTotal),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
        or(isNull(coupons.expiresAt), gte(coupons.expiresAt, now)),
      ),
    )
    .orderBy(asc(coupons.position))
    .limit(1);
  if (!coupon) throw new StateSetupError('the seed has no eligible first-order coupon');
  return coupon.code;
}

// ---- shoppers, addresses, orders ----------------------------------------------------------------

export const SANDBOX_PHONE = '9876543210';
const SHOPPER_NAME = 'Asha Rao';

/** Sends a sandbox sign-in code and reads it from the sandbox inbox. */
async function sendSandboxCode(ctx: ProviderContext, phoneNumber: string) {
  const sent = await call(ctx, 'sandboxOtpSend', { phoneNumber });
  const inbox = await call(ctx, 'sandboxOtpInbox', {});
  const code = inbox.Messages.find((message) => message.To === phoneNumber)?.Code;
  if (!code) throw new StateSetupError(`no sandbox code in the inbox for ${phoneNumber}`);
  return { requestId: sent.RequestId, code };
}

/** A sandbox proof of identity for /auth-users (a verified sandbox code). */
async function sandboxProof(ctx: ProviderContext, phoneNumber: string): Promise<string> {
  const { requestId, code } = await sendSandboxCode(ctx, phoneNumber);
  const verified = await call(ctx, 'sandboxOtpVerify', { requestId, code });
  return verified.Token;
}

/** Signs a shopper in through the sandbox flow and keeps the bearer token and refresh cookie. */
async function signIn(ctx: ProviderContext, phoneNumber = SANDBOX_PHONE): Promise<ShopperSession> {
  const idToken = await sandboxProof(ctx, phoneNumber);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/v1${endpoints.authUsers.path}`,
    payload: {
      username: SHOPPER_NAME,
      email: '',
      phoneNumber,
      loginUsing: 'Phone',
      loginService: 'otpless',
      idToken,
    } satisfies RequestOf<'authUsers'>,
  });
  if (response.statusCode !== 200)
    throw new StateSetupError(`authUsers answered ${response.statusCode}: ${response.body}`);
  const session = endpoints.authUsers.reply.parse(response.json());
  const refreshToken = response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value;
  if (!refreshToken) throw new StateSetupError('auth-users set no refresh cookie');
  return { token: session.Token, refreshToken, userId: session.UserData.UserId };
}

/** Addresses inside the delivery area (Indiranagar and Koramangala, Bengaluru). */
const ADDRESSES: RequestOf<'addAddress'>['AddressData'][] = [
  {
    fullName: SHOPPER_NAME,
    phoneNumber: SANDBOX_PHONE,
    addressLine1: '12, 4th Cross, Indiranagar',
    addressLine2: 'Near the metro station',
    landmark: 'Opposite the park',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560038',
    type: 'Home',
    latitude: 12.9719,
    longitude: 77.6412,
  },
  {
    fullName: SHOPPER_NAME,
    phoneNumber: SANDBOX_PHONE,
    addressLine1: '80 Feet Road, 6th Block, Koramangala',
    addressLine2: 'Second floor',
    landmark: 'Next to the bakery',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560095',
    type: 'Work',
    latitude: 12.9352,
    longitude: 77.6245,
  },
];

async function addAddress(ctx: ProviderContext, token: string, index: 0 | 1): Promise<number> {
  const added = await call(ctx, 'addAddress', { AddressData: ADDRESSES[index]! }, token);
  return added.Address.AddressId;
}

/** Places an order of `qty` × the catalog product, unpaid, through /checkout. */
async function placeOrder(
  ctx: ProviderContext,
  token: string,
  catalog: CatalogValues,
  addressId: number,
  qty = 2,
  slot?: { deliveryMethodId: number; slotId: string },
) {
  const { OrderData } = await call(
    ctx,
    'checkout',
    {
      addressId,
      deliveryMethodId: slot?.deliveryMethodId ?? catalog.deliveryMethodId,
      ...(slot ? { slotId: slot.slotId } : {}),
      paymentMethodId: catalog.paymentMethodId,
      useWallet: false,
      products: [
        {
          productId: catalog.productId,
          configPriceIds: [catalog.configPriceId],
          qty,
          price: catalog.price,
        },
      ],
    },
    token,
  );
  if (!OrderData.Payment) throw new StateSetupError('checkout started no gateway payment');
  return { orderId: OrderData.OrderId, payment: OrderData.Payment };
}

/**
 * What the sandbox gateway records and returns when the shopper pays its current attempt on the sandbox
 * page (payments/sandbox.ts), without the page's delayed webhook, so the order stays unpaid until the
 * interaction under test.
 */
async function payAtSandboxGateway(
  ctx: ProviderContext,
  gatewayOrderId: string,
  amount: number,
): Promise<{ paymentId: string; signature: string }> {
  const paymentId = newSandboxId('pay');
  await ctx.db
    .insert(sandboxPayments)
    .values({ paymentId, gatewayOrderId, amount, status: 'captured' });
  return {
    paymentId,
    signature: paymentSignature(ctx.config.payment.keySecret, gatewayOrderId, paymentId),
  };
}

/**
 * Places an order (in a slot when given) and pays it through the sandbox gateway and
 * /validate-payment-signature.
 */
async function placePaidOrder(
  ctx: ProviderContext,
  token: string,
  catalog: CatalogValues,
  addressId: number,
  slot?: { deliveryMethodId: number; slotId: string },
): Promise<number> {
  const { orderId, payment } = await placeOrder(ctx, token, catalog, addressId, 2, slot);
  const paid = await payAtSandboxGateway(ctx, payment.GatewayOrderId, payment.Amount);
  const validated = await call(ctx, 'validatePaymentSignature', { orderId, ...paid }, token);
  if (validated.OrderData.PaymentStatus !== 'Paid')
    throw new StateSetupError(`order ${orderId} is not paid after a valid signature`);
  return orderId;
}

// ---- the states ---------------------------------------------------------------------------------

type StateBuilder = (ctx: ProviderContext, catalog: CatalogValues) => Promise<StateOutcome>;

const signedOut = (values: Record<string, StateValue> = {}): StateOutcome => ({
  values,
  session: null,
});
const signedIn = (
  session: ShopperSession,
  values: Record<string, StateValue> = {},
): StateOutcome => ({ values: { userId: session.userId, ...values }, session });

/** A shopper with a saved (default) address. */
async function shopperWithAddress(ctx: ProviderContext) {
  const session = await signIn(ctx);
  const addressId = await addAddress(ctx, session.token, 0);
  return { session, addressId };
}

/** Handlers keyed by the exact state strings of the pacts. */
/**
 * The statuses the store's staff move a placed order through until it reaches `last`, one move of the
 * lifecycle table (ORDER_MOVES) after another: how a state's order gets there without a staff call.
 */
function staffPathTo(last: OrderStatus): StaffMoveStatus[] {
  const path: StaffMoveStatus[] = [];
  let status: OrderStatus = 'Placed';
  while (status !== last) {
    const move = ORDER_MOVE_NAMES.find((name) => canMove(name, status));
    if (!move) throw new Error(`No staff move leads from Placed to ${last}`);
    status = ORDER_MOVES[move].to;
    if (!isStaffMoveStatus(status)) throw new Error(`No timeline entry for a move to ${status}`);
    path.push(status);
  }
  return path;
}

/**
 * A status a staff move on the way to delivery ends in names its timeline entry's kind (the lifecycle's and
 * the records' own words, in the SDK core); a failed delivery, which carries a reason, is not on the way.
 */
type StaffMoveStatus = Exclude<Extract<OrderStatus, OrderEventKind>, 'DeliveryFailed'>;
const isStaffMoveStatus = (status: OrderStatus): status is StaffMoveStatus =>
  status !== 'DeliveryFailed' && (ORDER_EVENT_KINDS as readonly string[]).includes(status);

const moveEvent = (status: StaffMoveStatus) => ({ kind: status, values: {} });

export const providerStates: Record<string, StateBuilder> = {
  'the store is open with a seeded catalog': async () => signedOut(),

  'a shopper with a sandbox code sent to 9876543210': async (ctx) =>
    signedOut(await sendSandboxCode(ctx, SANDBOX_PHONE)),

  'a shopper who verified a sandbox code for 9876543210': async (ctx) =>
    signedOut({ idToken: await sandboxProof(ctx, SANDBOX_PHONE) }),

  /** A well-formed proof, and the server's proof check fails inside (its store refuses every write). */
  'the sign-in service is failing': async (ctx) => {
    const idToken = await sandboxProof(ctx, SANDBOX_PHONE);
    await ctx.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION ${SIGN_IN_DOWN_TRIGGER}() RETURNS trigger
        LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'sign-in service unavailable'; END $$`),
    );
    await ctx.db.execute(
      sql.raw(`CREATE TRIGGER ${SIGN_IN_DOWN_TRIGGER} BEFORE INSERT ON "${getTableName(usedSignInTokens)}"
        FOR EACH ROW EXECUTE FUNCTION ${SIGN_IN_DOWN_TRIGGER}()`),
    );
    return signedOut({ idToken });
  },

  'a signed-in shopper with no orders': async (ctx, catalog) => {
    const session = await signIn(ctx);
    return signedIn(session, { couponCode: await firstOrderCoupon(ctx.db, 2 * catalog.price) });
  },

  'a signed-in shopper with two saved addresses': async (ctx) => {
    const session = await signIn(ctx);
    const first = await addAddress(ctx, session.token, 0);
    const second = await addAddress(ctx, session.token, 1);
    await call(ctx, 'setDefaultAddress', { addressId: first }, session.token);
    return signedIn(session, { addressId: second });
  },

  'a signed-in shopper with a paid order': async (ctx, catalog) => {
    const { session, addressId } = await shopperWithAddress(ctx);
    const orderId = await placePaidOrder(ctx, session.token, catalog, addressId);
    return signedIn(session, { addressId, orderId });
  },

  /** Paid, in the slot before the latest one offered; `slotId` is the latest, free to move into. */
  'a signed-in shopper with a paid order in a delivery slot': async (ctx, catalog) => {
    const { session, addressId } = await shopperWithAddress(ctx);
    const earlier = upcomingSlots(serverNow(ctx.config), ctx.config.store).at(-2);
    if (!earlier) throw new StateSetupError('the store offers fewer than two slots');
    const orderId = await placePaidOrder(ctx, session.token, catalog, addressId, {
      deliveryMethodId: catalog.slotDeliveryMethodId,
      slotId: earlier.slotId,
    });
    return signedIn(session, { addressId, orderId, slotId: catalog.slotId });
  },

  'a signed-in shopper with a delivered order': async (ctx, catalog) => {
    const { session, addressId } = await shopperWithAddress(ctx);
    const orderId = await placePaidOrder(ctx, session.token, catalog, addressId);
    // The store delivers it: no shopper call does that, so the order moves on in the database.
    for (const status of staffPathTo('Delivered')) {
      await ctx.db
        .update(orders)
        .set({ status, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
      await addOrderEvent(ctx.db, orderId, status, moveEvent(status));
    }
    const [line] = await orderLinesOf(ctx.db, orderId);
    if (!line) throw new StateSetupError('the delivered order has no line');
    return signedIn(session, { addressId, orderId, lineId: line.id });
  },

  'a signed-in shopper with an order packed under weight': async (ctx, catalog) => {
    const { session, addressId } = await shopperWithAddress(ctx);
    const orderId = await placePaidOrder(ctx, session.token, catalog, addressId);
    // The store packs each line 10 % light (no shopper call does that): the settlement rows as packing
    // writes them, the credit by the operations domain's own rule.
    for (const line of await orderLinesOf(ctx.db, orderId)) {
      const orderedGrams = 500 * line.qty;
      const packedGrams = orderedGrams - orderedGrams / 10;
      await ctx.db.insert(packedLines).values({
        orderLineId: line.id,
        orderId,
        orderedGrams,
        packedGrams,
        packedPieces: 6,
        weightCredit: weightCredit({
          lineTotal: line.lineTotal,
          orderedGrams,
          packedGrams,
          short: false,
          toleranceBasisPoints: 300,
        }),
      });
    }
    for (const status of staffPathTo('Packed')) {
      await ctx.db
        .update(orders)
        .set({ status, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
      await addOrderEvent(ctx.db, orderId, status, moveEvent(status));
    }
    return signedIn(session, { addressId, orderId });
  },

  'a signed-in shopper with an order awaiting payment': async (ctx, catalog) => {
    const { session, addressId } = await shopperWithAddress(ctx);
    const { orderId, payment } = await placeOrder(ctx, session.token, catalog, addressId);
    const paid = await payAtSandboxGateway(ctx, payment.GatewayOrderId, payment.Amount);
    return signedIn(session, { addressId, orderId, ...paid });
  },

  'a signed-in shopper with an order awaiting payment that the gateway has not captured': async (
    ctx,
    catalog,
  ) => {
    const { session, addressId } = await shopperWithAddress(ctx);
    const { orderId } = await placeOrder(ctx, session.token, catalog, addressId);
    return signedIn(session, { addressId, orderId, paymentId: newSandboxId('pay') });
  },

  'a signed-in shopper with more than one page of orders': async (ctx, catalog) => {
    const { session, addressId } = await shopperWithAddress(ctx);
    for (let i = 0; i < 11; i++) await placeOrder(ctx, session.token, catalog, addressId, 1);
    return signedIn(session, { addressId });
  },

  'a signed-in shopper with a refunded order': async (ctx, catalog) => {
    const { session, addressId } = await shopperWithAddress(ctx);
    const orderId = await placePaidOrder(ctx, session.token, catalog, addressId);
    const cancelled = await call(
      ctx,
      'cancelOrder',
      { orderId, reason: 'Ordered by mistake' },
      session.token,
    );
    if (cancelled.Error) throw new StateSetupError(`order ${orderId} could not be cancelled`);
    const { Refund } = await call(ctx, 'lastRefund', {}, session.token);
    if (!Refund) throw new StateSetupError(`cancelling order ${orderId} made no refund`);
    return signedIn(session, { addressId, orderId, refundId: Refund.RefundId });
  },

  'a signed-in shopper whose cart has an item that is sold out': async (ctx, catalog) => {
    const { session, addressId } = await shopperWithAddress(ctx);
    await ctx.db
      .update(products)
      .set({ isAvailable: false, updatedAt: new Date() })
      .where(eq(products.id, catalog.productId));
    return signedIn(session, { addressId });
  },

  /** The option row `configPriceId` sold out through the catalog edit, and a "Notify me" for it. */
  'a signed-in shopper waiting for a sold-out product option': async (ctx, catalog) => {
    const session = await signIn(ctx);
    await editCatalogProduct(
      ctx.db,
      catalog.productId,
      { options: [{ rowId: catalog.configPriceId, isAvailable: false }] },
      null,
    );
    await call(
      ctx,
      'notifyWhenAvailable',
      { productId: catalog.productId, configPriceIds: [catalog.configPriceId] },
      session.token,
    );
    return signedIn(session);
  },

  'a signed-in shopper whose cart is above the maximum order amount': async (ctx, catalog) => {
    const { session, addressId } = await shopperWithAddress(ctx);
    await ctx.db
      .update(checkoutSettings)
      .set({ maxOrderAmount: 5 * catalog.price })
      .where(eq(checkoutSettings.id, 1));
    return signedIn(session, { addressId });
  },
};

// ---- one state change ---------------------------------------------------------------------------

export function hasProviderState(state: string): boolean {
  return Object.hasOwn(providerStates, state);
}

/**
 * Resets the store and builds the state; answers the catalog values, the state's own values and the
 * shopper's session. Throws StateSetupError for a state without a handler.
 */
export async function setUpProviderState(
  ctx: ProviderContext,
  state: string,
): Promise<StateOutcome> {
  const build = hasProviderState(state) ? providerStates[state] : undefined;
  if (!build) throw new StateSetupError(`no handler for the provider state '${state}'`);
  await resetStore(ctx.db);
  const catalog = await catalogValues(ctx.db, ctx.config);
  const outcome = await build(ctx, catalog);
  // The seed restores the seed's cache state and some states change products in place: a fresh state
  // makes every app instance drop the replies it cached from the previous store.
  await bumpCacheState(ctx.db);
  return { values: { ...catalog, ...outcome.values }, session: outcome.session };
}
