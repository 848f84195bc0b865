/**
 * The Firebase-style login for real: the Firebase Auth emulator (firebase-tools, offline, project
 * demo-test) and a second reference server that names Firebase as its LoginServiceProvider and verifies the
 * emulator's ID tokens. Both are started for this file only and stopped after it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/globalSetup';
import { repoRoot, webRoot } from './support/paths';
import { useBrowser } from './support/browser';
import { tokenOf } from './shopper';

const shop = useBrowser();

let workDir = '';
let emulator: ChildProcess | undefined;
let server: ChildProcess | undefined;
let baseUrl = '';
let authPort = 0;

async function waitFor(
  url: string,
  child: ChildProcess,
  what: string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${what} exited with ${child.exitCode} (log in ${workDir})`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what} did not answer within ${timeoutMs} ms (log in ${workDir})`);
}

/** Ends a child's process group; resolves once the child has exited (killed outright if it lingers 10 s). */
function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      child.kill(name);
    }
  };
  signal('SIGTERM');
  const lingering = setTimeout(() => signal('SIGKILL'), 10_000);
  return exited.finally(() => clearTimeout(lingering));
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'storefront-firebase-'));
  authPort = await freePort();
  writeFileSync(
    join(workDir, 'firebase.json'),
    JSON.stringify({
      emulators: { auth: { host: '127.0.0.1', port: authPort }, ui: { enabled: false } },
    }),
  );
  const emulatorLog = openSync(join(workDir, 'emulator.log'), 'a');
  emulator = spawn(
    join(webRoot, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', 'demo-test'],
    {
      cwd: workDir,
      detached: true,
      stdio: ['ignore', emulatorLog, emulatorLog],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
  );
  await waitFor(`http://127.0.0.1:${authPort}/`, emulator, 'the Firebase Auth emulator', 120_000);

  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const serverLog = openSync(join(workDir, 'server.log'), 'a');
  server = spawn('node', [join(repoRoot, 'packages/server/dist/main.js')], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', serverLog, serverLog],
    env: {
      ...process.env,
      // Firebase is named by the server only outside sandbox mode; the secrets are throwaway test values.
      MODE: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(workDir, 'db'),
      WEB_DIST: join(webRoot, 'dist'),
      SESSION_SECRET: 'e2e-session-secret-0123456789abcdef0123',
      PAYMENT_KEY_ID: 'rzp_test_e2e_key',
      PAYMENT_KEY_SECRET: 'e2e-payment-secret-0123456789',
      PAYMENT_WEBHOOK_SECRET: 'e2e-webhook-secret-0123456789',
      LOGIN_SERVICE_PROVIDER: 'firebase',
      FIREBASE_PROJECT_ID: 'demo-test',
      FIREBASE_API_KEY: 'demo-api-key',
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
      // Production prints the store's own details on its tax invoices.
      STORE_LEGAL_NAME: 'FreshCuts Foods Private Limited',
      STORE_ADDRESS: '4th Floor, 21 Hosur Road|Bengaluru, Karnataka 560029',
      STORE_GSTIN: '29AABCF9876K1ZT',
      LOG_LEVEL: 'warn',
    },
  });
  await waitFor(
    `${baseUrl}/v1/get-store-configs`,
    server,
    'the reference server (Firebase sign-in)',
  );
}, 180_000);

afterAll(async () => {
  // The work folder goes once both have exited, not after a guessed pause.
  await Promise.all([stop(server), stop(emulator)]);
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('Firebase sign-in against the Auth emulator', () => {
  it('creates an email account, verifies it by its link, signs in, and says when a password is wrong', async () => {
    const page = await shop.page('phone');
    const email = `shopper${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'New here? Create an account' }).click();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('s3cret-pass');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(`We sent a verification link to ${email}.`).waitFor({ timeout: 30_000 });

    // Before the link is opened, a sign-in stops on /verify-email and can send the link again.
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('s3cret-pass');
    await page.getByRole('button', { name: 'Sign in with email' }).click();
    await page.waitForURL(/\/verify-email\?email=/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText('We sent the link again.').waitFor();

    // The link as the project's action URL makes it: /verify-email?mode=verifyEmail&oobCode=…
    const codes = await fetch(
      `http://127.0.0.1:${authPort}/emulator/v1/projects/demo-test/oobCodes`,
    );
    const { oobCodes } = (await codes.json()) as {
      oobCodes: { email: string; oobCode: string; requestType: string }[];
    };
    const links = oobCodes.filter(
      (entry) => entry.email === email && entry.requestType === 'VERIFY_EMAIL',
    );
    expect(links).toHaveLength(2);
    await page.goto(`${baseUrl}/verify-email?mode=verifyEmail&oobCode=${links[1]!.oobCode}`);
    await page
      .getByText('Your email is verified. Sign in to continue.')
      .waitFor({ timeout: 30_000 });

    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('wrong-pass');
    await page.getByRole('button', { name: 'Sign in with email' }).click();
    await expect
      .poll(async () => page.getByRole('alert').textContent(), { timeout: 30_000 })
      .toMatch(/Wrong (password|email or password)/);

    // Sign-in started from a private page comes back to it (issue 13, item 4).
    await page.goto(`${baseUrl}/login?next=%2Forder%2Fhistory`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('s3cret-pass');
    await page.getByRole('button', { name: 'Sign in with email' }).click();
    await page.getByText('Logged in!').waitFor({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname === '/order/history', { timeout: 30_000 });

    const token = await tokenOf(page);
    const profile = await fetch(`${baseUrl}/v1/get-profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(200);
    const body = (await profile.json()) as { UserData: { Email: string; LoginFrom: string } };
    expect(body.UserData.Email).toBe(email);
  });

  it('signs in with a phone number and the SMS code the emulator holds, back on the page it started from', async () => {
    const page = await shop.page('phone');
    const phone = `9${String(Date.now()).slice(-9)}`;
    await page.goto(`${baseUrl}/user/wallet`);
    await page.getByTestId('sign-in-required').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login\?next=%2Fuser%2Fwallet$/);
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send code by SMS' }).click();
    await page.getByLabel('One-time code').waitFor();
    const codes = await fetch(
      `http://127.0.0.1:${authPort}/emulator/v1/projects/demo-test/verificationCodes`,
    );
    const { verificationCodes } = (await codes.json()) as {
      verificationCodes: { phoneNumber: string; code: string }[];
    };
    const code = verificationCodes.find((entry) => entry.phoneNumber === `+91${phone}`)?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('One-time code').fill(code);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.getByText('Logged in!').waitFor({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname === '/user/wallet', { timeout: 30_000 });
  });
});
