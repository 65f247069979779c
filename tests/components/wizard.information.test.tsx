import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { choose, createStay, renderWizardApp } from './wizardHarness.tsx';

beforeEach(async () => {
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

describe('the information step', () => {
  it('asks for every required field, checks the web site, and creates with commission 1 by default', async () => {
    await signedInNewAccount('informacion');
    const { router } = await renderWizardApp('/room/information');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    // type of property, name, title, description
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(4);
    expect(screen.getByRole('combobox', { name: /^Tipo de propiedad/ })).toHaveFocus();

    await choose(user, /^Tipo de propiedad/, 'Habitación en casa de huéspedes');
    await user.type(textbox(/^Nombre del alojamiento/), 'Cuarto Jacaranda');
    expect(screen.getByText('16 de 99 caracteres')).toBeVisible();
    await user.type(textbox(/^Título del anuncio/), 'Cuarto con balcón');
    await user.type(textbox(/^Descripción/), 'Desayuno incluido.');
    await user.type(textbox(/^Sitio web/), 'no es un sitio');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(/Escribe una dirección web válida/)).toBeVisible();
    expect(screen.queryByText('Este campo es obligatorio')).toBeNull();

    await user.clear(textbox(/^Sitio web/));
    await user.type(textbox(/^Sitio web/), 'www.jacaranda.gt');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/room\/location\/[0-9a-f-]{36}$/));
    const id = router.state.location.pathname.split('/').pop()!;
    const saved = unwrap(
      await api.GET('/api/accommodation/{id}', { params: { path: { id }, query: { product_type: 4 } } }),
    );
    expect(saved).toMatchObject({
      type_of_property: 'property_type:4:room_in_guesthouse',
      name: 'Cuarto Jacaranda',
      web_site: 'https://www.jacaranda.gt',
      commission_model: 1,
    });
  });

  it('edits the stored information and, after saving, offers to keep editing or go to the products', async () => {
    await signedInNewAccount('editar');
    const id = await createStay(1, 'Casa Roble');
    const { router } = await renderWizardApp(`/vacation-rental/information/${id}?edit`);
    const user = userEvent.setup({ delay: null });
    const name = await screen.findByRole('textbox', { name: /^Nombre del alojamiento/ });
    expect(name).toHaveValue('Casa Roble');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Tipo de propiedad/ })).toHaveValue('Casa'),
    );
    await user.clear(textbox(/^Título del anuncio/));
    await user.type(textbox(/^Título del anuncio/), 'Casa de roble junto al río');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const saved = await screen.findByRole('dialog', { name: 'Cambios guardados' });
    const product = unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } }));
    expect(product.title).toBe('Casa de roble junto al río');
    await user.click(within(saved).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/vacation-rental/location/${id}`));
    expect(router.state.location.search).toEqual({ edit: true });
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeVisible();
  });
});

describe('the feature step', () => {
  it('explains each switch and saves the switches and the area the guests book', async () => {
    await signedInNewAccount('caracteristicas');
    const id = await createStay(5);
    const { router } = await renderWizardApp(`/unique-stay/feature/${id}`);
    const user = userEvent.setup({ delay: null });
    const areas = await screen.findByRole('radiogroup', { name: /qué espacio reservan/i });
    expect(within(areas).getByRole('radio', { name: /Alojamiento entero/ })).toBeChecked();
    expect(screen.getByText('Las reservas se confirman solas, sin esperar tu aprobación.')).toBeVisible();

    await user.click(within(areas).getByRole('radio', { name: /Habitación compartida/ }));
    await user.click(screen.getByRole('switch', { name: /^Reserva inmediata/ }));
    await user.click(screen.getByRole('switch', { name: /^Acceso sobre superficie plana/ }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/unique-stay/rooms/${id}`));
    const saved = unwrap(await api.GET('/api/accommodation/features/{id}', { params: { path: { id } } }));
    expect(saved).toMatchObject({
      areas_house: 3,
      auto_booking: true,
      flat_surface: true,
      exclusive: false,
      distribution_of_level: false,
    });
  });
});
