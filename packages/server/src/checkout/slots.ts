/**
 * Slot windows as pure time arithmetic in IST: today's and tomorrow's windows of SLOT_LENGTH_MINUTES
 * between the store's opening and closing, each closing SLOT_CUTOFF_MINUTES before it starts.
 */
import {
  IST_OFFSET_MINUTES,
  SLOT_CUTOFF_MINUTES,
  SLOT_DAYS,
  SLOT_ID_PATTERN,
  SLOT_LENGTH_MINUTES,
  type SlotStatus,
} from '@storefront/sdk/core';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const OFFSET = IST_OFFSET_MINUTES * MINUTE;

export interface StoreHours {
  /** Minutes after IST midnight. */
  opensAtMinute: number;
  closesAtMinute: number;
}

export interface SlotWindow {
  slotId: string;
  start: Date;
  end: Date;
  cutOffAt: Date;
}

/** The UTC instant of IST midnight starting the IST day that holds `at`. */
export function istDayStart(at: Date): number {
  return Math.floor((at.getTime() + OFFSET) / DAY) * DAY - OFFSET;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function slotIdOf(start: number): string {
  const ist = new Date(start + OFFSET);
  return `${ist.getUTCFullYear()}${pad(ist.getUTCMonth() + 1)}${pad(ist.getUTCDate())}-${pad(ist.getUTCHours())}${pad(ist.getUTCMinutes())}`;
}

function windowAt(start: number): SlotWindow {
  return {
    slotId: slotIdOf(start),
    start: new Date(start),
    end: new Date(start + SLOT_LENGTH_MINUTES * MINUTE),
    cutOffAt: new Date(start - SLOT_CUTOFF_MINUTES * MINUTE),
  };
}

/** Minutes after opening at which a window starts, for every window that ends by closing time. */
function startMinutes(hours: StoreHours): number[] {
  const minutes: number[] = [];
  for (
    let m = hours.opensAtMinute;
    m + SLOT_LENGTH_MINUTES <= hours.closesAtMinute;
    m += SLOT_LENGTH_MINUTES
  )
    minutes.push(m);
  return minutes;
}

/** Today's and tomorrow's windows (IST) that have not started yet, earliest first. */
export function upcomingSlots(now: Date, hours: StoreHours): SlotWindow[] {
  const today = istDayStart(now);
  const windows: SlotWindow[] = [];
  for (let day = 0; day < SLOT_DAYS; day += 1) {
    for (const minute of startMinutes(hours)) {
      const start = today + day * DAY + minute * MINUTE;
      if (start > now.getTime()) windows.push(windowAt(start));
    }
  }
  return windows;
}

/** The window a slot id names, or null when it is not a window of these store hours. */
export function slotById(slotId: string, hours: StoreHours): SlotWindow | null {
  if (!SLOT_ID_PATTERN.test(slotId)) return null;
  const [year, month, day, hour, minute] = [
    slotId.slice(0, 4),
    slotId.slice(4, 6),
    slotId.slice(6, 8),
    slotId.slice(9, 11),
    slotId.slice(11, 13),
  ].map(Number) as [number, number, number, number, number];
  const dayStart = Date.UTC(year, month - 1, day) - OFFSET;
  const minuteOfDay = hour * 60 + minute;
  if (!startMinutes(hours).includes(minuteOfDay)) return null;
  const window = windowAt(dayStart + minuteOfDay * MINUTE);
  // Date.UTC rolls 20261131 over to December: only an id that names itself is a slot.
  return window.slotId === slotId ? window : null;
}

/** Closed once the cut-off has passed, Full when no seat is left, Open otherwise. */
export function slotStatus(
  window: SlotWindow,
  now: Date,
  booked: number,
  capacity: number,
): SlotStatus {
  if (now.getTime() >= window.cutOffAt.getTime()) return 'Closed';
  return booked >= capacity ? 'Full' : 'Open';
}
