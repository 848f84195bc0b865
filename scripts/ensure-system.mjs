// Makes sure the machine has what the test run needs beyond npm packages:
// Debian's Chromium for browser tests, with fonts for Hindi (Devanagari) and Kannada script (fonts-noto-core),
// and a reachable PostgreSQL for the server's PostgreSQL run.
// In CI both are required; on a developer machine a missing PostgreSQL only skips that run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { has, isRoot } from './lib/run.mjs';

const CI = process.env.CI === 'true';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function sh(script) {
  return spawnSync('sh', ['-c', script], { stdio: 'inherit' }).status === 0;
}

/** One font file of each script the store's languages need besides Latin (Debian's fonts-noto-core). */
const SCRIPT_FONTS = [
  '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansKannada-Regular.ttf',
];

/**
 * Hindi and Kannada pages render with system fonts: without them the browser tests and screenshots show
 * empty boxes. Installed with apt as root when missing; elsewhere a warning (the tests still run).
 */
export function ensureScriptFonts() {
  if (SCRIPT_FONTS.every((file) => existsSync(file))) return true;
  if (isRoot && has('apt-get')) {
    console.log(
      'Installing fonts for Devanagari and Kannada (fonts-noto-core) from Debian packages…',
    );
    if (
      sh(
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-core >/dev/null',
      )
    )
      return SCRIPT_FONTS.every((file) => existsSync(file));
  }
  console.warn('Fonts for Devanagari and Kannada not found: install fonts-noto-core (Debian).');
  return false;
}

export function ensureChromium() {
  if (existsSync(CHROMIUM)) {
    ensureScriptFonts();
    return true;
  }
  if (isRoot && has('apt-get')) {
    console.log('Installing Chromium from Debian packages…');
    if (
      sh(
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core >/dev/null',
      )
    )
      return existsSync(CHROMIUM);
  }
  console.error(
    `Chromium not found at ${CHROMIUM}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  return false;
}

export function postgresUrl() {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

export function ensurePostgres() {
  const ready = () => has('pg_isready') && sh('pg_isready -q -h 127.0.0.1 -p 5432');
  if (ready()) return true;
  if (isRoot && existsSync('/etc/postgresql')) {
    sh(
      'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql | head -n1) main start 2>/dev/null',
    );
    for (let i = 0; i < 20 && !ready(); i++) spawnSync('sleep', ['0.5']);
    if (ready()) return true;
  }
  const message = 'PostgreSQL is not reachable on 127.0.0.1:5432.';
  if (CI) console.error(`${message} CI requires it.`);
  else
    console.warn(
      `${message} The PostgreSQL test run is skipped on this machine (CI never skips it).`,
    );
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = ensureChromium() && (ensurePostgres() || !CI);
  process.exit(ok ? 0 : 1);
}
