/**
 * An order's GST documents in the console (docs/invoices.md): an admin gets a link to each PDF, read again
 * when the order's status or credits move; an order not delivered yet says it has none.
 */
import type { OrderDocumentsReply } from '@storefront/sdk/ops';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const documents = vi.hoisted(() => vi.fn());
vi.mock('../session', () => ({
  ops: { orders: { documents } },
  describe: (error: unknown) => ({ title: 'Failed', description: String(error) }),
}));

const { InvoicePanel } = await import('./InvoicePanel');

const invoice: OrderDocumentsReply['Documents'][number] = {
  DocumentId: 11,
  Kind: 'Invoice',
  Number: 'SF/26-27/000007',
  IssuedAt: '2026-11-28T04:00:00.000Z',
  Total: 88_100,
  InvoiceNumber: null,
  FileName: 'SF-26-27-000007.pdf',
  DownloadUrl: '/v1/tax-documents/11?exp=1&sig=a',
};
const creditNote: OrderDocumentsReply['Documents'][number] = {
  ...invoice,
  DocumentId: 12,
  Kind: 'CreditNote',
  Number: 'SFC/26-27/000002',
  Total: 31_215,
  InvoiceNumber: invoice.Number,
  FileName: 'SFC-26-27-000002.pdf',
  DownloadUrl: '/v1/tax-documents/12?exp=1&sig=b',
};

beforeEach(() => {
  vi.clearAllMocks();
});

describe("an order's invoice in the console", () => {
  it('links the invoice, and the credit note once a refund moves the credits', async () => {
    documents.mockResolvedValue({ Documents: [invoice] });
    const { rerender } = render(<InvoicePanel orderId={501} revision="Delivered-0" />);
    const link = await screen.findByRole('link', {
      name: /^Invoice SF\/26-27\/000007 \(₹\s?881(\.00)?\), PDF$/,
    });
    expect(link).toHaveAttribute('href', invoice.DownloadUrl);
    expect(link).toHaveAttribute('download', invoice.FileName);
    documents.mockResolvedValue({ Documents: [invoice, creditNote] });
    rerender(<InvoicePanel orderId={501} revision="Delivered-31215" />);
    expect(
      await screen.findByRole('link', {
        name: /^Credit note SFC\/26-27\/000002 \(₹\s?312\.15\), PDF$/,
      }),
    ).toHaveAttribute('href', creditNote.DownloadUrl);
    expect(documents).toHaveBeenCalledTimes(2);
    expect(documents).toHaveBeenLastCalledWith(501);
  });

  it('says an order not delivered yet has no invoice', async () => {
    documents.mockResolvedValue({ Documents: [] });
    render(<InvoicePanel orderId={501} revision="Packing-0" />);
    expect(
      await screen.findByText('No invoice yet: the order gets one when it is delivered.'),
    ).toBeInTheDocument();
  });
});
