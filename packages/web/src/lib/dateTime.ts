/** Dates as shoppers in India read them: en-IN, in the store's time zone (IST) wherever the device is. */
import { STORE_TIME_ZONE } from '@storefront/sdk/core';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: STORE_TIME_ZONE,
});
const clock = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: STORE_TIME_ZONE,
});
const day = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: STORE_TIME_ZONE,
});
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE });

const valid = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

export function formatDateTime(iso: string): string {
  const date = valid(iso);
  return date ? dateTime.format(date) : iso;
}

/** "14:30" in IST. */
export function formatClock(iso: string): string {
  const date = valid(iso);
  return date ? clock.format(date) : iso;
}

/**
 * A delivery window: "Today, 10:00–12:00", "Tomorrow, 18:00–20:00", else "Thu, 26 Nov, 10:00–12:00"
 * (days counted in IST).
 */
export function formatWindow(
  start: string,
  end: string,
  words: { today: string; tomorrow: string },
  now = new Date(),
): string {
  const from = valid(start);
  if (!from) return `${start}–${end}`;
  const today = dayKey.format(now);
  const tomorrow = dayKey.format(new Date(now.getTime() + 24 * 60 * 60 * 1000));
  const key = dayKey.format(from);
  const label = key === today ? words.today : key === tomorrow ? words.tomorrow : day.format(from);
  return `${label}, ${formatClock(start)}–${formatClock(end)}`;
}
