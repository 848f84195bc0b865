/**
 * The FCM HTTP v1 push sender: an OAuth access token from the service account (a JWT signed RS256,
 * exchanged at its token_uri, kept until a minute before it expires), then one messages:send per token.
 * FCM's UNREGISTERED (404) and an invalid registration token (400) mean the token is gone; 429 and 5xx
 * are retried by the loop with back-off.
 */
import { readFile } from 'node:fs/promises';
import { SignJWT, importPKCS8 } from 'jose';
import type { PushOutcome, PushSender } from './push.js';

export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri: string;
}

/** FCM_SERVICE_ACCOUNT: the JSON key itself, or a path to the file holding it. */
export async function readServiceAccount(value: string): Promise<ServiceAccount> {
  const text = value.trim().startsWith('{') ? value : await readFile(value, 'utf8');
  const account = JSON.parse(text) as Partial<ServiceAccount>;
  for (const key of ['project_id', 'client_email', 'private_key'] as const)
    if (typeof account[key] !== 'string' || !account[key])
      throw new Error(`FCM_SERVICE_ACCOUNT: ${key} is missing`);
  return { token_uri: 'https://oauth2.googleapis.com/token', ...account } as ServiceAccount;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

export function fcmSender(
  account: ServiceAccount,
  options: { endpoint?: string; fetch?: typeof fetch } = {},
): PushSender {
  const endpoint = (options.endpoint ?? 'https://fcm.googleapis.com').replace(/\/+$/, '');
  const http = options.fetch ?? fetch;
  let cached: { token: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    const key = await importPKCS8(account.private_key, 'RS256');
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const response = await http(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
    });
    if (!response.ok) throw new Error(`FCM token exchange answered ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('FCM token exchange answered no access_token');
    cached = {
      token: body.access_token,
      until: Date.now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000,
    };
    return cached.token;
  }

  return {
    name: 'fcm',
    async send(message): Promise<PushOutcome> {
      const response = await http(
        `${endpoint}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await accessToken()}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            message: {
              token: message.token,
              notification: { title: message.title, body: message.body },
              data: message.data,
              webpush: { fcm_options: { link: message.link } },
            },
          }),
        },
      );
      if (response.ok) return { kind: 'sent' };
      const text = await response.text();
      if (response.status === 401) cached = undefined;
      if (
        response.status === 404 ||
        (response.status === 400 && /registration token|UNREGISTERED/i.test(text))
      )
        return { kind: 'gone' };
      return { kind: 'retry', error: `FCM answered ${response.status}: ${text.slice(0, 200)}` };
    },
  };
}
