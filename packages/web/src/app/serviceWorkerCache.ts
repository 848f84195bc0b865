/**
 * The service worker's rules for the API replies it keeps (vite.config.ts writes them into the generated
 * worker by their source text, so each function stands alone: no imports, no outer variables).
 */

/** Only a 200 the server marked `public` (the same for every caller) and no request carrying a token. */
export async function keepPublicReplies({
  request,
  response,
}: {
  request: Request;
  response: Response;
}): Promise<Response | null> {
  return !request.headers.has('authorization') &&
    /(?:^|,)\s*public\s*(?:,|$)/i.test(response.headers.get('cache-control') ?? '')
    ? response
    : null;
}

/**
 * One kept reply per language: the app asks in the shopper's language (Accept-Language, lib/client.ts) and
 * the server answers texts and catalog names in it, so the language is part of the cache key
 * (`…&__lang=hi`, a key only: never sent). A reply in one language is never handed to a request in another,
 * whether or not the server sends `Vary: Accept-Language`.
 */
export async function keyByLanguage({ request }: { request: Request }): Promise<string> {
  const language = (request.headers.get('accept-language') ?? '')
    .split(',')[0]!
    .trim()
    .toLowerCase();
  const url = new URL(request.url);
  if (language) url.searchParams.set('__lang', language);
  return url.href;
}
