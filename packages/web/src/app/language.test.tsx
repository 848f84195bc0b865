import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReplyOf } from '@storefront/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogTexts } from '../../catalogs.plugin';
import { initialLocale, LOCALE_STORAGE_KEY } from '../state/locale';
import { startApiServer, type ApiServer } from '../test/apiServer';
import { categories, home, storeHandlers } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

// What the pages must show in each language: the texts as the build compiles them, never words written here.
const english = catalogTexts('en');
const hindi = catalogTexts('hi');
const kannada = catalogTexts('kn');

/** The home reply as the server answers a Hindi request: the catalog's names in Hindi. */
const hindiHome: ReplyOf<'home'> = {
  ...home,
  Categories: categories.map((category, index) =>
    index === 0 ? { ...category, Name: 'चिकन' } : category,
  ),
};

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({
    ...storeHandlers(),
    home: (_query, _body, context) => (context?.language === 'hi' ? hindiHome : home),
  });
});
afterAll(() => api.close());

describe('the language to start in', () => {
  it('follows the browser on a first visit, a stored choice after that, else English', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['ta-IN', 'kn-IN', 'en']);
    expect(initialLocale()).toBe('kn');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
    expect(initialLocale()).toBe('hi');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    languages.mockReturnValue(['fr-FR', 'de']);
    expect(initialLocale()).toBe('en');
  });
});

describe('the language switch', () => {
  it('in the drawer: re-renders in Hindi, marks the page, remembers it and reloads the catalog in Hindi', async () => {
    expect(hindi['home.shopByCategory']).not.toBe(english['home.shopByCategory']);
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: english['home.shopByCategory'] }),
    ).toBeInTheDocument();
    expect(api.callsOf('home').at(-1)?.language).toBe('en');

    await userEvent.click(screen.getByRole('button', { name: english['nav.openMenu'] }));
    const drawer = await screen.findByRole('dialog', { name: english['nav.menu'] });
    const select = within(drawer).getByRole('combobox', { name: english['nav.language'] });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'हिन्दी', 'ಕನ್ನಡ']);
    await userEvent.selectOptions(select, 'hi');

    // The catalog comes again, asked for in Hindi: its names are the server's Hindi ones.
    expect(await screen.findByRole('link', { name: 'चिकन' })).toBeInTheDocument();
    expect(api.callsOf('home').at(-1)?.language).toBe('hi');
    expect(screen.getByRole('heading', { name: hindi['home.shopByCategory'] })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    // The switch kept its place (the drawer stays open, in Hindi) and the focus.
    expect(within(drawer).getByRole('combobox', { name: hindi['nav.language'] })).toHaveFocus();
    // Prices stay rupees with Indian grouping.
    expect((await screen.findAllByText('₹249')).length).toBeGreaterThan(0);
  });

  it('on the settings page: switches to Kannada and keeps the focus on the switch', async () => {
    expect(kannada['pages.settings']).not.toBe(english['pages.settings']);
    renderApp('/settings');
    const select = await screen.findByRole('combobox', { name: english['nav.language'] });
    await userEvent.selectOptions(select, 'kn');

    expect(
      await screen.findByRole('heading', { name: kannada['pages.settings'] }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('kn-IN');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('kn');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: kannada['nav.language'] })).toHaveFocus(),
    );
    expect(screen.getByRole('combobox', { name: kannada['nav.language'] })).toHaveValue('kn');
  });
});
