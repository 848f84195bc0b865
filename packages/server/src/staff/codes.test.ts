/**
 * Staff sign-in with a mailed one-time code: the sandbox records the mail (shown at /sandbox), the code is
 * stored hashed, works once, expires and allows five tries; requests are limited per email and per client
 * address; an email no member has gets the same answer and no mail. With MAIL_API_URL the mail goes to an
 * HTTP mail API (a local server here); a production server without one offers passwords only.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { MAX_CODES_PER_CLIENT, MAX_CODES_PER_EMAIL, requestStaffCode } from './codes.js';
import { MailError, httpMailSender, mailSenderFor } from './mail.js';
import { saveStaff, setStaffDisabled } from './service.js';
import { sandboxMails, staffSignInCodes } from './tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A client address of its own per test, so the per-address limit counts only that test's requests. */
let clients = 0;
const nextClient = () => `10.0.${Math.floor(++clients / 250)}.${clients % 250}`;

async function member(role: 'admin' | 'packer' | 'rider' = 'packer') {
  const email = `${role}-${randomBytes(4).toString('hex')}@staff.test`;
  const row = await saveStaff(t.db, {
    email,
    name: 'Asha Packer',
    role,
    password: 'a-long-password-1',
  });
  return { email, id: row.id };
}

function sendCode(app: TestApp, email: string, client = nextClient()) {
  return app.app.inject({
    method: 'POST',
    url: '/ops/v1/staff/send-code',
    payload: { email },
    remoteAddress: client,
  });
}

const signInWith = (requestId: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/ops/v1/staff/sign-in-code',
    payload: { requestId, code },
  });

/** The code in the latest sandbox mail to an email (the recorder writes it just after the reply). */
async function mailedCode(app: TestApp, email: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const [mail] = await app.db
        .select()
        .from(sandboxMails)
        .where(eq(sandboxMails.to, email))
        .orderBy(desc(sandboxMails.id))
        .limit(1);
      text = mail?.text ?? '';
      return text;
    })
    .toMatch(/ is \d{6}\. /);
  return /is (\d{6})\./.exec(text)![1]!;
}

describe('staff sign-in with a mailed code', () => {
  it('signs in with the code from the mail, once', async () => {
    const { email } = await member('rider');
    const sent = await sendCode(t, email.toUpperCase());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ RequestId: expect.any(String), ExpiresIn: 600 });
    const code = await mailedCode(t, email);
    const [mail] = await t.db.select().from(sandboxMails).where(eq(sandboxMails.to, email));
    expect(mail).toMatchObject({ subject: 'Your store console sign-in code' });
    expect(mail!.text).toContain('Hello Asha Packer,');

    const signedIn = await signInWith(sent.json().RequestId, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().Staff).toMatchObject({ Email: email, Role: 'rider' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/ops/v1/staff/me',
      headers: { authorization: `Bearer ${signedIn.json().Token}` },
    });
    expect(me.json().Staff.Email).toBe(email);

    const again = await signInWith(sent.json().RequestId, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      Message: 'Unable to sign in',
      Description: 'The code is wrong, used or expired. Ask for a new code and try again.',
    });
  });

  it('keeps only a keyed hash of the code', async () => {
    const { email } = await member();
    const sent = await sendCode(t, email);
    const code = await mailedCode(t, email);
    const [row] = await t.db
      .select()
      .from(staffSignInCodes)
      .where(eq(staffSignInCodes.id, sent.json().RequestId));
    expect(row!.codeHash).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('gives five tries, then refuses even the right code', async () => {
    const { email } = await member();
    const sent = await sendCode(t, email);
    const code = await mailedCode(t, email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signInWith(sent.json().RequestId, wrong)).statusCode).toBe(400);
    const locked = await signInWith(sent.json().RequestId, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().Description).toBe('Too many wrong codes. Ask for a new code.');
  });

  it('refuses an expired code', async () => {
    const { email } = await member();
    const sent = await sendCode(t, email);
    const code = await mailedCode(t, email);
    await t.db
      .update(staffSignInCodes)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(staffSignInCodes.id, sent.json().RequestId));
    expect((await signInWith(sent.json().RequestId, code)).statusCode).toBe(400);
  });

  it('answers an unknown or disabled email the same, and mails nothing', async () => {
    const known = await member();
    const disabled = await member();
    const admin = await member('admin');
    await setStaffDisabled(t.db, admin.id, disabled.id, true);
    const replies = await Promise.all(
      [known.email, 'nobody@staff.test', disabled.email].map((email) => sendCode(t, email)),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(replies.map((reply) => Object.keys(reply.json()).sort())).toEqual([
      ['ExpiresIn', 'RequestId'],
      ['ExpiresIn', 'RequestId'],
      ['ExpiresIn', 'RequestId'],
    ]);
    await mailedCode(t, known.email);
    // Only a member who may sign in gets a mail.
    for (const email of [disabled.email, 'nobody@staff.test'])
      expect((await requestStaffCode(t.db, t.config, email, nextClient())).mail).toBeNull();
    expect((await requestStaffCode(t.db, t.config, known.email, nextClient())).mail).toMatchObject({
      to: known.email,
    });
    const recipients = (await t.db.select().from(sandboxMails)).map((mail) => mail.to);
    expect(recipients).not.toContain(disabled.email);
    expect(recipients).not.toContain('nobody@staff.test');
    // Any code for the unknown email is just wrong.
    expect((await signInWith(replies[1]!.json().RequestId, '123456')).statusCode).toBe(400);
  });

  it('refuses a member disabled after the code was sent', async () => {
    const { email, id } = await member();
    const admin = await member('admin');
    const sent = await sendCode(t, email);
    const code = await mailedCode(t, email);
    await setStaffDisabled(t.db, admin.id, id, true);
    expect((await signInWith(sent.json().RequestId, code)).statusCode).toBe(400);
  });

  it('limits the codes per email and per client address', async () => {
    const { email } = await member();
    for (let index = 0; index < MAX_CODES_PER_EMAIL; index++)
      expect((await sendCode(t, email)).statusCode).toBe(200);
    const refused = await sendCode(t, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Description).toBe(
      'Too many codes asked for. Please wait 15 minutes, or sign in with your password.',
    );
    // One address asking for many emails (known or not) is stopped too.
    const client = nextClient();
    for (let index = 0; index < MAX_CODES_PER_CLIENT; index++)
      expect((await sendCode(t, `someone-${index}@staff.test`, client)).statusCode).toBe(200);
    expect((await sendCode(t, 'one-more@staff.test', client)).statusCode).toBe(429);
  });
});

/** A local mail API: records what it is sent, answers `status`. */
async function mailApi(status = 200) {
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 200 ? '{"id":"m-1"}' : '{"message":"domain not verified"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the mail senders', () => {
  it('sends the code through the configured HTTP mail API', async () => {
    const api = await mailApi();
    const withApi = await createTestApp({
      config: { mail: { apiUrl: api.url, apiKey: 'mail-key-1', from: 'Store <no-reply@shop.in>' } },
    });
    try {
      const row = await saveStaff(withApi.db, {
        email: 'packer@shop.in',
        name: 'Ravi',
        role: 'packer',
        password: 'a-long-password-1',
      });
      const sent = await sendCode(withApi, row.email);
      expect(sent.statusCode).toBe(200);
      await expect.poll(() => api.received.length).toBe(1);
      const [{ headers, body }] = api.received as [
        { headers: IncomingMessage['headers']; body: { text: string } },
      ];
      expect(headers.authorization).toBe('Bearer mail-key-1');
      expect(body).toMatchObject({
        from: 'Store <no-reply@shop.in>',
        to: ['packer@shop.in'],
        subject: 'Your store console sign-in code',
      });
      const code = /is (\d{6})\./.exec(body.text)![1]!;
      // Nothing recorded for /sandbox: the API had it.
      expect(await withApi.db.select().from(sandboxMails)).toEqual([]);
      const signedIn = await withApi.app.inject({
        method: 'POST',
        url: '/ops/v1/staff/sign-in-code',
        payload: { requestId: sent.json().RequestId, code },
      });
      expect(signedIn.statusCode).toBe(200);
    } finally {
      await withApi.close();
      await api.close();
    }
  });

  it('reports a refusal of the mail API with its answer', async () => {
    const api = await mailApi(422);
    try {
      const sender = httpMailSender({ url: api.url, apiKey: 'k', from: 'a@b.c' });
      const failure = sender.send({ to: 'x@y.z', subject: 's', text: 't' });
      await expect(failure).rejects.toBeInstanceOf(MailError);
      await expect(failure).rejects.toThrow(/answered 422: .*domain not verified/);
    } finally {
      await api.close();
    }
  });

  it('offers no code sign-in in production without a mail API', async () => {
    expect(mailSenderFor({ ...t.config, isSandbox: false }, t.db)).toBeUndefined();
    expect(mailSenderFor(t.config, t.db)?.name).toBe('sandbox');
    const production = await createTestApp({ config: { isSandbox: false } });
    try {
      const refused = await sendCode(production, 'anyone@shop.in');
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        Message: 'Sign-in by code is not available',
        Description: 'This store sends no mail yet. Sign in with your password.',
      });
    } finally {
      await production.close();
    }
  });
});
