/** A GET's query on `url`: each defined value of the checked request, in its schema's order. */
export function setQuery(url: URL, query: Record<string, unknown>): URL {
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}
