import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

// The service-worker registration of vite-plugin-pwa, standing in for a new version that has installed
// while this page is controlled (the browser tests cover the real registration).
const updateServiceWorker = vi.fn(async (_reload?: boolean) => undefined);
let registerOptions: { onRegisterError?: (error: unknown) => void } = {};
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: (options: typeof registerOptions) => {
    registerOptions = options;
    const needRefresh = useState(true);
    return { needRefresh, offlineReady: useState(false), updateServiceWorker };
  },
}));

const { default: UpdatePrompt } = await import('./UpdatePrompt');

describe('service-worker update prompt', () => {
  it('asks to reload when a new version is waiting, and activates it on yes', async () => {
    const user = userEvent.setup();
    render(<UpdatePrompt />);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'A new version is available. Do you want to reload?',
    });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('keeps the current version on Later', async () => {
    const user = userEvent.setup();
    updateServiceWorker.mockClear();
    render(<UpdatePrompt />);
    await user.click(await screen.findByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(updateServiceWorker).not.toHaveBeenCalled();
  });

  it('only logs a registration failure', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<UpdatePrompt />);
    registerOptions.onRegisterError?.(new Error('blocked'));
    expect(log).toHaveBeenCalledWith('Service worker registration failed', expect.any(Error));
    expect(screen.queryByRole('alertdialog', { name: /Following error/ })).not.toBeInTheDocument();
  });
});
