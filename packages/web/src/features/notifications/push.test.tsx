import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { startApiServer, type ApiServer, type Handlers } from '../../test/apiServer';
import {
  FakeMessaging,
  installPushBrowser,
  removePushBrowser,
  type PushBrowser,
} from '../../test/fakePush';
import { renderApp } from '../../test/renderApp';
import { sandboxLoginConfig, shopperHandlers } from '../../test/shopperFixtures';
import { crossFeature } from '../../lib/crossFeature';
import { general } from '../../state/general';
import { preferences } from './store/preferences';
import { user } from '../../state/user';
import { VIBRATION_PATTERN } from './feedback';
import { PushUnsupportedError, type MessagingConfig } from './messaging';
import {
  OPT_OUT_KEY,
  TOKEN_RECORD_KEY,
  TOKEN_REFRESH_MS,
  configurePush,
  resetPush,
  startPushSync,
  syncPushToken,
} from './store/push';

vi.setConfig({ testTimeout: 30_000 });

const pushConfig = {
  ...sandboxLoginConfig,
  Config: {
    ...sandboxLoginConfig.Config,
    messagingSenderId: '1029384756',
    vapId: 'BOrderUpdatesKey',
  },
};

function handlers(): Handlers {
  return {
    ...shopperHandlers(),
    loginConfig: () => pushConfig,
    saveNotificationToken: () => ({ Success: true }),
  };
}

let api: ApiServer;
let fake: FakeMessaging;
let browser: PushBrowser;
let clock: number;
let createdWith: MessagingConfig[];

beforeAll(async () => {
  api = await startApiServer(handlers());
});
afterAll(() => api.close());

beforeEach(() => {
  api.use(handlers());
  fake = new FakeMessaging();
  clock = Date.parse('2026-11-20T10:00:00Z');
  createdWith = [];
  resetPush();
  configurePush({
    factory: (config) => {
      createdWith.push(config);
      return Promise.resolve(fake);
    },
    now: () => clock,
  });
  browser = installPushBrowser('granted');
  user.reset();
  general.reset();
  Object.assign(preferences, { sound: true, vibration: true });
});

afterEach(() => {
  removePushBrowser();
  configurePush();
  resetPush();
});

function signIn(userId = 7) {
  act(() => {
    Object.assign(session, { token: 'session-token', userId, username: 'Asha' });
  });
}

const saves = () => api.callsOf('saveNotificationToken');

/** A reload: memory is fresh, localStorage stays. */
function reload() {
  user.reset();
  resetPush();
}

describe('the push token', () => {
  it('is saved once per login and not again on reload', async () => {
    signIn();
    const before = saves().length;
    await startPushSync();
    expect(
      saves()
        .slice(before)
        .map((call) => call.body),
    ).toEqual([{ token: 'push-token-1', userId: 7 }]);
    expect(fake.vapidKeys).toEqual(['BOrderUpdatesKey']);
    expect(user.state.isTokenSaved).toBe(true);

    await syncPushToken();
    reload();
    expect(user.state.isTokenSaved).toBe(false);
    await syncPushToken();
    expect(saves()).toHaveLength(before + 1);
    expect(user.state.isTokenSaved).toBe(true);
  });

  it('is saved again after 7 days', async () => {
    signIn();
    const before = saves().length;
    await syncPushToken();
    clock += TOKEN_REFRESH_MS - 1;
    reload();
    await syncPushToken();
    expect(saves()).toHaveLength(before + 1);
    clock += 1;
    reload();
    await syncPushToken();
    expect(saves()).toHaveLength(before + 2);
    expect(JSON.parse(localStorage.getItem(TOKEN_RECORD_KEY) ?? '{}')).toEqual({
      userId: 7,
      token: 'push-token-1',
      savedAt: clock,
    });
  });

  it('is saved again when the messaging service gives a new token', async () => {
    signIn();
    const before = saves().length;
    await syncPushToken();
    fake.token = 'push-token-2';
    await syncPushToken();
    expect(
      saves()
        .slice(before)
        .map((call) => call.body),
    ).toEqual([
      { token: 'push-token-1', userId: 7 },
      { token: 'push-token-2', userId: 7 },
    ]);
  });

  it('is deleted on logout, isTokenSaved resets with the user data, and the next login saves it again', async () => {
    renderApp('/');
    signIn();
    const before = saves().length;
    await syncPushToken();
    await crossFeature.logout();
    await waitFor(() => expect(fake.deleted).toBe(1));
    expect(localStorage.getItem(TOKEN_RECORD_KEY)).toBeNull();
    expect(user.state.isTokenSaved).toBe(true);
    await waitFor(() => expect(user.state.isTokenSaved).toBe(false), { timeout: 4000 });

    signIn();
    await syncPushToken();
    expect(saves()).toHaveLength(before + 2);
  });

  it('says so in a toast when the token cannot be deleted on logout', async () => {
    renderApp('/');
    signIn();
    await syncPushToken();
    fake.failDeleteToken = true;
    await crossFeature.logout();
    expect(
      await screen.findByText(
        'We could not turn off order updates on this device. Please try again.',
      ),
    ).toBeInTheDocument();
    // The logout's 2 s reset has run before the next test starts.
    await waitFor(() => expect(user.state.isTokenSaved).toBe(false), { timeout: 4000 });
  });

  it('says so in a toast when the token cannot be refreshed', async () => {
    renderApp('/');
    signIn();
    fake.failGetToken = true;
    await syncPushToken();
    expect(
      await screen.findByText(
        'We could not refresh order updates on this device. We will try again later.',
      ),
    ).toBeInTheDocument();
    expect(user.state.isTokenSaved).toBe(false);
  });

  it('is saved when a shopper signs in with the OTP, without asking for permission on the way', async () => {
    const shopper = userEvent.setup();
    renderApp('/login');
    const before = saves().length;
    await shopper.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await shopper.click(screen.getByRole('button', { name: 'Send code' }));
    await shopper.type(await screen.findByLabelText('One-time code'), '482913');
    await shopper.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(saves()).toHaveLength(before + 1));
    expect(saves().at(-1)?.body).toEqual({ token: 'push-token-1', userId: 7 });
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('is not asked for nor loaded before the shopper allowed notifications', async () => {
    browser.setPermission('default');
    signIn();
    await syncPushToken();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(createdWith).toHaveLength(0);
  });

  it('is not loaded when the server names no vapId', async () => {
    api.use({ loginConfig: () => sandboxLoginConfig });
    signIn();
    await syncPushToken();
    expect(createdWith).toHaveLength(0);
    expect(browser.register).not.toHaveBeenCalled();
  });

  it('is not loaded in a browser without push support', async () => {
    removePushBrowser();
    signIn();
    await syncPushToken();
    expect(createdWith).toHaveLength(0);
  });
});

async function openSettings() {
  const shopper = userEvent.setup();
  renderApp('/settings');
  signIn();
  const toggle = await screen.findByRole('switch', { name: 'Order updates' });
  return { shopper, toggle };
}

describe('the Order updates switch', () => {
  it('asks for permission on the click, saves the token and confirms once', async () => {
    browser.setPermission('default');
    const before = saves().length;
    const { shopper, toggle } = await openSettings();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await shopper.click(toggle);
    expect(await screen.findByText('Order updates are on')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(saves()).toHaveLength(before + 1);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.register).toHaveBeenCalledWith('/firebase-messaging-sw.js', {
      scope: '/firebase-cloud-messaging-push-scope',
    });
    expect(general.state.dummyNotificationSent).toBe(true);
    expect(browser.registration.showNotification).toHaveBeenCalledWith(
      'Order updates are on',
      expect.objectContaining({ body: 'We will let you know here as your order moves.' }),
    );
  });

  it('shows the blocked text when the shopper blocks notifications', async () => {
    browser = installPushBrowser('default', 'denied');
    const before = saves().length;
    const { shopper, toggle } = await openSettings();
    await waitFor(() => expect(toggle).toBeEnabled());
    await shopper.click(toggle);
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('The notification permission was not granted and blocked instead.'),
    ).toBeInTheDocument();
    expect(saves()).toHaveLength(before);
    await waitFor(() => expect(toggle).toBeDisabled());
    expect(toggle).not.toBeChecked();
  });

  it('explains a permission blocked earlier without asking again', async () => {
    browser = installPushBrowser('denied');
    const { toggle } = await openSettings();
    expect(
      await screen.findByText(/The notification permission was not granted and blocked instead\./),
    ).toBeInTheDocument();
    expect(toggle).toBeDisabled();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('says nothing was turned on when the permission prompt is dismissed', async () => {
    browser = installPushBrowser('default', 'default');
    const { shopper, toggle } = await openSettings();
    await waitFor(() => expect(toggle).toBeEnabled());
    await shopper.click(toggle);
    expect(
      await screen.findByText(
        'Notifications were not allowed. Turn on order updates again when you are ready.',
      ),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('says the browser cannot show notifications', async () => {
    removePushBrowser();
    const { toggle } = await openSettings();
    expect(await screen.findByText(/This browser cannot show notifications\./)).toBeInTheDocument();
    expect(toggle).toBeDisabled();
    expect(createdWith).toHaveLength(0);
  });

  it('says order updates are not available when the server names no vapId', async () => {
    api.use({ loginConfig: () => sandboxLoginConfig });
    const { toggle } = await openSettings();
    expect(
      await screen.findByText('Order updates are not available right now.'),
    ).toBeInTheDocument();
    expect(toggle).toBeDisabled();
  });

  it('shows the subscribe failure text when no token can be had', async () => {
    fake.failGetToken = true;
    const { shopper, toggle } = await openSettings();
    await waitFor(() => expect(toggle).toBeEnabled());
    await shopper.click(toggle);
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('We could not turn on order updates. Please try again.'),
    ).toBeInTheDocument();
    expect(user.state.isTokenSaved).toBe(false);
  });

  it('says the browser cannot show notifications when the messaging service refuses it', async () => {
    configurePush({ factory: () => Promise.reject(new PushUnsupportedError()) });
    const { shopper, toggle } = await openSettings();
    await waitFor(() => expect(toggle).toBeEnabled());
    await shopper.click(toggle);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('This browser cannot show notifications.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeDisabled());
  });

  it('turned off, deletes the token and keeps order updates off at the next sign-in', async () => {
    signIn();
    await syncPushToken();
    const { shopper, toggle } = await openSettings();
    await waitFor(() => expect(toggle).toBeChecked());
    await shopper.click(toggle);
    expect(await screen.findByText('Order updates are off')).toBeInTheDocument();
    expect(fake.deleted).toBe(1);
    expect(localStorage.getItem(OPT_OUT_KEY)).not.toBeNull();
    const before = saves().length;
    reload();
    await syncPushToken();
    expect(saves()).toHaveLength(before);
  });
});

describe('a message while the store is open', () => {
  async function receive(message: Parameters<FakeMessaging['emit']>[0]) {
    renderApp('/');
    signIn();
    await syncPushToken();
    act(() => fake.emit(message));
  }

  it('shows a toast and a notification that opens its order, with the chime and the vibration', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await receive({
      title: 'Order packed',
      body: 'FC-000501 is packed',
      click_action: '/order/501',
    });
    expect(await screen.findByText('Order packed: FC-000501 is packed')).toBeInTheDocument();
    await waitFor(() =>
      expect(browser.registration.showNotification).toHaveBeenCalledWith(
        'Order packed',
        expect.objectContaining({
          body: 'FC-000501 is packed',
          data: { click_action: '/order/501' },
          silent: true,
        }),
      ),
    );
    expect(play).toHaveBeenCalledTimes(1);
    expect(browser.vibrate).toHaveBeenCalledWith(VIBRATION_PATTERN);
    expect(VIBRATION_PATTERN).toEqual([200, 100, 200]);
  });

  it('stays silent when the sound is turned off', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    preferences.sound = false;
    await receive({ title: 'Out for delivery', body: '' });
    expect(await screen.findByText('Out for delivery')).toBeInTheDocument();
    expect(play).not.toHaveBeenCalled();
    expect(browser.vibrate).toHaveBeenCalledTimes(1);
  });

  it('does not vibrate when vibration is turned off', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    preferences.vibration = false;
    await receive({ title: 'Delivered', body: 'Enjoy your meal' });
    expect(await screen.findByText('Delivered: Enjoy your meal')).toBeInTheDocument();
    expect(browser.vibrate).not.toHaveBeenCalled();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('opens the order history instead of a click_action of another site', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await receive({
      title: 'Order update',
      body: 'Tap to see',
      click_action: 'https://evil.example/',
    });
    await waitFor(() =>
      expect(browser.registration.showNotification).toHaveBeenCalledWith(
        'Order update',
        expect.objectContaining({ data: { click_action: '/order/history' } }),
      ),
    );
  });
});
