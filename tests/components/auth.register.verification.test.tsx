import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, getSession } from '../../src/api/session.ts';
import { AccountVerificationPage } from '../../src/features/auth/AccountVerificationPage.tsx';
import { VerifyAccountPage } from '../../src/features/auth/VerifyAccountPage.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { freshEmail, mailedLink, registerAccount, renderPage } from './authHarness.tsx';

beforeEach(async () => {
  localStorage.clear();
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

async function verificationLink(role: 2 | 6) {
  const email = freshEmail(`verificar-${role}`);
  await registerAccount(email, role);
  return (await mailedLink(email)).searchParams;
}

describe('the emailed verification link', () => {
  it('verifies, signs in and sends a provider to the initial option page', async () => {
    const link = await verificationLink(2);
    // StrictMode mounts twice: the single-use secret must still be spent once.
    const { router } = await renderPage(
      '/users/verify-account',
      <StrictMode>
        <AccountVerificationPage secret={link.get('secret') ?? ''} />
      </StrictMode>,
    );
    expect(screen.getByText('Verificando tu cuenta…')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/option-initial'));
    expect(getSession()?.user.tb_lg_as_user_role).toEqual([{ value: 2 }]);
  });

  it('keeps where the person was going on the way to the initial option page', async () => {
    const link = await verificationLink(2);
    const { router } = await renderPage(
      '/users/verify-account',
      <AccountVerificationPage secret={link.get('secret') ?? ''} redirect="/my-products" />,
    );
    await waitFor(() => expect(router.state.location.href).toBe('/option-initial?redirect=%2Fmy-products'));
  });

  it('sends an influencer to the influencer information form', async () => {
    const link = await verificationLink(6);
    const { router } = await renderPage(
      '/users/verify-account',
      <AccountVerificationPage secret={link.get('secret') ?? ''} />,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/influencer-information'));
  });

  it('explains a used link and offers sign-in and a new link', async () => {
    const secret = (await verificationLink(2)).get('secret') ?? '';
    // The link was already opened elsewhere (another tab, another device).
    unwrap(await api.POST('/users/verify-account', { body: { secret } }));
    await renderPage('/users/verify-account', <AccountVerificationPage secret={secret} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no es válido o ya caducó');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reenviar enlace' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });
});

describe('check your inbox', () => {
  it('names the address, offers to resend and links to the development outbox', async () => {
    await renderPage('/verify-account', <VerifyAccountPage email="ana@example.com" sent="verification" />);
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue('ana@example.com');
    expect(
      await screen.findByRole('link', { name: 'Abrir bandeja de correo de desarrollo' }),
    ).toHaveAttribute('href', '/dev/outbox');
  });
});
