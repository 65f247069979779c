import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { RegisterPage } from '../../src/features/auth/RegisterPage.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import {
  captchaSolution,
  freshEmail,
  letTheCaptchaWidgetRun,
  mailedLink,
  registerAccount,
  renderPage,
  tickCaptcha,
} from './authHarness.tsx';
import { renderApp } from './shellHarness.tsx';

beforeAll(letTheCaptchaWidgetRun);
beforeEach(async () => {
  localStorage.clear();
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

const confirmField = () => screen.queryByLabelText(/^Confirmar contraseña/);

/** The captcha widget's checkbox, once its lazily loaded code is in. */
const captchaBox = () => screen.findByRole('checkbox', { name: 'No soy un robot' });

/** Types by pasting: the same change events as typing, without a keystroke each. */
async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillForm(user: UserEvent, email: string, { captcha = true } = {}) {
  await enter(user, screen.getByLabelText(/^Correo electrónico/), email);
  await enter(user, screen.getByLabelText(/^Contraseña/), 'Secreto123');
  await enter(user, screen.getByLabelText(/^Confirmar contraseña/), 'Secreto123');
  await enter(user, screen.getByLabelText(/^Nombre/), 'Ana');
  await enter(user, screen.getByLabelText(/^Apellido/), 'López');
  await user.click(screen.getByPlaceholderText('Elige tu país'));
  await user.click(await screen.findByRole('option', { name: 'Guatemala' }));
  await user.click(screen.getByRole('checkbox', { name: /Acepto la política de privacidad/ }));
  if (captcha) await tickCaptcha(user);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

describe('register form', () => {
  it('shows the confirmation field only once a password is typed', async () => {
    await renderPage('/register', <RegisterPage />);
    expect(confirmField()).toBeNull();
    await userEvent.setup().type(screen.getByLabelText(/^Contraseña/), 's');
    expect(confirmField()).toBeInTheDocument();
  });

  it('marks every required field, the privacy policy and a mismatched confirmation', async () => {
    await renderPage('/register', <RegisterPage />);
    const user = userEvent.setup();
    await captchaBox();
    await submit(user);
    // email, password, first name, last name, country, captcha
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(6);
    expect(screen.getByText('Debes aceptar la política de privacidad')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Correo electrónico/), 'ana@');
    await user.type(screen.getByLabelText(/^Contraseña/), 'con espacio');
    await submit(user);
    expect(await screen.findByText('Correo no válido')).toBeInTheDocument();
    expect(
      screen.getByText('La contraseña debe tener al menos 8 caracteres, sin espacios'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Contraseña/));
    await user.type(screen.getByLabelText(/^Contraseña/), 'Secreto123');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'Secreto124');
    await submit(user);
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
  });

  it('creates the account and sends the person to check their email, with the role of the link', async () => {
    const email = freshEmail('registro');
    const { router } = await renderPage('/register', <RegisterPage queryRole={6} redirect="/qr" />);
    const user = userEvent.setup();
    await fillForm(user, email);
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-account'));
    expect(router.state.location.search).toEqual({ email, sent: 'verification' });
    const link = await mailedLink(email);
    expect(link.pathname).toBe('/users/verify-account');
    expect(link.searchParams.get('redirect')).toBe('/qr');
    expect(link.searchParams.get('language')).toBe('es');
    const secret = link.searchParams.get('secret') ?? '';
    const session = unwrap(await api.POST('/users/verify-account', { body: { secret } }));
    expect(session.role).toEqual([{ value: 6 }]);
  });

  it('says the email is in use when registering twice, keeping every value and renewing the captcha', async () => {
    const email = freshEmail('dos-veces');
    const first = await renderPage('/register', <RegisterPage />);
    let user = userEvent.setup();
    await fillForm(user, email);
    await submit(user);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/verify-account'));
    first.unmount();

    await renderPage('/register', <RegisterPage />);
    user = userEvent.setup();
    await fillForm(user, email);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('El correo ya está en uso');
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue(email);
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/^Confirmar contraseña/)).toHaveValue('Secreto123');
    expect(screen.getByPlaceholderText('Elige tu país')).toHaveValue('Guatemala');
    expect(screen.getByRole('checkbox', { name: /Acepto la política de privacidad/ })).toBeChecked();
    // The solution was spent: the widget is reset for a new one.
    await waitFor(() => expect(screen.queryByText('Verificado')).toBeNull());
    expect(await captchaBox()).not.toBeChecked();
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'inicia sesión' }),
    ).toBeInTheDocument();
  });

  it('refuses a spent captcha solution with "the data is incorrect", and a new tick is accepted', async () => {
    const { router } = await renderPage('/register', <RegisterPage />);
    const user = userEvent.setup();
    await fillForm(user, freshEmail('captcha'), { captcha: false });
    // A solution the server already took once (a replay), handed over the way the widget hands one.
    const spent = await captchaSolution();
    await registerAccount(freshEmail('gastada'), 2, spent);
    (await captchaBox())
      .closest('altcha-widget')
      ?.dispatchEvent(new CustomEvent('verified', { detail: { payload: spent } }));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Los datos son incorrectos');
    expect(
      await screen.findByText('La verificación no fue aceptada. Vuelve a marcar la casilla.'),
    ).toBeInTheDocument();
    // Ticking the box again solves a new challenge, which the server accepts.
    await tickCaptcha(user);
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-account'));
  });

  it('verifies by keyboard: Space on the labelled box', async () => {
    await renderPage('/register', <RegisterPage />);
    const user = userEvent.setup();
    await tickCaptcha(user, { by: 'keyboard' });
    // Its label now says so.
    expect(screen.getByRole('checkbox', { name: 'Verificado' })).toBeChecked();
  });
});

describe('the privacy policy the form asks to accept (issue 26)', () => {
  it('links to the privacy notice, a real text in both languages, not the terms placeholder', async () => {
    await renderPage('/register', <RegisterPage />);
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      '/terms/privacy',
    );

    const spanish = await renderApp('/terms/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Qué datos tratamos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tus derechos' })).toBeInTheDocument();
    expect(screen.queryByText(/en construcción/i)).not.toBeInTheDocument();
    spanish.unmount();

    await activateLanguage('en');
    await renderApp('/terms/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
  });
});
