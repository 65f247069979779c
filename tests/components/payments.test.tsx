import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session } from '../../src/api/session.ts';
import { BeneficiaryPage } from '../../src/features/payments/BeneficiaryPage.tsx';
import { PaymentMethodPage } from '../../src/features/payments/PaymentMethodPage.tsx';
import { PaymentsPage } from '../../src/features/payments/PaymentsPage.tsx';
import { TaxRegisterPage } from '../../src/features/payments/TaxRegisterPage.tsx';
import { TaxSetupPage } from '../../src/features/payments/TaxSetupPage.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import {
  captchaSolution,
  freshEmail,
  letTheCaptchaWidgetRun,
  registerAccount,
  renderPage,
  signedInNewAccount,
  tickCaptcha,
} from './authHarness.tsx';

/*
 * The payout and tax screens against the real server, each test as a new provider of Guatemala: messages as
 * typed (payoutRules, the server's own rules), a refused save that keeps what was typed, masked numbers after
 * saving, and the checklist of what stands between the provider and a payout.
 */

const ACCOUNT = '3012-3456-5678';
const IBAN = 'GT82TRAJ01020000001210029690';
/** A CUI with a right check digit, department 01 and municipality 01. */
const DPI = '1234567890101';

beforeAll(letTheCaptchaWidgetRun);
beforeEach(async () => {
  localStorage.clear();
  clearSession();
  await activateLanguage('es');
});
// The screens read the session: unmount them before signing out.
afterEach(() => {
  cleanup();
  clearSession();
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const combobox = (name: RegExp) => screen.getByRole('combobox', { name });
async function pick(user: UserEvent, name: RegExp, option: string | RegExp) {
  await waitFor(() => expect(combobox(name)).toBeEnabled());
  await user.click(combobox(name));
  await user.click(await screen.findByRole('option', { name: option }));
}
async function retype(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

async function fillBeneficiary(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Ana');
  await user.type(field(/^Apellido/), 'López');
  await waitFor(() => expect(combobox(/^País/)).toHaveValue('Guatemala'));
  await pick(user, /^Departamento/, 'Sololá');
  await pick(user, /^Ciudad/, 'Panajachel');
  await user.type(field(/^Banco/), 'Banrural');
  await user.type(field(/^Número de cuenta/), ACCOUNT);
  await user.type(field(/^IBAN/), IBAN);
  await user.type(field(/^BIC/), 'TRAJGTGC');
}

describe('beneficiary', () => {
  it('says what is wrong with the account number, IBAN and BIC as they are typed', async () => {
    await signedInNewAccount('beneficiario');
    await renderPage('/edit-information-transfer', <BeneficiaryPage />);
    const user = userEvent.setup();
    const account = await screen.findByRole('textbox', { name: /^Número de cuenta/ });

    await user.type(account, '12');
    expect(await screen.findByText(/El número de cuenta debe tener de 4 a 34/)).toBeInTheDocument();
    await user.type(account, '34');
    await waitFor(() => expect(screen.queryByText(/El número de cuenta debe tener/)).toBeNull());

    await user.type(field(/^IBAN/), 'GT83TRAJ01020000001210029690');
    expect(
      await screen.findByText('El IBAN no es válido: revisa los dígitos de control'),
    ).toBeInTheDocument();
    await retype(user, field(/^IBAN/), IBAN);
    await waitFor(() => expect(screen.queryByText(/El IBAN no es válido/)).toBeNull());
    await retype(user, field(/^IBAN/), 'GT82TRAJ0102000000121002969012');
    expect(await screen.findByText('El IBAN tiene como máximo 28 caracteres')).toBeInTheDocument();
    await user.clear(field(/^IBAN/));

    await user.type(field(/^BIC/), 'TRAJGT');
    expect(await screen.findByText(/El código BIC\/SWIFT no es válido/)).toBeInTheDocument();
    await user.type(field(/^BIC/), 'GC');
    await waitFor(() => expect(screen.queryByText(/El código BIC\/SWIFT no es válido/)).toBeNull());
  });

  it('keeps everything typed when the save is refused, then shows the account and IBAN masked', async () => {
    const session = await signedInNewAccount('cuenta');
    await renderPage('/edit-information-transfer', <BeneficiaryPage />);
    const user = userEvent.setup();
    await fillBeneficiary(user);

    // A captcha solution the server already took once: the save is refused and nothing typed is lost.
    const spent = await captchaSolution();
    await registerAccount(freshEmail('gastada'), 2, spent);
    (await screen.findByRole('checkbox', { name: 'No soy un robot' }))
      .closest('altcha-widget')
      ?.dispatchEvent(new CustomEvent('verified', { detail: { payload: spent } }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La verificación no fue aceptada: márcala de nuevo')).toBeInTheDocument();
    expect(field(/^Nombre/)).toHaveValue('Ana');
    expect(field(/^Banco/)).toHaveValue('Banrural');
    expect(field(/^Número de cuenta/)).toHaveValue(ACCOUNT);
    expect(field(/^IBAN/)).toHaveValue(IBAN);
    expect(combobox(/^Ciudad/)).toHaveValue('Panajachel');

    await tickCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Déjalo vacío para conservar la cuenta terminada en 5678'),
    ).toBeInTheDocument();
    expect(screen.getByText('Déjalo vacío para conservar el IBAN terminado en 9690')).toBeInTheDocument();
    // The saved answer draws the hints first; the form takes its new values in the render after (CI once caught
    // the fields between the two).
    await waitFor(() => expect(field(/^Número de cuenta/)).toHaveValue(''));
    expect(field(/^IBAN/)).toHaveValue('');
    expect(document.body.textContent).not.toContain('301234565678');
    expect(document.body.textContent).not.toContain('1210029690');

    const stored = unwrap(
      await api.GET('/api/payment/beneficiary/{userId}', {
        params: { path: { userId: session.user._id } },
      }),
    );
    expect(stored).toMatchObject({ account_number_last4: '5678', iban_last4: '9690', bin: 'TRAJGTGC' });
  });
});

describe('tax register', () => {
  it('checks the NIT and DPI as typed, and the Small Business regime asks for the tax code', async () => {
    await signedInNewAccount('nit');
    await renderPage('/edit-taxpayer-information', <TaxRegisterPage taxpayer />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Nombre en el registro/ }), 'Ana López');
    await waitFor(() => expect(combobox(/^País/)).toHaveValue('Guatemala'));

    await user.type(field(/^NIT/), '576937-1');
    expect(await screen.findByText('El NIT no es válido: revisa el dígito verificador')).toBeInTheDocument();
    await retype(user, field(/^NIT/), '576937-K');
    await waitFor(() => expect(screen.queryByText(/El NIT no es válido/)).toBeNull());

    await pick(user, /^Tipo de identificación/, /^DPI/);
    await user.type(field(/^DPI/), '1234567880101');
    expect(await screen.findByText(/El DPI no es válido/)).toBeInTheDocument();
    // Right check digit, but department 23 does not exist.
    await retype(user, field(/^DPI/), '1234567892301');
    expect(await screen.findByText(/El DPI no es válido/)).toBeInTheDocument();
    await retype(user, field(/^DPI/), DPI);
    await waitFor(() => expect(screen.queryByText(/El DPI no es válido/)).toBeNull());

    expect(screen.queryByRole('textbox', { name: /^Código tributario/ })).toBeNull();
    await pick(user, /^Régimen tributario/, /Pequeño Contribuyente/);
    const taxCode = await screen.findByRole('textbox', { name: /^Código tributario/ });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(taxCode).toHaveAccessibleDescription(/Este campo es obligatorio/));
    await pick(user, /^Régimen tributario/, /^Régimen General/);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Código tributario/ })).toBeNull());
  });

  it('saves a taxpayer with the DPI masked afterwards', async () => {
    const session = await signedInNewAccount('contribuyente');
    await renderPage('/edit-taxpayer-information', <TaxRegisterPage taxpayer />);
    const user = userEvent.setup();
    await fillTaxpayer(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(async () => expect(await serverTax(session)).not.toBeNull());
    const stored = await serverTax(session);
    expect(stored).toMatchObject({ taxpayer: true, nit: '576937-K', dpi_last4: '0101', tax_code: 'PC123' });
  });
});

describe('a stored passport', () => {
  it('is shown masked, never put back in its field, and kept when the field is left empty', async () => {
    const session = await signedInNewAccount('pasaporte');
    const userId = session.user._id;
    unwrap(
      await api.PUT('/api/payment/tax/{userId}', {
        params: { path: { userId } },
        body: {
          taxpayer: false,
          name_on_tax: 'Ana López',
          identification_type: 'passport',
          passport: 'A1234567',
          country: 'gt',
          real_address: 'Calle Santander 1-23',
        },
      }),
    );
    const summary = await renderPage('/tax-setup', <TaxSetupPage />);
    expect(await screen.findByText('•••• 4567')).toBeInTheDocument();
    expect(screen.queryByText('A1234567')).toBeNull();
    summary.unmount();

    await renderPage('/edit-non-taxpayer-information', <TaxRegisterPage taxpayer={false} />);
    const user = userEvent.setup();
    const passport = await screen.findByRole('textbox', { name: /^Número de pasaporte/ });
    expect(passport).toHaveValue('');
    expect(passport).toHaveAccessibleDescription(
      'Déjalo vacío para conservar el pasaporte terminado en 4567',
    );
    await pick(user, /^Departamento/, 'Sololá');
    await pick(user, /^Ciudad/, 'Panajachel');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(async () => expect((await serverTax(session))?.city).not.toBe(''));
    expect(await serverTax(session)).toMatchObject({
      identification_type: 'passport',
      passport_last4: '4567',
    });
  });
});

async function fillTaxpayer(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: /^Nombre en el registro/ }), 'Ana López');
  await waitFor(() => expect(combobox(/^País/)).toHaveValue('Guatemala'));
  await pick(user, /^Departamento/, 'Sololá');
  await pick(user, /^Ciudad/, 'Panajachel');
  await pick(user, /^Tipo de identificación/, /^DPI/);
  await user.type(field(/^DPI/), DPI);
  await user.type(field(/^NIT/), '576937-K');
  await pick(user, /^Régimen tributario/, /Pequeño Contribuyente/);
  await user.type(await screen.findByRole('textbox', { name: /^Código tributario/ }), 'PC123');
  await user.type(field(/^Dirección/), 'Calle Santander 1-23');
}

async function serverTax(session: Session) {
  const result = await api.GET('/api/payment/tax/{userId}', {
    params: { path: { userId: session.user._id } },
  });
  return result.response.status === 404 ? null : unwrap(result);
}

describe('payments page and checklist', () => {
  it('lists what is missing before a payout, each a link, and the list goes once everything is in', async () => {
    const session = await signedInNewAccount('faltantes');
    const userId = session.user._id;
    const first = await renderPage('/edit-payments-and-collections', <PaymentsPage />);
    const checklist = await screen.findByRole('region', { name: 'Antes de recibir pagos' });
    const links = within(checklist).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/edit-information-payment',
      '/edit-information-transfer',
      '/tax-setup',
    ]);
    expect(screen.getByText(/Aún no eliges cómo recibir tus pagos/)).toBeInTheDocument();
    expect(screen.getByText(/Aún no hay una cuenta donde depositarte/)).toBeInTheDocument();
    first.unmount();

    // The payment method through its screen; the other two through the API.
    const method = await renderPage('/edit-information-payment', <PaymentMethodPage />);
    const user = userEvent.setup();
    await waitFor(() => expect(combobox(/^País/)).toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    await pick(user, /^País/, 'Guatemala');
    expect(
      screen.getByText('La transferencia bancaria tarda de 7 a 10 días en llegar a tu cuenta.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Transferencia bancaria local' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(method.router.state.location.pathname).toBe('/edit-payments-and-collections'));
    method.unmount();

    unwrap(
      await api.PUT('/api/payment/beneficiary/{userId}', {
        params: { path: { userId } },
        body: {
          first_name: 'Ana',
          last_name: 'López',
          country: 'gt',
          bank_name: 'Banrural',
          account_number: ACCOUNT,
          captcha: await captchaSolution(),
        },
      }),
    );
    const half = await renderPage('/edit-payments-and-collections', <PaymentsPage />);
    const remaining = await screen.findByRole('region', { name: 'Antes de recibir pagos' });
    expect(
      within(remaining)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/tax-setup']);
    expect(screen.getByText('•••• 5678')).toBeInTheDocument();
    expect(screen.getByText('Transferencia bancaria local')).toBeInTheDocument();
    half.unmount();

    unwrap(
      await api.PUT('/api/payment/tax/{userId}', {
        params: { path: { userId } },
        body: {
          taxpayer: false,
          name_on_tax: 'Ana López',
          identification_type: 'passport',
          passport: 'A1234567',
          country: 'gt',
          real_address: 'Calle Santander 1-23',
        },
      }),
    );
    await renderPage('/edit-payments-and-collections', <PaymentsPage />);
    expect(await screen.findByRole('heading', { name: 'Pagos y cobros' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Antes de recibir pagos' })).toBeNull();
  });
});
