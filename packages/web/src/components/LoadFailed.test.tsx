/**
 * A failed load never leaves a spinner that does not end: the category, product, search, content and contact pages
 * show the spec's error with a retry, and the category and search pages do not share a loading state.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EndpointName } from '@storefront/sdk';
import { failure, startApiServer, type ApiServer, type Handlers } from '../test/apiServer';
import { storeHandlers } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(storeHandlers());
});
afterAll(() => api.close());
beforeEach(() => api.use(storeHandlers()));

/** The endpoint refuses (400: the client does not retry it on its own) until `working` is called. */
function failingUntilFixed(name: EndpointName): { working: () => void } {
  const real = storeHandlers()[name];
  api.use({ [name]: () => failure(400, { Message: 'Catalogue is being updated' }) } as Handlers);
  return { working: () => api.use({ [name]: real } as Handlers) };
}

async function expectRetryThatWorks(fix: { working: () => void }) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Catalogue is being updated');
  expect(alert).toHaveTextContent('Something went wrong, Please try again after some time');
  expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  // One message: the page says it, no error dialog on top.
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  fix.working();
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
}

describe('a failed load, then a retry', () => {
  it('on a category page', async () => {
    const fix = failingUntilFixed('categoryProducts');
    renderApp('/category/chicken');
    await expectRetryThatWorks(fix);
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it('on a product page', async () => {
    const fix = failingUntilFixed('productDetails');
    renderApp('/chicken-curry-cut');
    await expectRetryThatWorks(fix);
    expect(await screen.findByRole('heading', { name: 'Chicken Curry Cut' })).toBeInTheDocument();
  });

  it('on the search page', async () => {
    const fix = failingUntilFixed('search');
    renderApp('/search?q=chicken');
    await expectRetryThatWorks(fix);
    expect(await screen.findByText(/results? for/)).toBeInTheDocument();
  });

  it.each([
    ['/privacy-policy', 'privacyContent', 'We keep your data safe.'],
    ['/terms-and-conditions', 'termsContent', '<script>alert(1)</script> is shown as text.'],
    ['/about-us', 'aboutUsContent', 'We cut to order.'],
    ['/about-us', 'aboutUsStatus', 'We cut to order.'],
  ] as const)('on %s when %s fails', async (path, endpoint, text) => {
    const fix = failingUntilFixed(endpoint);
    renderApp(path);
    await expectRetryThatWorks(fix);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('on the contact page when the store configs did not load at start-up', async () => {
    const fix = failingUntilFixed('storeConfigs');
    renderApp('/contact-us');
    await expectRetryThatWorks(fix);
    expect(await screen.findByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });
});

describe('the category and search pages', () => {
  it('load on their own: a search still in flight does not stop a category from loading', async () => {
    let answerSearch: (() => void) | undefined;
    const realSearch = storeHandlers().search!;
    api.use({
      search: (query, body) =>
        new Promise((resolve) => {
          answerSearch = () => resolve(realSearch(query, body));
        }),
    });
    const { unmount } = renderApp('/search?q=chicken');
    await waitFor(() => expect(api.callsOf('search')).not.toHaveLength(0));
    unmount();

    renderApp('/category/chicken');
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    answerSearch?.();
  });
});
