import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addAnalyticsSink, type AnalyticsEvent } from '../../lib/analytics';
import { showError } from '../../lib/dialogs';
import { PROGRESS_SHOW_DELAY_MS, PROGRESS_WAIT_MS, startProgress } from '../../lib/progress';
import { toast, TOAST_AUTO_CLOSE_MS } from '../../lib/toast';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { setDesktop } from '../../test/browserGaps';
import { storeHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(storeHandlers());
});
afterAll(() => api.close());

describe('the shell', () => {
  it('uses the mobile header and bottom bar on phones and the desktop header and footer on wide screens', async () => {
    renderApp('/contact-us');
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'data-testid',
      'drawer-toggler',
    );
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveClass('bottom-bar');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    act(() => setDesktop(true));
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByTestId('desktop-menu-toggler')).toBeInTheDocument();
    expect(screen.queryByTestId('drawer-toggler')).not.toBeInTheDocument();
  });

  it('opens the drawer from the toggler, the profile view and the desktop menu toggler', async () => {
    const user = userEvent.setup();
    renderApp('/contact-us');
    await user.click(await screen.findByTestId('drawer-toggler'));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    // The build it runs, for support (BUILD_ID at build time; the tests' config names it).
    expect(screen.getByTestId('build-id')).toHaveTextContent('Version test-build');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByTestId('profile-view'));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );

    act(() => setDesktop(true));
    await user.click(await screen.findByTestId('desktop-menu-toggler'));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('closes the drawer on back and on an overlay click, staying on the page', async () => {
    const user = userEvent.setup();
    renderApp('/contact-us');
    await user.click(await screen.findByTestId('drawer-toggler'));
    await screen.findByRole('dialog', { name: 'Menu' });
    act(() => {
      history.back();
    });
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
    expect(location.pathname).toBe('/contact-us');

    await user.click(screen.getByTestId('drawer-toggler'));
    await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.mouseDown(screen.getByTestId('drawer-overlay'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
    expect(location.pathname).toBe('/contact-us');
  });

  it('shows the internet-status banner on offline and online events', async () => {
    renderApp('/contact-us');
    await screen.findByRole('heading', { name: 'Contact us' });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => {
      dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('You are back online')).toBeInTheDocument();
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });

  it('switches to dark mode with its overlay, stores the choice and switches back', async () => {
    const user = userEvent.setup();
    renderApp('/contact-us');
    await user.click(await screen.findByRole('button', { name: 'Use dark theme' }));
    expect(screen.getByText('Switching to dark mode')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Use light theme' }));
    expect(screen.getByText('Switching to light mode')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('closes toasts on their own after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp('/contact-us');
      act(() => {
        toast('Saved your address', 'success');
      });
      expect(await screen.findByText('Saved your address')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 100);
      });
      expect(screen.getByText('Saved your address')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.queryByText('Saved your address')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs the red top progress bar (height 3) while work lasts past 400 ms and hides it 500 ms after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp('/contact-us');
      await screen.findByRole('heading', { name: 'Contact us' });
      // The page's own load (the store's contact details) is work in flight too: wait until it is done.
      await screen.findByText('help@test-meat.example');
      await act(async () => {
        vi.advanceTimersByTime(PROGRESS_WAIT_MS + 50);
      });
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      // Work that ends before PROGRESS_SHOW_DELAY_MS shows no bar at all.
      let done: () => void = () => undefined;
      await act(async () => {
        done = startProgress();
      });
      await act(async () => {
        vi.advanceTimersByTime(PROGRESS_SHOW_DELAY_MS - 100);
      });
      await act(async () => done());
      await act(async () => {
        vi.advanceTimersByTime(PROGRESS_SHOW_DELAY_MS + PROGRESS_WAIT_MS);
      });
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

      await act(async () => {
        done = startProgress();
      });
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(PROGRESS_SHOW_DELAY_MS);
      });
      const bar = screen.getByRole('progressbar');
      expect(bar).toHaveStyle({ height: '3px' });
      expect(bar.style.background).toContain('--progress');
      await act(async () => done());
      await act(async () => {
        vi.advanceTimersByTime(PROGRESS_WAIT_MS - 100);
      });
      expect(screen.getByRole('progressbar')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a page view on every route change', async () => {
    const user = userEvent.setup();
    const events: AnalyticsEvent[] = [];
    const stop = addAnalyticsSink((event) => events.push(event));
    try {
      renderApp('/privacy-policy');
      await screen.findByRole('heading', { name: 'Privacy policy' });
      await user.click(screen.getByRole('link', { name: 'Categories' }));
      await screen.findByRole('heading', { name: 'All categories' });
      expect(events).toContainEqual({ type: 'pageview', path: '/privacy-policy' });
      // Reported once the main thread is idle after the page is shown (RouteEffects).
      await waitFor(() => expect(events).toContainEqual({ type: 'pageview', path: '/categories' }));
    } finally {
      stop();
    }
  });

  it('runs the start-up fetches and names the store from its configs', async () => {
    const { runStartup } = await import('../../features/config/startup');
    renderApp('/contact-us');
    await act(() => runStartup());
    for (const name of [
      'clarityProjectId',
      'storeConfigs',
      'productConfigs',
      'cacheState',
      'aboutUsStatus',
      'shippingConfigs',
      'platformFeeConfigs',
    ] as const) {
      expect(api.callsOf(name).length).toBeGreaterThan(0);
    }
    expect(await screen.findByText('help@test-meat.example')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Test Meat Co')).toBeInTheDocument();
    expect(document.title).toBe('Contact us | Test Meat Co');
  });

  it('shows the error dialog over any page', async () => {
    renderApp('/contact-us');
    act(() => showError({ title: 'Address not found', description: 'Something went wrong' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Following error occurred' });
    expect(within(dialog).getByText('Address not found')).toBeInTheDocument();
  });
});
