/**
 * The shape of the SDK's texts in any language, and how a language's texts are completed with English.
 * English (../messages.ts) is the source: a language may leave any text out and gets the English one.
 */
import { messages } from '../messages.js';

/** A catalog's shape with its English literals widened to string. */
export type Widened<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widened<R>
    : T extends object
      ? { readonly [K in keyof T]: Widened<T[K]> }
      : T;

/** What a language gives: any part of the English texts, each with the English text's parameters. */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widened<R>
    : T extends object
      ? { readonly [K in keyof T]?: Translated<T[K]> }
      : T;

/** Every text the SDK hands to a UI, in some language (`messages` is the English one). */
export type MessageCatalog = Widened<typeof messages>;
/** A language's texts as written: English fills in what it leaves out. */
export type MessageTranslation = Translated<typeof messages>;

const isCatalog = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merged(source: Record<string, unknown>, own: unknown): Record<string, unknown> {
  if (!isCatalog(own)) return source;
  return Object.fromEntries(
    Object.entries(source).map(([key, value]) => {
      const text = own[key];
      if (text === undefined) return [key, value];
      return [key, isCatalog(value) ? merged(value, text) : text];
    }),
  );
}

/** A language's complete catalog: its own texts, English for the rest. */
export function withEnglish(translation: MessageTranslation): MessageCatalog {
  return merged(messages, translation) as MessageCatalog;
}
