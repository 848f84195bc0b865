/**
 * `ops:create-admin EMAIL` run as the documented command does (tsx on the source, its own process), on a
 * fresh test database; and the sandbox staff the server creates at start-up (its packer and rider at the
 * main hub).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/index.js';
import { repoRoot, serverRoot } from '../paths.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { type TestDatabaseLocation, createTestDatabaseLocation } from '../testing/database.js';
import { SANDBOX_STAFF, seedSandboxStaff } from './sandbox.js';
import { findStaffByEmail, signInStaff } from './service.js';

function createAdmin(location: TestDatabaseLocation, args: string[], input: string, env = {}) {
  const child = spawn(
    join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['--conditions=source', join(serverRoot, 'src', 'staff', 'create-admin.ts'), ...args],
    {
      env: {
        ...process.env,
        MODE: 'sandbox',
        DATABASE_URL: location.databaseUrl ?? '',
        DATA_DIR: location.dataDir ?? '',
        ...env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(input);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('ops:create-admin', () => {
  let location: TestDatabaseLocation;
  beforeAll(async () => {
    location = await createTestDatabaseLocation();
  });
  afterAll(() => location.dispose());

  it('creates an admin with the password read from standard input, who can then sign in', async () => {
    const run = await createAdmin(
      location,
      ['Owner@Shop.test', 'Store', 'Owner'],
      'a long passphrase\n',
    );
    expect(run.output).toContain('Admin owner@shop.test');
    expect(run.code).toBe(0);
    const opened = await openDatabase({
      databaseUrl: location.databaseUrl,
      ...(location.dataDir ? { dataDir: location.dataDir } : {}),
      migrate: false,
    });
    try {
      const admin = await signInStaff(opened.db, 'owner@shop.test', 'a long passphrase');
      expect(admin).toMatchObject({ role: 'admin', name: 'Store Owner' });
    } finally {
      await opened.close();
    }
  }, 60_000);

  it('refuses a short password and a missing email', async () => {
    const short = await createAdmin(location, ['someone@shop.test'], '', {
      STAFF_PASSWORD: 'short',
    });
    expect(short.code).toBe(2);
    expect(short.output).toContain('at least 10 characters');
    const usage = await createAdmin(location, [], 'a long passphrase\n');
    expect(usage.code).toBe(2);
    expect(usage.output).toContain(
      'Usage: pnpm --filter @storefront/server ops:create-admin EMAIL',
    );
  }, 60_000);
});

describe('sandbox staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates one admin, packer and rider with their known passwords, once', async () => {
    await seedSandboxStaff(t.db);
    const first = await findStaffByEmail(t.db, 'packer@sandbox.test');
    await seedSandboxStaff(t.db);
    expect((await findStaffByEmail(t.db, 'packer@sandbox.test'))?.passwordHash).toBe(
      first?.passwordHash,
    );
    for (const member of SANDBOX_STAFF) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/ops/v1/staff/sign-in',
        payload: { email: member.email, password: member.password },
      });
      expect(reply.json().Staff.Role).toBe(member.role);
      // The packer and rider work at the main hub (Koramangala, the first seeded), so their console
      // shows the orders a single-hub store had.
      expect(reply.json().Staff.HubIds).toHaveLength(member.role === 'admin' ? 0 : 1);
    }
    expect(SANDBOX_STAFF.map((m) => m.role)).toEqual(['admin', 'packer', 'rider']);
    // The sandbox page lists them for whoever runs the store locally.
    const page = await t.app.inject({ method: 'GET', url: '/sandbox' });
    for (const member of SANDBOX_STAFF) expect(page.body).toContain(member.password);
  });
});
