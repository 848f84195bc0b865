/**
 * Creates the first admin (or resets an admin's password):
 *
 *   pnpm --filter @storefront/server ops:create-admin EMAIL [NAME]
 *
 * The password is read from STAFF_PASSWORD, else from the first line of standard input (so it never sits
 * in the shell history: `read -s P && printf '%s\n' "$P" | pnpm … ops:create-admin a@shop.in`). The
 * database is the server's own (DATABASE_URL, else the PGlite data directory), migrated first.
 */
import { createInterface } from 'node:readline';
import { ConfigError, loadConfig } from '../env.js';
import { openDatabase } from '../db/index.js';
import { MIN_PASSWORD_LENGTH } from './password.js';
import { saveStaff } from './service.js';

async function readPassword(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv) return fromEnv;
  if (process.stdin.isTTY)
    process.stderr.write('Password (input is shown; prefer STAFF_PASSWORD): ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function main(): Promise<void> {
  const [email, ...name] = process.argv.slice(2);
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
    console.error('Usage: pnpm --filter @storefront/server ops:create-admin EMAIL [NAME]');
    process.exit(2);
  }
  const password = await readPassword();
  if (password.length < MIN_PASSWORD_LENGTH) {
    console.error(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const admin = await saveStaff(database.db, {
      email,
      name: name.join(' ') || email,
      role: 'admin',
      password,
    });
    console.log(`Admin ${admin.email} (staff id ${admin.id}) can now sign in at /ops.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
