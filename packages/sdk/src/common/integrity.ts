/**
 * Canonical JSON and a small synchronous hash, for integrity envelopes of locally stored state.
 * This detects corruption and hand-edits; it is not a security boundary (the server re-prices every order).
 */

/** JSON with object keys sorted at every level, so equal values always give the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((entry) => canonicalJson(entry)).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
}

/** 32-bit FNV-1a over the UTF-16 code units of a string, as 8 hex digits. Same result in browsers and Node. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export function checksumOf(value: unknown): string {
  return fnv1a(canonicalJson(value));
}
