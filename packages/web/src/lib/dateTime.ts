/**
 * Dates as shoppers in India read them: in the shopper's language (en-IN, hi-IN, kn-IN), in the store's
 * time zone (IST) wherever the device is. Numbers stay in Latin digits, as prices do.
 */
import { STORE_TIME_ZONE, type Locale } from '@storefront/sdk/core';
import { language } from '../i18n/language';

interface Formats {
  dateTime: Intl.DateTimeFormat;
  clock: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
}

const formatsByLocale = new Map<Locale, Formats>();

/** The active language's formatters, built on first use. */
function formats(): Formats {
  const locale = language.current;
  let built = formatsByLocale.get(locale);
  if (!built) {
    const tag = `${locale}-IN-u-nu-latn`;
    built = {
      // Hindi and Kannada name the part of the day ('शाम 6:37', '6:37 ಸಂಜೆ'), as people say it; their
      // timeStyle writes a Latin 'AM'/'pm'.
      dateTime: new Intl.DateTimeFormat(
        tag,
        locale === 'en'
          ? { dateStyle: 'medium', timeStyle: 'short', timeZone: STORE_TIME_ZONE }
          : {
              day: 'numeric',
              month: 'short',
              year: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
              dayPeriod: 'short',
              timeZone: STORE_TIME_ZONE,
            },
      ),
      clock: new Intl.DateTimeFormat(tag, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: STORE_TIME_ZONE,
      }),
      day: new Intl.DateTimeFormat(tag, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: STORE_TIME_ZONE,
      }),
    };
    formatsByLocale.set(locale, built);
  }
  return built;
}

/** The calendar day in IST, as YYYY-MM-DD (for comparing days, never shown). */
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE });

const valid = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

export function formatDateTime(iso: string): string {
  const date = valid(iso);
  return date ? formats().dateTime.format(date) : iso;
}

/** "14:30" in IST. */
export function formatClock(iso: string): string {
  const date = valid(iso);
  return date ? formats().clock.format(date) : iso;
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
  const label =
    key === today ? words.today : key === tomorrow ? words.tomorrow : formats().day.format(from);
  return `${label}, ${formatClock(start)}–${formatClock(end)}`;
}
