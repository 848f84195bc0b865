/**
 * A delivered order's GST invoice and credit notes on its page (docs/invoices.md): a link to each PDF at
 * its signed address, named after its number; none before delivery; a failed read said, with a retry.
 */
import type { ReplyOf } from '@storefront/sdk';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { failure, startApiServer, type ApiServer } from '../../test/apiServer';
import { renderApp } from '../../test/renderApp';
import { orderDetails, shopperHandlers } from '../../test/shopperFixtures';

vi.setConfig({ testTimeout: 20_000 });

type Details = NonNullable<ReplyOf<'orderDetails'>['OrderDetails']>;
type Documents = ReplyOf<'orderDocuments'>;

const delivered: Details = { ...orderDetails, Status: 'Delivered', CanCancel: false };
const documents: Documents = {
  Documents: [
    {
      DocumentId: 11,
      Kind: 'Invoice',
      Number: 'SF/26-27/000007',
      IssuedAt: new Date().toISOString(),
      Total: 88_100,
      InvoiceNumber: null,
      FileName: 'SF-26-27-000007.pdf',
      DownloadUrl: '/v1/tax-documents/11?exp=1&sig=a',
    },
    {
      DocumentId: 12,
      Kind: 'CreditNote',
      Number: 'SFC/26-27/000002',
      IssuedAt: new Date().toISOString(),
      Total: 31_215,
      InvoiceNumber: 'SF/26-27/000007',
      FileName: 'SFC-26-27-000002.pdf',
      DownloadUrl: '/v1/tax-documents/12?exp=1&sig=b',
    },
  ],
};

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());
beforeEach(() => {
  api.use({
    ...shopperHandlers(),
    orderDetails: () => ({ NoOrder: false, OrderDetails: delivered }),
    orderDocuments: () => documents,
  });
});

function openOrder() {
  renderApp('/order/details/501');
  act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
}

describe('the tax invoice of a delivered order', () => {
  it('links the invoice and each credit note to its PDF, named after its number', async () => {
    openOrder();
    const section = await screen.findByRole('region', { name: 'Tax invoice' });
    const invoice = within(section).getByRole('link', {
      name: 'Download invoice SF/26-27/000007',
    });
    expect(invoice).toHaveAttribute('href', '/v1/tax-documents/11?exp=1&sig=a');
    expect(invoice).toHaveAttribute('download', 'SF-26-27-000007.pdf');
    const note = within(section).getByRole('link', {
      name: /^Download credit note SFC\/26-27\/000002 \(₹\s?312\.15\)$/,
    });
    expect(note).toHaveAttribute('download', 'SFC-26-27-000002.pdf');
    expect(api.callsOf('orderDocuments').at(-1)?.query).toEqual({ orderId: '501' });
  });

  it('is not asked for before delivery', async () => {
    api.use({ orderDetails: () => ({ NoOrder: false, OrderDetails: orderDetails }) });
    const reads = api.callsOf('orderDocuments').length;
    openOrder();
    await screen.findByText('Order placed');
    expect(screen.queryByRole('region', { name: 'Tax invoice' })).toBeNull();
    expect(api.callsOf('orderDocuments')).toHaveLength(reads);
  });

  it('says when the invoice could not be read, and reads it again on retry', async () => {
    const user = userEvent.setup();
    api.use({ orderDocuments: () => failure(503, { Message: 'Busy' }) });
    openOrder();
    const section = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(within(section).getByRole('alert')).toHaveTextContent('We could not load the invoice.');
    api.use({ orderDocuments: () => documents });
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: 'Download invoice SF/26-27/000007' }),
    ).toBeVisible();
  });
});
