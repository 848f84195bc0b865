/**
 * A delivered order's feedback on its page (docs/after-the-order.md): the shopper rates it with stars and
 * words; reports a problem with one item, its reason, words and a photo, sent once per submit; sees the
 * store's answer; and a refusal shows in the dialog where the shopper can change the report.
 */
import type { ReplyOf } from '@storefront/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { failure, startApiServer, type ApiServer } from '../../test/apiServer';
import { renderApp } from '../../test/renderApp';
import { orderDetails, shopperHandlers } from '../../test/shopperFixtures';

vi.setConfig({ testTimeout: 20_000 });

type Details = NonNullable<ReplyOf<'orderDetails'>['OrderDetails']>;
type Feedback = ReplyOf<'orderFeedback'>;

const DELIVERED_AT = new Date(Date.now() - 60 * 60_000).toISOString();
const delivered: Details = {
  ...orderDetails,
  Status: 'Delivered',
  CanCancel: false,
  Items: orderDetails.Items.map((item, index) => ({ ...item, LineId: 900 + index })),
};
const open: Feedback = {
  OrderId: 501,
  CanRate: true,
  Rating: null,
  ComplainUntil: new Date(Date.now() + 47 * 60 * 60_000).toISOString(),
  CanComplain: true,
  Complaints: [],
};

let api: ApiServer;
let feedback: Feedback;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());
beforeEach(() => {
  feedback = open;
  api.use({
    ...shopperHandlers(),
    orderDetails: () => ({ NoOrder: false, OrderDetails: delivered }),
    orderFeedback: () => feedback,
    rateOrder: (_query, body) => {
      const { stars, words } = body as { stars: number; words: string };
      feedback = { ...feedback, Rating: { Stars: stars, Words: words, RatedAt: DELIVERED_AT } };
      return feedback;
    },
    reportProblem: (_query, body) => {
      const report = body as { lineId: number; reason: 'BadSmell'; words: string };
      feedback = {
        ...feedback,
        Complaints: [
          {
            ComplaintId: 1,
            OrderId: 501,
            LineId: report.lineId,
            ProductName: 'Chicken Curry Cut',
            Reason: report.reason,
            Words: report.words,
            PhotoUrls: [],
            Status: 'Open',
            Reply: null,
            Refunded: 0,
            CreatedAt: new Date().toISOString(),
            ResolvedAt: null,
          },
        ],
      };
      return feedback;
    },
  });
});

async function openOrder() {
  renderApp('/order/details/501');
  act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
  return screen.findByRole('region', { name: 'How was your order?' });
}

describe('rating a delivered order', () => {
  it('sends the stars and the words, and says what the shopper gave', async () => {
    const user = userEvent.setup();
    const section = await openOrder();
    const save = within(section).getByRole('button', { name: 'Save rating' });
    expect(save).toBeDisabled();
    await user.click(within(section).getByRole('radio', { name: '4 stars' }));
    await user.type(within(section).getByLabelText('Tell us more (optional)'), ' Tender ');
    await user.click(save);
    await within(section).findByText('You rated this order 4 out of 5');
    expect(api.callsOf('rateOrder').at(-1)?.body).toEqual({
      orderId: 501,
      stars: 4,
      words: 'Tender',
    });
    expect(within(section).getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('is not offered before delivery', async () => {
    api.use({ orderDetails: () => ({ NoOrder: false, OrderDetails: orderDetails }) });
    const reads = api.callsOf('orderFeedback').length;
    renderApp('/order/details/501');
    act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
    await screen.findByText('Order placed');
    expect(screen.queryByRole('region', { name: 'How was your order?' })).toBeNull();
    expect(api.callsOf('orderFeedback')).toHaveLength(reads);
  });
});

describe('reporting a problem with an item', () => {
  it('sends the item, the reason, the words and the photo once, and lists the report', async () => {
    const user = userEvent.setup();
    const reports = api.callsOf('reportProblem').length;
    const section = await openOrder();
    const opener = within(section).getByRole('button', { name: 'Report a problem' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem with an item' });
    await user.selectOptions(within(dialog).getByLabelText('What went wrong?'), 'Bad smell');
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Smelled off');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await user.upload(
      within(dialog).getByLabelText('Photos (up to 3)'),
      new File([bytes], 'meat.png', { type: 'image/png' }),
    );
    await within(dialog).findByRole('img', { name: 'Photo 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const calls = api.callsOf('reportProblem').slice(reports);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      orderId: 501,
      lineId: 900,
      reason: 'BadSmell',
      words: 'Smelled off',
      photos: [{ contentType: 'image/png', data: btoa(String.fromCharCode(...bytes)) }],
    });
    const list = await screen.findByTestId('complaints');
    expect(list).toHaveTextContent('Chicken Curry Cut · Bad smell');
    expect(list).toHaveTextContent('Being looked into');
    expect(opener).toHaveFocus();
  });

  it('shows the store’s refund and reply', async () => {
    feedback = {
      ...open,
      Complaints: [
        {
          ComplaintId: 3,
          OrderId: 501,
          LineId: 900,
          ProductName: 'Chicken Curry Cut',
          Reason: 'NotFresh',
          Words: '',
          PhotoUrls: ['/v1/photos/4?exp=1&sig=x'],
          Status: 'Refunded',
          Reply: 'Sorry, refunded to your wallet',
          Refunded: 24_900,
          CreatedAt: DELIVERED_AT,
          ResolvedAt: DELIVERED_AT,
        },
      ],
    };
    await openOrder();
    const list = await screen.findByTestId('complaints');
    await waitFor(() => expect(list).toHaveTextContent('Refunded · ₹249 refunded'));
    expect(list).toHaveTextContent('Our reply: Sorry, refunded to your wallet');
    expect(within(list).getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      '/v1/photos/4?exp=1&sig=x',
    );
  });

  it('shows the server’s refusal in the dialog', async () => {
    api.use({
      reportProblem: () =>
        failure(409, {
          Message: 'Problem already reported',
          Description: 'We are looking into the problem you reported with this item.',
        }),
    });
    const user = userEvent.setup();
    const section = await openOrder();
    await user.click(within(section).getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem with an item' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const refused = await within(dialog).findByRole('alert');
    expect(refused).toHaveTextContent('Problem already reported');
    expect(refused).toHaveTextContent(
      'We are looking into the problem you reported with this item.',
    );
  });
});
