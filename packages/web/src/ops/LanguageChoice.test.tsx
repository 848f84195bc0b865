/**
 * A staff member's own language (docs/i18n.md, "The staff console"): the sign-in screen speaks the
 * device's; choosing Kannada in the header re-renders the console in Kannada at once (the switch keeps the
 * focus), saves it with the member on the server and asks the API in it; signing out goes back to the
 * device's language, and signing in again opens the board in Kannada, never in English first; a tab
 * reloaded with its session starts in the member's language.
 */
import type { Locale } from '@storefront/sdk/core';
import type { StaffMember } from '@storefront/sdk/ops';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogTexts, consoleCatalogs } from '../../catalogs.plugin';
import { apiTarget } from '../test/apiServer';
import { OpsApp } from './OpsApp';
import { setSession } from './session';
import * as fx from './test/fixtures';
import { failure, type OpsServer, startOpsServer } from '../test/opsServer';

const english = catalogTexts('en', consoleCatalogs);
const hindi = catalogTexts('hi', consoleCatalogs);
const kannada = catalogTexts('kn', consoleCatalogs);

const PASSWORD = 'packer-password-1';
let server: OpsServer;
/** The members' languages as the server keeps them (none chosen yet). */
let languages: Record<number, Locale | undefined>;

const packer = (): StaffMember => {
  const locale = languages[2];
  return { ...fx.staffMember('packer'), ...(locale ? { Locale: locale } : {}) };
};

beforeAll(async () => {
  server = await startOpsServer(apiTarget);
});
afterAll(() => server.close());

beforeEach(() => {
  languages = {};
  setSession(undefined);
  server.reset();
  server.use({
    staffSignIn: (_query, body) => {
      const { email, password } = body as { email: string; password: string };
      if (email !== 'packer@store.test' || password !== PASSWORD)
        return failure(401, { Message: 'Wrong email or password' });
      return { Token: 'token-of-packer', ExpiresAt: fx.at(12), Staff: packer() };
    },
    staffSignOut: () => ({ Success: true }),
    setStaffLanguage: (_query, body, { authorization }) => {
      if (authorization !== 'Bearer token-of-packer')
        return failure(401, { Message: 'Signed out' });
      languages[2] = (body as { locale: Locale }).locale;
      return { Staff: packer() };
    },
    orders: () => ({ Orders: fx.boardOrders, PageNo: 1, TotalPages: 1 }),
    hubs: () => ({ Hubs: fx.hubs }),
  });
});

function showConsole() {
  const { hook } = memoryLocation({ path: '/' });
  render(
    <Router hook={hook}>
      <OpsApp />
    </Router>,
  );
}

/**
 * Every text an h1 of the page has shown from now on, however briefly: headings added or removed, and the
 * text a heading had before each change (to prove none was in another language first).
 */
function watchHeadings(): string[] {
  const seen: string[] = [];
  const headingOf = (node: Node) =>
    (node instanceof Element ? node : node.parentElement)?.closest('h1') ?? null;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData' && headingOf(record.target))
        seen.push(record.oldValue ?? '');
      for (const node of [...record.addedNodes, ...record.removedNodes]) {
        if (headingOf(record.target)) seen.push(node.textContent ?? '');
        if (node instanceof Element)
          for (const heading of node.querySelectorAll('h1')) seen.push(heading.textContent ?? '');
      }
    }
    for (const heading of document.querySelectorAll('h1')) seen.push(heading.textContent ?? '');
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    characterDataOldValue: true,
  });
  return seen;
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(english['ops.signIn.email']!), 'packer@store.test');
  await user.type(screen.getByLabelText(english['ops.signIn.password']!), PASSWORD);
  await user.click(screen.getByRole('button', { name: english['ops.signIn.submit'] }));
}

describe('the member’s language', () => {
  it('is chosen in the header, applied at once, kept on the server and used at the next sign-in', async () => {
    const user = userEvent.setup();
    showConsole();
    expect(
      await screen.findByRole('heading', { level: 1, name: english['ops.signIn.heading'] }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-IN');

    await signIn(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: english['ops.board.heading'] }),
    ).toBeInTheDocument();

    const choice = screen.getByRole('combobox', { name: english['ops.language.label'] });
    await user.selectOptions(choice, 'kn');
    expect(
      await screen.findByRole('heading', { level: 1, name: kannada['ops.board.heading'] }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: kannada['ops.language.label'] })).toHaveFocus();
    expect(choice).toHaveValue('kn');
    expect(document.documentElement.lang).toBe('kn-IN');
    expect(document.title).toBe(kannada['ops.title']);
    await waitFor(() => expect(languages[2]).toBe('kn'));
    expect(server.callsOf('setStaffLanguage').map((call) => call.body)).toEqual([{ locale: 'kn' }]);
    // The API is asked in Kannada from then on.
    await user.click(screen.getByRole('button', { name: kannada['ops.board.refresh'] }));
    await waitFor(() => expect(server.callsOf('orders').at(-1)?.language).toBe('kn'));

    // Signed out: the sign-in screen speaks the device's language (English here).
    await user.click(screen.getByRole('button', { name: kannada['ops.signIn.signOut'] }));
    expect(
      await screen.findByRole('heading', { level: 1, name: english['ops.signIn.heading'] }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-IN');

    // Signed in again: the board opens in Kannada, with no English screen before it.
    const headings = watchHeadings();
    await signIn(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: kannada['ops.board.heading'] }),
    ).toBeInTheDocument();
    expect(headings).not.toContain(english['ops.board.heading']);
    expect(document.documentElement.lang).toBe('kn-IN');
  });

  it('stays applied when it cannot be saved, and says so', async () => {
    const user = userEvent.setup();
    server.use({ setStaffLanguage: () => failure(503, { Message: 'Try later' }) });
    setSession(fx.sessionOf('packer'));
    showConsole();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: english['ops.language.label'] }),
      'hi',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: hindi['ops.board.heading'] }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(hindi['ops.language.notSaved']!);
    expect(languages[2]).toBeUndefined();
  });

  it('is the language a reloaded tab starts in, with the session it kept', async () => {
    sessionStorage.setItem(
      'storefront.ops.session',
      JSON.stringify(fx.sessionOf('packer', { Locale: 'hi' })),
    );
    // A fresh start of the console's modules, as a reload is.
    vi.resetModules();
    const fresh = await import('./OpsApp');
    const headings = watchHeadings();
    const { hook } = memoryLocation({ path: '/' });
    render(
      <Router hook={hook}>
        <fresh.OpsApp />
      </Router>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: hindi['ops.board.heading'] }),
    ).toBeInTheDocument();
    expect(headings).not.toContain(english['ops.board.heading']);
    expect(document.documentElement.lang).toBe('hi-IN');
    sessionStorage.clear();
  });
});
