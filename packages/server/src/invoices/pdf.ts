/**
 * A tax document as a PDF (docs/invoices.md), drawn by pdfkit from the content snapshotted when it was
 * issued, so the same document prints the same every time. The fonts are Noto Sans from npm (Latin with
 * its extension for ₹, Devanagari and Kannada), embedded as subsets: a machine needs no fonts of its own.
 * Each run of text is set in the font that has its characters (a name in Hindi or Kannada, the rest in
 * Latin), and fontkit shapes the Indic runs (conjuncts, vowel signs).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatGstRate } from '@storefront/sdk/core';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { DocumentContent, DocumentLine, Party } from './content.js';
import { formatAmount } from './gst.js';
import { pdfTexts } from './texts.js';

const require = createRequire(import.meta.url);

type Script = 'latin' | 'latinExt' | 'devanagari' | 'kannada';
type Weight = 'regular' | 'bold';

const FONT_FILES: Record<Script, Record<Weight, string>> = {
  latin: {
    regular: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
    bold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  },
  latinExt: {
    regular: '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
    bold: '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
  },
  devanagari: {
    regular:
      '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
    bold: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
  },
  kannada: {
    regular: '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff',
    bold: '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff',
  },
};
const SCRIPTS = Object.keys(FONT_FILES) as Script[];

interface LoadedFont {
  bytes: Buffer;
  has: (codePoint: number) => boolean;
}

let loaded: Record<Script, Record<Weight, LoadedFont>> | null = null;

/** The font files, read once per process. */
function fonts(): Record<Script, Record<Weight, LoadedFont>> {
  if (loaded) return loaded;
  const load = (path: string): LoadedFont => {
    const bytes = readFileSync(require.resolve(path));
    const font = fontkit.create(bytes);
    if (!('hasGlyphForCodePoint' in font)) throw new Error(`${path} is a font collection`);
    return { bytes, has: (codePoint) => font.hasGlyphForCodePoint(codePoint) };
  };
  loaded = Object.fromEntries(
    SCRIPTS.map((script) => [
      script,
      { regular: load(FONT_FILES[script].regular), bold: load(FONT_FILES[script].bold) },
    ]),
  ) as Record<Script, Record<Weight, LoadedFont>>;
  return loaded;
}

const isDevanagari = (cp: number) =>
  (cp >= 0x0900 && cp <= 0x097f) ||
  (cp >= 0xa8e0 && cp <= 0xa8ff) ||
  (cp >= 0x1cd0 && cp <= 0x1cff);
const isKannada = (cp: number) => cp >= 0x0c80 && cp <= 0x0cff;
/** Joiners and combining marks stay in the run of the letter before them. */
const isJoining = (char: string) => /^[\p{M}\u200c\u200d]$/u.test(char);

/** The script whose font sets a character. */
function scriptOf(char: string): Script {
  const cp = char.codePointAt(0)!;
  if (isDevanagari(cp)) return 'devanagari';
  if (isKannada(cp)) return 'kannada';
  const set = fonts();
  return SCRIPTS.find((script) => set[script].regular.has(cp)) ?? 'latin';
}

/** The text cut into runs of one font each. */
export function runsOf(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const script = last && isJoining(char) ? last.script : scriptOf(char);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

const PAGE = { margin: 36, width: 595.28, height: 841.89 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  value: (line: DocumentLine, index: number) => string;
}

type Doc = InstanceType<typeof PDFDocument>;

/** Writes text at (x, y) within `width`, each run in its font; answers the y below it. */
function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: { width: number; size?: number; weight?: Weight; align?: Column['align'] },
): number {
  const runs = runsOf(text === '' ? ' ' : text);
  doc.fontSize(options.size ?? 9);
  runs.forEach((run, i) => {
    doc.font(fontName(run.script, options.weight ?? 'regular'));
    const more = i < runs.length - 1;
    if (i === 0)
      doc.text(run.text, x, y, {
        width: options.width,
        align: options.align ?? 'left',
        continued: more,
        lineGap: 1,
      });
    else doc.text(run.text, { continued: more });
  });
  return doc.y;
}

/** A block of lines (a party's name, address, GSTIN); answers the y below it. */
function block(doc: Doc, title: string, lines: string[], x: number, y: number, width: number) {
  let at = write(doc, title, x, y, { width, size: 8, weight: 'bold' });
  lines.forEach((line, i) => {
    at = write(doc, line, x, at, { width, size: 9, weight: i === 0 ? 'bold' : 'regular' });
  });
  return at;
}

function partyLines(party: Party, texts: typeof pdfTexts): string[] {
  return [
    party.name,
    ...party.address,
    ...(party.phone ? [texts.phone(party.phone)] : []),
    ...(party.gstin ? [texts.gstin(party.gstin)] : []),
    texts.state(party.state, party.stateCode),
  ];
}

function columnsOf(content: DocumentContent, texts: typeof pdfTexts): Column[] {
  const money = (pick: (line: DocumentLine) => number) => (line: DocumentLine) =>
    formatAmount(pick(line));
  const tax: Column[] = content.interState
    ? [{ title: texts.igst, width: 62, align: 'right', value: money((l) => l.igst) }]
    : [
        { title: texts.cgst, width: 50, align: 'right', value: money((l) => l.cgst) },
        { title: texts.sgst, width: 50, align: 'right', value: money((l) => l.sgst) },
      ];
  const fixed: Column[] = [
    { title: '#', width: 18, align: 'left', value: (_l, i) => String(i + 1) },
    { title: texts.hsnSac, width: 42, align: 'left', value: (l) => l.code },
    {
      title: texts.qty,
      width: 26,
      align: 'right',
      value: (l) => (l.qty === null ? '' : String(l.qty)),
    },
    { title: texts.taxableValue, width: 62, align: 'right', value: money((l) => l.taxable) },
    { title: texts.rate, width: 34, align: 'right', value: (l) => formatGstRate(l.rateBp) },
    ...tax,
    { title: texts.amount, width: 64, align: 'right', value: money((l) => l.amount) },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  const description: Column = {
    title: texts.description,
    width: CONTENT_WIDTH - used,
    align: 'left',
    value: (l) => l.description,
  };
  return [fixed[0]!, description, ...fixed.slice(1)];
}

/** Draws the table's header row at y; answers the y below it. */
function header(doc: Doc, columns: Column[], y: number): number {
  let x = PAGE.margin;
  let bottom = y;
  for (const column of columns) {
    bottom = Math.max(
      bottom,
      write(doc, column.title, x + 2, y + 3, {
        width: column.width - 4,
        size: 7.5,
        weight: 'bold',
        align: column.align,
      }),
    );
    x += column.width;
  }
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, bottom - y + 3).stroke('#888888');
  return bottom + 3;
}

const LEFT = PAGE.margin;
const HALF = CONTENT_WIDTH / 2 - 8;
const RIGHT = PAGE.margin + CONTENT_WIDTH / 2 + 8;

/** The title, the store, the document's facts and the shopper; answers the y below them. */
function drawHeading(doc: Doc, content: DocumentContent, texts: typeof pdfTexts): number {
  let y = write(doc, texts.title[content.kind], LEFT, PAGE.margin, {
    width: CONTENT_WIDTH,
    size: 15,
    weight: 'bold',
    align: 'center',
  });
  y = write(doc, texts.inclusive, LEFT, y, { width: CONTENT_WIDTH, size: 8, align: 'center' }) + 8;
  const facts = [
    texts.number(content.kind, content.number),
    texts.date(content.date),
    texts.financialYear(content.financialYear),
    texts.order(content.orderNumber, content.orderDate),
    texts.placeOfSupply(content.placeOfSupply.state, content.placeOfSupply.code),
    texts.reverseCharge,
    ...(content.invoice
      ? [texts.againstInvoice(content.invoice.number, content.invoice.date)]
      : []),
    ...(content.reasons.length > 0 ? [texts.reason(content.reasons.join('; '))] : []),
  ];
  const sellerBottom = block(doc, texts.seller, partyLines(content.seller, texts), LEFT, y, HALF);
  let factsBottom = y;
  for (const fact of facts) factsBottom = write(doc, fact, RIGHT, factsBottom, { width: HALF });
  y = Math.max(sellerBottom, factsBottom) + 8;
  return block(doc, texts.buyer, partyLines(content.buyer, texts), LEFT, y, CONTENT_WIDTH) + 10;
}

/** The lines' table from y, a new page (with the header again) for a row that would not fit. */
function drawLines(doc: Doc, content: DocumentContent, texts: typeof pdfTexts, top: number) {
  const columns = columnsOf(content, texts);
  let y = header(doc, columns, top);
  content.lines.forEach((line, index) => {
    const estimate = doc
      .font(fontName('latin', 'regular'))
      .fontSize(8.5)
      .heightOfString(line.description, { width: columns[1]!.width - 4 });
    if (y + estimate * 1.6 + 8 > PAGE.height - PAGE.margin - 120) {
      doc.addPage();
      y = header(doc, columns, PAGE.margin);
    }
    let x = PAGE.margin;
    let bottom = y;
    for (const column of columns) {
      const text = column.value(line, index);
      const options = { width: column.width - 4, size: 8.5, align: column.align };
      bottom = Math.max(bottom, write(doc, text, x + 2, y + 3, options));
      x += column.width;
    }
    doc
      .moveTo(PAGE.margin, bottom + 3)
      .lineTo(PAGE.margin + CONTENT_WIDTH, bottom + 3)
      .stroke('#cccccc');
    y = bottom + 3;
  });
  return y;
}

/** The totals, the total in words and the notes. */
function drawTotals(doc: Doc, content: DocumentContent, texts: typeof pdfTexts, top: number) {
  const { totals } = content;
  const taxes: [string, number][] = content.interState
    ? [[texts.igst, totals.igst]]
    : [
        [texts.cgst, totals.cgst],
        [texts.sgst, totals.sgst],
      ];
  const rows: [string, number, Weight][] = [
    [texts.totalTaxable, totals.taxable, 'regular'],
    ...taxes.map(([label, amount]): [string, number, Weight] => [label, amount, 'regular']),
    [texts.totalTax, totals.tax, 'regular'],
    [texts.total[content.kind], totals.total, 'bold'],
  ];
  let y = top;
  for (const [label, amount, weight] of rows) {
    write(doc, label, RIGHT, y, { width: HALF - 90, weight });
    y = write(doc, `₹${formatAmount(amount)}`, RIGHT + HALF - 90, y, {
      width: 90,
      weight,
      align: 'right',
    });
  }
  y = write(doc, texts.inWords(content.totalInWords), LEFT, y + 6, {
    width: CONTENT_WIDTH,
    weight: 'bold',
  });
  y = write(doc, texts.exempt, LEFT, y + 10, { width: CONTENT_WIDTH, size: 7.5 });
  y = write(doc, texts.services, LEFT, y + 2, { width: CONTENT_WIDTH, size: 7.5 });
  write(doc, texts.computerGenerated, LEFT, y + 2, { width: CONTENT_WIDTH, size: 7.5 });
}

/** The document's PDF. */
export async function renderDocument(content: DocumentContent): Promise<Buffer> {
  const texts = pdfTexts;
  const issuedAt = new Date(content.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: `${texts.title[content.kind]} ${content.number}`,
      Author: content.seller.name,
      Subject: texts.subject(content.orderNumber),
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const set = fonts();
  for (const script of SCRIPTS)
    for (const weight of ['regular', 'bold'] as const)
      doc.registerFont(fontName(script, weight), set[script][weight].bytes);
  const y = drawLines(doc, content, texts, drawHeading(doc, content, texts));
  drawTotals(doc, content, texts, y + 8);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
