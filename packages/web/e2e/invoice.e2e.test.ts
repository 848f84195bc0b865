/**
 * The GST tax invoice in the browser against the reference server (issue 30, docs/invoices.md): a shopper
 * buys an exempt cut and a taxed kebab, the staff deliver the order, and the shopper downloads its invoice
 * from the order page; its text, read back from the PDF, is the order's: the number, each line with its
 * HSN code and rate, the totals in figures and words. An admin refunds the kebab line: the order page then
 * offers a credit note against the invoice, and the console's order screen lists both.
 */
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { collectErrors, screenshot, useBrowser } from './support/browser';
import { consoleSignIn } from './support/console';
import { SANDBOX_ADMIN, staffApi } from './support/hubs';
import { deliverOrder } from './support/staff';
import { addProduct, reachCheckout, signIn } from './shopper';

const shop = useBrowser();

interface StaffOrder {
  Order: {
    Lines: {
      LineId: number;
      ProductName: string;
      Qty: number;
      LineTotal: number;
      Refunded: number;
    }[];
    Money: { Owed: number };
  };
}

/** Paise as the invoice prints them: 1,048.50 (Indian grouping). */
const figures = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Clicks a document's link, takes the download, and reads the PDF's text (whitespace folded). */
async function download(page: Page, name: RegExp) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  // The browser runs as a server of its own: the file comes over its connection.
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return { fileName: file.suggestedFilename(), text: text.replace(/\s+/g, ' ') };
}

describe('the tax invoice', () => {
  it('is downloaded from a delivered order and reads as the order; a line refund brings a credit note', async () => {
    const page = await shop.page('phone');
    const errors = collectErrors(page);
    await signIn(page, shop.baseUrl);
    await addProduct(page, shop.baseUrl, 'chicken-gizzard');
    await addProduct(page, shop.baseUrl, 'chicken-seekh-kebab');
    await reachCheckout(page, shop.baseUrl);
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByTestId('order-confirmed').waitFor();
    await page.getByRole('link', { name: 'View order' }).click();
    await page.getByTestId('order-status').waitFor();
    const orderUrl = page.url();
    const orderId = Number(new URL(orderUrl).pathname.split('/').pop());
    expect(await page.getByRole('region', { name: 'Tax invoice' }).count()).toBe(0);
    await deliverOrder(shop.baseUrl, orderId);

    await page.goto(orderUrl);
    const section = page.getByRole('region', { name: 'Tax invoice' });
    await section.waitFor();
    await screenshot(page, 'invoice-links-phone');
    const invoice = await download(page, /^Download invoice /);
    const number = /Invoice No\.: ([A-Z0-9]+\/\d\d-\d\d\/\d{6})/.exec(invoice.text)?.[1];
    expect(number).toBeDefined();
    expect(invoice.fileName).toBe(`${number!.replaceAll('/', '-')}.pdf`);

    const admin = await staffApi(shop.baseUrl, SANDBOX_ADMIN);
    const { Order: order } = await admin.get<StaffOrder>('/order', { orderId });
    const [gizzard, kebab] = order.Lines;
    expect(invoice.text).toContain('Tax Invoice');
    expect(invoice.text).toContain('GSTIN: 29AAACF1234F1Z1');
    // Each line: its name, HSN code, quantity, rate and amount (the prices include GST).
    for (const [line, hsn, rate] of [
      [gizzard!, '0207', '0%'],
      [kebab!, '1602', '5%'],
    ] as const) {
      const row = new RegExp(
        `${escaped(line.ProductName)}[^]*? ${hsn} ${line.Qty} [\\d,]+\\.\\d\\d ${rate} [\\d,.]+ [\\d,.]+ ${escaped(figures(line.LineTotal))}`,
      );
      expect(invoice.text).toMatch(row);
    }
    expect(invoice.text).toContain(`Invoice total ₹${figures(order.Money.Owed)}`);
    expect(invoice.text).toMatch(/Amount in words: Rupees [A-Za-z -]+ Only/);

    // An admin refunds the kebab line: a credit note against the invoice, of what was refunded.
    await admin.post('/orders/refund-line', {
      orderId,
      lineId: kebab!.LineId,
      reason: 'The pack leaked',
    });
    const refunded = (await admin.get<StaffOrder>('/order', { orderId })).Order.Lines[1]!.Refunded;
    await page.reload();
    await section.waitFor();
    const note = await download(page, /^Download credit note /);
    expect(note.text).toContain('Credit Note');
    expect(note.text).toContain(`Against invoice: ${number}`);
    expect(note.text).toMatch(
      new RegExp(`${escaped(kebab!.ProductName)}[^]*? 1602 ${kebab!.Qty} `),
    );
    expect(note.text).toContain(`Credit note total ₹${figures(refunded)}`);
    expect(note.fileName).toMatch(/^SFC-\d\d-\d\d-\d{6}\.pdf$/);

    // The console's order screen lists both for the admin.
    const consolePage = await shop.page('desktop');
    await consoleSignIn(consolePage, shop.baseUrl, SANDBOX_ADMIN);
    await consolePage.goto(shop.url(`/ops/order/${orderId}`));
    const panel = consolePage.getByRole('region', { name: 'Invoice and credit notes' });
    await panel.getByRole('link', { name: new RegExp(`^Invoice ${escaped(number!)} `) }).waitFor();
    await panel.getByRole('link', { name: /^Credit note SFC\// }).waitFor();
    await screenshot(consolePage, 'invoice-panel-desktop');
    expect(errors).toEqual([]);
  });
});
