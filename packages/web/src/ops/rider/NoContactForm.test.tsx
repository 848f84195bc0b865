/**
 * A no-contact delivery from the order's moves (docs/after-the-order.md): beside Delivered, a form with the
 * door's photo (the rear camera), focused on it; the photo prepared in the browser goes with the move, and
 * the photo is optional.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MovesPanel } from '../order/MovesPanel';

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], 'door.jpg', {
    type: 'image/jpeg',
  });

function renderMoves(onDeliverNoContact = vi.fn()) {
  render(
    <MovesPanel
      actions={['deliver', 'deliveryFailed']}
      busy={false}
      onMove={vi.fn()}
      onFailure={vi.fn()}
      onDeliverNoContact={onDeliverNoContact}
    />,
  );
  return onDeliverNoContact;
}

describe('delivering without contact', () => {
  it('takes the door’s photo from the camera and sends it with the move', async () => {
    const user = userEvent.setup();
    const onDeliverNoContact = renderMoves();
    await user.click(screen.getByRole('button', { name: 'Delivered without contact' }));
    const form = screen.getByRole('form', { name: 'Delivered without contact' });
    const input = screen.getByLabelText('Photo at the door');
    expect(document.activeElement).toBe(input);
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');

    await user.upload(input, jpeg());
    expect(await screen.findByRole('img', { name: 'The photo at the door' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark delivered without contact' }));
    expect(onDeliverNoContact).toHaveBeenCalledWith(
      { contentType: 'image/jpeg', data: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) },
      expect.any(Function),
    );
    expect(form).toBeInTheDocument();
  });

  it('may go without a photo, refuses a file that is no photo, and can be called off', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onDeliverNoContact = renderMoves();
    await user.click(screen.getByRole('button', { name: 'Delivered without contact' }));
    await user.upload(
      screen.getByLabelText('Photo at the door'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/not a photo the store takes/);
    await user.click(screen.getByRole('button', { name: 'Mark delivered without contact' }));
    await waitFor(() =>
      expect(onDeliverNoContact).toHaveBeenCalledWith(undefined, expect.any(Function)),
    );

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delivered' })).toBeInTheDocument();
  });

  it('is offered only with the deliver move', () => {
    render(
      <MovesPanel
        actions={['dispatch']}
        busy={false}
        onMove={vi.fn()}
        onFailure={vi.fn()}
        onDeliverNoContact={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Delivered without contact' })).toBeNull();
  });
});
