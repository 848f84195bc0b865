/**
 * The order page's requests said plainly (issue 27): a refused refund request shows the server's reason in
 * its dialog (not 'try again after some time'), the dialog closes with its Close button or Escape and gives
 * focus back; a refused cancel says its reason once, never the dialog's heading as the reason.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '../../lib/dialogs';
import { setSession } from '../../lib/session';
import { failure, startApiServer, type ApiServer } from '../../test/apiServer';
import { renderApp } from '../../test/renderApp';
import { shopperHandlers } from '../../test/shopperFixtures';

vi.setConfig({ testTimeout: 20_000 });

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());
beforeEach(() => api.use(shopperHandlers()));

function signedInAt(path: string) {
  renderApp(path);
  act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
}

async function openRefundRequest(user: ReturnType<typeof userEvent.setup>) {
  signedInAt('/order/details/501');
  const opener = await screen.findByRole('button', { name: 'Request a refund' });
  await user.click(opener);
  const form = await screen.findByRole('dialog', { name: 'Request a refund' });
  return { opener, form };
}

describe('a refund request', () => {
  it('refused: shows the server’s reason in the dialog, not "try again after some time"', async () => {
    api.use({
      createRefund: () =>
        failure(409, {
          Message: 'Refund already requested',
          Description: 'This order already has an open refund request.',
        }),
    });
    const user = userEvent.setup();
    const { form } = await openRefundRequest(user);
    await user.type(within(form).getByLabelText('What went wrong?'), 'Packet was torn');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    const refused = await within(form).findByRole('alert');
    expect(refused).toHaveTextContent('Refund already requested');
    expect(refused).toHaveTextContent('This order already has an open refund request.');
    expect(screen.queryByText(/try again after some time/)).not.toBeInTheDocument();
    // Said in the dialog, where the request can be changed: no error dialog over it.
    expect(dialogs.error.open).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Request a refund' })).toBeInTheDocument();
  });

  it('closes with its Close button and with Escape, focus back on the button that opened it', async () => {
    const user = userEvent.setup();
    const sent = api.callsOf('createRefund').length;
    const { opener, form } = await openRefundRequest(user);
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Request a refund' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(api.callsOf('createRefund')).toHaveLength(sent);
  });
});

describe('a refused cancel', () => {
  async function cancelRefusedWith(message: string) {
    api.use({
      cancelOrder: () => ({ Success: false, Error: true, Message: message, RefundId: null }),
    });
    const user = userEvent.setup();
    signedInAt('/order/details/501');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    return screen.findByRole('alertdialog', { name: 'Following error occurred' });
  }

  it('says the server’s reason once when it already ends with "Unable to process your request."', async () => {
    const shown = await cancelRefusedWith(
      'This order can no longer be cancelled. Unable to process your request.',
    );
    expect(shown.textContent?.match(/Unable to process your request\./g)).toHaveLength(1);
    expect(shown).toHaveTextContent('This order can no longer be cancelled.');
  });

  it('without a reason from the server, says "Unable to process your request." once, not the heading again', async () => {
    const shown = await cancelRefusedWith('');
    expect(shown.textContent?.match(/Following error occurred/g)).toHaveLength(1);
    expect(shown.textContent?.match(/Unable to process your request\./g)).toHaveLength(1);
  });
});
