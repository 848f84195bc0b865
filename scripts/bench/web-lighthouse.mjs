// One Lighthouse audit of a page (scripts/bench/web.mjs): mobile profile, simulated throttling (slow 4G), Debian
// chromium, and the figures the benchmark keeps from its report.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCEPT_SELF_SIGNED } from './tls-front.mjs';

export const chromeFlagList = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ACCEPT_SELF_SIGNED,
];

/**
 * The page's one data request: its largest reply from the store's API (/v1/…), and what it costs on the
 * simulated network, one round trip plus its bytes at the simulated throughput (an HTTP/2 connection to
 * the store is open by then). The bare page has none.
 */
function dataRequestOf(report, origin) {
  const { rttMs, throughputKbps } = report.configSettings.throttling;
  const replies = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.url.startsWith(`${origin}/v1/`) && item.transferSize > 0,
  );
  const largest = replies.reduce(
    (max, item) => (item.transferSize > (max?.transferSize ?? 0) ? item : max),
    undefined,
  );
  if (!largest) return { path: undefined, ms: 0 };
  const url = new URL(largest.url);
  return {
    path: url.pathname + url.search,
    ms: rttMs + (largest.transferSize * 8) / throughputKbps,
  };
}

/** The audits of a category that did not pass (for a note under the table). */
function failingAudits(report, category) {
  return report.categories[category].auditRefs
    .map((ref) => report.audits[ref.id])
    .filter(
      (item) => item.score !== null && item.score < 1 && item.scoreDisplayMode !== 'informative',
    )
    .map((item) => item.id);
}

/** Keeps the report and its traces in BENCH_REPORT_DIR, named after the page, the settings and the time. */
function keepReport(url, label, outDir, out) {
  const dir = process.env.BENCH_REPORT_DIR;
  mkdirSync(dir, { recursive: true });
  const page = new URL(url).pathname.replace(/\W+/g, '_') || '_';
  const name = `${page}-${label}-${Date.now()}.json`;
  copyFileSync(out, join(dir, name));
  // The trace, and with LANTERN_DEBUG=1 Lighthouse's simulated ones (what each metric's estimate waited for).
  for (const file of readdirSync(outDir).filter((file) => file.endsWith('.trace.json'))) {
    const suffix = file.replace(/^report-/, '').replace(/^0\./, '');
    copyFileSync(join(outDir, file), join(dir, name.replace(/\.json$/, `-${suffix}`)));
  }
}

/**
 * Audits `url` once. `cpuSlowdown`: undefined for Lighthouse's default (4x). `port`: audit in that running
 * Chromium, keeping its storage (the signed-in session). `label` names the kept report.
 */
export function lighthouse({ root, chromePath, url, cpuSlowdown, port, label = 'run' }) {
  const outDir = mkdtempSync(join(tmpdir(), 'storefront-lh-'));
  const out = join(outDir, 'report.json');
  const result = spawnSync(
    join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      ...(process.env.BENCH_VERBOSE ? [] : ['--quiet']),
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${chromeFlagList.join(' ')}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
      // A shopper's own pages carry noindex on purpose (no search engine should list a cart or an order),
      // so Lighthouse's "page is crawlable" audit does not apply to them.
      ...(port ? [`--port=${port}`, '--disable-storage-reset', '--skip-audits=is-crawlable'] : []),
      // The trace and DevTools log beside the report (BENCH_REPORT_DIR): what the main thread did and when.
      ...(process.env.BENCH_REPORT_DIR ? ['--save-assets'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    if (result.status !== 0) throw new Error(`lighthouse ${url} failed`);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    if (process.env.BENCH_REPORT_DIR) keepReport(url, label, outDir, out);
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const audit = (id) => report.audits[id]?.numericValue ?? NaN;
    const origin = new URL(url).origin;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
      cpuSlowdown: report.configSettings.throttling.cpuSlowdownMultiplier,
      dataRequest: dataRequestOf(report, origin),
      // What the browser really downloaded (compressed as served) during the audited load.
      scriptFiles: (report.audits['network-requests']?.details?.items ?? [])
        .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
        .map((item) => new URL(item.url).pathname.slice(1)),
      notes: [
        ...failingAudits(report, 'accessibility'),
        ...failingAudits(report, 'best-practices'),
        ...failingAudits(report, 'seo'),
      ],
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try again, twice. */
export function lighthouseWithRetry(options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(options);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`  (${error.message}; retrying)`);
    }
  }
}
