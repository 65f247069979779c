import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { clearSession } from '../../src/api/session.ts';
import { ForgotPasswordPage } from '../../src/features/auth/ForgotPasswordPage.tsx';
import { ResetPasswordPage } from '../../src/features/auth/ResetPasswordPage.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { freshEmail, mailedLink, registerAccount, renderPage } from './authHarness.tsx';

beforeEach(async () => {
  localStorage.clear();
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

async function askForLink(email: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(/Correo electrónico/));
  await user.paste(email);
  await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
}

describe('forgot password', () => {
  it('says an unknown email is not registered (404)', async () => {
    await renderPage('/forgot-password', <ForgotPasswordPage />);
    await askForLink(freshEmail('desconocido'));
    expect(await screen.findByText('Este correo no existe, no está registrado')).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('mails a reset link and sends the person to check their inbox', async () => {
    const email = freshEmail('olvido');
    await registerAccount(email);
    const { router } = await renderPage('/forgot-password', <ForgotPasswordPage />);
    await askForLink(email);
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-account'));
    expect(router.state.location.search).toEqual({ email, sent: 'reset' });
    expect((await mailedLink(email)).pathname).toBe('/reset-password');
  });
});

describe('reset password', () => {
  it('checks the new password rules and the confirmation before sending, then goes to login', async () => {
    const email = freshEmail('nueva-clave');
    await registerAccount(email);
    await api.POST('/users/forgot-password', { body: { email } });
    const secret = (await mailedLink(email)).searchParams.get('secret') ?? '';
    const { router } = await renderPage('/reset-password', <ResetPasswordPage secret={secret} />);
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^Nueva contraseña/);
    const confirmation = screen.getByLabelText(/^Confirmar contraseña/);
    const save = screen.getByRole('button', { name: 'Guardar contraseña' });

    await user.type(password, 'sinmayus1');
    await user.click(save);
    expect(await screen.findByText(/al menos 8 caracteres, un número, una mayúscula/)).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'Nueva1234');
    await user.type(confirmation, 'Nueva12345');
    await user.click(save);
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');

    await user.clear(confirmation);
    await user.type(confirmation, 'Nueva1234');
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ notice: 'password-reset' });
  });

  it('explains a link without its secret', async () => {
    await renderPage('/reset-password', <ResetPasswordPage secret="" />);
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace no es válido o ya caducó');
  });
});
