#!/usr/bin/env node
// @ts-check
/**
 * Order-status notifier: an internal Node app that signs in as a shopper and follows one order, printing each
 * change of its status (the order's timeline, one line per move) until nothing more will happen to it.
 *
 *   STOREFRONT_URL=http://127.0.0.1:8080 SHOPPER_PHONE=9876543210 node notify.mjs [--order ID] [--every SECONDS]
 *
 * Sign-in is the sandbox's (a one-time code read from the sandbox inbox), so it runs against a server in
 * sandbox mode; see README.md. Exits 0 once the order is done (delivered or cancelled), 1 on a failure.
 */
import { parseArgs } from 'node:util';
import {
  MemoryStorage,
  createClient,
  createLoginOrchestrator,
  createSandboxHostedProvider,
  createSession,
  describeError,
  isApiError,
  orderStatusIs,
} from '@storefront/sdk';

const { values } = parseArgs({
  options: {
    order: { type: 'string' },
    every: { type: 'string', default: '10' },
  },
});
const baseUrl = process.env.STOREFRONT_URL ?? 'http://127.0.0.1:8080';
const phone = process.env.SHOPPER_PHONE ?? '9876543210';
const everyMs = Number(values.every) * 1000;
if (!(everyMs > 0)) fail('--every takes a number of seconds, e.g. --every 10');

/** Prints a failure in the SDK's words and stops. */
function fail(/** @type {unknown} */ error) {
  const text = typeof error === 'string' ? error : describeError(error).title;
  console.error(`notify: ${text}`);
  process.exit(1);
}

// The SDK keeps the signed-in user in the storage it is given (a Node app has no localStorage) and the
// bearer token in memory; every call of the client carries it.
const storage = new MemoryStorage();
const session = createSession(storage);
const client = createClient({
  baseUrl,
  getToken: () => session.getToken(),
  renewToken: (refused) => session.renewRefused(refused),
});
const login = createLoginOrchestrator({
  client,
  storage,
  session,
  providers: { hosted: createSandboxHostedProvider(client) },
});

/** Signs in with the sandbox's one-time code (the code an SMS would carry, read from the sandbox inbox). */
async function signIn() {
  const { isSandbox } = await login.loadConfig();
  if (!isSandbox) fail(`${baseUrl} is not in sandbox mode: sign in with your app's own provider`);
  const sentTo = await login.startHosted('Phone', phone);
  const inbox = await client.auth.sandbox.inbox();
  const code = inbox.Messages.find((message) => message.To === sentTo)?.Code;
  if (!code) fail(`no sandbox code was sent to ${sentTo}`);
  const { user } = await login.verifyHostedCode('Phone', code ?? '');
  console.log(`Signed in as ${user.PhoneNumber}`);
}

/** The order to follow: --order, else the shopper's newest order that is not done. */
async function orderToFollow() {
  if (values.order) return Number(values.order);
  const { Orders } = await client.orders.history({ pageNo: 1 });
  const open = Orders.find((order) => !orderStatusIs(order.Status, 'done'));
  if (!open) fail('this shopper has no order to follow (pass --order ID)');
  return open?.OrderId ?? 0;
}

/** The order's details; a session that ended (401, e.g. after its 15 minutes) signs in again. */
async function detailsOf(/** @type {number} */ orderId) {
  try {
    return await client.orders.details({ orderId });
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    await signIn();
    return client.orders.details({ orderId });
  }
}

const time = (/** @type {string} */ at) =>
  new Date(at).toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata', hour12: false });

async function follow(/** @type {number} */ orderId) {
  let printed = 0;
  for (;;) {
    const { OrderDetails: order } = await detailsOf(orderId);
    if (!order) return fail(`order ${orderId} is not one of this shopper's orders`);
    if (printed === 0) console.log(`Following ${order.OrderNumber} (${order.PaymentMethod})`);
    for (const event of order.Timeline.slice(printed))
      console.log(`${time(event.At)}  ${order.OrderNumber}  ${event.Status}  ${event.Note}`);
    printed = order.Timeline.length;
    if (orderStatusIs(order.Status, 'done')) {
      console.log(`${order.OrderNumber} is ${order.Status}: nothing more to follow.`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

try {
  await signIn();
  await follow(await orderToFollow());
} catch (error) {
  fail(error);
}
