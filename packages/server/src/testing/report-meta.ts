/**
 * What a test tells the reliability report (scripts/reliability/report.mjs) beyond pass or fail, carried
 * in the test's meta, which vitest's JSON reporter writes out: how many cases it tried and how many stored
 * records it found lost or inconsistent (orders, payments, wallet lines). Recorded before asserting, so a
 * failing run still reports what it found.
 */
import type { TestContext } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** Cases tried: requests raced, inputs generated; 1 when absent. */
    cases?: number;
    /** Stored records found lost or inconsistent; must be 0. */
    dataLost?: number;
    /** The cases went over real HTTP to a started server (a listening port), not through app.inject(). */
    overHttp?: boolean;
  }
}

export function recordCases(context: TestContext, cases: number): void {
  context.task.meta.cases = (context.task.meta.cases ?? 0) + cases;
}

export function recordDataLost(context: TestContext, lost: number): void {
  context.task.meta.dataLost = (context.task.meta.dataLost ?? 0) + lost;
}

/** Marks the test's cases as sent over real HTTP to a started server, counted apart in the report. */
export function recordOverHttp(context: TestContext): void {
  context.task.meta.overHttp = true;
}
