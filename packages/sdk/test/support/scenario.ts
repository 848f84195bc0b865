/**
 * What an app does with the SDK on any JavaScript runtime, run by the tests of the packed package in plain
 * Node, in a web worker and under a React Native-like runtime (each copies this file next to the installed
 * package, so `@storefront/sdk` is the tarball's): sign in with the sandbox code through the login
 * orchestrator and a session kept in the storage the app injects, call with the session's bearer token, keep
 * a cart in that storage and read it back as after a restart, and see the SDK's typed errors for a 404 and
 * for a server that does not answer. The API is support/sandbox-api.ts.
 */
import {
  createCartStore,
  createClient,
  createIdempotencyKey,
  createLoginOrchestrator,
  createSandboxHostedProvider,
  createSession,
  describeError,
  isApiError,
  isNetworkError,
  type KeyValueStorage,
} from '@storefront/sdk';

export interface ScenarioEnvironment {
  /** The sandbox API (support/sandbox-api.ts). */
  baseUrl: string;
  /** An address where nothing answers. */
  deadUrl: string;
  /** The app's own storage, injected into the session, the login and the cart. */
  storage: KeyValueStorage;
  /** Every key and value the storage holds now. */
  dump(): Record<string, string>;
}

export type ScenarioResult = Awaited<ReturnType<typeof runScenario>>;

/** Which of the browser's globals the runtime has. */
function globalsPresent() {
  const names = ['window', 'document', 'localStorage', 'sessionStorage'] as const;
  return Object.fromEntries(names.map((name) => [name, name in globalThis])) as Record<
    (typeof names)[number],
    boolean
  >;
}

/** A storage in memory that can list what it holds (an app's own storage: a file, MMKV, IndexedDB, …). */
export function listingStorage(): Pick<ScenarioEnvironment, 'storage' | 'dump'> {
  const items = new Map<string, string>();
  return {
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, String(value)),
      removeItem: (key) => void items.delete(key),
    },
    dump: () => Object.fromEntries(items),
  };
}

async function signIn(env: ScenarioEnvironment) {
  const session = createSession(env.storage);
  const client = createClient({
    baseUrl: env.baseUrl,
    storage: env.storage,
    getToken: () => session.getToken(),
    renewToken: (refused) => session.renewRefused(refused),
    retry: { limit: 0 },
  });
  const login = createLoginOrchestrator({
    client,
    storage: env.storage,
    session,
    providers: { hosted: createSandboxHostedProvider(client) },
  });
  const options = await login.loadConfig();
  // Read as people type it; the phone-number library loads only now (a chunk of its own).
  const sentTo = await login.startHosted('Phone', '+91 98765 43210');
  const inbox = await client.auth.sandbox.inbox();
  const code = inbox.Messages.find((message) => message.To === sentTo)?.Code ?? '';
  const result = await login.verifyHostedCode('Phone', code);
  const profile = await client.profile.get();
  return { client, session, login, options, sentTo, result, profile };
}

export async function runScenario(env: ScenarioEnvironment) {
  const globals = globalsPresent();
  const { client, session, login, options, sentTo, result, profile } = await signIn(env);
  const token = await session.getToken();

  const cart = createCartStore(env.storage);
  cart.add({ ProductId: 3, ProductName: 'Chicken curry cut', ProductPrice: 24_900, Qty: 2 });
  cart.add({ ProductId: 5, ProductName: 'Mutton keema', ProductPrice: 39_900, Qty: 1 });
  // As after a restart: a new store and a new session over the same storage.
  const restoredCart = createCartStore(env.storage).getState();
  const restarted = createSession(env.storage);

  const notFound = await client.catalog.product({ productSlug: 'no-such-product' }).then(
    () => undefined,
    (error: unknown) => error,
  );
  const unreachable = await createClient({ baseUrl: env.deadUrl, retry: { limit: 0 } })
    .config.cacheState()
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  const stored = env.dump();

  return {
    globals,
    provider: options.provider,
    sentTo,
    user: result.user.Username,
    signedIn: session.getSnapshot().signedIn,
    loggedInNotice: login.consumeLoggedInNotice() ?? null,
    profile: profile.UserData.Username,
    storedKeys: Object.keys(stored).sort(),
    tokenStored: token !== undefined && JSON.stringify(stored).includes(token),
    cart: {
      lines: cart.getItems().length,
      subtotal: cart.getState().totals.subtotal,
      restoredLines: restoredCart.items.length,
      restoredSubtotal: restoredCart.totals.subtotal,
    },
    afterRestart: {
      knowsTheUser: restarted.hasStoredUser(),
      signedIn: restarted.getSnapshot().signedIn,
    },
    notFound: {
      isApiError: isApiError(notFound),
      status: isApiError(notFound) ? notFound.status : null,
      title: describeError(notFound).title,
    },
    unreachable: { isNetworkError: isNetworkError(unreachable) },
    idempotencyKey: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(
      createIdempotencyKey(),
    ),
  };
}
