import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, setSession } from '../../src/api/session.ts';
import { JoinContactDialog } from '../../src/features/help/JoinContactDialog.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import {
  captchaSolution,
  letTheCaptchaWidgetRun,
  renderPage,
  signedInNewAccount,
  tickCaptcha,
} from './authHarness.tsx';
import { fileCast } from './demoCastHarness.ts';
import { renderApp, signInAs } from './shellHarness.tsx';

/*
 * The landings' contact dialog (issue 31; SPEC §2 types Providers, Partners, Influencers): a visitor without an
 * account asks to join, and the request reaches the operator's support inbox.
 */

const cast = fileCast();

beforeAll(async () => {
  await activateLanguage('es');
});
afterEach(() => {
  clearSession();
  localStorage.removeItem('referralCode');
});

const inDialog = () => within(screen.getByRole('dialog', { name: 'Contáctanos' }));
const field = (name: string) => inDialog().getByRole('textbox', { name: new RegExp(`^${name}`) });

/** The dialog as a landing opens it, signed out. */
async function openDialog(defaultType: 'providers' | 'partners' | 'influencers') {
  clearSession();
  letTheCaptchaWidgetRun();
  const onClose = vi.fn();
  await renderPage('/influencers', <JoinContactDialog opened onClose={onClose} defaultType={defaultType} />);
  return { user: userEvent.setup(), onClose };
}

/** Whose referral code a visitor came with: an account of the test's own, and its code (My QR). */
async function referrer() {
  const session = await signedInNewAccount('unirse-ref');
  const { promotion_code } = unwrap(await api.GET('/api/referrals/qr'));
  clearSession();
  return { session, code: promotion_code };
}

const message = 'Tengo 40 mil seguidores que viajan por Guatemala.';

describe('the contact dialog, signed out', () => {
  it('preselects the landing’s type, asks for the required fields and the captcha, and thanks once sent', async () => {
    const { session, code } = await referrer();
    // The home kept the code of the visitor's link (`/?ref=`).
    localStorage.setItem('referralCode', code);
    const { user, onClose } = await openDialog('influencers');

    expect(await inDialog().findByRole('radio', { name: 'Influencers' })).toBeChecked();
    expect(inDialog().getByRole('radio', { name: 'Proveedores' })).not.toBeChecked();
    expect(inDialog().getByRole('radio', { name: 'Socios' })).not.toBeChecked();

    // Nothing typed: each required field says so, and so does the captcha.
    await user.click(inDialog().getByRole('button', { name: 'Enviar' }));
    for (const label of ['Nombre completo', 'Correo electrónico', 'Mensaje']) {
      expect(field(label)).toHaveAccessibleDescription(/Este campo es obligatorio/);
    }
    expect(field('Teléfono')).not.toHaveAttribute('aria-invalid', 'true');
    expect(inDialog().getByText('Por favor, complete la validación de reCAPTCHA.')).toBeInTheDocument();

    await user.click(inDialog().getByRole('radio', { name: 'Socios' }));
    await user.type(field('Nombre completo'), 'Lucía Ramírez');
    await user.type(field('Correo electrónico'), 'lucia-arroba-example');
    // The phone is optional, but a number of its country (Guatemala's by default, as the onboarding forms).
    expect(inDialog().getByRole('combobox', { name: 'País del teléfono' })).toHaveValue('gt');
    await user.type(field('Teléfono'), '5512334');
    await user.type(field('Empresa o nombre público'), 'Viajes con Lucía');
    await user.type(field('Mensaje'), message);
    expect(inDialog().getByText(`${message.length} de 1000 caracteres`)).toBeInTheDocument();
    await tickCaptcha(user);
    expect(inDialog().queryByText('Por favor, complete la validación de reCAPTCHA.')).not.toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: 'Enviar' }));
    expect(field('Correo electrónico')).toHaveAccessibleDescription('Escribe un correo electrónico válido');
    expect(field('Teléfono')).toHaveAccessibleDescription(
      'Faltan dígitos: el número es corto para el país elegido',
    );

    await user.clear(field('Correo electrónico'));
    await user.type(field('Correo electrónico'), 'lucia@example.com');
    await user.clear(field('Teléfono'));
    await user.type(field('Teléfono'), '55123344');
    await user.click(inDialog().getByRole('button', { name: 'Enviar' }));
    expect(await inDialog().findByText('¡Gracias! Te escribiremos pronto.')).toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();

    // The code the visitor came with counts the request as an inquiry of its owner.
    setSession(session);
    expect(unwrap(await api.GET('/api/referrals/stats', {})).inquiries).toBe(1);
  });

  it('is filled and sent with the keyboard alone, the optional fields left empty', async () => {
    const { user } = await openDialog('providers');
    const providers = await inDialog().findByRole('radio', { name: 'Proveedores' });
    expect(providers).toBeChecked();
    // The type choice is one stop of the tab order; the arrows move the choice.
    providers.focus();
    await user.keyboard('{ArrowRight}');
    expect(inDialog().getByRole('radio', { name: 'Socios' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(providers).toBeChecked();
    await user.tab();
    expect(field('Nombre completo')).toHaveFocus();
    await user.keyboard('Ana Prueba');
    await user.tab();
    await user.keyboard('ana@example.com');
    field('Mensaje').focus();
    await user.keyboard('Tengo un hotel en Antigua.');
    await tickCaptcha(user, { by: 'keyboard' });
    inDialog().getByRole('button', { name: 'Enviar' }).focus();
    await user.keyboard('{Enter}');
    expect(await inDialog().findByText('¡Gracias! Te escribiremos pronto.')).toBeInTheDocument();
  });

  it('asks for the captcha again when the server refuses it, with everything typed kept', async () => {
    const { user } = await openDialog('partners');
    await user.type(await waitFor(() => field('Nombre completo')), 'Marta Prueba');
    await user.type(field('Correo electrónico'), 'marta@example.com');
    await user.type(field('Mensaje'), 'Tenemos una agencia en Flores.');
    await tickCaptcha(user);
    // The solution the widget holds is spent elsewhere first (a second tab, a double submit): the server refuses it.
    const solution = document.querySelector<HTMLInputElement>('input[type="hidden"][name="altcha"]')?.value;
    expect(solution).toBeTruthy();
    const spent = await api.POST('/api/contact-to-joins', {
      body: {
        type: 'partners',
        name: ' ',
        email: 'x@example.com',
        message: 'x',
        language_code: 'es',
        captcha: solution ?? '',
      },
    });
    expect(spent.response.status).toBe(400);

    await user.click(inDialog().getByRole('button', { name: 'Enviar' }));
    expect(
      await inDialog().findByText('Por favor, complete la validación de reCAPTCHA.'),
    ).toBeInTheDocument();
    expect(field('Nombre completo')).toHaveValue('Marta Prueba');
    expect(field('Correo electrónico')).toHaveValue('marta@example.com');
    expect(field('Mensaje')).toHaveValue('Tenemos una agencia en Flores.');
    expect(inDialog().getByRole('radio', { name: 'Socios' })).toBeChecked();
    // The widget starts over; a new tick sends it.
    await waitFor(() =>
      expect(inDialog().getByRole('checkbox', { name: 'No soy un robot' })).not.toBeChecked(),
    );
    await tickCaptcha(user);
    await user.click(inDialog().getByRole('button', { name: 'Enviar' }));
    expect(await inDialog().findByText('¡Gracias! Te escribiremos pronto.')).toBeInTheDocument();
  });
});

describe('the operator’s inbox', () => {
  it('lists a request to join as new with its count, and marks it seen', async () => {
    const name = `Lucía ${Date.now().toString(36)}`;
    unwrap(
      await api.POST('/api/contact-to-joins', {
        body: {
          type: 'partners',
          name,
          email: 'lucia@example.com',
          phoneCountry: 'gt',
          phone: '5512 3344',
          company: 'Viajes con Lucía',
          message,
          language_code: 'es',
          captcha: await captchaSolution(),
        },
      }),
    );
    const operator = await signInAs(cast.operator);
    await renderApp('/support');
    const user = userEvent.setup();
    const tab = await screen.findByRole('tab', { name: /^Solicitudes para unirse/ });
    // The tab counts what is unseen, as the other kinds' tabs do.
    const unseen = () => Number(within(tab).queryByLabelText(/^\d+ sin ver$/)?.textContent ?? 0);
    await waitFor(() => expect(unseen()).toBeGreaterThan(0));
    const before = unseen();
    await user.click(tab);
    const panel = screen.getByRole('tabpanel');
    const card = await within(panel).findByRole('article', { name: `Solicitud de ${name}` });
    expect(within(card).getByText('Nuevo')).toBeInTheDocument();
    expect(within(card).getByText('Socios')).toBeInTheDocument();
    expect(within(card).getByText('lucia@example.com · +50255123344 · Viajes con Lucía')).toBeInTheDocument();
    expect(within(card).getByText(message)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Marcar como visto' }));
    await waitFor(() => expect(within(card).queryByText('Nuevo')).not.toBeInTheDocument());
    await waitFor(() => expect(unseen()).toBe(before - 1));
    expect(within(card).queryByRole('button', { name: 'Marcar como visto' })).not.toBeInTheDocument();

    setSession(operator);
    const inbox = unwrap(await api.GET('/api/support/requests', { params: { query: { kind: 'join' } } }));
    expect(inbox.join_requests.find((request) => request.name === name)).toMatchObject({
      type: 'partners',
      seen: true,
    });
  });
});
