/**
 * Draws the store's images as small flat SVG illustrations (colour, a simple icon and the name), from the
 * seed catalogue, into assets/images/, then rasterizes each one to WebP with Debian's chromium: the store
 * serves the WebP files, as a real store serves photos. An SVG image with text is parsed, laid out and
 * painted on the page's main thread; a WebP image is decoded off it. Run with
 * `pnpm --filter @storefront/server images`; the output is committed, nothing is downloaded.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { banners, catalog } from '../src/seed/catalog-data.js';
import { escapeHtml } from '../src/web/html.js';
import { assetsFolder } from '../src/paths.js';

const icons: Record<string, string> = {
  // drumstick
  chicken:
    '<path d="M-60 40c-30-40 10-110 70-100 60 8 80 70 40 105-20 18-45 20-62 12l-28 30a16 16 0 1 1-24-6 16 16 0 1 1 4-26z" fill="#fff" fill-opacity=".92"/><path d="M-10-40c30-6 55 14 58 40" stroke="#000" stroke-opacity=".12" stroke-width="10" fill="none" stroke-linecap="round"/>',
  // leg of mutton with bone
  mutton:
    '<path d="M-80 50c-20-60 40-120 100-100 50 16 60 80 10 110-30 18-60 14-80 6z" fill="#fff" fill-opacity=".92"/><rect x="10" y="-95" width="22" height="70" rx="11" transform="rotate(40)" fill="#f5efe6"/><circle cx="78" cy="-62" r="14" fill="#f5efe6"/><circle cx="62" cy="-78" r="14" fill="#f5efe6"/>',
  'fish-and-seafood':
    '<path d="M-90 0c40-55 110-55 150 0-40 55-110 55-150 0z" fill="#fff" fill-opacity=".92"/><path d="M60 0l45-40v80z" fill="#fff" fill-opacity=".92"/><circle cx="-55" cy="-8" r="8" fill="#1b3a4b"/><path d="M-20-30q15 30 0 60" stroke="#000" stroke-opacity=".12" stroke-width="6" fill="none"/>',
  eggs: '<ellipse cx="-35" cy="10" rx="48" ry="62" fill="#fff" fill-opacity=".95"/><ellipse cx="40" cy="20" rx="44" ry="56" fill="#fdf3e1"/><ellipse cx="-50" cy="-15" rx="10" ry="16" fill="#fff"/>',
  'marinades-and-ready-to-cook':
    '<path d="M-100 0h200c0 60-45 95-100 95S-100 60-100 0z" fill="#fff" fill-opacity=".92"/><rect x="-110" y="-12" width="220" height="16" rx="8" fill="#fff"/><path d="M-40-30c0-20 20-20 20-40M10-30c0-20 20-20 20-40" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>',
  'cold-cuts':
    '<circle cx="-40" cy="10" r="58" fill="#fff" fill-opacity=".92"/><circle cx="50" cy="-10" r="48" fill="#fff" fill-opacity=".8"/><g fill="#000" fill-opacity=".1"><circle cx="-55" cy="0" r="8"/><circle cx="-25" cy="30" r="6"/><circle cx="-30" cy="-20" r="5"/><circle cx="50" cy="-10" r="7"/></g>',
};

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > max && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

function textLines(lines: string[], x: number, y: number, size: number, anchor = 'middle'): string {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * size * 1.2}" text-anchor="${anchor}" font-size="${size}">${escapeHtml(l)}</text>`,
    )
    .join('');
}

function productSvg(name: string, colour: string, icon: string): string {
  const lines = wrap(name, 26);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 450" width="600" height="450" role="img" aria-label="${escapeHtml(name)}"><rect width="600" height="450" fill="${colour}"/><circle cx="300" cy="170" r="130" fill="#fff" fill-opacity=".18"/><g transform="translate(300 170)">${icon}</g><rect y="${450 - 40 - lines.length * 34}" width="600" height="${40 + lines.length * 34}" fill="#000" fill-opacity=".28"/><g fill="#fff" font-family="system-ui,sans-serif" font-weight="700">${textLines(lines, 300, 450 - 14 - (lines.length - 1) * 34 - 8, 28)}</g></svg>\n`;
}

function categorySvg(name: string, colour: string, icon: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${escapeHtml(name)}"><rect width="300" height="300" rx="40" fill="${colour}"/><g transform="translate(150 130) scale(.8)">${icon}</g><g fill="#fff" font-family="system-ui,sans-serif" font-weight="700">${textLines(wrap(name, 16), 150, 250, 26)}</g></svg>\n`;
}

function bannerSvg(title: string, subtitle: string, colour: string, icon: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${escapeHtml(title)}"><rect width="1200" height="400" fill="${colour}"/><rect width="1200" height="400" fill="#000" fill-opacity=".22"/><circle cx="950" cy="200" r="170" fill="#fff" fill-opacity=".18"/><g transform="translate(950 200) scale(1.3)">${icon}</g><g fill="#fff" font-family="system-ui,sans-serif">${textLines(wrap(title, 20), 70, 170, 54, 'start').replace(/<text /g, '<text font-weight="800" ')}<text x="70" y="${170 + wrap(title, 20).length * 65 + 10}" font-size="28">${escapeHtml(subtitle)}</text></g></svg>\n`;
}

async function main(): Promise<void> {
  const root = join(assetsFolder, 'images');
  for (const dir of ['products', 'categories', 'banners'])
    await mkdir(join(root, dir), { recursive: true });
  let files = 0;
  for (const category of catalog) {
    const icon = icons[category.slug] ?? '';
    await writeFile(
      join(root, 'categories', `${category.slug}.svg`),
      categorySvg(category.name, category.colour, icon),
    );
    files += 1;
    for (const product of category.products) {
      await writeFile(
        join(root, 'products', `${product.slug}.svg`),
        productSvg(product.name, category.colour, icon),
      );
      files += 1;
    }
  }
  for (const [index, banner] of banners.entries()) {
    const category = catalog.find((c) => banner.link.endsWith(c.slug));
    await writeFile(
      join(root, 'banners', `banner-${index + 1}.svg`),
      bannerSvg(
        banner.title,
        banner.subtitle,
        banner.colour,
        icons[category?.slug ?? 'chicken'] ?? '',
      ),
    );
    files += 1;
  }
  console.log(`drew ${files} images in ${root}`);
  await rasterize(root, ['products', 'categories', 'banners']);
}

/** Writes a WebP (quality 82) beside every SVG of the folders, at the SVG's own size. */
async function rasterize(root: string, folders: string[]): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new'],
  });
  try {
    const page = await browser.newPage();
    let count = 0;
    for (const folder of folders) {
      for (const file of (await readdir(join(root, folder))).filter((f) => f.endsWith('.svg'))) {
        const svg = await readFile(join(root, folder, file), 'utf8');
        const dataUrl = await page.evaluate(async (source: string) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth;
          canvas.height = image.naturalHeight;
          canvas.getContext('2d')?.drawImage(image, 0, 0);
          return canvas.toDataURL('image/webp', 0.82);
        }, svg);
        const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
        await writeFile(
          join(root, folder, file.replace(/\.svg$/, '.webp')),
          Buffer.from(base64, 'base64'),
        );
        count += 1;
      }
    }
    console.log(`rasterized ${count} images to WebP`);
  } finally {
    await browser.close();
  }
}

await main();
