import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Middleware } from 'openapi-fetch';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { renderWizardApp } from './wizardHarness.tsx';

// Issue 30: the book-a-guide wizard's own steps (information, information-additional, price) save what a person
// types and show it again when the step is opened anew.

const GUIDE = 16 as const;

beforeEach(async () => {
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

const next = () => screen.getByRole('button', { name: 'Siguiente' });
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
/** A guide of the signed-in provider with its information step saved, through the API. */
async function createGuide(name: string, commission: 1 | 2 = 1): Promise<string> {
  const saved = unwrap(
    await api.POST('/api/bookAGuide', {
      params: { query: { product_type: GUIDE, language_code: 'es' } },
      body: {
        name,
        title: `${name}: recorridos`,
        description: 'Recorridos a pie por el centro histórico.',
        age: 40,
        year_experience: 12,
        coberage_area: 'Quetzaltenango',
        commission_model: commission,
      },
    }),
  );
  return saved._id;
}

const extrasPath = (id: string) => ({ params: { path: { id, languageCode: 'es' as const, type: GUIDE } } });

describe('the guide information step', () => {
  // Seven fields typed key by key, each key drawing the form again (~0.2 s a key on a busy machine), after the
  // wizard's first download: more than the suite's 60 s at times.
  it('creates a guide with the chosen commission, refusing a guide under 18, and shows it again', async () => {
    await signedInNewAccount('guiainfo');
    const { router, unmount } = await renderWizardApp('/book-guide/information?commission=1');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    // name, title, description, age, experience, area
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(6);
    expect(textbox(/^Nombre del guía/)).toHaveFocus();

    await user.type(textbox(/^Nombre del guía/), 'Lucía Chávez');
    await user.type(textbox(/^Título del anuncio/), 'Antigua a pie');
    await user.type(textbox(/^Descripción/), 'Iglesias y mercados.');
    await user.type(textbox(/^Edad/), '17');
    await user.type(textbox(/^Años de experiencia/), '9');
    await user.type(textbox(/^Licencia profesional/), 'INGUAT-4471');
    await user.type(textbox(/^Zona de cobertura/), 'Sacatepéquez');
    await user.click(next());
    expect(await screen.findByText('Un guía debe tener al menos 18 años')).toBeVisible();
    await waitFor(() => expect(textbox(/^Edad/)).toHaveFocus());
    expect(router.state.location.pathname).toBe('/book-guide/information');
    // Nothing typed was lost.
    expect(textbox(/^Zona de cobertura/)).toHaveValue('Sacatepéquez');

    await user.clear(textbox(/^Edad/));
    await user.type(textbox(/^Edad/), '34');
    await user.click(next());
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/book-guide\/information-additional\/[0-9a-f-]{36}$/),
    );
    const id = router.state.location.pathname.split('/').pop()!;
    expect(unwrap(await api.GET('/api/bookAGuide/{id}', { params: { path: { id } } }))).toMatchObject({
      name: 'Lucía Chávez',
      title: 'Antigua a pie',
      description: 'Iglesias y mercados.',
      age: 34,
      year_experience: 9,
      professional_licence: 'INGUAT-4471',
      coberage_area: 'Sacatepéquez',
      commission_model: 1,
    });
    const product = unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } }));
    expect(product).toMatchObject({ product_type: GUIDE, commission_model: 1 });

    // Opened again, as after a reload: the stored values are on screen.
    unmount();
    await renderWizardApp(`/book-guide/information/${id}?edit`);
    expect(await screen.findByRole('textbox', { name: /^Nombre del guía/ })).toHaveValue('Lucía Chávez');
    expect(textbox(/^Edad/)).toHaveValue('34');
    expect(textbox(/^Años de experiencia/)).toHaveValue('9');
    expect(textbox(/^Licencia profesional/)).toHaveValue('INGUAT-4471');
    expect(textbox(/^Zona de cobertura/)).toHaveValue('Sacatepéquez');
  }, 120_000);
});

describe('the guide information-additional step', () => {
  it('asks for a category and a language, caps the group at 30, saves the extras and shows them again', async () => {
    await signedInNewAccount('guiaextras');
    const id = await createGuide('Mateo Ixcoy');
    const { router, unmount } = await renderWizardApp(`/book-guide/information-additional/${id}`);
    const user = userEvent.setup({ delay: null });
    const travelers = () => textbox(/^Máximo de viajeros por reserva/);
    // SPEC §9 defaults until the step is saved.
    expect(await screen.findByRole('textbox', { name: /^Máximo de viajeros por reserva/ })).toHaveValue('1');
    expect(textbox(/^Días de anticipación para reservar/)).toHaveValue('1');
    const vehicle = screen.getByRole('switch', { name: /^Transporte en vehículo propio/ });
    expect(vehicle).not.toBeChecked();

    await user.clear(travelers());
    await user.type(travelers(), '31');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(await screen.findByText('Escribe un número entre 1 y 30')).toBeVisible();
    expect(screen.getByText('Elige al menos una categoría')).toBeVisible();
    expect(screen.getByText('Elige al menos un idioma')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/book-guide/information-additional/${id}`);

    await user.clear(travelers());
    await user.type(travelers(), '12');
    await user.clear(textbox(/^Días de anticipación para reservar/));
    await user.type(textbox(/^Días de anticipación para reservar/), '2');
    await user.click(vehicle);
    const categories = screen.getByRole('group', { name: /^Categorías/ });
    await user.click(await within(categories).findByRole('checkbox', { name: 'Guía de ciudad' }));
    expect(screen.queryByText('Elige al menos una categoría')).toBeNull();
    const languages = screen.getByRole('group', { name: /^Idiomas/ });
    await user.click(await within(languages).findByRole('checkbox', { name: 'Español' }));
    await user.click(within(languages).getByRole('checkbox', { name: 'Inglés' }));
    const expertise = screen.getByRole('group', { name: /^Especialidades/ });
    await user.click(await within(expertise).findByRole('checkbox', { name: 'Historia' }));
    await user.click(within(expertise).getByRole('checkbox', { name: 'Arquitectura colonial' }));
    await user.click(next());

    await waitFor(() => expect(router.state.location.pathname).toBe(`/book-guide/location/${id}`));
    expect(
      unwrap(
        await api.GET('/api/bookAGuide/information-additional/{id}/{languageCode}/{type}', extrasPath(id)),
      ),
    ).toEqual({
      vehicle: true,
      before_booking: 2,
      max_traveler: 12,
      expertise: ['guide_expertise:history', 'guide_expertise:architecture'],
      categories: ['guide_category:city'],
      languages: ['es', 'en'],
    });

    unmount();
    await renderWizardApp(`/book-guide/information-additional/${id}?edit`);
    expect(await screen.findByRole('textbox', { name: /^Máximo de viajeros por reserva/ })).toHaveValue('12');
    expect(textbox(/^Días de anticipación para reservar/)).toHaveValue('2');
    expect(screen.getByRole('switch', { name: /^Transporte en vehículo propio/ })).toBeChecked();
    const storedCategories = screen.getByRole('group', { name: /^Categorías/ });
    expect(await within(storedCategories).findByRole('checkbox', { name: 'Guía de ciudad' })).toBeChecked();
    expect(within(storedCategories).getByRole('checkbox', { name: 'Guía de montaña' })).not.toBeChecked();
    const storedLanguages = screen.getByRole('group', { name: /^Idiomas/ });
    expect(await within(storedLanguages).findByRole('checkbox', { name: 'Inglés' })).toBeChecked();
    expect(within(storedLanguages).getByRole('checkbox', { name: 'Francés' })).not.toBeChecked();
    const storedExpertise = screen.getByRole('group', { name: /^Especialidades/ });
    expect(await within(storedExpertise).findByRole('checkbox', { name: 'Historia' })).toBeChecked();
  });
});

describe('the guide price step', () => {
  it('sets hourly and daily fees, each more than 0 with what the provider receives, and shows them again', async () => {
    await signedInNewAccount('guiatarifas');
    const id = await createGuide('Rosa Tuyuc', 2);
    const { router, unmount } = await renderWizardApp(`/book-guide/price/${id}`);
    const user = userEvent.setup({ delay: null });
    const choice = await screen.findByRole('radiogroup', { name: /^¿Cómo cobras tus servicios\?/ });
    expect(within(choice).getByRole('radio', { name: 'Por hora' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^Precio por día/ })).toBeNull();

    await user.click(within(choice).getByRole('radio', { name: 'Por hora y por día' }));
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    await user.type(textbox(/^Precio por hora/), '0');
    await user.type(textbox(/^Precio por día/), '160.5');
    await user.click(next());
    expect(await screen.findByText('El precio debe ser mayor que 0')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/book-guide/price/${id}`);

    await user.clear(textbox(/^Precio por hora/));
    await user.type(textbox(/^Precio por hora/), '23');
    // Commission model 2 (15 %): the provider sees what it receives.
    expect(screen.getByText(/Recibes \$20\.00/)).toBeVisible();
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/book-guide/multimedia/${id}`));
    expect(unwrap(await api.GET('/api/bookAGuide/fees/{id}', { params: { path: { id } } }))).toEqual({
      price_type: 2,
      price_per_hour: 23,
      price_per_day: 160.5,
      commission_model: 2,
    });

    unmount();
    await renderWizardApp(`/book-guide/price/${id}?edit`);
    const stored = await screen.findByRole('radiogroup', { name: /^¿Cómo cobras tus servicios\?/ });
    expect(within(stored).getByRole('radio', { name: 'Por hora y por día' })).toBeChecked();
    expect(textbox(/^Precio por hora/)).toHaveValue('$ 23');
    expect(textbox(/^Precio por día/)).toHaveValue('$ 160.5');
  });

  it('puts a fee the server refuses under its field, keeping what was typed', async () => {
    await signedInNewAccount('guiarechazo');
    const id = await createGuide('Pedro Cumes');
    // The server is the last word: one that refused the daily fee (here, sent off the cent) says so on that field.
    const offCent: Middleware = {
      async onRequest({ request, schemaPath }) {
        if (request.method !== 'PUT' || schemaPath !== '/api/bookAGuide/fees/{id}') return undefined;
        const body = await request.clone().json();
        return new Request(request, { body: JSON.stringify({ ...body, price_per_day: 99.995 }) });
      },
    };
    api.use(offCent);
    try {
      const { router } = await renderWizardApp(`/book-guide/price/${id}?edit`);
      const user = userEvent.setup({ delay: null });
      const choice = await screen.findByRole('radiogroup', { name: /^¿Cómo cobras tus servicios\?/ });
      await user.click(within(choice).getByRole('radio', { name: 'Por día' }));
      await user.type(textbox(/^Precio por día/), '100');
      const save = () => screen.getByRole('button', { name: 'Guardar' });
      await waitFor(() => expect(save()).toBeEnabled());
      await user.click(save());
      expect(await screen.findByText('Escribe el precio con dos decimales como máximo')).toBeVisible();
      expect(textbox(/^Precio por día/)).toHaveAttribute('aria-invalid', 'true');
      expect(textbox(/^Precio por día/)).toHaveValue('$ 100');
      expect(router.state.location.pathname).toBe(`/book-guide/price/${id}`);
    } finally {
      api.eject(offCent);
    }
    expect(unwrap(await api.GET('/api/bookAGuide/fees/{id}', { params: { path: { id } } }))).toEqual({
      price_type: 0,
      commission_model: 1,
    });
  });
});
