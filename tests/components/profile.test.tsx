import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, getSession, setSession } from '../../src/api/session.ts';
import { BusinessInformationPage } from '../../src/features/profile/BusinessInformationPage.tsx';
import { ConfigInitialPage } from '../../src/features/profile/ConfigInitialPage.tsx';
import { OptionInitialPage } from '../../src/features/profile/OptionInitialPage.tsx';
import { PersonalInformationPage } from '../../src/features/profile/PersonalInformationPage.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { renderPage, signedInNewAccount } from './authHarness.tsx';
import { expectButtonOpensPicker, withDropzoneStyles } from './filePickerHarness.ts';

/** The smallest PNG: one transparent pixel. */
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

beforeEach(async () => {
  localStorage.clear();
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

describe('initial option', () => {
  it('points out the incomplete profile, saves the account type and goes on to the initial configuration', async () => {
    await signedInNewAccount('opcion');
    const { router } = await renderPage('/option-initial', <OptionInitialPage redirect="/my-products" />);
    const user = userEvent.setup();
    expect(screen.getByText('Tu perfil está incompleto')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Completar información' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tipo de cuenta' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByText('Elige un tipo de cuenta')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Empresa/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/config-initial'));
    expect(router.state.location.search).toEqual({ redirect: '/my-products' });
    expect(getSession()?.user.tb_lg_person.tb_bp_bc_business_category_id).toBe('company');
  });

  it('starts to climb: to the redirect, else to add products', async () => {
    await signedInNewAccount('escalar');
    const { router } = await renderPage('/option-initial', <OptionInitialPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Empezar ahora' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-products'));
  });
});

describe('personal information', () => {
  it('requires its fields, keeps phones to two with a fixed prefix, and saves a complete profile', async () => {
    await signedInNewAccount('personal');
    const { router } = await renderPage('/personal-information', <PersonalInformationPage />);
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^Nombre/)).toHaveValue('Prueba');

    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    // phone number, date of birth, gender, languages
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(4);

    const firstNumber = screen.getByLabelText(/^Número de teléfono 1/);
    await user.type(firstNumber, '5555-12ab');
    expect(firstNumber).toHaveValue('555512');
    expect(screen.getByText('+502')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agregar otro teléfono' }));
    expect(screen.getByLabelText(/^Número de teléfono 2/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar otro teléfono' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quitar el teléfono 2' }));
    expect(screen.queryByLabelText(/^Número de teléfono 2/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(
      await screen.findByText('Faltan dígitos: el número es corto para el país elegido'),
    ).toBeInTheDocument();
    await user.type(firstNumber, '3456');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(
      await screen.findByText('El número no tiene la cantidad de dígitos que se usa en el país elegido'),
    ).toBeInTheDocument();
    await user.clear(firstNumber);
    await user.type(firstNumber, '5512 3456');
    await user.click(screen.getByRole('checkbox', { name: 'WhatsApp' }));

    // Typed as a person would: DD/MM/YYYY (the calendar's way is the business form's below).
    await screen.findByPlaceholderText('DD/MM/AAAA');
    await user.type(screen.getByRole('textbox', { name: /^Fecha de nacimiento/ }), '15/01/1990');
    await user.tab();
    expect(screen.getByRole('textbox', { name: /^Fecha de nacimiento/ })).toHaveValue('15/Ene/1990');

    await user.click(screen.getByPlaceholderText('Elige una opción'));
    await user.click(await screen.findByRole('option', { name: 'Mujer' }));
    await user.click(screen.getByPlaceholderText('Elige uno o más idiomas'));
    await user.click(await screen.findByRole('option', { name: 'Español' }));

    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getSession()?.user.basic_profile).toBe(true);
    const saved = unwrap(await api.GET('/users/personal-information'));
    expect(saved.phones).toEqual([{ country_code: 'gt', phone_number: '5512 3456', whatsapp: true }]);
    expect(saved.date_of_birth).toBe('1990-01-15');
  });

  it('opens the picker on a click, Enter and Space on "Elegir imagen"', async () => {
    const removeStyles = withDropzoneStyles();
    try {
      await signedInNewAccount('selector');
      await renderPage('/personal-information', <PersonalInformationPage />);
      const button = await screen.findByRole('button', { name: 'Elegir imagen' });
      const input = document.querySelector('input[type=file]');
      if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
      await expectButtonOpensPicker(userEvent.setup(), button, input);
    } finally {
      removeStyles();
    }
  });

  it('refuses a picture of the wrong type or over 1 MB before sending it', async () => {
    await signedInNewAccount('foto');
    await renderPage('/personal-information', <PersonalInformationPage />);
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByText(/Arrastra una imagen/);
    const input = document.querySelector('input[type=file]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');

    await user.upload(input, new File(['texto'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Solo se permiten imágenes en formato JPEG o PNG.')).toBeInTheDocument();

    await user.upload(
      input,
      new File([new Uint8Array(1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('El tamaño de la imagen no debe exceder 1 MB.')).toBeInTheDocument();
  });
});

describe('business information', () => {
  it('keeps a logo chosen before the business exists and sends it right after the first save', async () => {
    await signedInNewAccount('empresa');
    const { router } = await renderPage('/bussines-information', <BusinessInformationPage />);
    const user = userEvent.setup();
    expect(
      await screen.findByText('El logo se sube al guardar la información de la empresa.'),
    ).toBeInTheDocument();
    const input = document.querySelector('input[type=file]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await user.upload(input, new File([PNG_1X1], 'logo.png', { type: 'image/png' }));

    await user.type(screen.getByLabelText(/^Nombre de la empresa/), 'Tours del Lago');
    await user.type(screen.getByLabelText(/^Número de teléfono 1/), '2222 3333');
    await screen.findByPlaceholderText('DD/MM/AAAA');
    await user.click(screen.getByRole('textbox', { name: /^Fecha de fundación/ }));
    await user.click(await screen.findByRole('button', { name: '2021' }));
    await user.click(await screen.findByRole('button', { name: /^jun/i }));
    await user.click(await screen.findByRole('button', { name: /^1 junio 2021/i }));
    await user.click(screen.getByPlaceholderText('Elige uno o más idiomas'));
    await user.click(await screen.findByRole('option', { name: 'Inglés' }));
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

    // The profile is saved first, then the logo waiting for it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const saved = unwrap(await api.GET('/users/business-profile'));
    expect(saved).toMatchObject({ name: 'Tours del Lago', fundation_date: '2021-06-01', languages: ['en'] });
    expect(saved.logo.url_photo).toMatch(/^\/files\//);
    expect(getSession()?.user.tb_lg_person.tb_bp_md_business_profile?.tb_bp_logo_picture.url_photo).toBe(
      saved.logo.url_photo,
    );
  });
});

describe('initial configuration', () => {
  it('clears state and city when the country changes, and saves the location', async () => {
    await signedInNewAccount('config');
    const { router } = await renderPage('/config-initial', <ConfigInitialPage />);
    const user = userEvent.setup();
    const field = (name: RegExp) => screen.getByRole('combobox', { name });
    const pick = async (name: RegExp, option: string) => {
      await waitFor(() => expect(field(name)).toBeEnabled());
      await user.click(field(name));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    // The country chosen at registration comes pre-filled.
    await waitFor(() => expect(field(/^País/)).toHaveValue('Guatemala'));
    expect(field(/^Ciudad/)).toBeDisabled();
    await pick(/^Departamento/, 'Sololá');
    await pick(/^Ciudad/, 'Panajachel');
    expect(field(/^Ciudad/)).toHaveValue('Panajachel');

    await pick(/^País/, 'El Salvador');
    expect(field(/^Departamento/)).toHaveValue('');
    expect(field(/^Ciudad/)).toHaveValue('');
    expect(field(/^Ciudad/)).toBeDisabled();

    await pick(/^Departamento/, 'La Libertad');
    await pick(/^Ciudad/, 'Santa Tecla');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(unwrap(await api.GET('/users/location'))).toMatchObject({ country: 'sv', language: 'es' });
  });
});

describe('registration country carried into onboarding', () => {
  it('pre-fills the initial configuration and then leads to the profile form of the account type', async () => {
    const { token } = await signedInNewAccount('pais-config', 'sv');
    unwrap(await api.PUT('/users/business-category', { body: { business_category: 'company' } }));
    const me = unwrap(await api.GET('/users/me'));
    setSession({ token, user: me });
    const { router } = await renderPage('/config-initial', <ConfigInitialPage redirect="/my-products" />);
    const user = userEvent.setup();
    const country = await screen.findByRole('combobox', { name: /^País/ });
    await waitFor(() => expect(country).toHaveValue('El Salvador'));

    await user.click(screen.getByRole('combobox', { name: /^Departamento/ }));
    await user.click(await screen.findByRole('option', { name: 'La Libertad' }));
    await user.click(screen.getByRole('combobox', { name: /^Ciudad/ }));
    await user.click(await screen.findByRole('option', { name: 'Santa Tecla' }));
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bussines-information'));
    expect(router.state.location.search).toEqual({ redirect: '/my-products' });
  });

  it('starts the phones of the personal and business forms in that country and saves its number', async () => {
    await signedInNewAccount('pais-telefono', 'sv');
    const personal = await renderPage('/personal-information', <PersonalInformationPage />);
    await screen.findByLabelText(/^Número de teléfono 1/);
    expect(screen.getByRole('combobox', { name: 'País del teléfono 1' })).toHaveValue('SV +503');
    expect(screen.getByText('+503')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar otro teléfono' }));
    expect(screen.getByRole('combobox', { name: 'País del teléfono 2' })).toHaveValue('SV +503');
    personal.unmount();

    await renderPage('/bussines-information', <BusinessInformationPage />);
    await screen.findByLabelText(/^Número de teléfono 1/);
    expect(screen.getByRole('combobox', { name: 'País del teléfono 1' })).toHaveValue('SV +503');
    expect(screen.getByLabelText(/^Correo de la empresa/)).toHaveValue(getSession()?.user.tb_lg_person.email);
    await user.type(screen.getByLabelText(/^Nombre de la empresa/), 'Surf El Tunco');
    await user.type(screen.getByLabelText(/^Número de teléfono 1/), '7012 3456');
    await screen.findByPlaceholderText('DD/MM/AAAA');
    await user.click(screen.getByRole('textbox', { name: /^Fecha de fundación/ }));
    await user.click(await screen.findByRole('button', { name: '2021' }));
    await user.click(await screen.findByRole('button', { name: /^jun/i }));
    await user.click(await screen.findByRole('button', { name: /^1 junio 2021/i }));
    await user.click(screen.getByPlaceholderText('Elige uno o más idiomas'));
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(async () =>
      expect(unwrap(await api.GET('/users/business-profile')).phones).toEqual([
        { country_code: 'sv', phone_number: '7012 3456', whatsapp: false },
      ]),
    );
  });
});
