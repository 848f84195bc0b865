/**
 * Setup file of the reliability report's runs (RELIABILITY_REPORT=1, see vitest.config.ts): every
 * fast-check run adds its number of generated cases to the running test's meta. The reporter replaces
 * fast-check's default one, so it throws on a failure exactly as the default does.
 */
import fc from 'fast-check';
import { beforeEach, type TestContext } from 'vitest';
import { recordCases } from './report-meta.js';

let current: TestContext | undefined;
beforeEach((context) => {
  current = context;
});

fc.configureGlobal({
  ...fc.readConfigureGlobal(),
  reporter(details) {
    if (current) recordCases(current, details.numRuns);
    if (details.failed) throw new Error(fc.defaultReportMessage(details));
  },
});
