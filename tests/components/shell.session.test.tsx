import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, getSession } from '../../src/api/session.ts';
import { activateLanguage, i18n } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { fileCast } from './demoCastHarness.ts';
import { renderApp, signInAs } from './shellHarness.tsx';

beforeEach(async () => {
  localStorage.clear();
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

const cachedPaths = (queryClient: { getQueryCache(): { getAll(): { queryKey: readonly unknown[] }[] } }) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey[1]);

describe('signing out', () => {
  it('forgets the session, the cached data and the language, then shows the login page', async () => {
    await signInAs(fileCast().company);
    await activateLanguage('en');
    const { router, queryClient } = await renderApp('/dashboard');

    // The control panel loaded the account's stats in English.
    expect(await screen.findByText('Views')).toBeInTheDocument();
    expect(cachedPaths(queryClient)).toContain('/users/business-stats');

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({});
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('portal.session')).toBeNull();
    expect(i18n.locale).toBe('es');
    expect(localStorage.getItem('portal.language')).toBe('es');
    expect(cachedPaths(queryClient)).not.toContain('/users/business-stats');
  });

  it('sends a visitor without a session from a portal page to login, keeping the way back', async () => {
    const { router } = await renderApp('/my-products');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/my-products' });
  });

  it('returns to login when the session disappears while a portal page is open', async () => {
    await signInAs(fileCast().company);
    const { router } = await renderApp('/qr');
    await screen.findByRole('navigation', { name: 'Menú principal' });
    clearSession();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/qr' });
  });
});

describe('routing and language', () => {
  it('sends unknown paths and unknown wizard steps to /404, even without a session', async () => {
    for (const path of ['/no-such-page', '/hotel/no-such-step/abc', '/no-such-wizard/information']) {
      const { router, unmount } = await renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
      expect(await screen.findByRole('heading', { name: 'Lo sentimos, página no encontrada' })).toBeVisible();
      unmount();
    }
  });

  it('re-renders the whole interface in the language chosen in the header, and saves it to the account', async () => {
    // A new account: the demo accounts' saved language must stay Spanish for the other tests.
    await signedInNewAccount('idioma-portal');
    await renderApp('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(menu).getByRole('link', { name: 'Panel de control' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'English' }));

    const englishMenu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(englishMenu).getByRole('link', { name: 'Control panel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello, Prueba');
    expect(localStorage.getItem('portal.language')).toBe('en');
    await waitFor(() => expect(getSession()?.user.tb_gcm_language).toBe('en'));
    expect(unwrap(await api.GET('/users/me')).tb_gcm_language).toBe('en');
  });
});
