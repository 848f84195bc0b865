/**
 * The console's complaint queue (issue 29): an open complaint with the customer's words and photo, settled
 * with a refund of what is left of the line (to where the admin chooses) or with a reply only; a refusal
 * in the server's words; a settled one says how and by whom.
 */
import type { OpsComplaint } from '@storefront/sdk/ops';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ complaints: { list: vi.fn(), resolve: vi.fn() } }));

vi.mock('./session', () => ({
  ops: calls,
  describe: (error: unknown) => ({
    title: 'Complaint already settled',
    description: String(error),
  }),
}));

const { ComplaintsScreen } = await import('./ComplaintsScreen');

const open: OpsComplaint = {
  ComplaintId: 7,
  OrderId: 501,
  LineId: 900,
  ProductName: 'Chicken Curry Cut',
  Reason: 'NotFresh',
  Words: 'Smelled off',
  PhotoUrls: ['/v1/photos/3?exp=9&sig=s'],
  Status: 'Open',
  Reply: null,
  Refunded: 0,
  CreatedAt: '2026-11-28T09:00:00.000Z',
  ResolvedAt: null,
  OrderNumber: 'SF-20261128-00501',
  CustomerName: 'Asha',
  CustomerPhone: '9876543210',
  Refundable: 24_900,
  ResolvedBy: null,
};

function showQueue(complaints: OpsComplaint[]) {
  calls.complaints.list.mockResolvedValue({
    Complaints: complaints,
    Count: complaints.length,
    PageNo: 1,
    TotalPages: 1,
  });
  const { hook } = memoryLocation({ path: '/complaints' });
  render(
    <Router hook={hook}>
      <ComplaintsScreen />
    </Router>,
  );
}

beforeEach(() => {
  calls.complaints.list.mockReset();
  calls.complaints.resolve.mockReset();
});

describe('the complaint queue', () => {
  it('shows an open complaint and refunds the line to where the admin chooses', async () => {
    const user = userEvent.setup();
    showQueue([open]);
    const card = await screen.findByRole('listitem', { name: 'Chicken Curry Cut: Not fresh' });
    expect(card).toHaveTextContent('Order SF-20261128-00501');
    expect(card).toHaveTextContent('Asha, 9876543210');
    expect(card).toHaveTextContent('The customer says: Smelled off');
    expect(within(card).getByRole('img', { name: 'Photo 1 from the customer' })).toHaveAttribute(
      'src',
      '/v1/photos/3?exp=9&sig=s',
    );
    calls.complaints.resolve.mockResolvedValue({ Complaint: { ...open, Status: 'Refunded' } });
    await user.type(within(card).getByLabelText('Reply to the customer'), 'Sorry, refunded');
    await user.selectOptions(within(card).getByLabelText('Refund to'), 'Source');
    await user.click(within(card).getByRole('button', { name: 'Refund ₹249 and reply' }));
    await waitFor(() =>
      expect(calls.complaints.resolve).toHaveBeenCalledWith({
        complaintId: 7,
        outcome: 'Refund',
        reply: 'Sorry, refunded',
        destination: 'Source',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Complaint settled. The customer is told.',
    );
  });

  it('replies only, and shows a refusal in the server’s words', async () => {
    const user = userEvent.setup();
    showQueue([open]);
    const card = await screen.findByRole('listitem', { name: 'Chicken Curry Cut: Not fresh' });
    calls.complaints.resolve.mockRejectedValue('Another admin settled it');
    await user.type(within(card).getByLabelText('Reply to the customer'), 'This is our curry cut');
    await user.click(within(card).getByRole('button', { name: 'Reply only' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Complaint already settled. Another admin settled it',
    );
    expect(calls.complaints.resolve).toHaveBeenCalledWith({
      complaintId: 7,
      outcome: 'Reply',
      reply: 'This is our curry cut',
    });
  });

  it('says how a settled complaint was settled, and by whom', async () => {
    showQueue([
      { ...open, Status: 'Refunded', Refunded: 24_900, ResolvedBy: 'Test admin', Reply: 'Sorry' },
    ]);
    const card = await screen.findByRole('listitem', { name: 'Chicken Curry Cut: Not fresh' });
    expect(card).toHaveTextContent('Refunded (₹249) by Test admin · Our reply: Sorry');
    expect(within(card).queryByRole('textbox')).toBeNull();
  });
});
