/**
 * The delivery instructions being written at checkout (issue 29): quick choices and a note for the packer
 * and the rider, and which lines may be replaced by a similar cut should they run out (the others are
 * refunded). Kept on the device as they change, so a reload (or the way back from the payment page) keeps
 * them; forgotten once the order is placed, and at logout (a note may hold a gate code).
 */
import type { CheckoutRequest } from '@storefront/sdk';
import {
  DELIVERY_INSTRUCTION_CHOICES,
  MAX_CART_LINES,
  MAX_DELIVERY_INSTRUCTION_CHOICES,
  MAX_DELIVERY_NOTE_LENGTH,
  type DeliveryInstructionChoice,
} from '@storefront/sdk/core';
import { proxy, subscribe } from 'valtio';

export const INSTRUCTIONS_STORAGE_KEY = 'storefront.deliveryInstructions';

interface Instructions {
  choices: DeliveryInstructionChoice[];
  note: string;
  /** The lines (lineKey) to replace with a similar cut should they run out. */
  replace: string[];
}

/** A cart line's key: its product and options, whatever order the options were chosen in. */
export const lineKey = (line: { productId: number; configPriceIds: readonly number[] }) =>
  `${line.productId}:${[...line.configPriceIds].sort((a, b) => a - b).join(',')}`;

const isChoice = (value: unknown): value is DeliveryInstructionChoice =>
  DELIVERY_INSTRUCTION_CHOICES.includes(value as DeliveryInstructionChoice);

/** What was stored, kept only as far as the server would take it (known choices, each once, the limits). */
function readStored(): Instructions {
  try {
    const value = JSON.parse(localStorage.getItem(INSTRUCTIONS_STORAGE_KEY) ?? '{}') as {
      choices?: unknown;
      note?: unknown;
      replace?: unknown;
    };
    const choices = Array.isArray(value.choices) ? value.choices.filter(isChoice) : [];
    const replace = Array.isArray(value.replace)
      ? value.replace.filter((key): key is string => typeof key === 'string')
      : [];
    return {
      choices: [...new Set(choices)].slice(0, MAX_DELIVERY_INSTRUCTION_CHOICES),
      note: typeof value.note === 'string' ? value.note.slice(0, MAX_DELIVERY_NOTE_LENGTH) : '',
      replace: [...new Set(replace)].slice(0, MAX_CART_LINES),
    };
  } catch {
    return { choices: [], note: '', replace: [] };
  }
}

export const instructions = proxy<Instructions>(readStored());

subscribe(instructions, () => {
  try {
    if (
      instructions.choices.length > 0 ||
      instructions.note !== '' ||
      instructions.replace.length > 0
    )
      localStorage.setItem(INSTRUCTIONS_STORAGE_KEY, JSON.stringify(instructions));
    else localStorage.removeItem(INSTRUCTIONS_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the instructions live on in memory.
  }
});

/** Ticks or unticks a quick choice; a fifth is not taken (the chips say so and disable the rest). */
export function toggleChoice(choice: DeliveryInstructionChoice): void {
  const at = instructions.choices.indexOf(choice);
  if (at >= 0) instructions.choices.splice(at, 1);
  else if (instructions.choices.length < MAX_DELIVERY_INSTRUCTION_CHOICES)
    instructions.choices.push(choice);
}

export function setNote(note: string): void {
  instructions.note = note.slice(0, MAX_DELIVERY_NOTE_LENGTH);
}

/** The checkout body's field: the choices in the order listed and the note trimmed; none when empty. */
export function instructionsToSend(): Pick<CheckoutRequest, 'deliveryInstructions'> {
  const choices = DELIVERY_INSTRUCTION_CHOICES.filter((choice) =>
    instructions.choices.includes(choice),
  );
  const note = instructions.note.trim();
  if (choices.length === 0 && note === '') return {};
  return { deliveryInstructions: { choices, note } };
}

/** Whether the line is to be replaced by a similar cut should it run out (else refunded). */
export function setReplace(key: string, replace: boolean): void {
  const at = instructions.replace.indexOf(key);
  if (replace && at < 0) instructions.replace.push(key);
  if (!replace && at >= 0) instructions.replace.splice(at, 1);
}

/** The checkout's lines, each asked to be replaced marked so (the server refunds the others). */
export function withIfShort<L extends { productId: number; configPriceIds: number[] }>(
  lines: L[],
): (L & { ifShort?: 'Replace' })[] {
  return lines.map((line) =>
    instructions.replace.includes(lineKey(line)) ? { ...line, ifShort: 'Replace' as const } : line,
  );
}

/** The order took them (or the shopper signed out): the next checkout starts without any. */
export function forgetInstructions(): void {
  instructions.choices.splice(0);
  instructions.note = '';
  instructions.replace.splice(0);
}
