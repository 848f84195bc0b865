import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../../test/apiServer';
import { storeHandlers } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { parsePlainText } from '../components/PlainText';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(storeHandlers());
});
afterAll(() => api.close());

describe('content pages', () => {
  it('splits plain text into headings and paragraphs', () => {
    expect(
      parsePlainText('# Our story\nWe started\nin 2020.\n\nWe cut to order.\r\n# Next'),
    ).toEqual([
      { kind: 'heading', text: 'Our story' },
      { kind: 'paragraph', text: 'We started in 2020.' },
      { kind: 'paragraph', text: 'We cut to order.' },
      { kind: 'heading', text: 'Next' },
    ]);
  });

  it('shows about us when it is enabled', async () => {
    renderApp('/about-us');
    expect(await screen.findByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByText('We cut to order.')).toBeInTheDocument();
  });

  it('renders the not-found page for about us when it is disabled', async () => {
    api.use({ aboutUsStatus: () => ({ Status: false }) });
    try {
      renderApp('/about-us');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
    } finally {
      api.use({ aboutUsStatus: () => ({ Status: true }) });
    }
  });

  it('shows markup from the server as text, never as HTML', async () => {
    renderApp('/terms-and-conditions');
    expect(
      await screen.findByText('<script>alert(1)</script> is shown as text.'),
    ).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
  });

  it('shows the privacy policy', async () => {
    renderApp('/privacy-policy');
    expect(await screen.findByText('We keep your data safe.')).toBeInTheDocument();
  });

  it('shows the failure on the page, with a retry, when content cannot load', async () => {
    api.use({
      privacyContent: () => ({ status: 503, body: { Message: 'Content is being updated' } }),
    });
    try {
      renderApp('/privacy-policy');
      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(alert).toHaveTextContent('Content is being updated');
      expect(alert).toHaveTextContent('Something went wrong, Please try again after some time');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    } finally {
      api.use(storeHandlers());
    }
  }, 15_000);
});
