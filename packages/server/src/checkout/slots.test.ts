import { IST_OFFSET_MINUTES, SLOT_CUTOFF_MINUTES, SLOT_LENGTH_MINUTES } from '@storefront/sdk/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { istDayStart, slotById, slotStatus, upcomingSlots, type StoreHours } from './slots.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const hours: StoreHours = { opensAtMinute: 8 * 60, closesAtMinute: 22 * 60 };

/** Minutes after IST midnight of an instant, and its IST calendar day. */
const istMinuteOf = (at: Date) => Math.round((at.getTime() - istDayStart(at)) / MINUTE);
const istDayOf = (at: Date) =>
  new Date(at.getTime() + IST_OFFSET_MINUTES * MINUTE).toISOString().slice(0, 10);

const storeHours = fc
  .tuple(fc.integer({ min: 0, max: 22 * 60 }), fc.integer({ min: 2 * 60, max: 24 * 60 }))
  .map(([opens, span]) => ({
    opensAtMinute: opens,
    closesAtMinute: Math.min(24 * 60, opens + span),
  }));
const instant = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2028-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('delivery slots (IST)', () => {
  it('are 2-hour windows inside store hours, today and tomorrow, not yet started, in order', () => {
    fc.assert(
      fc.property(instant, storeHours, (now, store) => {
        const slots = upcomingSlots(now, store);
        const today = istDayStart(now);
        for (const [index, slot] of slots.entries()) {
          expect(slot.end.getTime() - slot.start.getTime()).toBe(SLOT_LENGTH_MINUTES * MINUTE);
          expect(slot.start.getTime()).toBeGreaterThan(now.getTime());
          expect(istMinuteOf(slot.start)).toBeGreaterThanOrEqual(store.opensAtMinute);
          expect(istMinuteOf(slot.start) + SLOT_LENGTH_MINUTES).toBeLessThanOrEqual(
            store.closesAtMinute,
          );
          expect(slot.start.getTime()).toBeLessThan(today + 2 * DAY);
          expect(slot.cutOffAt.getTime()).toBe(slot.start.getTime() - SLOT_CUTOFF_MINUTES * MINUTE);
          if (index > 0)
            expect(slot.start.getTime()).toBeGreaterThanOrEqual(slots[index - 1]!.end.getTime());
        }
      }),
    );
  });

  it('names each slot by an id that finds the same window again', () => {
    fc.assert(
      fc.property(instant, storeHours, (now, store) => {
        for (const slot of upcomingSlots(now, store))
          expect(slotById(slot.slotId, store)).toEqual(slot);
      }),
    );
  });

  it('starts the day at IST midnight, not UTC midnight', () => {
    // 00:10 IST on 25 November is still 24 November in UTC.
    const now = new Date('2026-11-24T18:40:00Z');
    const slots = upcomingSlots(now, hours);
    expect(slots.map((slot) => slot.slotId)).toEqual([
      ...['0800', '1000', '1200', '1400', '1600', '1800', '2000'].map((t) => `20261125-${t}`),
      ...['0800', '1000', '1200', '1400', '1600', '1800', '2000'].map((t) => `20261126-${t}`),
    ]);
    expect(slots[0]!.start.toISOString()).toBe('2026-11-25T02:30:00.000Z');
    expect(istDayOf(slots[0]!.start)).toBe('2026-11-25');
  });

  it('offers only tomorrow once today’s last window has started, across midnight', () => {
    const lateEvening = new Date('2026-11-24T15:00:00Z'); // 20:30 IST
    expect(upcomingSlots(lateEvening, hours)[0]!.slotId).toBe('20261125-0800');
    const beforeLast = new Date('2026-11-24T14:00:00Z'); // 19:30 IST
    expect(upcomingSlots(beforeLast, hours)[0]!.slotId).toBe('20261124-2000');
  });

  it('refuses ids that are not windows of the store hours', () => {
    expect(slotById('20261124-0900', hours)).toBeNull();
    expect(slotById('20261124-2200', hours)).toBeNull();
    expect(slotById('20261131-0800', hours)).toBeNull();
    expect(slotById('tomorrow', hours)).toBeNull();
  });

  it('closes a slot at its cut-off and fills it at its capacity', () => {
    const slot = slotById('20261125-1000', hours)!;
    const beforeCutOff = new Date(slot.cutOffAt.getTime() - MINUTE);
    expect(slotStatus(slot, beforeCutOff, 2, 3)).toBe('Open');
    expect(slotStatus(slot, beforeCutOff, 3, 3)).toBe('Full');
    expect(slotStatus(slot, slot.cutOffAt, 0, 3)).toBe('Closed');
  });
});
