import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../components/Dialog';
import { CART_ADDED_MS, dialogs, openInstall, showCartAdded, showError } from '../../lib/dialogs';
import { install } from '../../lib/install';
import { detectInstallPlatform } from '../../lib/installPlatform';
import { AppDialogs } from './Dialogs';
import { InstallDialog } from './InstallDialog';

function reset() {
  dialogs.error.open = false;
  dialogs.cartAdded.open = false;
  dialogs.install.open = false;
  install.canPromptNatively = false;
}

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog
        open={open}
        title="Pick a slot"
        onClose={() => setOpen(false)}
        actions={
          <>
            <button>First</button>
            <button>Last</button>
          </>
        }
      >
        <p>Body</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Pick a slot' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});

describe('app dialogs', () => {
  it('shows the error dialog with its default body and closes it with CLOSE', async () => {
    reset();
    const user = userEvent.setup();
    render(<AppDialogs />);
    act(() => showError());
    const dialog = await screen.findByRole('alertdialog', { name: 'Following error occurred' });
    expect(dialog).toHaveTextContent('No data Found');
    await user.click(screen.getByRole('button', { name: 'CLOSE' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("shows the error's own title and description", async () => {
    reset();
    render(<AppDialogs />);
    act(() =>
      showError({
        title: 'Coupon expired',
        description: 'Something went wrong, Please try again after some time',
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Coupon expired');
    expect(dialog).toHaveTextContent('Something went wrong, Please try again after some time');
    expect(dialog).not.toHaveTextContent('No data Found');
  });

  it('shows the cart-added notification for 3 seconds', async () => {
    reset();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<AppDialogs />);
      act(() => showCartAdded('Chicken Curry Cut'));
      expect(await screen.findByText('Chicken Curry Cut added to cart')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(CART_ADDED_MS - 50);
      });
      expect(screen.getByText('Chicken Curry Cut added to cart')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(100);
      });
      expect(screen.queryByText('Chicken Curry Cut added to cart')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

const agents = {
  chrome:
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  oldFirefox: 'Mozilla/5.0 (Android 9; Mobile; rv:68.0) Gecko/68.0 Firefox/68.0',
  newFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  opera:
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 OPR/82.0',
};

describe('install-app dialog', () => {
  it('picks the variant from the browser', () => {
    expect(detectInstallPlatform(agents.chrome, true)).toBe('native');
    expect(detectInstallPlatform(agents.ios, false)).toBe('ios');
    expect(detectInstallPlatform(agents.oldFirefox, false)).toBe('firefox-android');
    expect(detectInstallPlatform(agents.newFirefox, false)).toBe('new-firefox-android');
    expect(detectInstallPlatform(agents.opera, false)).toBe('opera');
    expect(detectInstallPlatform(agents.chrome, false)).toBe('other');
  });

  it.each([
    [
      'ios',
      agents.ios,
      ['Tap the share button in the browser bar', 'Then choose Add to Homescreen'],
    ],
    [
      'firefox-android',
      agents.oldFirefox,
      ['Tap the install icon in the address bar', 'Then choose Add to Homescreen'],
    ],
    ['new-firefox-android', agents.newFirefox, ['Open the browser menu', 'Then choose Install']],
    ['opera', agents.opera, ['Open the browser menu', 'Then choose Add to Home screen']],
    ['other', agents.chrome, ['Installing the app is not supported in this browser.']],
  ])('shows the %s steps with images 80 wide', async (_platform, agent, texts) => {
    reset();
    render(<InstallDialog userAgent={agent} />);
    act(() => openInstall());
    const dialog = await screen.findByRole('dialog', { name: 'Install the app' });
    for (const text of texts) expect(dialog).toHaveTextContent(text);
    for (const image of dialog.querySelectorAll('img'))
      expect(image).toHaveAttribute('width', '80');
  });

  it('offers Install Now and Remind me later where the browser can install natively', async () => {
    reset();
    const user = userEvent.setup();
    install.canPromptNatively = true;
    render(<InstallDialog userAgent={agents.chrome} />);
    act(() => openInstall());
    await screen.findByRole('button', { name: 'Install Now' });
    await user.click(screen.getByRole('button', { name: 'Remind me later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
