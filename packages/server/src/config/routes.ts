import { FIREBASE_LOGIN_METHODS, HOSTED_LOGIN_METHODS } from '@storefront/sdk/core';
import { type ReplyOf, endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../env.js';
import type { Database } from '../db/index.js';
import { HttpError } from '../http/errors.js';
import { definePublicRoute, defineRoute } from '../http/route.js';
import { type SettingKey, type Settings, readSetting } from './settings.js';

export async function requireSetting<K extends SettingKey>(
  db: Database,
  key: K,
): Promise<Settings[K]> {
  const value = await readSetting(db, key);
  if (value === undefined) throw new HttpError(404, (t) => t.messages.noDataFound);
  return value;
}

export function loginConfig(config: Config): ReplyOf<'loginConfig'> {
  const firebase = config.login.firebase;
  const firebaseConfigured = Boolean(firebase.projectId && firebase.apiKey);
  return {
    Config: {
      apiKey: firebase.apiKey ?? '',
      authDomain:
        firebase.authDomain ?? (firebase.projectId ? `${firebase.projectId}.firebaseapp.com` : ''),
      projectId: firebase.projectId ?? '',
      appId: firebase.appId ?? '',
      messagingSenderId: firebase.messagingSenderId ?? '',
      vapId: firebase.vapidKey ?? '',
      ...(firebase.authEmulatorHost
        ? { authEmulatorUrl: `http://${firebase.authEmulatorHost}` }
        : {}),
    },
    // In sandbox mode the server's sandbox sign-in plays the hosted OTP service (the default provider);
    // LOGIN_SERVICE_PROVIDER=firebase with the Auth emulator runs the Firebase-style login instead.
    LoginServiceProvider: config.login.provider,
    OtpLessAppId: config.isSandbox ? 'sandbox' : (config.login.otpless.appId ?? ''),
    FirebaseAllowedLoginMethods: firebaseConfigured ? [...FIREBASE_LOGIN_METHODS] : [],
    OtpLessAllowedLoginMethods: config.isSandbox ? ['Phone', 'Email'] : [...HOSTED_LOGIN_METHODS],
    IsSandbox: config.isSandbox,
  };
}

export async function configPlugin(app: FastifyInstance): Promise<void> {
  definePublicRoute(app, endpoints.loginConfig, ({ config }) => loginConfig(config));
  definePublicRoute(app, endpoints.clarityProjectId, ({ config }) => ({
    ProjectId: config.clarityProjectId ?? null,
  }));
  definePublicRoute(app, endpoints.storeConfigs, async ({ db }) => ({
    StoreConfigs: await requireSetting(db, 'storeConfigs'),
  }));
  definePublicRoute(app, endpoints.productConfigs, async ({ db }) => ({
    ProductConfigs: await requireSetting(db, 'productConfigs'),
  }));
  defineRoute(app, endpoints.cacheState, async ({ db }) => ({
    State: await requireSetting(db, 'cacheState'),
  }));
}
