/**
 * Configuration from environment variables, validated once at start-up.
 * Sandbox mode (the default) runs offline with fixed, clearly labelled dev secrets; production mode
 * refuses to start unless every secret is set to a real value.
 */
import {
  LOGIN_SERVICE_PROVIDERS,
  PAYMENT_GATEWAYS,
  isValidGstin,
  type LoginServiceProvider,
  type PaymentGateway,
} from '@storefront/sdk/core';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.js';

/** The made-up store sandbox mode prints on its tax documents (never accepted in production). */
const SANDBOX_STORE = {
  STORE_LEGAL_NAME: 'FreshCuts Sandbox Foods Private Limited',
  STORE_ADDRESS: 'No. 12, 80 Feet Road, Koramangala 4th Block|Bengaluru, Karnataka 560034',
  STORE_GSTIN: '29AAACF1234F1Z1',
} as const;

/** Dev-only secrets used in sandbox mode. Production refuses any value that starts with this prefix. */
const SANDBOX_PREFIX = 'sandbox-insecure-';
const sandboxDefaults = {
  SESSION_SECRET: `${SANDBOX_PREFIX}session-secret-0123456789abcdef`,
  PAYMENT_KEY_ID: 'rzp_sandbox_storefront',
  PAYMENT_KEY_SECRET: `${SANDBOX_PREFIX}payment-key-secret`,
  PAYMENT_WEBHOOK_SECRET: `${SANDBOX_PREFIX}payment-webhook-secret`,
} as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const coordinate = (min: number, max: number, fallback: number) =>
  z.coerce.number().min(min).max(max).default(fallback);

const EnvSchema = z.object({
  MODE: z.enum(['sandbox', 'production']).default('sandbox'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: optionalText,
  DATA_DIR: optionalText,
  WEB_DIST: optionalText,
  /**
   * The address shoppers reach the store at (scheme, host and port only), for the absolute links of
   * server-rendered pages, robots.txt and sitemap.xml. Unset: each request's own origin.
   */
  PUBLIC_BASE_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) address such as https://shop.example.in',
      })
      .transform((value) => new URL(value))
      .refine((url) => url.pathname === '/' && !url.search && !url.hash, {
        error: 'must be an origin only (no path, query or fragment)',
      })
      .transform((url) => url.origin)
      .optional(),
  ),
  SESSION_SECRET: optionalText,
  PAYMENT_KEY_ID: optionalText,
  PAYMENT_KEY_SECRET: optionalText,
  PAYMENT_WEBHOOK_SECRET: optionalText,
  /**
   * The gateway behind online payment: 'sandbox' (this server's own payment page; sandbox mode only) or
   * 'razorpay' (Razorpay Checkout in the page). Default: sandbox in sandbox mode, razorpay in production.
   */
  PAYMENT_GATEWAY: z.enum(PAYMENT_GATEWAYS).optional(),
  /** Razorpay's REST API and Checkout script (changed only to point at a local fake in tests). */
  PAYMENT_GATEWAY_API_URL: z.url().default('https://api.razorpay.com/v1'),
  PAYMENT_CHECKOUT_SCRIPT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  /**
   * Minutes an order waits for its online payment (from each payment attempt) before it is cancelled as
   * payment failed and its slot seat, wallet part and coupon are given back (docs/delivery.md).
   */
  PENDING_PAYMENT_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  LOGIN_SERVICE_PROVIDER: z.enum(LOGIN_SERVICE_PROVIDERS).default('otpless'),
  FIREBASE_PROJECT_ID: optionalText,
  FIREBASE_API_KEY: optionalText,
  FIREBASE_AUTH_DOMAIN: optionalText,
  FIREBASE_APP_ID: optionalText,
  FIREBASE_MESSAGING_SENDER_ID: optionalText,
  FIREBASE_VAPID_KEY: optionalText,
  FIREBASE_AUTH_EMULATOR_HOST: optionalText,
  OTPLESS_APP_ID: optionalText,
  OTPLESS_CLIENT_ID: optionalText,
  OTPLESS_CLIENT_SECRET: optionalText,
  GOOGLE_MAPS_KEY: optionalText,
  HERE_MAPS_KEY: optionalText,
  /**
   * The number a shopper's "Call" reaches while the order is out (docs/after-the-order.md): the store's
   * masked line that forwards to the rider, never a rider's own. Unset: no call button (sandbox: the
   * sandbox rider's made-up number).
   */
  RIDER_CALL_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'a phone number such as +91 80 4000 1234')
      .transform((value) => value.replace(/[ ()-]/g, ''))
      .optional(),
  ),
  CLARITY_PROJECT_ID: optionalText,
  SANDBOX_ADMIN_TOKEN: optionalText,
  /** Serves Pact's state-change URL, which empties the database: for contract verification only. */
  PACT_PROVIDER_STATES: z.enum(['true', 'false']).default('false'),
  NODE_ENV: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The store the deliveries start from (default: Koramangala, Bengaluru). */
  STORE_LATITUDE: coordinate(-90, 90, 12.9352),
  STORE_LONGITUDE: coordinate(-180, 180, 77.6245),
  DELIVERY_RADIUS_M: z.coerce.number().int().positive().default(15_000),
  /** Store hours in IST (HH:MM, 24-hour): delivery slots run between them (docs/delivery.md). */
  STORE_OPENS_AT: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'must be HH:MM')
    .default('08:00'),
  STORE_CLOSES_AT: z
    .string()
    .regex(/^([01][0-9]|2[0-4]):[0-5][0-9]$/, 'must be HH:MM')
    .default('22:00'),
  /** The byte cap of the in-process cache of public catalog and content replies (default 32 MiB). */
  CATALOG_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(32 * 1024 * 1024),
  /**
   * The store on its tax documents (docs/invoices.md): its legal name, its address (lines separated by
   * `|`) and its GSTIN, whose first two digits are the state it supplies from (CGST + SGST within it, IGST
   * beyond). Sandbox mode prints a made-up store (SANDBOX_STORE); production refuses to start without the
   * store's own, since every invoice it issues is a legal record that never changes.
   */
  STORE_LEGAL_NAME: z.string().trim().min(2).max(120).optional(),
  STORE_ADDRESS: z.string().trim().min(5).max(400).optional(),
  STORE_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      isValidGstin,
      'must be a GSTIN such as 29AAACF1234F1Z1 (state code, PAN, check character)',
    )
    .optional(),
  /**
   * The prefixes of the invoice and credit note series (1–3 capitals or digits, different), so a number
   * such as SF/26-27/000001 stays within GST's 16 characters.
   */
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/, 'must be 1–3 capitals or digits')
    .default('SF'),
  CREDIT_NOTE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/, 'must be 1–3 capitals or digits')
    .default('SFC'),
  /**
   * How far under the ordered net weight a packed line may be before the difference is credited to the
   * shopper's wallet, in percent (default 3).
   */
  WEIGHT_TOLERANCE_PERCENT: z.coerce.number().min(0).max(50).default(3),
  /** Pay on delivery (docs/api.md): offered at all, up to what amount, and to whom. */
  POD_ENABLED: z.enum(['true', 'false']).default('true'),
  POD_MAX_AMOUNT_RUPEES: z.coerce.number().int().min(0).default(2000),
  /** A shopper with this many pay-on-delivery orders refused at the door (last 90 days) pays online. */
  POD_MAX_REFUSALS: z.coerce.number().int().min(0).default(2),
  /**
   * FCM HTTP v1 service account (the JSON key, or a path to it). Unset: order updates are not pushed in
   * production, and the sandbox records them instead (shown at /sandbox).
   */
  FCM_SERVICE_ACCOUNT: optionalText,
  /**
   * Staff sign-in codes by mail (staff/mail.ts): an HTTP mail API taking JSON { from, to, subject, text }
   * with a bearer key (Resend's /emails shape). Unset: sandbox mode records the mails at /sandbox, and
   * production offers staff sign-in by password only.
   */
  MAIL_API_URL: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/\S+$/.test(value),
    'must be an http(s) URL',
  ),
  MAIL_API_KEY: optionalText,
  MAIL_FROM: z.string().default('FreshCuts store <no-reply@freshcuts.example>'),
  /** How long /readyz answers 503 after SIGTERM, with everything else still served, before closing. */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /**
   * The proxies whose X-Forwarded-For entries are believed: comma-separated addresses or CIDR ranges, or
   * the names loopback, linklocal and uniquelocal (default in production: those three, the private
   * networks a load balancer sits on; none in sandbox). The client address is the first entry, from the
   * right, that none of them wrote: what a client writes itself further left is never believed.
   */
  TRUSTED_PROXIES: optionalText,
});

export type Mode = 'sandbox' | 'production';

export interface Config {
  mode: Mode;
  isSandbox: boolean;
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** PGlite data directory; `memory://` keeps the database in memory. */
  dataDir: string;
  webDist: string;
  /** The store's public origin for absolute links (PUBLIC_BASE_URL); undefined: the request's origin. */
  publicBaseUrl: string | undefined;
  sessionSecret: string;
  payment: {
    gateway: PaymentGateway;
    keyId: string;
    keySecret: string;
    webhookSecret: string;
    apiUrl: string;
    checkoutScriptUrl: string;
    /** Minutes an attempt may stay unpaid before the order expires (payments/expiry.ts). */
    pendingTtlMinutes: number;
  };
  login: {
    provider: LoginServiceProvider;
    firebase: {
      projectId: string | undefined;
      apiKey: string | undefined;
      authDomain: string | undefined;
      appId: string | undefined;
      messagingSenderId: string | undefined;
      vapidKey: string | undefined;
      authEmulatorHost: string | undefined;
    };
    otpless: {
      appId: string | undefined;
      clientId: string | undefined;
      clientSecret: string | undefined;
    };
  };
  maps: { googleKey: string | undefined; hereKey: string | undefined };
  /** The masked line a shopper calls to reach the rider (RIDER_CALL_NUMBER), digits and a leading +. */
  riderCallNumber: string | undefined;
  clarityProjectId: string | undefined;
  sandboxAdminToken: string | undefined;
  /** POST /_pact/provider-states is served (sandbox only; never together with production). */
  providerStates: boolean;
  logLevel: Env['LOG_LEVEL'];
  store: {
    latitude: number;
    longitude: number;
    deliveryRadiusM: number;
    /** Store hours as minutes after IST midnight; slots fit between them. */
    opensAtMinute: number;
    closesAtMinute: number;
  };
  /** Byte cap of the public reply cache (catalog, configs, content). */
  catalogCacheMaxBytes: number;
  /** Packed weight tolerance in basis points (3 % = 300): a shortfall beyond it is credited. */
  weightToleranceBasisPoints: number;
  payOnDelivery: { enabled: boolean; maxAmount: number; maxRefusals: number };
  /** The FCM service account JSON (or a path to it); undefined: no FCM sender. */
  fcmServiceAccount: string | undefined;
  /** The mail API staff sign-in codes go out through; apiUrl undefined: none (sandbox records them). */
  mail: { apiUrl: string | undefined; apiKey: string | undefined; from: string };
  /** After SIGTERM: ms of answering 503 on /readyz (so the balancer takes the server out) before closing. */
  drainDelayMs: number;
  /** Addresses or ranges of the proxies whose X-Forwarded-For entries are believed (empty: none). */
  trustedProxies: string[];
  /** The store on its tax documents and their series' prefixes (docs/invoices.md). */
  invoicing: {
    legalName: string;
    /** The address, one printed line each. */
    address: string[];
    gstin: string;
    invoicePrefix: string;
    creditNotePrefix: string;
  };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

type Env = z.infer<typeof EnvSchema>;

/** The environment parsed by the schema, or a ConfigError listing every problem at once. */
function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** Store hours as minutes after midnight; closing must come after opening. */
function storeHoursOf(e: Env): { opensAtMinute: number; closesAtMinute: number } {
  const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const opensAtMinute = minuteOf(e.STORE_OPENS_AT);
  const closesAtMinute = Math.min(minuteOf(e.STORE_CLOSES_AT), 24 * 60);
  if (closesAtMinute <= opensAtMinute)
    throw new ConfigError('STORE_CLOSES_AT must be later in the day than STORE_OPENS_AT');
  return { opensAtMinute, closesAtMinute };
}

/** Production refuses to start without real secrets and the sign-in and mail settings it needs. */
function requireProductionSettings(e: Env): void {
  const problems: string[] = [];
  const requireSecret = (name: keyof typeof e, minLength = 16) => {
    const value = e[name];
    if (typeof value !== 'string') problems.push(`${name} is required in production`);
    else if (value.startsWith(SANDBOX_PREFIX)) problems.push(`${name} still has a sandbox value`);
    else if (value.length < minLength)
      problems.push(`${name} must be at least ${minLength} characters`);
  };
  requireSecret('SESSION_SECRET', 32);
  requireSecret('PAYMENT_KEY_ID', 8);
  requireSecret('PAYMENT_KEY_SECRET');
  requireSecret('PAYMENT_WEBHOOK_SECRET');
  if (e.LOGIN_SERVICE_PROVIDER === 'firebase') {
    if (!e.FIREBASE_PROJECT_ID)
      problems.push('FIREBASE_PROJECT_ID is required for Firebase sign-in');
    if (!e.FIREBASE_API_KEY) problems.push('FIREBASE_API_KEY is required for Firebase sign-in');
  } else {
    for (const name of ['OTPLESS_APP_ID', 'OTPLESS_CLIENT_ID', 'OTPLESS_CLIENT_SECRET'] as const)
      if (!e[name]) problems.push(`${name} is required for hosted OTP sign-in`);
  }
  if (e.MAIL_API_URL && !e.MAIL_API_KEY)
    problems.push('MAIL_API_KEY is required with MAIL_API_URL');
  for (const name of ['STORE_LEGAL_NAME', 'STORE_ADDRESS', 'STORE_GSTIN'] as const) {
    if (!e[name]) problems.push(`${name} is required in production (printed on every tax invoice)`);
    else if (e[name] === SANDBOX_STORE[name])
      problems.push(`${name} still has the sandbox store's value`);
  }
  if (problems.length > 0)
    throw new ConfigError(`Production mode refuses to start:\n  ${problems.join('\n  ')}`);
}

function paymentConfigOf(e: Env, isSandbox: boolean): Config['payment'] {
  return {
    gateway: e.PAYMENT_GATEWAY ?? (isSandbox ? 'sandbox' : 'razorpay'),
    apiUrl: e.PAYMENT_GATEWAY_API_URL.replace(/\/$/, ''),
    checkoutScriptUrl: e.PAYMENT_CHECKOUT_SCRIPT_URL,
    pendingTtlMinutes: e.PENDING_PAYMENT_TTL_MINUTES,
    keyId: e.PAYMENT_KEY_ID ?? sandboxDefaults.PAYMENT_KEY_ID,
    keySecret: e.PAYMENT_KEY_SECRET ?? sandboxDefaults.PAYMENT_KEY_SECRET,
    webhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? sandboxDefaults.PAYMENT_WEBHOOK_SECRET,
  };
}

function loginConfigOf(e: Env): Config['login'] {
  return {
    provider: e.LOGIN_SERVICE_PROVIDER,
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      apiKey: e.FIREBASE_API_KEY,
      authDomain: e.FIREBASE_AUTH_DOMAIN,
      appId: e.FIREBASE_APP_ID,
      messagingSenderId: e.FIREBASE_MESSAGING_SENDER_ID,
      vapidKey: e.FIREBASE_VAPID_KEY,
      authEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    },
    otpless: {
      appId: e.OTPLESS_APP_ID,
      clientId: e.OTPLESS_CLIENT_ID,
      clientSecret: e.OTPLESS_CLIENT_SECRET,
    },
  };
}

/** Reads and validates the environment. Throws ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const isSandbox = e.MODE === 'sandbox';
  const providerStates = e.PACT_PROVIDER_STATES === 'true';
  if (providerStates && (!isSandbox || e.NODE_ENV === 'production'))
    throw new ConfigError(
      'PACT_PROVIDER_STATES=true is refused with MODE=production or NODE_ENV=production: its state changes empty the database',
    );

  const { opensAtMinute, closesAtMinute } = storeHoursOf(e);

  if (!isSandbox && e.PAYMENT_GATEWAY === 'sandbox')
    throw new ConfigError(
      'PAYMENT_GATEWAY=sandbox is refused with MODE=production: its page marks orders paid without money',
    );

  if (!isSandbox) requireProductionSettings(e);

  return {
    mode: e.MODE,
    isSandbox,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ?? join(repoRoot, '.data', 'pglite'),
    webDist: resolve(repoRoot, e.WEB_DIST ?? join('packages', 'web', 'dist')),
    publicBaseUrl: e.PUBLIC_BASE_URL,
    sessionSecret: e.SESSION_SECRET ?? sandboxDefaults.SESSION_SECRET,
    payment: paymentConfigOf(e, isSandbox),
    login: loginConfigOf(e),
    maps: { googleKey: e.GOOGLE_MAPS_KEY, hereKey: e.HERE_MAPS_KEY },
    riderCallNumber: e.RIDER_CALL_NUMBER,
    clarityProjectId: e.CLARITY_PROJECT_ID,
    sandboxAdminToken: isSandbox ? e.SANDBOX_ADMIN_TOKEN : undefined,
    providerStates,
    logLevel: e.LOG_LEVEL,
    store: {
      latitude: e.STORE_LATITUDE,
      longitude: e.STORE_LONGITUDE,
      deliveryRadiusM: e.DELIVERY_RADIUS_M,
      opensAtMinute,
      closesAtMinute,
    },
    catalogCacheMaxBytes: e.CATALOG_CACHE_MAX_BYTES,
    drainDelayMs: e.DRAIN_DELAY_MS,
    trustedProxies: (e.TRUSTED_PROXIES ?? (isSandbox ? '' : 'loopback,linklocal,uniquelocal'))
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    weightToleranceBasisPoints: Math.round(e.WEIGHT_TOLERANCE_PERCENT * 100),
    payOnDelivery: {
      enabled: e.POD_ENABLED === 'true',
      maxAmount: e.POD_MAX_AMOUNT_RUPEES * 100,
      maxRefusals: e.POD_MAX_REFUSALS,
    },
    fcmServiceAccount: e.FCM_SERVICE_ACCOUNT,
    mail: { apiUrl: e.MAIL_API_URL, apiKey: e.MAIL_API_KEY, from: e.MAIL_FROM },
    invoicing: invoicingOf(e),
  };
}

/** The store's details for its tax documents; the two series must differ. */
function invoicingOf(e: Env): Config['invoicing'] {
  if (e.INVOICE_PREFIX === e.CREDIT_NOTE_PREFIX)
    throw new ConfigError('CREDIT_NOTE_PREFIX must differ from INVOICE_PREFIX');
  // Production has all three (requireProductionSettings); sandbox prints the made-up store where unset.
  return {
    legalName: e.STORE_LEGAL_NAME ?? SANDBOX_STORE.STORE_LEGAL_NAME,
    address: (e.STORE_ADDRESS ?? SANDBOX_STORE.STORE_ADDRESS)
      .split('|')
      .map((line) => line.trim())
      .filter(Boolean),
    gstin: e.STORE_GSTIN ?? SANDBOX_STORE.STORE_GSTIN,
    invoicePrefix: e.INVOICE_PREFIX,
    creditNotePrefix: e.CREDIT_NOTE_PREFIX,
  };
}

/** A sandbox configuration for tests: in-memory database, quiet logs; override what a test needs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      MODE: 'sandbox',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      DRAIN_DELAY_MS: '0',
    }),
    ...overrides,
  };
}
