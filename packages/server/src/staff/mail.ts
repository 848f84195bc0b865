/**
 * Mail to staff (their one-time sign-in codes). Senders:
 * - an HTTP mail API when MAIL_API_URL is set: POST of JSON { from, to: [email], subject, text } with the
 *   key as a bearer token (Resend's /emails shape; any API or relay taking it works);
 * - otherwise, in sandbox mode, a recorder: the mail is kept in sandbox_mails and listed at /sandbox;
 * - otherwise (production without a mail API) none: staff sign in with their password.
 */
import { desc } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import type { Config } from '../env.js';
import { sandboxMails } from './tables.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  readonly name: string;
  /** Resolves once the mail is handed over; rejects when it was not. */
  send(mail: Mail): Promise<void>;
}

/** A mail API's refusal or a network failure, with what the API said (never the key). */
export class MailError extends Error {
  override readonly name = 'MailError';
}

const MAIL_TIMEOUT_MS = 10_000;

export function httpMailSender(
  options: { url: string; apiKey: string; from: string },
  http: typeof fetch = fetch,
): MailSender {
  return {
    name: 'http',
    async send(mail) {
      const response = await http(options.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          from: options.from,
          to: [mail.to],
          subject: mail.subject,
          text: mail.text,
        }),
        signal: AbortSignal.timeout(MAIL_TIMEOUT_MS),
      }).catch((error: unknown) => {
        throw new MailError(`the mail API did not answer: ${String(error)}`, { cause: error });
      });
      if (!response.ok) {
        const body = (await response.text().catch(() => '')).slice(0, 300);
        throw new MailError(`the mail API answered ${response.status}: ${body}`);
      }
    },
  };
}

/** Sandbox mode: keeps the mail for /sandbox instead of sending it. */
export function sandboxMailSender(db: Database): MailSender {
  return {
    name: 'sandbox',
    async send(mail) {
      await db.insert(sandboxMails).values(mail);
    },
  };
}

/** The sender a server uses: the mail API when configured, else the sandbox recorder, else none. */
export function mailSenderFor(config: Config, db: Database): MailSender | undefined {
  const { apiUrl, apiKey, from } = config.mail;
  if (apiUrl) return httpMailSender({ url: apiUrl, apiKey: apiKey ?? '', from });
  return config.isSandbox ? sandboxMailSender(db) : undefined;
}

/** The latest recorded sandbox mails, newest first (for /sandbox). */
export async function latestSandboxMails(db: Database, limit = 20) {
  return db.select().from(sandboxMails).orderBy(desc(sandboxMails.id)).limit(limit);
}
