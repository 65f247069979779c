import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, getSession, type Session, setSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { freshEmail, mailedLink, signedInNewAccount } from './authHarness.tsx';
import { renderApp } from './shellHarness.tsx';

beforeEach(async () => {
  localStorage.clear();
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

/** The same account changes its password from another device: every other session of it ends. */
async function changePasswordElsewhere(session: Session) {
  const mine = getSession();
  setSession(session);
  const answer = unwrap(
    await api.PUT('/users/account', {
      body: {
        email: session.user.tb_lg_person.email,
        change_password: true,
        password: 'Secreto123',
        new_password: 'Cambiada123',
        verify_password: 'Cambiada123',
      },
    }),
  );
  if (mine) setSession(mine);
  return answer;
}

describe('a session that ended elsewhere', () => {
  it('signs this tab out at its next call, forgetting the cached data and keeping the way back', async () => {
    const session = await signedInNewAccount('ended');
    const { router, queryClient } = await renderApp('/my-products');
    await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    const { token } = await changePasswordElsewhere(session);
    expect(token).toBeTruthy();
    // The next thing this tab asks the server for is refused (401): it signs out.
    await router.navigate({ to: '/reservations' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/reservations' });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('portal.session')).toBeNull();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['get', '/api/products'] })).toEqual([]);
  });
});

describe('the mailed link of a new login email', () => {
  it('changes the login email, ends the sessions and offers to sign in again', async () => {
    const session = await signedInNewAccount('cambio');
    const newEmail = freshEmail('nuevo');
    const pending = unwrap(
      await api.PUT('/users/account', {
        body: { email: newEmail, change_password: false, password: 'Secreto123' },
      }),
    );
    expect(pending.pending_email).toBe(newEmail);

    const link = await mailedLink(newEmail);
    expect(link.pathname).toBe('/confirm-email');
    const { router } = await renderApp(`${link.pathname}${link.search}`);

    expect(await screen.findByRole('heading', { name: 'Correo de acceso cambiado' })).toBeInTheDocument();
    expect(screen.getByText(newEmail)).toBeInTheDocument();
    expect(getSession()).toBeNull();
    const me = await api.GET('/users/me', { headers: { authorization: `Bearer ${session.token}` } });
    expect(me.response.status).toBe(401);

    screen.getByRole('link', { name: 'Iniciar sesión' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says so, in English too, when the link was already used or never existed', async () => {
    await activateLanguage('en');
    await renderApp('/confirm-email?secret=no-such-secret&language=en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The link is not valid or has expired. Ask for the change again from your account; your previous email still works.',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
