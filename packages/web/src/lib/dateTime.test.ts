import { afterEach, describe, expect, it } from 'vitest';
import { language } from '../i18n/language';
import { formatClock, formatDateTime, formatWindow } from './dateTime';

const words = { today: 'Today', tomorrow: 'Tomorrow' };
// 04:30 UTC is 10:00 in IST; the day after "now" (IST) is Thursday 26 November.
const now = new Date('2026-11-24T06:00:00Z');
const start = '2026-11-26T04:30:00Z';
const end = '2026-11-26T06:30:00Z';

afterEach(() => {
  language.current = 'en';
});

describe('dates and times', () => {
  it('are in IST, in the shopper’s language, with Latin digits', () => {
    expect(formatClock(start)).toBe('10:00');
    expect(formatWindow(start, end, words, now)).toBe('Thu, 26 Nov, 10:00–12:00');

    language.current = 'hi';
    expect(formatClock(start)).toBe('10:00');
    const hindi = formatWindow(start, end, words, now);
    expect(hindi).toMatch(/^\p{Script=Devanagari}.*, 10:00–12:00$/u);
    expect(formatDateTime(start)).toMatch(/2026/);

    language.current = 'kn';
    expect(formatWindow(start, end, words, now)).toMatch(/^\p{Script=Kannada}.*, 10:00–12:00$/u);
  });

  it('name the part of the day in Hindi and Kannada, never a Latin AM or PM', () => {
    const evening = '2026-11-26T13:07:00Z'; // 18:37 IST
    expect(formatDateTime(evening)).toMatch(/6:37\s?pm/i);
    language.current = 'hi';
    expect(formatDateTime(evening)).toMatch(/शाम 6:37/);
    language.current = 'kn';
    expect(formatDateTime(evening)).toMatch(/6:37 ಸಂಜೆ/);
    for (const locale of ['hi', 'kn'] as const) {
      language.current = locale;
      expect(formatDateTime(evening)).not.toMatch(/[A-Za-z]/);
    }
  });

  it('name today and tomorrow with the words given, counting days in IST', () => {
    // 20:00 UTC on the 25th is 01:30 on the 26th in IST: "today" there.
    expect(formatWindow(start, end, words, new Date('2026-11-25T20:00:00Z'))).toBe(
      'Today, 10:00–12:00',
    );
    expect(formatWindow(start, end, words, new Date('2026-11-25T06:00:00Z'))).toBe(
      'Tomorrow, 10:00–12:00',
    );
  });
});
