/**
 * The moves an order can make, one button each; returning an order to the store refunds the customer, so
 * it is asked once more (the confirm button focused; Cancel goes back) before it is sent.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MovesPanel } from './MovesPanel';

describe('the return to store', () => {
  it('asks before it refunds, with the confirm button focused, and can be called off', async () => {
    const onMove = vi.fn();
    const user = userEvent.setup();
    render(
      <MovesPanel
        actions={['dispatch', 'returnToStore']}
        busy={false}
        onMove={onMove}
        onFailure={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Return to store and refund' }));
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: /Give up on this delivery\?/ })).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Return to store and refund' }),
    );

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Dispatch (out for delivery)' })).toBeTruthy();
    expect(onMove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Return to store and refund' }));
    await user.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledWith('returnToStore', undefined, expect.any(Function));
  });
});
