/**
 * The language of a request (docs/api.md, "Language"): `?lang=` first, then Accept-Language, else English.
 * Worked out once per request in an onRequest hook and kept as `request.locale`; every v1 reply says which
 * language it is in (Content-Language) and that it varies with Accept-Language (Vary).
 */
import {
  DEFAULT_LOCALE,
  LOCALE_QUERY_PARAMETER,
  type Locale,
  firstSupportedLocale,
  localeFromAcceptLanguage,
} from '@storefront/sdk/core';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the reply's texts and catalog fields are in. */
    locale: Locale;
  }
}

/** The `lang` query parameter's language when it names a supported one ('hi', 'hi-IN'), else undefined. */
function queryLocale(query: unknown): Locale | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const value = (query as Record<string, unknown>)[LOCALE_QUERY_PARAMETER];
  const tags = (Array.isArray(value) ? value : [value]).filter(
    (tag): tag is string => typeof tag === 'string',
  );
  return firstSupportedLocale(tags);
}

/** A request's language: a supported `?lang=` wins, then Accept-Language, else English. */
export function negotiateLocale(query: unknown, acceptLanguage: string | undefined): Locale {
  return queryLocale(query) ?? localeFromAcceptLanguage(acceptLanguage);
}

/** The query without the `lang` parameter, which no call's own (strict) query schema names. */
export function withoutLocaleParameter(query: unknown): unknown {
  if (typeof query !== 'object' || query === null || !(LOCALE_QUERY_PARAMETER in query))
    return query;
  const { [LOCALE_QUERY_PARAMETER]: _language, ...rest } = query as Record<string, unknown>;
  return rest;
}

/** Adds a field to the reply's Vary header, keeping what is there. */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (fields.includes('*') || fields.some((part) => part.toLowerCase() === field)) return;
  reply.header('vary', [...fields, field].join(', '));
}

/**
 * Sets `request.locale` for every request under `apiPrefix` (the shopper's v1 API), and Content-Language
 * and Vary: Accept-Language on every reply there (errors and unknown paths included). Every other request
 * (the staff API /ops/v1, the web pages) keeps English.
 */
export function negotiateLanguage(app: FastifyInstance, apiPrefix: string): void {
  const isApi = (url: string) =>
    url.startsWith(apiPrefix) &&
    (url.length === apiPrefix.length || '/?'.includes(url.charAt(apiPrefix.length)));
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', (request, _reply, done) => {
    if (isApi(request.url))
      request.locale = negotiateLocale(request.query, request.headers['accept-language']);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApi(request.url)) {
      reply.header('content-language', request.locale);
      addVary(reply, 'accept-language');
    }
    done(null, payload);
  });
}
