/**
 * Analytics: a page view on every route change, and the session identified by userId and username.
 * The behaviour-analytics script (Microsoft Clarity) is loaded only when the server returns a project id;
 * until then (or without one) events go only to the registered sinks.
 */
type ClarityFn = ((...args: unknown[]) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    clarity?: ClarityFn;
  }
}

export type AnalyticsEvent =
  { type: 'pageview'; path: string } | { type: 'identify'; userId: string; username: string };

type Sink = (event: AnalyticsEvent) => void;

const sinks = new Set<Sink>();

/** Adds a receiver of analytics events; returns its removal. */
export function addAnalyticsSink(sink: Sink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

/**
 * What happened before the tag's project id arrived (the first page view always does): replayed into the
 * tag once it loads, so no page view is dropped. Bounded: without a project id nothing ever drains it.
 */
export const MAX_QUEUED_ANALYTICS_EVENTS = 50;
let queued: AnalyticsEvent[] = [];

function send(clarity: ClarityFn, event: AnalyticsEvent): void {
  if (event.type === 'pageview') clarity('set', 'page', event.path);
  else clarity('identify', event.userId, undefined, undefined, event.username);
}

function emit(event: AnalyticsEvent): void {
  for (const sink of sinks) sink(event);
  const clarity = typeof window === 'undefined' ? undefined : window.clarity;
  if (clarity) send(clarity, event);
  else if (queued.length < MAX_QUEUED_ANALYTICS_EVENTS) queued.push(event);
}

let lastPath: string | undefined;

export function trackPageView(path: string): void {
  if (path === lastPath) return;
  lastPath = path;
  emit({ type: 'pageview', path });
}

export function identifyUser(userId: number | string, username: string): void {
  emit({ type: 'identify', userId: String(userId), username });
}

let loadedProjectId: string | undefined;

/** Loads the Clarity tag once for a non-empty project id; does nothing otherwise. */
export function loadBehaviourAnalytics(projectId: string | null | undefined): boolean {
  if (!projectId || loadedProjectId || !/^[a-z0-9]+$/i.test(projectId)) return false;
  loadedProjectId = projectId;
  const queue: ClarityFn = (...args: unknown[]) => {
    (queue.q ??= []).push(args);
  };
  window.clarity ??= queue;
  for (const event of queued) send(window.clarity, event);
  queued = [];
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.clarity.ms/tag/${encodeURIComponent(projectId)}`;
  script.dataset.analytics = 'clarity';
  document.head.appendChild(script);
  return true;
}
