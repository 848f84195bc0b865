/** A real app on a fresh test database, plus a sandbox sign-in helper, for route tests via app.inject(). */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { type Config, testConfig } from '../env.js';
import type { Database } from '../db/index.js';
import { createTestDatabase } from './database.js';

export interface SignedInShopper {
  token: string;
  userId: number;
  /** The refresh cookie value ('sf_refresh'). */
  refreshToken: string;
  authorization: { authorization: string };
  /** DefaultAddress.AddressId from the /auth-users reply. */
  defaultAddressId: number | null;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Signs in through the sandbox OTP flow (phone by default) and returns the session. */
  signIn(
    contact?: { phoneNumber: string } | { email: string },
    username?: string,
  ): Promise<SignedInShopper>;
  /**
   * A second app instance on the same database (its own connection pool on PostgreSQL), as a second
   * server behind a load balancer; closed with this one.
   */
  anotherInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

let phoneCounter = 0;
/** A distinct valid Indian mobile number per call (within one test file). */
export function nextPhoneNumber(): string {
  phoneCounter += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(6, '0')}`;
}

export interface TestAppOptions {
  /** Configuration overrides on top of the sandbox test configuration. */
  config?: Partial<Config>;
  /** Adds routes (e.g. test-only endpoints) before the app is ready. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.config);
  const app = await buildApp({ config, db: database.db });
  await options.extend?.(app);
  await app.ready();

  async function signIn(
    contact: { phoneNumber: string } | { email: string } = { phoneNumber: nextPhoneNumber() },
    username = 'Test Shopper',
  ): Promise<SignedInShopper> {
    const sent = await app.inject({
      method: 'POST',
      url: '/v1/sandbox/otp/send',
      payload: contact,
    });
    if (sent.statusCode !== 200) throw new Error(`otp send failed: ${sent.body}`);
    const { RequestId } = sent.json<{ RequestId: string }>();
    const inbox = await app.inject({ method: 'GET', url: '/v1/sandbox/otp/inbox' });
    const to = 'phoneNumber' in contact ? contact.phoneNumber.replace(/^\+91/, '') : contact.email;
    const code = inbox
      .json<{ Messages: { To: string; Code: string }[] }>()
      .Messages.find((m) => m.To === to)?.Code;
    const verified = await app.inject({
      method: 'POST',
      url: '/v1/sandbox/otp/verify',
      payload: { requestId: RequestId, code },
    });
    if (verified.statusCode !== 200) throw new Error(`otp verify failed: ${verified.body}`);
    const proof = verified.json<{ Token: string }>();
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth-users',
      payload: {
        username,
        email: 'email' in contact ? contact.email : '',
        phoneNumber: 'phoneNumber' in contact ? contact.phoneNumber : '',
        loginUsing: 'phoneNumber' in contact ? 'Phone' : 'Email',
        loginService: 'otpless',
        idToken: proof.Token,
      },
    });
    if (login.statusCode !== 200) throw new Error(`auth-users failed: ${login.body}`);
    const session = login.json<{
      Token: string;
      UserData: { UserId: number };
      DefaultAddress: { AddressId: number } | null;
    }>();
    const refreshToken = login.cookies.find((c) => c.name === 'sf_refresh')?.value ?? '';
    return {
      token: session.Token,
      userId: session.UserData.UserId,
      refreshToken,
      authorization: { authorization: `Bearer ${session.Token}` },
      defaultAddressId: session.DefaultAddress?.AddressId ?? null,
    };
  }

  const instances: FastifyInstance[] = [];
  async function anotherInstance(): Promise<FastifyInstance> {
    const another = await buildApp({ config, db: await database.openAnother() });
    await options.extend?.(another);
    await another.ready();
    instances.push(another);
    return another;
  }

  return {
    app,
    db: database.db,
    config,
    signIn,
    anotherInstance,
    close: async () => {
      for (const instance of instances) await instance.close();
      await app.close();
      await database.close();
    },
  };
}
