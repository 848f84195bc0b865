/**
 * The Content-Security-Policy, built from the server's configuration: the store's own origin, plus the
 * hosts of each integration that is configured (payment gateway, sign-in provider, push, maps, analytics),
 * and nothing else. A store without Google Maps allows no Google Maps host; the sandbox, which runs every
 * integration itself, allows only its own origin. docs/security.md lists the hosts per configuration.
 */
import type { Config } from '../env.js';

export type SourceDirective =
  'scriptSrc' | 'connectSrc' | 'frameSrc' | 'imgSrc' | 'styleSrc' | 'fontSrc';

type Sources = Partial<Record<SourceDirective, readonly string[]>>;

export interface Integration {
  name: string;
  /** The hosts this integration needs, or null when the configuration does not use it. */
  sources(config: Config): Sources | null;
}

const originOf = (url: string) => new URL(url).origin;

const firebaseConfigured = (config: Config) =>
  Boolean(config.login.firebase.projectId && config.login.firebase.apiKey);

export const INTEGRATIONS: readonly Integration[] = [
  {
    // Razorpay Checkout: its script in the page (from the configured address, a test double in tests), its
    // payment form in a frame from Razorpay's API host, which the script also calls, its telemetry and logos
    // (razorpay.com's documented CSP list). The server's own calls (PAYMENT_GATEWAY_API_URL) are not the
    // page's business.
    name: 'Razorpay Checkout',
    sources: (config) =>
      config.payment.gateway !== 'razorpay'
        ? null
        : {
            scriptSrc: [originOf(config.payment.checkoutScriptUrl)],
            frameSrc: ['https://api.razorpay.com', originOf(config.payment.checkoutScriptUrl)],
            connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
            imgSrc: ['https://cdn.razorpay.com'],
          },
  },
  {
    // Firebase phone sign-in: the Auth REST API, its token service, the auth domain's helper frame and
    // the reCAPTCHA that guards phone sign-in. With the Auth emulator (tests, local runs), its plain-http host.
    name: 'Firebase sign-in',
    sources: (config) => {
      if (config.login.provider !== 'firebase' || !firebaseConfigured(config)) return null;
      const { projectId, authDomain, authEmulatorHost } = config.login.firebase;
      return {
        scriptSrc: ['https://apis.google.com', 'https://www.google.com', 'https://www.gstatic.com'],
        connectSrc: [
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
          'https://www.googleapis.com',
          ...(authEmulatorHost ? [`http://${authEmulatorHost}`] : []),
        ],
        frameSrc: [
          `https://${authDomain ?? `${projectId}.firebaseapp.com`}`,
          'https://www.google.com',
          'https://recaptcha.google.com',
        ],
      };
    },
  },
  {
    // Web push through Firebase Cloud Messaging: the installation and registration calls its SDK makes.
    name: 'Firebase Cloud Messaging',
    sources: (config) =>
      firebaseConfigured(config) &&
      config.login.firebase.vapidKey &&
      config.login.firebase.messagingSenderId
        ? {
            connectSrc: [
              'https://firebaseinstallations.googleapis.com',
              'https://fcmregistrations.googleapis.com',
              'https://fcm.googleapis.com',
            ],
          }
        : null,
  },
  {
    // The hosted OTP service's headless script and its API. The sandbox plays it with its own pages.
    name: 'OTPless sign-in',
    sources: (config) =>
      config.login.provider === 'otpless' && !config.isSandbox && config.login.otpless.appId
        ? {
            scriptSrc: ['https://otpless.com'],
            connectSrc: ['https://otpless.com', 'https://*.otpless.app'],
          }
        : null,
  },
  {
    // The Maps JavaScript API behind the address picker (Google's documented host list, https only).
    // A HERE key is used from the server only (maps/service.ts), so it needs nothing here.
    name: 'Google Maps',
    sources: (config) =>
      config.maps.googleKey
        ? {
            scriptSrc: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
            connectSrc: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
            imgSrc: [
              'https://maps.googleapis.com',
              'https://maps.gstatic.com',
              'https://*.googleusercontent.com',
              'https://*.ggpht.com',
            ],
            styleSrc: ['https://fonts.googleapis.com'],
            fontSrc: ['https://fonts.gstatic.com'],
          }
        : null,
  },
  {
    // Microsoft Clarity: its tag, its collector and the beacon image it falls back to.
    name: 'Microsoft Clarity',
    sources: (config) =>
      config.clarityProjectId
        ? {
            scriptSrc: ['https://www.clarity.ms', 'https://*.clarity.ms'],
            connectSrc: ['https://*.clarity.ms'],
            imgSrc: ['https://*.clarity.ms', 'https://c.bing.com'],
          }
        : null,
  },
];

const OWN_SOURCES: Record<SourceDirective, readonly string[]> = {
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  // Product photos are the store's own; data: and blob: for inline icons and photo previews.
  imgSrc: ["'self'", 'data:', 'blob:'],
  // React sets style attributes; no stylesheet is inline in the HTML.
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
};

/** The source lists of each directive for this configuration: own origin first, then each integration's. */
export function cspSources(config: Config): Record<SourceDirective, string[]> {
  const sources = Object.fromEntries(
    Object.entries(OWN_SOURCES).map(([directive, own]) => [directive, [...own]]),
  ) as Record<SourceDirective, string[]>;
  for (const integration of INTEGRATIONS) {
    const extra = integration.sources(config);
    if (!extra) continue;
    for (const [directive, hosts] of Object.entries(extra) as [SourceDirective, string[]][])
      for (const host of hosts)
        if (!sources[directive].includes(host)) sources[directive].push(host);
  }
  return sources;
}

/** The names of the integrations whose hosts the policy allows under this configuration. */
export const activeIntegrations = (config: Config) =>
  INTEGRATIONS.filter((integration) => integration.sources(config) !== null).map((i) => i.name);
