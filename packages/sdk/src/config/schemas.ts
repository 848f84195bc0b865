import * as z from 'zod/mini';
import {
  FIREBASE_LOGIN_METHODS,
  HOSTED_LOGIN_METHODS,
  LOGIN_SERVICE_PROVIDERS,
} from '../core/index.js';

export const LoginServiceProvider = z.enum(LOGIN_SERVICE_PROVIDERS);
export type LoginServiceProvider = z.infer<typeof LoginServiceProvider>;

export const FirebaseLoginMethod = z.enum(FIREBASE_LOGIN_METHODS);
export type FirebaseLoginMethod = z.infer<typeof FirebaseLoginMethod>;

export const HostedLoginMethod = z.enum(HOSTED_LOGIN_METHODS);
export type HostedLoginMethod = z.infer<typeof HostedLoginMethod>;

/** GET /get-firebaseAndOtplessLoginConfig */
export const LoginConfigReply = z.object({
  Config: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    appId: z.string(),
    messagingSenderId: z.string(),
    vapId: z.string(),
    /** Set only when the server verifies tokens of a Firebase Auth emulator (tests, local runs). */
    authEmulatorUrl: z.optional(z.string()),
  }),
  LoginServiceProvider,
  OtpLessAppId: z.string(),
  FirebaseAllowedLoginMethods: z.array(FirebaseLoginMethod),
  /** Hosted-service methods offered; in sandbox mode the server's sandbox sign-in serves them. */
  OtpLessAllowedLoginMethods: z.array(HostedLoginMethod),
  IsSandbox: z.boolean(),
});
export type LoginConfigReply = z.infer<typeof LoginConfigReply>;

/** GET /get-clarity-project-id: null when no behaviour analytics is configured. */
export const ClarityProjectIdReply = z.object({ ProjectId: z.nullable(z.string()) });
export type ClarityProjectIdReply = z.infer<typeof ClarityProjectIdReply>;

/** GET /get-store-configs */
export const StoreConfigsReply = z.object({
  StoreConfigs: z.object({
    storeName: z.string(),
    storeLogo: z.string(),
    supportPhone: z.string(),
    supportEmail: z.string(),
    storeAddress: z.string(),
  }),
});
export type StoreConfigsReply = z.infer<typeof StoreConfigsReply>;

/** GET /get-product-configs */
export const ProductConfigsReply = z.object({
  ProductConfigs: z.object({ maxAllowedQtyPerProduct: z.int().check(z.minimum(1)) }),
});
export type ProductConfigsReply = z.infer<typeof ProductConfigsReply>;

/** GET /cache-state: a value that changes whenever clients must flush their caches. */
export const CacheStateReply = z.object({ State: z.string() });
export type CacheStateReply = z.infer<typeof CacheStateReply>;
