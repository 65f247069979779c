// Issue 30: the restaurant wizard's own steps but its schedule and menu (information, locations, features,
// additional information), driven as a provider would: labelled fields, visible buttons, the map's coordinates typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { choose, renderWizardApp } from './wizardHarness.tsx';

beforeEach(async () => {
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

type User = ReturnType<typeof userEvent.setup>;

const RESTAURANT = 68 as const;
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const next = () => screen.getByRole('button', { name: 'Siguiente' });
const idIn = (path: string) => path.split('/').pop()!;

/** A restaurant of the signed-in provider with its information saved, through the API. */
async function createRestaurant(name: string): Promise<string> {
  const saved = unwrap(
    await api.POST('/api/food-establishment', {
      params: { query: { product_type: RESTAURANT, language_code: 'es' } },
      body: {
        name,
        title: `${name}: cocina de la casa`,
        description: 'Comida casera a media cuadra del parque.',
      },
    }),
  );
  return saved._id;
}

const savedLocations = async (id: string) =>
  unwrap(await api.GET('/api/food-establishment/locations/{id}', { params: { path: { id } } }));

/** Fills the location editor: the place from its lists, the address, and the map's point typed in. */
async function fillLocation(
  user: User,
  place: { state: string; city: string; address: string; latitude: string; longitude: string },
) {
  await choose(user, /^País/, 'Guatemala');
  await choose(user, /^Departamento o estado/, place.state);
  await choose(user, /^Ciudad/, place.city);
  await user.type(textbox(/^Dirección/), place.address);
  await user.clear(textbox(/^Latitud/));
  await user.type(textbox(/^Latitud/), place.latitude);
  await user.clear(textbox(/^Longitud/));
  await user.type(textbox(/^Longitud/), place.longitude);
}

describe('the restaurant wizard', () => {
  it('creates a restaurant from its information step, without a commission, and reads it back', async () => {
    await signedInNewAccount('restaurante');
    const { router, unmount } = await renderWizardApp('/gastronomy/information');
    const user = userEvent.setup({ delay: null });

    // Name, title and description are required; no commission is asked (SPEC §9).
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(3);
    expect(textbox(/^Nombre del restaurante/)).toHaveFocus();
    expect(screen.queryByText(/comisión/i)).toBeNull();
    await user.type(textbox(/^Nombre del restaurante/), 'Fonda Real');
    expect(screen.getByText('10 de 99 caracteres')).toBeVisible();
    await user.type(textbox(/^Título del anuncio/), 'Pepián y jocón de siempre');
    await user.type(textbox(/^Descripción/), 'Cocina antigüeña con patio colonial.');
    await user.click(next());
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/gastronomy\/location\/[0-9a-f-]{36}$/),
    );
    const id = idIn(router.state.location.pathname);
    expect(unwrap(await api.GET('/api/food-establishment/{id}', { params: { path: { id } } }))).toMatchObject(
      {
        name: 'Fonda Real',
        title: 'Pepián y jocón de siempre',
        description: 'Cocina antigüeña con patio colonial.',
      },
    );
    const card = unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } }));
    expect(card).toMatchObject({ product_type: RESTAURANT, step_validate: { step1: true } });

    // Opened again, as after a reload: the stored values are on screen, and saving keeps them.
    unmount();
    await renderWizardApp(`/gastronomy/information/${id}?edit`);
    expect(await screen.findByRole('textbox', { name: /^Nombre del restaurante/ })).toHaveValue('Fonda Real');
    expect(textbox(/^Título del anuncio/)).toHaveValue('Pepián y jocón de siempre');
    expect(textbox(/^Descripción/)).toHaveValue('Cocina antigüeña con patio colonial.');
    await user.clear(textbox(/^Título del anuncio/));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Este campo es obligatorio')).toBeVisible();
    await user.type(textbox(/^Título del anuncio/), 'Cocina de la abuela');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('dialog', { name: 'Cambios guardados' });
    expect(unwrap(await api.GET('/api/food-establishment/{id}', { params: { path: { id } } })).title).toBe(
      'Cocina de la abuela',
    );
  });

  it('adds two locations through the form, deletes one after asking, and goes on only with one', async () => {
    await signedInNewAccount('restlocales');
    const id = await createRestaurant('Fonda de los Volcanes');
    const { router, unmount } = await renderWizardApp(`/gastronomy/location/${id}`);
    const user = userEvent.setup({ delay: null });

    // None yet, so the main button says why it does not go on.
    expect(await screen.findByRole('heading', { name: 'Nueva ubicación' })).toBeVisible();
    expect(screen.getByText('Todavía no has añadido ninguna ubicación.')).toBeVisible();
    await user.click(next());
    expect(await screen.findByText('Añade al menos una ubicación para continuar.')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/gastronomy/location/${id}`);

    // The first location, its point typed rather than clicked: the map follows.
    expect(await screen.findByRole('region', { name: 'Mapa de la ubicación' })).toBeVisible();
    await fillLocation(user, {
      state: 'Sacatepéquez',
      city: 'Antigua Guatemala',
      address: '5a Avenida Norte 12',
      latitude: '14.558',
      longitude: '-90.733',
    });
    await user.click(screen.getByRole('button', { name: 'Añadir ubicación' }));
    const first = await screen.findByRole('listitem', { name: '5a Avenida Norte 12' });
    expect(within(first).getByText('Principal')).toBeVisible();
    expect(await within(first).findByText('Antigua Guatemala, Sacatepéquez, Guatemala')).toBeVisible();
    expect(screen.getByText('Ubicación añadida.')).toBeVisible();
    expect(screen.queryByText('Añade al menos una ubicación para continuar.')).toBeNull();

    // The second, saved by Enter in the address rather than the step.
    await user.click(screen.getByRole('button', { name: 'Añadir otra ubicación' }));
    await fillLocation(user, {
      state: 'Sololá',
      city: 'Panajachel',
      address: 'Calle Santander 10',
      latitude: '14,74',
      longitude: '-91.16',
    });
    await user.type(textbox(/^Dirección/), '{Enter}');
    const second = await screen.findByRole('listitem', { name: 'Calle Santander 10' });
    expect(await within(second).findByText('Panajachel, Sololá, Guatemala')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/gastronomy/location/${id}`);
    expect((await savedLocations(id)).map((location) => location.real_address)).toEqual([
      '5a Avenida Norte 12',
      'Calle Santander 10',
    ]);

    // Deleting asks first; "No" keeps it, "Sí, eliminar" takes it away.
    await user.click(within(first).getByRole('button', { name: 'Eliminar 5a Avenida Norte 12' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar esta ubicación?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('listitem', { name: '5a Avenida Norte 12' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Eliminar 5a Avenida Norte 12' }));
    const again = await screen.findByRole('dialog', { name: '¿Eliminar esta ubicación?' });
    expect(within(again).getByText('5a Avenida Norte 12 dejará de aparecer en tu anuncio.')).toBeVisible();
    await user.click(within(again).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: '5a Avenida Norte 12' })).toBeNull());
    expect(
      within(screen.getByRole('listitem', { name: 'Calle Santander 10' })).getByText('Principal'),
    ).toBeVisible();
    expect(await savedLocations(id)).toEqual([
      expect.objectContaining({ real_address: 'Calle Santander 10', latitude: 14.74, length: -91.16 }),
    ]);
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/gastronomy/features/${id}`));
    const card = unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } }));
    expect(card).toMatchObject({ city: 'Panajachel', real_address: 'Calle Santander 10' });
    expect(card.step_validate).toMatchObject({ step2: true });

    // Read back, as after a reload: the list, and no editor in the way.
    unmount();
    await renderWizardApp(`/gastronomy/location/${id}?edit`);
    expect(await screen.findByRole('listitem', { name: 'Calle Santander 10' })).toBeVisible();
    expect(screen.queryByRole('listitem', { name: '5a Avenida Norte 12' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Nueva ubicación' })).toBeNull();
  });

  it('saves the features (a cuisine required) and the additional information, and reads them back', async () => {
    await signedInNewAccount('restcaracteristicas');
    const id = await createRestaurant('Fonda Caracteres');
    const { router, unmount } = await renderWizardApp(`/gastronomy/features/${id}`);
    const user = userEvent.setup({ delay: null });

    // Features: a cuisine is required; the rest are chosen freely.
    const cuisine = await screen.findByRole('group', { name: /^Cocina/ });
    await user.click(next());
    expect(await screen.findByText('Este campo es obligatorio')).toBeVisible();
    await waitFor(() =>
      expect(within(cuisine).getByRole('checkbox', { name: 'Guatemalteca' })).toHaveFocus(),
    );
    await user.click(within(cuisine).getByRole('checkbox', { name: 'Guatemalteca' }));
    await user.click(within(cuisine).getByRole('checkbox', { name: 'Mexicana' }));
    const services = screen.getByRole('group', { name: /^Servicios/ });
    await user.click(within(services).getByRole('checkbox', { name: 'Almuerzo' }));
    const kind = screen.getByRole('group', { name: /^Tipo de local/ });
    await user.click(within(kind).getByRole('checkbox', { name: 'Casual' }));
    await user.click(next());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/gastronomy/information-additional/${id}`),
    );

    // Additional information: the seats within the contract's range, a language at least.
    const capacity = await screen.findByRole('textbox', { name: /^Capacidad/ });
    expect(capacity).toHaveValue('');
    await user.type(capacity, '2500');
    await user.type(textbox(/^Precio promedio por persona/), '12.5');
    await user.click(next());
    expect(await screen.findByText(/^Escribe un número entre 1 y 2/)).toBeVisible();
    expect(screen.getByText('Este campo es obligatorio')).toBeVisible();
    await user.clear(capacity);
    await user.type(capacity, '40');
    const languages = screen.getByRole('group', { name: /^Idiomas que habla tu personal/ });
    await user.click(await within(languages).findByRole('checkbox', { name: 'Español' }));
    await user.click(within(languages).getByRole('checkbox', { name: 'Inglés' }));
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/gastronomy/multimedia/${id}`));

    const features = unwrap(
      await api.GET('/api/food-establishment/features/{id}/{languageCode}/{type}', {
        params: { path: { id, languageCode: 'es', type: RESTAURANT } },
      }),
    );
    const chosen = (group: keyof typeof features) =>
      features[group].filter((item) => item.assigned).map((item) => item._id);
    expect(chosen('cuisine')).toEqual(['gastronomy:cuisine:guatemalan', 'gastronomy:cuisine:mexican']);
    expect(chosen('service')).toEqual(['gastronomy:service:lunch']);
    expect(chosen('category')).toEqual(['gastronomy:category:casual']);
    expect(chosen('special_diet')).toEqual([]);
    expect(
      unwrap(
        await api.GET('/api/food-establishment/information-additional/{id}/{type}', {
          params: { path: { id, type: RESTAURANT } },
        }),
      ),
    ).toEqual({ capacity: 40, average_price: 12.5, languages: ['es', 'en'] });
    const card = unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } }));
    expect(card.step_validate).toMatchObject({ step3: true, step4: true });

    // Read back on screen, as after a reload.
    unmount();
    const featureStep = await renderWizardApp(`/gastronomy/features/${id}?edit`);
    const storedCuisine = await screen.findByRole('group', { name: /^Cocina/ });
    expect(within(storedCuisine).getByRole('checkbox', { name: 'Mexicana' })).toBeChecked();
    expect(within(storedCuisine).getByRole('checkbox', { name: 'Italiana' })).not.toBeChecked();
    featureStep.unmount();
    await renderWizardApp(`/gastronomy/information-additional/${id}?edit`);
    expect(await screen.findByRole('textbox', { name: /^Capacidad/ })).toHaveValue('40');
    expect(textbox(/^Precio promedio por persona/)).toHaveValue('$ 12.5');
    const storedLanguages = screen.getByRole('group', { name: /^Idiomas que habla tu personal/ });
    expect(await within(storedLanguages).findByRole('checkbox', { name: 'Inglés' })).toBeChecked();
    expect(within(storedLanguages).getByRole('checkbox', { name: 'Francés' })).not.toBeChecked();
  });

  it('changes a saved location, and does not go on while one is typed and not saved', async () => {
    await signedInNewAccount('restubicacion');
    const id = await createRestaurant('Fonda del Lago');
    unwrap(
      await api.POST('/api/food-establishment/locations/{id}', {
        params: { path: { id } },
        body: {
          country: 'gt',
          state: 'gt-solola',
          city: 'gt-solola-panajachel',
          real_address: 'Calle Santander 10',
          latitude: 14.74,
          length: -91.16,
        },
      }),
    );
    const { router } = await renderWizardApp(`/gastronomy/location/${id}`);
    const user = userEvent.setup({ delay: null });
    const card = await screen.findByRole('listitem', { name: 'Calle Santander 10' });
    expect(screen.queryByRole('heading', { name: 'Nueva ubicación' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Editar Calle Santander 10' }));
    expect(await screen.findByRole('heading', { name: 'Editar ubicación' })).toBeVisible();
    expect(textbox(/^Dirección/)).toHaveValue('Calle Santander 10');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Ciudad/ })).toHaveValue('Panajachel'));
    await user.clear(textbox(/^Dirección/));
    await user.type(textbox(/^Dirección/), 'Calle Principal 3');
    await user.clear(textbox(/^Latitud/));
    await user.type(textbox(/^Latitud/), '95');

    // What is typed in the editor is not left behind by the main button.
    await user.click(next());
    expect(
      await screen.findByText('Guarda la ubicación que estás escribiendo, o descártala, antes de continuar.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`/gastronomy/location/${id}`);

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(/^Escribe un número entre -90 y 90/)).toBeVisible();
    await user.clear(textbox(/^Latitud/));
    await user.type(textbox(/^Latitud/), '14.75');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('listitem', { name: 'Calle Principal 3' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Editar ubicación' })).toBeNull();
    expect(await savedLocations(id)).toEqual([
      expect.objectContaining({
        real_address: 'Calle Principal 3',
        latitude: 14.75,
        city: 'gt-solola-panajachel',
      }),
    ]);

    // The editor checks what is missing before anything is sent; opened and left empty, it is no obstacle.
    await user.click(screen.getByRole('button', { name: 'Añadir otra ubicación' }));
    expect(await screen.findByRole('heading', { name: 'Nueva ubicación' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Añadir ubicación' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(4);
    expect(await savedLocations(id)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByRole('heading', { name: 'Nueva ubicación' })).toBeNull();
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/gastronomy/features/${id}`));
  });
});
