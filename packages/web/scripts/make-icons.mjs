// Draws the app icons (PNG, for the web manifest and iOS, and public/favicon.ico for the pages the server
// renders itself and for browsers that ask for /favicon.ico) from the store mark, with the local chromium.
// Run: node scripts/make-icons.mjs   (writes public/icons/*.png and public/favicon.ico; commit the results)
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** An .ico file holding PNG images (every current browser reads PNG inside ICO). */
function icoOf(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const mark = (size, padding) => `<!doctype html><html><body style="margin:0;background:transparent">
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  ${padding ? '<rect width="64" height="64" fill="#b91c1c"/>' : '<rect width="64" height="64" rx="14" fill="#b91c1c"/>'}
  <g transform="${padding ? 'translate(12.8 12.8) scale(0.6)' : ''}">
    <path d="M38 12c8 0 14 6 14 14 0 9-8 14-15 14-3 0-5 1-7 3l-5 5a5 5 0 1 1-6 2 5 5 0 1 1 2-6l5-5c2-2 3-4 3-7 0-8 5-20 9-20Z" fill="#fff"/>
  </g>
</svg></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const [name, size, maskable] of [
  ['icon-192', 192, false],
  ['icon-512', 512, false],
  ['icon-maskable-512', 512, true],
  ['apple-touch-icon', 180, true],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(mark(size, maskable));
  await page.locator('svg').screenshot({ path: `public/icons/${name}.png`, omitBackground: true });
}
const favicons = [];
for (const size of [16, 32, 48]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(mark(size, false));
  favicons.push({ size, png: await page.locator('svg').screenshot({ omitBackground: true }) });
}
writeFileSync('public/favicon.ico', icoOf(favicons));
await browser.close();
