/**
 * The limits of a request body, checked before anything walks it: at most BODY_LIMIT_BYTES (Fastify answers
 * 413 beyond it, before reading on), and for JSON at most MAX_JSON_DEPTH levels of arrays and objects,
 * counted in one pass over the text before it is parsed (400 with the usual error body beyond it). So no
 * walk over a request's value (the NUL guard, zod, JSON.stringify of a stored request) meets a deep one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { textsIn } from '../i18n/texts.js';
import { badRequest } from './errors.js';

/** The largest request body, in bytes. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** The deepest nesting of arrays and objects a JSON body may have (`{"a":[1]}` is 2 levels). */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // backslash
const isOpener = (code: number) => code === 0x5b || code === 0x7b; // [ {
const isCloser = (code: number) => code === 0x5d || code === 0x7d; // ] }

/**
 * Whether JSON text nests arrays and objects deeper than `limit` levels: one pass over the text, brackets
 * inside strings skipped, stopping as soon as the limit is passed. Exact for any text JSON.parse accepts;
 * malformed text is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH)
        i++; // the escaped character cannot end the string
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (isOpener(code)) {
      depth++;
      if (depth > limit) return true;
    } else if (isCloser(code)) {
      depth--;
    }
  }
  return false;
}

/** Fastify's own JSON parser is the callback kind (the type also allows the promise kind). */
type CallbackParser = (
  request: FastifyRequest,
  body: string,
  done: (error: Error | null, value?: unknown) => void,
) => void;

/**
 * Replaces the JSON parser of `app` (and the plugins registered after): the depth check, then Fastify's
 * own parser (empty bodies, invalid JSON, `__proto__` and `constructor.prototype` refused as before).
 * A scope that needs the raw text (the payment webhook) removes it and checks the depth itself.
 */
export function limitJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error') as CallbackParser;
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request, body: string, done) => {
      if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
        const texts = textsIn(request.locale).messages;
        done(badRequest(texts.bodyTooDeep(MAX_JSON_DEPTH)), undefined);
        return;
      }
      parseJson(request, body, done);
    },
  );
}
