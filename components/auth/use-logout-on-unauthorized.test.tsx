/** @jest-environment jsdom */
import { render, waitFor } from '@testing-library/react';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { AppProviders } from '@/components/providers/app-providers';
import { apiFetch } from '@/lib/api/fetch-client';
import { endBrowserSession } from './end-browser-session';

jest.mock('./end-browser-session', () => ({ endBrowserSession: jest.fn(async () => undefined) }));

/** platform-shell 8: the one 401 handler, registered for every page by the root providers. */
const realFetch = global.fetch;
afterAll(() => {
  global.fetch = realFetch;
});
beforeEach(() => {
  jest.mocked(endBrowserSession).mockClear();
  global.fetch = jest.fn(async () => ({
    ok: false,
    status: 401,
    text: async () => JSON.stringify({ code: 'unauthorized', message: 'unauthorized' }),
  })) as unknown as typeof fetch;
});

async function callOn(path: string) {
  window.history.pushState({}, '', path);
  const { unmount } = render(<AppProviders brand={publicBrand(fuelmarket)}>page</AppProviders>);
  await expect(apiFetch('/api/metadata/user/store/gtc-accepted', { method: 'POST' })).rejects.toMatchObject({ status: 401 });
  unmount();
}

test.each(['/agb', '/handelsplatz', '/profil/team'])(
  'a 401 on the signed-in page %s logs out and goes to the login, which says the session ended',
  async (path) => {
    await callOn(path);
    await waitFor(() => expect(endBrowserSession).toHaveBeenCalledWith('/login?expired=1'));
  },
);

test.each(['/login', '/passwort/reset/abc', '/e-mail/bestaetigen/abc', '/logout'])('a 401 on the public page %s is left to the page', async (path) => {
  await callOn(path);
  // The handler's decision loads on the 401: let it arrive before looking.
  await import('./end-session-if-signed-in');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(endBrowserSession).not.toHaveBeenCalled();
});
