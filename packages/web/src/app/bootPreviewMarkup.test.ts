import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bootTemplates, homeDrawing, productDrawing } from './bootPreviewMarkup';

/** The app's sources, read from disk (the test run does not load stylesheets). */
const sourceFolder = join(dirname(fileURLToPath(import.meta.url)), '..');
const sources = readdirSync(sourceFolder, { recursive: true, encoding: 'utf8' });
const readAll = (keep: (file: string) => boolean) =>
  sources.filter(keep).map((file) => readFileSync(join(sourceFolder, file), 'utf8'));
const stylesheets = readAll((file) => file.endsWith('.css'));
const components = readAll((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Styled by one of the app's stylesheets, or set as a page's class by one of its components. */
function isTheAppsClass(name: string): boolean {
  const word = escapeRegExp(name);
  const selector = new RegExp(`\\.${word}(?![\\w-])`);
  const className = new RegExp(`className="(?:[^"]*\\s)?${word}(?:\\s[^"]*)?"`);
  return (
    stylesheets.some((css) => selector.test(css)) ||
    components.some((source) => className.test(source))
  );
}

describe('the boot shell’s drawing of the first page', () => {
  it('holds no words: nothing to show in the wrong language before the app renders in the shopper’s', () => {
    const indexHtml = readFileSync(join(sourceFolder, '../index.html'), 'utf8');
    const shell = /<div class="boot">([\s\S]*?)<!--boot-content-->/.exec(indexHtml)?.[1] ?? '';
    const words = (markup: string) =>
      markup
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/<[^>]*>/g, '')
        .replace(/\{\{\w+\}\}/g, '')
        .trim();
    for (const template of Object.values(bootTemplates)) expect(words(template)).toBe('');
    // The static shell shows only the store's name, a brand in every language.
    expect(words(shell)).toBe('FreshCuts');
  });

  it('uses only the app’s own classes, so the inlined stylesheet lays it out as the app does', () => {
    const classes = new Set(
      Object.values(bootTemplates).flatMap((template: string) =>
        [...template.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]?.split(' ') ?? []),
      ),
    );
    expect(classes.size).toBeGreaterThan(5);
    expect([...classes].filter((name) => !isTheAppsClass(name))).toEqual([]);
  });

  it('draws the first banner with high priority and the later ones lazily, at the artwork’s size', () => {
    const strip = document.createElement('div');
    strip.innerHTML = homeDrawing(['/a.webp', '/b.webp', '/c.webp']);
    const images = [...strip.querySelectorAll('.banner-strip .banner img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/a.webp',
      '/b.webp',
      '/c.webp',
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
    ]);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '400');
      expect(image).toHaveAttribute('alt', '');
    }
  });

  it('escapes the data it is filled with', () => {
    const html = productDrawing('x"y', {
      url: '/images/"><script>alert(1)</script>.svg',
      alt: `Tom's "best" <cut> & {{slug}}`,
      width: 600,
      height: 450,
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('data-boot-slug="x&quot;y"');
    expect(html).toContain('alt="Tom&#39;s &quot;best&quot; &lt;cut&gt; &amp; {{slug}}"');
    expect(html).toContain('width="600" height="450" fetchpriority="high"');
  });
});
