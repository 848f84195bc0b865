/**
 * The Firebase-style phone form reads the number as people write it (its own file: the login config is
 * cached). Firebase itself is replaced: the test reads the number it would have been asked to text.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { renderApp } from '../../test/renderApp';
import { sandboxLoginConfig, shopperHandlers } from '../../test/shopperFixtures';
import type * as FirebaseProvider from './store/firebaseProvider';

const texted = vi.hoisted(() => [] as string[]);
vi.mock('./store/firebaseProvider', async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseProvider>()),
  sendPhoneCode: async (phoneNumber: string) => {
    texted.push(phoneNumber);
  },
}));

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({
    ...shopperHandlers(),
    loginConfig: () => ({
      ...sandboxLoginConfig,
      LoginServiceProvider: 'firebase',
      FirebaseAllowedLoginMethods: ['Phone'],
    }),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  texted.length = 0;
});

async function sendPhoneCode(typed: string) {
  const user = userEvent.setup();
  renderApp('/login');
  await user.type(await screen.findByLabelText('Mobile number'), typed);
  await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
}

describe('Firebase-style phone sign-in', () => {
  it.each(['+91 98450 12345', '98450-12345', '098450 12345'])(
    'texts the code for %j to +91 and the 10 digits',
    async (typed) => {
      await sendPhoneCode(typed);
      expect(await screen.findByLabelText('One-time code')).toBeInTheDocument();
      expect(texted).toEqual(['+919845012345']);
    },
  );

  it('says a landline is not a mobile number, without asking Firebase', async () => {
    await sendPhoneCode('080 2345 6789');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Enter a valid 10-digit mobile number');
    expect(alert).not.toHaveTextContent('Unable to sign-in!');
    expect(texted).toEqual([]);
    expect(screen.queryByLabelText('One-time code')).not.toBeInTheDocument();
  });
});
