import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, getSession, setSession } from '../../src/api/session.ts';
import { theme } from '../../src/app/theme.ts';
import {
  InfluencerInformationPage,
  type InfluencerMode,
} from '../../src/features/influencers/InfluencerInformationPage.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import {
  captchaSolution,
  freshEmail,
  letTheCaptchaWidgetRun,
  mailedLink,
  registerAccount,
  renderPage,
  signedInNewAccount,
  tickCaptcha,
} from './authHarness.tsx';
import { expectButtonOpensPicker, withDropzoneStyles } from './filePickerHarness.ts';

/** The smallest PNG: one transparent pixel. */
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const picture = (name = 'foto.png') => new File([PNG_1X1], name, { type: 'image/png' });

beforeAll(letTheCaptchaWidgetRun);
beforeEach(async () => {
  localStorage.clear();
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

/** A new influencer (role 6) signed in: registered, then the emailed verification link opened through the API. */
async function signedInInfluencer(tag: string) {
  const email = freshEmail(tag);
  await registerAccount(email, 6);
  const secret = (await mailedLink(email)).searchParams.get('secret') ?? '';
  const { token, user } = unwrap(await api.POST('/users/verify-account', { body: { secret } }));
  setSession({ token, user });
}

/** The page at its route, with the toasts the portal shows beside it (they outlive the page when it leaves). */
async function renderInfluencerPage(mode: InfluencerMode) {
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
    </MantineProvider>,
  );
  const view = await renderPage('/influencer-information', <InfluencerInformationPage mode={mode} />);
  await screen.findByRole('textbox', { name: /^Nombre público/ });
  return view;
}

/** The file chooser's input, the one the visible "Subir foto" button opens. */
function fileInput(): HTMLInputElement {
  const input = document.querySelector('input[type=file]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

/** The picture field (its label, help and messages). */
const pictureField = () => screen.getByText(/^Foto/).closest<HTMLElement>('.mantine-InputWrapper-root')!;

/** Chooses an option of a select as a person does. */
async function pick(user: UserEvent, name: RegExp, option: string) {
  const field = screen.getByRole('combobox', { name });
  await waitFor(() => expect(field).toBeEnabled());
  await user.click(field);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Every field of a new profile typed or chosen, the picture through the file chooser; no captcha yet. */
async function fillProfile(user: UserEvent) {
  const firstName = screen.getByRole('textbox', { name: /^Nombre(?! público)/ });
  await user.clear(firstName);
  await user.type(firstName, 'Ana');
  const lastName = screen.getByRole('textbox', { name: /^Apellido/ });
  await user.clear(lastName);
  await user.type(lastName, 'López');
  await user.type(screen.getByRole('textbox', { name: /^Nombre público/ }), 'Ana Viaja');
  await user.type(screen.getByRole('textbox', { name: /^Teléfono/ }), '5555 1234');
  await user.type(screen.getByRole('textbox', { name: /^Edad/ }), '27');
  await user.click(screen.getByRole('radio', { name: 'Mujer' }));
  await pick(user, /^País/, 'El Salvador');
  await pick(user, /^Departamento/, 'La Libertad');
  await pick(user, /^Activo desde/, '2019');
  await user.click(screen.getByRole('checkbox', { name: 'Español' }));
  await user.click(screen.getByRole('checkbox', { name: 'Viajes' }));
  await user.click(screen.getByRole('checkbox', { name: 'Moda' }));
  await user.click(screen.getByRole('checkbox', { name: 'Otra' }));
  await user.type(screen.getByRole('textbox', { name: /^Otras categorías/ }), 'Cocina, Aventura');
  await user.type(
    screen.getByRole('textbox', { name: 'Descripción del servicio en español' }),
    'Viajo por Centroamérica y cuento lo que vivo.',
  );
  await user.type(
    screen.getByRole('textbox', { name: 'Enlace de Instagram' }),
    'https://instagram.com/anaviaja',
  );
  await user.type(screen.getByRole('textbox', { name: 'Seguidores en Instagram' }), '12000');
  await user.upload(fileInput(), picture());
  await screen.findByRole('img', { name: 'Tu foto' });
  await user.click(screen.getByRole('checkbox', { name: /^Acepto los términos y condiciones/ }));
}

/** A department's id in the places catalogue. */
async function stateId(country: string, name: string) {
  const states = unwrap(
    await api.GET('/api/location/states/{countryId}', { params: { path: { countryId: country } } }),
  );
  return states.find((state) => state.name === name)!._id;
}

/** A picture uploaded through the API, as another tab would; answers its id. */
async function uploadThroughApi() {
  const form = new FormData();
  form.append('file', picture('otra.png'));
  return unwrap(
    await api.POST('/api/influencers/picture', { body: { file: '' }, bodySerializer: () => form }),
  ).id;
}

/** A profile registered through the API, as the form leaves it. */
async function registeredProfile() {
  return unwrap(
    await api.POST('/api/influencers', {
      body: {
        firstName: 'Luis',
        lastName: 'Pérez',
        publicName: 'Luis en Ruta',
        age: 34,
        activeSince: 2016,
        gender: 'hombre',
        country: 'gt',
        state: await stateId('gt', 'Sololá'),
        influencers_categories: ['Mountaineer'],
        languages: ['es', 'en'],
        descriptions: [
          { code: 'es', description: 'Subo volcanes y lo cuento.' },
          { code: 'en', description: 'I climb volcanoes.' },
        ],
        socialMedia: [{ social_media: 'youtube', link: 'https://youtube.com/@luisenruta', followers: '800' }],
        photo: await uploadThroughApi(),
        agreement: true,
        language_code: 'es',
        captcha: await captchaSolution(),
      },
    }),
  );
}

describe('influencer registration', () => {
  it('asks for what is missing, then registers, links the account and lands on /qr', async () => {
    const removeStyles = withDropzoneStyles();
    try {
      await signedInInfluencer('influencer');
      const { router } = await renderInfluencerPage('register');
      const user = userEvent.setup();

      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      expect(await screen.findByText('Por favor sube una imagen')).toBeInTheDocument();
      expect(screen.getByText('Por favor, complete la validación de reCAPTCHA.')).toBeInTheDocument();
      expect(screen.getByText('Elige al menos una categoría o escribe otra')).toBeInTheDocument();
      expect(screen.getByText('Describe tu servicio en español, en inglés o en ambos')).toBeInTheDocument();
      expect(screen.getByText('Debes aceptar los términos y condiciones para continuar')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Nombre público/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );

      await expectButtonOpensPicker(user, screen.getByRole('button', { name: 'Subir foto' }), fileInput());
      await fillProfile(user);
      await tickCaptcha(user);
      await user.click(screen.getByRole('button', { name: 'Enviar' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/qr'));
      expect(await screen.findByText('Datos enviados correctamente.')).toBeInTheDocument();
      const saved = unwrap(await api.GET('/api/influencers/me'));
      expect(saved).toMatchObject({
        firstName: 'Ana',
        lastName: 'López',
        publicName: 'Ana Viaja',
        phone: '5555 1234',
        age: 27,
        gender: 'mujer',
        country: 'sv',
        state: await stateId('sv', 'La Libertad'),
        activeSince: 2019,
        languages: ['es'],
        newCategory: 'Cocina, Aventura',
        descriptions: [{ code: 'es', description: 'Viajo por Centroamérica y cuento lo que vivo.' }],
        socialMedia: [
          { social_media: 'instagram', link: 'https://instagram.com/anaviaja', followers: '12000' },
        ],
      });
      expect([...saved.influencers_categories].sort()).toEqual(['Fashion', 'Travel']);
      expect(saved.photo_url).toMatch(/^\/files\//);
      expect(getSession()?.user.tb_lg_person.tb_bp_md_business_profile?.strapi_profile_id).toBe(
        saved.strapi_profile_id,
      );
    } finally {
      removeStyles();
    }
  });

  it('refuses a picture of the wrong type or over 1 MB before sending it', async () => {
    await signedInInfluencer('foto');
    await renderInfluencerPage('register');
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(fileInput(), new File(['texto'], 'notas.txt', { type: 'text/plain' }));
    expect(
      await within(pictureField()).findByText('Solo se permiten imágenes en formato JPEG o PNG.'),
    ).toBeVisible();

    await user.upload(
      fileInput(),
      new File([new Uint8Array(1024 * 1024)], 'grande.png', { type: 'image/png' }),
    );
    expect(
      await within(pictureField()).findByText('El tamaño de la imagen no debe exceder 1 MB.'),
    ).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Tu foto' })).toBeNull();
  });

  it('shows the other-category text only while "Otra" is ticked', async () => {
    await signedInInfluencer('otra');
    await renderInfluencerPage('register');
    const user = userEvent.setup();
    expect(screen.queryByRole('textbox', { name: /^Otras categorías/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Otra' }));
    await user.type(screen.getByRole('textbox', { name: /^Otras categorías/ }), 'Cocina');
    await user.click(screen.getByRole('checkbox', { name: 'Otra' }));
    expect(screen.queryByRole('textbox', { name: /^Otras categorías/ })).toBeNull();
  });

  it('keeps a service description to 125 characters and counts them', async () => {
    await signedInInfluencer('limite');
    await renderInfluencerPage('register');
    const user = userEvent.setup();
    const description = screen.getByRole('textbox', { name: 'Descripción del servicio en inglés' });
    expect(screen.getAllByText('0 de 125 caracteres')).toHaveLength(2);
    await user.click(description);
    await user.paste('a'.repeat(130));
    expect(description).toHaveValue('a'.repeat(125));
    expect(screen.getByText('125 de 125 caracteres')).toBeInTheDocument();
  });

  it('shows a refusal of the server on the field it names, keeping what was typed', async () => {
    await signedInInfluencer('rechazo');
    const { router } = await renderInfluencerPage('register');
    const user = userEvent.setup();
    await fillProfile(user);
    // Another tab uploads a picture: the one this form holds, never saved, is replaced by it.
    await uploadThroughApi();
    await tickCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await within(pictureField()).findByText('Por favor sube una imagen')).toBeVisible();
    expect(router.state.location.pathname).toBe('/influencer-information');
    expect(screen.getByRole('textbox', { name: /^Nombre público/ })).toHaveValue('Ana Viaja');
    expect(screen.getByRole('checkbox', { name: 'Viajes' })).toBeChecked();

    await user.upload(fileInput(), picture());
    await waitFor(() => expect(within(pictureField()).queryByText('Por favor sube una imagen')).toBeNull());
    await tickCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/qr'));
  });
});

describe('influencer profile editing', () => {
  it('sends a registered influencer on to /qr unless editing', async () => {
    await signedInInfluencer('registrado');
    await registeredProfile();
    const { router } = await renderPage(
      '/influencer-information',
      <InfluencerInformationPage mode="register" />,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/qr'));
  });

  it('loads the saved profile, saves the changes and goes to /settings', async () => {
    await signedInInfluencer('editar');
    const registered = await registeredProfile();
    const { router } = await renderInfluencerPage('edit');
    const user = userEvent.setup();

    const publicName = screen.getByRole('textbox', { name: /^Nombre público/ });
    expect(publicName).toHaveValue('Luis en Ruta');
    expect(screen.getByRole('textbox', { name: /^Edad/ })).toHaveValue('34');
    expect(screen.getByRole('radio', { name: 'Hombre' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^País/ })).toHaveValue('Guatemala'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Departamento/ })).toHaveValue('Sololá'),
    );
    expect(screen.getByRole('combobox', { name: /^Activo desde/ })).toHaveValue('2016');
    expect(screen.getByRole('checkbox', { name: 'Montañismo' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Descripción del servicio en inglés' })).toHaveValue(
      'I climb volcanoes.',
    );
    expect(screen.getByRole('textbox', { name: 'Enlace de YouTube' })).toHaveValue(
      'https://youtube.com/@luisenruta',
    );
    expect(screen.getByRole('img', { name: 'Tu foto' })).toHaveAttribute('src', registered.photo_url);
    expect(screen.getByRole('checkbox', { name: /^Acepto los términos y condiciones/ })).toBeChecked();

    await user.clear(publicName);
    await user.type(publicName, 'Luis Volcanes');
    await user.click(screen.getByRole('checkbox', { name: 'Viajes' }));
    await tickCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(await screen.findByText('Datos actualizados correctamente.')).toBeInTheDocument();
    const saved = unwrap(await api.GET('/api/influencers/me'));
    expect(saved.publicName).toBe('Luis Volcanes');
    expect([...saved.influencers_categories].sort()).toEqual(['Mountaineer', 'Travel']);
    expect(saved.strapi_profile_id).toBe(registered.strapi_profile_id);
    expect(saved.photo).toBe(registered.photo);
  });

  it('says when the profile cannot be read, and offers to try again', async () => {
    // A provider's account is not an influencer's: the server refuses to read a profile for it.
    await signedInNewAccount('proveedor');
    await renderPage('/influencer-information', <InfluencerInformationPage mode="edit" />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudo cargar la información del influencer.')).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    expect(screen.queryByRole('textbox', { name: /^Nombre público/ })).toBeNull();
  });
});
