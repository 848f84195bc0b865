import * as z from 'zod/mini';
import { Id } from '../common/schemas.js';
import { Address } from '../addresses/schemas.js';
import { LOGIN_SERVICES, LOGIN_USING, PHONE_NUMBER_PATTERN } from '../core/index.js';

export const LoginUsing = z.enum(LOGIN_USING);
export type LoginUsing = z.infer<typeof LoginUsing>;

export const LoginService = z.enum(LOGIN_SERVICES);
export type LoginService = z.infer<typeof LoginService>;

/**
 * POST /auth-users. The spec's login payload plus `idToken`: the proof of identity from the sign-in
 * service (a Firebase ID token, a hosted-OTP token, or the sandbox sign-in token). The server reads the
 * identity from the proof and checks that email/phoneNumber agree with it.
 */
export const LoginPayload = z.strictObject({
  username: z.string().check(z.trim(), z.maxLength(80)),
  email: z.string().check(z.trim(), z.maxLength(254)),
  phoneNumber: z.string().check(z.trim(), z.maxLength(20)),
  loginUsing: LoginUsing,
  loginService: LoginService,
  idToken: z.string().check(z.minLength(1), z.maxLength(8192)),
});
export type LoginPayload = z.input<typeof LoginPayload>;

export const UserData = z.object({
  UserId: Id,
  Username: z.string(),
  Email: z.string(),
  PhoneNumber: z.string(),
  LoginFrom: z.string(),
});
export type UserData = z.infer<typeof UserData>;

export const AuthUserReply = z.object({
  Token: z.string(),
  /** Seconds until Token expires; renew through POST /refresh-session before then. */
  ExpiresIn: z.int().check(z.positive()),
  IsTestUser: z.boolean(),
  DefaultAddress: z.nullable(Address),
  UserData,
});
export type AuthUserReply = z.infer<typeof AuthUserReply>;

/** Login errors carry ErrorMessage / ErrorDescription as well as the common Message. */
export const LoginErrorReply = z.object({
  Message: z.string(),
  Description: z.optional(z.string()),
  ErrorMessage: z.optional(z.string()),
  ErrorDescription: z.optional(z.string()),
});
export type LoginErrorReply = z.infer<typeof LoginErrorReply>;

/** POST /refresh-session: renews the session from the httpOnly refresh cookie (same origin only). */
export const RefreshSessionReply = z.object({
  Token: z.string(),
  ExpiresIn: z.int().check(z.positive()),
  UserData,
});
export type RefreshSessionReply = z.infer<typeof RefreshSessionReply>;

/** POST /sandbox/otp/send: sandbox mode only; the code is written to the server log and the sandbox inbox. */
export const SandboxOtpSendRequest = z.union([
  z.strictObject({
    phoneNumber: z
      .string()
      .check(z.regex(PHONE_NUMBER_PATTERN, 'Enter a valid 10-digit mobile number')),
  }),
  z.strictObject({ email: z.email('Enter a valid email address') }),
]);
export type SandboxOtpSendRequest = z.input<typeof SandboxOtpSendRequest>;

export const SandboxOtpSendReply = z.object({
  RequestId: z.string(),
  ExpiresIn: z.int().check(z.positive()),
});
export type SandboxOtpSendReply = z.infer<typeof SandboxOtpSendReply>;

/** POST /sandbox/otp/verify */
export const SandboxOtpVerifyRequest = z.strictObject({
  requestId: z.string().check(z.minLength(1), z.maxLength(100)),
  code: z.string().check(z.regex(/^[0-9]{6}$/, 'Enter the 6-digit code')),
});
export type SandboxOtpVerifyRequest = z.input<typeof SandboxOtpVerifyRequest>;

/** The sandbox's identity proof, accepted by /auth-users as idToken while the server is in sandbox mode. */
export const SandboxOtpVerifyReply = z.object({
  Token: z.string(),
  Email: z.string(),
  PhoneNumber: z.string(),
});
export type SandboxOtpVerifyReply = z.infer<typeof SandboxOtpVerifyReply>;

/** GET /sandbox/otp/inbox: the latest codes sent, sandbox mode only (what the sandbox page shows). */
export const SandboxInboxReply = z.object({
  Messages: z.array(
    z.object({ To: z.string(), Code: z.string(), SentAt: z.string(), ExpiresAt: z.string() }),
  ),
});
export type SandboxInboxReply = z.infer<typeof SandboxInboxReply>;
