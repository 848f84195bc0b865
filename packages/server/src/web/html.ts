const replacements: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => replacements[c] ?? c);

/**
 * The store's icons (the web build's public/favicon.ico and favicon.svg, served with the app) for every page
 * the server renders itself, so a browser does not ask for a /favicon.ico that is not there
 * (without a web build the server renders no page that would use them).
 */
export const ICON_LINKS =
  '<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48"><link rel="icon" href="/favicon.svg" type="image/svg+xml">';
