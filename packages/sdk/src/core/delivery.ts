/**
 * The delivery promise's rules: slot windows, their cut-off, and the free-cancellation window. The
 * reference server builds slots and deadlines from these; apps may show them (docs/delivery.md).
 */

/** The store's time zone: slots, store hours and order days are in Indian Standard Time. */
export const STORE_TIME_ZONE = 'Asia/Kolkata';
/** IST is UTC+05:30 all year (no daylight saving). */
export const IST_OFFSET_MINUTES = 330;

/** Each delivery slot is a window of this many minutes. */
export const SLOT_LENGTH_MINUTES = 120;
/** A slot stops taking orders this many minutes before its window starts. */
export const SLOT_CUTOFF_MINUTES = 30;
/** Slots are offered for today and tomorrow. */
export const SLOT_DAYS = 2;

/** A slot order may be cancelled free of charge until this many minutes before its window starts. */
export const FREE_CANCEL_MARGIN_MINUTES = 60;
/** An express order may be cancelled free of charge for this many minutes after it is placed. */
export const EXPRESS_CANCEL_MINUTES = 2;
/** Minutes an express order spends being packed before the rider leaves (added to the ride for the ETA). */
export const EXPRESS_PREPARATION_MINUTES = 10;

/**
 * An address's position may be at most this far (straight line, metres) from its pincode's centroid: a
 * Delhi pincode with a Bengaluru position, or a pin dropped across town, is refused. A shared location is
 * served by the nearest served pincode within the same distance.
 */
export const MAX_METRES_FROM_PINCODE = 5_000;

/** Open: orders can still take it; Full: no seat left; Closed: its cut-off has passed. */
export const SLOT_STATUSES = ['Open', 'Full', 'Closed'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/** How a delivery method promises its time: a chosen slot, express (an ETA), or a plain estimate. */
export const DELIVERY_KINDS = ['Slot', 'Express', 'Standard'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** A slot id: its IST day and start, e.g. 20261124-1400. */
export const SLOT_ID_PATTERN = /^[0-9]{8}-[0-9]{4}$/;

/**
 * How the shopper wants the order handed over, ticked at checkout and shown to the packer and the rider
 * (docs/after-the-order.md). The apps word each one; the server keeps the ids.
 */
export const DELIVERY_INSTRUCTION_CHOICES = [
  'CallOnArrival',
  'LeaveWithGuard',
  'LeaveAtDoor',
  'NoDoorbell',
  'PetAtHome',
] as const;
export type DeliveryInstructionChoice = (typeof DELIVERY_INSTRUCTION_CHOICES)[number];
/** At most this many quick choices on one order. */
export const MAX_DELIVERY_INSTRUCTION_CHOICES = 4;
/** The free-text note's length, after trimming. */
export const MAX_DELIVERY_NOTE_LENGTH = 200;
