/**
 * The hosted OTP service in production (LoginServiceProvider 'otpless', not sandbox): an adapter over
 * OTPless's headless web SDK, behind the SDK's HostedLoginProvider interface. The script
 * (https://otpless.com/v2/headless.js, with the server's OtpLessAppId as data-appid) is loaded only when a
 * hosted sign-in starts; it defines `window.OTPless`, built with the callback that receives the signed-in
 * user ({ token, identities: [{ identityType: 'EMAIL' | 'MOBILE', identityValue, name }] }). The token is
 * what the server checks with OTPless (POST auth/v1/validate/token). Phone and email send a code
 * (initiate, then verify); Google and WhatsApp are OAuth (initiate opens OTPless's page for that channel,
 * the callback follows).
 */
import type { HostedLoginProvider, HostedSession } from '@storefront/sdk';

export const OTPLESS_SCRIPT_URL = 'https://otpless.com/v2/headless.js';
export const OTPLESS_SCRIPT_ID = 'otpless-sdk';
/** Longer than this without the script: the sign-in fails ('Unable to sign-in!'). */
export const OTPLESS_LOAD_TIMEOUT_MS = 10_000;
/** India only: numbers are entered as 10 digits and sent with this country code. */
const COUNTRY_CODE = '+91';

export type OtplessRequest =
  | { channel: 'PHONE'; phone: string; countryCode: string; otp?: string }
  | { channel: 'EMAIL'; email: string; otp?: string }
  | { channel: 'OAUTH'; channelType: 'GOOGLE' | 'WHATSAPP' };

/** What initiate and verify resolve to. */
export interface OtplessResult {
  success?: boolean;
  statusCode?: number;
  response?: unknown;
}

export interface OtplessIdentity {
  identityType: string;
  identityValue: string;
  name?: string;
}

/** The user the SDK's callback receives once signed in. */
export interface OtplessUser {
  token?: string;
  identities?: OtplessIdentity[];
}

export interface OtplessHeadless {
  initiate(request: OtplessRequest): Promise<OtplessResult>;
  verify(request: OtplessRequest & { otp: string }): Promise<OtplessResult>;
}

/** `window.OTPless` as the script defines it. */
export type OtplessConstructor = new (callback: (user: OtplessUser) => void) => OtplessHeadless;

/** Loads the SDK for an app id and gives its constructor (injectable: tests and other hosts). */
export type OtplessLoader = (appId: string) => Promise<OtplessConstructor>;

export class OtplessError extends Error {
  override readonly name = 'OtplessError';
}

function globalOtpless(): OtplessConstructor | undefined {
  const value: unknown = Reflect.get(window, 'OTPless');
  return typeof value === 'function' ? (value as OtplessConstructor) : undefined;
}

/**
 * Adds the OTPless script (once) and resolves with `window.OTPless` when it has loaded. A script that
 * fails, loads without defining OTPless, or takes longer than `timeoutMs` rejects, and is removed so a
 * later sign-in tries again.
 */
export function loadOtplessScript(
  appId: string,
  { timeoutMs = OTPLESS_LOAD_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<OtplessConstructor> {
  const ready = globalOtpless();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const existing = document.getElementById(OTPLESS_SCRIPT_ID);
    const script =
      existing instanceof HTMLScriptElement ? existing : document.createElement('script');
    const finish = (error?: OtplessError) => {
      clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      const constructor = globalOtpless();
      if (!error && constructor) {
        resolve(constructor);
        return;
      }
      script.remove();
      reject(error ?? new OtplessError('The OTPless script did not define OTPless'));
    };
    const onLoad = () => finish();
    const onError = () => finish(new OtplessError('The OTPless script failed to load'));
    const timer = setTimeout(
      () => finish(new OtplessError('The OTPless script took too long to load')),
      timeoutMs,
    );
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    if (script !== existing) {
      script.id = OTPLESS_SCRIPT_ID;
      script.src = OTPLESS_SCRIPT_URL;
      script.async = true;
      script.dataset.appid = appId;
      document.head.appendChild(script);
    }
  });
}

/** A 10-digit Indian number from what the shopper typed or OTPless returned ('+91 98765 43210', '919876543210'). */
function localPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
}

function sessionOf(user: OtplessUser): HostedSession | null {
  if (!user.token) return null;
  const identities = user.identities ?? [];
  const find = (type: string) =>
    identities.find((identity) => identity.identityType.toUpperCase() === type);
  const email = find('EMAIL');
  const mobile = find('MOBILE');
  const name = email?.name ?? mobile?.name;
  return {
    token: user.token,
    email: email?.identityValue.trim().toLowerCase() ?? '',
    phoneNumber: mobile ? localPhone(mobile.identityValue) : '',
    ...(name ? { name } : {}),
  };
}

function check(result: OtplessResult | undefined, what: string): void {
  if (result && result.success === false) {
    throw new OtplessError(`OTPless refused to ${what} (${String(result.statusCode ?? '?')})`);
  }
}

export interface OtplessProviderOptions {
  /** The server's OtpLessAppId (read when a sign-in starts). */
  appId: () => string | Promise<string>;
  load?: OtplessLoader;
}

export function createOtplessProvider(options: OtplessProviderOptions): HostedLoginProvider {
  const load = options.load ?? ((appId: string) => loadOtplessScript(appId));
  let sdk: Promise<OtplessHeadless> | undefined;
  let session: HostedSession | null = null;
  /** The contact a code was sent to, for verify. */
  let awaiting: OtplessRequest | undefined;

  function headless(): Promise<OtplessHeadless> {
    sdk ??= (async () => {
      const appId = await options.appId();
      if (!appId) throw new OtplessError('No OTPless app id');
      const OTPless = await load(appId);
      return new OTPless((user) => {
        session = sessionOf(user);
      });
    })().catch((error: unknown) => {
      sdk = undefined;
      throw error;
    });
    return sdk;
  }

  return {
    async start(method, identity) {
      session = null;
      awaiting = undefined;
      let request: OtplessRequest;
      if (method === 'Google' || method === 'WhatsApp') {
        request = { channel: 'OAUTH', channelType: method === 'Google' ? 'GOOGLE' : 'WHATSAPP' };
      } else {
        const contact = identity?.trim() ?? '';
        if (!contact) throw new OtplessError(`No ${method === 'Phone' ? 'number' : 'email'}`);
        request =
          method === 'Phone'
            ? { channel: 'PHONE', phone: localPhone(contact), countryCode: COUNTRY_CODE }
            : { channel: 'EMAIL', email: contact };
      }
      const signin = await headless();
      check(await signin.initiate(request), 'start the sign-in');
      if (request.channel !== 'OAUTH') awaiting = request;
    },

    async verify(code) {
      if (!awaiting) throw new OtplessError('No code was sent');
      const signin = await headless();
      check(await signin.verify({ ...awaiting, otp: code }), 'verify the code');
      awaiting = undefined;
    },

    async getSession() {
      return session;
    },

    async signOut() {
      session = null;
      awaiting = undefined;
    },
  };
}
