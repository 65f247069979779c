import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, getSession } from '../../src/api/session.ts';
import { LoginPage } from '../../src/features/auth/LoginPage.tsx';
import { LanguageSwitch } from '../../src/features/shell/LanguageSwitch.tsx';
import { activateLanguage, i18n } from '../../src/i18n/i18n.ts';
import { freshEmail, registerAccount, renderPage, signedInNewAccount } from './authHarness.tsx';
import { fileCast } from './demoCastHarness.ts';

// The real API server answers (tests/components/globalSetup.ts). Sign-in attempts are rate limited
// per address for every component test together, so each test here spends as few as it can.

beforeEach(async () => {
  localStorage.clear();
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

const cast = fileCast();

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Correo electrónico|Email/), email);
  await user.type(screen.getByLabelText(/^(Contraseña|Password)/), password);
  await user.click(screen.getByRole('button', { name: /^(Iniciar sesión|Log in)$/ }));
  return user;
}

describe('login form', () => {
  it('asks for both fields before calling the server', async () => {
    await renderPage('/login', <LoginPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    await user.type(screen.getByLabelText(/Correo electrónico/), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Correo no válido')).toBeInTheDocument();
    // Focus moves on the next animation frame.
    await waitFor(() => expect(screen.getByLabelText(/Correo electrónico/)).toHaveFocus());
  });

  it('takes a message away as its field changes, brings it back on the next try, and says it in the new language', async () => {
    await renderPage('/login', <LoginPage />);
    const user = userEvent.setup();
    const email = screen.getByLabelText(/Correo electrónico/);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Este campo es obligatorio');
    await user.type(email, 'no-es-correo');
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(1);
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Correo no válido')).toBeInTheDocument();
    await act(() => activateLanguage('en'));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
  });

  it('takes the typed email to the forgot-password page', async () => {
    await renderPage('/login', <LoginPage />);
    await userEvent.setup().type(screen.getByLabelText(/Correo electrónico/), 'ana@example.com');
    const link = screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' });
    expect(new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('email')).toBe(
      'ana@example.com',
    );
  });

  it('says the password is incorrect (400), keeping what was typed', async () => {
    await renderPage('/login', <LoginPage />);
    await signIn(cast.company, 'NoEsLaClave1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Contraseña incorrecta');
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue(cast.company);
    expect(getSession()).toBeNull();
  });

  it('says email and password do not match for an unknown email (other 401), in English too', async () => {
    await activateLanguage('en');
    await renderPage('/login', <LoginPage />);
    await signIn(freshEmail('nadie'), 'Secreto123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email and password do not match');
    expect(i18n.locale).toBe('en');
  });

  it('asks to verify the email and offers to send the link again', async () => {
    const email = freshEmail('sin-verificar');
    await registerAccount(email);
    await renderPage('/login', <LoginPage />);
    const user = await signIn(email, 'Secreto123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Debes verificar tu correo');
    // The button's code downloads once the refusal shows (LoginPage.tsx): it comes a moment after the alert.
    await user.click(
      await within(alert).findByRole('button', { name: 'Reenviar el correo de verificación' }),
    );
    expect(await screen.findByText(/Te enviamos un nuevo enlace de verificación/)).toBeInTheDocument();
  });

  it('signs in, switches to the account language and goes where the person was going', async () => {
    const { router } = await renderPage('/login', <LoginPage redirect="/my-products" />);
    await signIn(cast.company, 'Demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-products'));
    expect(getSession()?.user.tb_lg_person.email).toBe(cast.company);
    expect(i18n.locale).toBe('es');
  });

  it('keeps the language picked on the switch before signing in and saves it to the account', async () => {
    const { user: account } = await signedInNewAccount('idioma-elegido');
    clearSession();
    expect(account.tb_gcm_language).toBe('es');
    await renderPage(
      '/login',
      <>
        <LanguageSwitch />
        <LoginPage />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('radio', { name: /English/ }));
    await screen.findByRole('button', { name: 'Log in' });
    await signIn(account.tb_lg_person.email, 'Secreto123');
    await waitFor(() => expect(getSession()?.user.tb_gcm_language).toBe('en'));
    expect(i18n.locale).toBe('en');
    expect(unwrap(await api.GET('/users/me')).tb_gcm_language).toBe('en');
  });

  it('sends an account with an incomplete profile to the initial option page', async () => {
    const { router } = await renderPage('/login', <LoginPage />);
    await signIn(cast.personal, 'Demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/option-initial'));
    expect(getSession()?.user.basic_profile).toBe(false);
  });

  it('shows the confirmation a previous screen carried over', async () => {
    await renderPage('/login', <LoginPage notice="password-reset" />);
    expect(screen.getByRole('status')).toHaveTextContent('Tu contraseña se cambió');
  });
});
