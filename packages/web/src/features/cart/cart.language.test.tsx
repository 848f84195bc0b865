/**
 * A cart line reads in the shopper's language now, by product (issue 30): a line added in Hindi reads in
 * Kannada in a Kannada cart and in English after a switch to English; the names come from the server's price
 * check, asked in the shopper's language.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReplyOf } from '@storefront/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogTexts } from '../../../catalogs.plugin';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { curryCutLine, shopperHandlers } from '../../test/shopperFixtures';
import { renderApp } from '../../test/renderApp';
import { addToCart } from '../../state/cart';
import { setLocale } from '../../state/locale';

const names: Record<string, { product: string; group: string; option: string }> = {
  en: { product: 'Chicken Curry Cut', group: 'Weight', option: '500 g' },
  hi: { product: 'चिकन करी कट', group: 'वज़न', option: '500 ग्राम' },
  kn: { product: 'ಚಿಕನ್ ಕರಿ ಕಟ್', group: 'ತೂಕ', option: '500 ಗ್ರಾಂ' },
};

let api: ApiServer;
beforeAll(async () => {
  const handlers = shopperHandlers();
  api = await startApiServer({
    ...handlers,
    validateCartPrice: (query, body, context) => {
      const reply = handlers.validateCartPrice!(
        query,
        body,
        context,
      ) as ReplyOf<'validateCartPrice'>;
      const named = names[context?.language ?? 'en']!;
      return {
        ...reply,
        UpdatedProducts: reply.UpdatedProducts.map((line) => ({
          ...line,
          ProductName: named.product,
          SelectedOptions: {
            [named.group]: { RowId: line.ConfigPriceId[0]!, Label: named.option },
          },
        })),
      };
    },
  });
});
afterAll(() => api.close());

describe('a cart line in the shopper’s language', () => {
  it('added in Hindi, reads in Kannada in a Kannada cart, then in English after switching', async () => {
    await act(() => setLocale('kn'));
    renderApp('/cart');
    // Added while the shopper read the store in Hindi: the name as it was then.
    await addToCart({
      ...curryCutLine,
      ProductName: names.hi!.product,
      SelectedOptions: { [names.hi!.group]: { RowId: 2, Label: names.hi!.option } },
    });
    await act(() => setLocale('hi'));
    await act(() => setLocale('kn'));
    expect(await screen.findByText(names.kn!.product)).toBeInTheDocument();
    expect(screen.getByText(`${names.kn!.group}: ${names.kn!.option}`)).toBeInTheDocument();
    expect(screen.queryByText(names.hi!.product)).toBeNull();
    expect(api.callsOf('validateCartPrice').at(-1)?.language).toBe('kn');

    const kannada = catalogTexts('kn');
    const english = catalogTexts('en');
    await userEvent.click(screen.getByRole('button', { name: kannada['nav.openMenu'] }));
    const drawer = await screen.findByRole('dialog', { name: kannada['nav.menu'] });
    await userEvent.selectOptions(
      within(drawer).getByRole('combobox', { name: kannada['nav.language'] }),
      'en',
    );
    expect(await screen.findByText(names.en!.product)).toBeInTheDocument();
    expect(api.callsOf('validateCartPrice').at(-1)?.language).toBe('en');
    expect(screen.getByRole('button', { name: english['nav.openMenu'] })).toBeInTheDocument();
  });
});
