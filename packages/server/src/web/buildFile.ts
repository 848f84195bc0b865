/** The files the web build writes next to index.html (boot templates, page paths, route hints). */

/** The JSON object in a build file's text, or undefined when the text is not one. */
export function jsonObjectOf(text: string): Record<string, unknown> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : undefined;
}
