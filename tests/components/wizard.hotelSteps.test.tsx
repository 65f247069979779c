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

/** A hotel (2) or hostel (3) of the signed-in provider with its information step saved, through the API. */
async function createProperty(productType: 2 | 3, name: string, commission: 1 | 2 = 1): Promise<string> {
  const [propertyType] = unwrap(
    await api.GET('/api/accommodation/property-types', { params: { query: { product_type: productType } } }),
  );
  const saved = unwrap(
    await api.POST('/api/hotels', {
      params: { query: { product_type: productType, language_code: 'es' } },
      body: {
        type_of_property: propertyType!._id,
        name,
        title: `${name}: título`,
        description: 'Habitaciones cómodas cerca del centro.',
        commission_model: commission,
      },
    }),
  );
  return saved._id;
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const field = (name: RegExp) => screen.queryByRole('textbox', { name });
const next = () => screen.getByRole('button', { name: 'Siguiente' });

describe('the hotel information step', () => {
  it('creates a hotel without an id, with its stars chosen by keyboard, and reads it back', async () => {
    await signedInNewAccount('hotelinfo');
    const { router, unmount } = await renderWizardApp('/hotel/information');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    // type of property, name, title, description
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(4);
    expect(screen.getByRole('combobox', { name: /^Tipo de propiedad/ })).toHaveFocus();

    const stars = screen.getByRole('radiogroup', { name: 'Estrellas' });
    expect(within(stars).getByRole('radio', { name: '2' })).toBeChecked();
    await choose(user, /^Tipo de propiedad/, 'Hotel boutique');
    await user.type(textbox(/^Nombre del establecimiento/), 'Hotel Ceiba');
    expect(screen.getByText('11 de 99 caracteres')).toBeVisible();
    await user.type(textbox(/^Título del anuncio/), 'Hotel junto al parque');
    await user.type(textbox(/^Descripción/), 'Un patio colonial con fuente.');
    await user.type(textbox(/^Sitio web/), 'sin punto');
    await user.click(within(stars).getByRole('radio', { name: '3' }));
    await user.keyboard('{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '4' })).toBeChecked();
    await user.click(next());
    expect(await screen.findByText(/Escribe una dirección web válida/)).toBeVisible();
    expect(screen.queryByText('Este campo es obligatorio')).toBeNull();

    await user.clear(textbox(/^Sitio web/));
    await user.type(textbox(/^Sitio web/), 'hotelceiba.gt');
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/hotel\/location\/[0-9a-f-]{36}$/));
    const id = router.state.location.pathname.split('/').pop()!;
    const saved = unwrap(await api.GET('/api/hotels/{id}', { params: { path: { id } } }));
    expect(saved).toMatchObject({
      type_of_property: 'property_type:2:boutique_hotel',
      name: 'Hotel Ceiba',
      title: 'Hotel junto al parque',
      web_site: 'https://hotelceiba.gt',
      qualification: 4,
      commission_model: 1,
    });
    const product = unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } }));
    expect(product.product_type).toBe(2);

    // Opened again, as after a reload: the stored values are on screen.
    unmount();
    await renderWizardApp(`/hotel/information/${id}?edit`);
    expect(await screen.findByRole('textbox', { name: /^Nombre del establecimiento/ })).toHaveValue(
      'Hotel Ceiba',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Tipo de propiedad/ })).toHaveValue('Hotel boutique'),
    );
    expect(textbox(/^Descripción/)).toHaveValue('Un patio colonial con fuente.');
    const storedStars = screen.getByRole('radiogroup', { name: 'Estrellas' });
    expect(within(storedStars).getByRole('radio', { name: '4' })).toBeChecked();
  });

  it('creates a hostel from the hostel wizard with the hostel property types', async () => {
    await signedInNewAccount('hostalinfo');
    const { router } = await renderWizardApp('/hostel/information');
    const user = userEvent.setup({ delay: null });
    await choose(user, /^Tipo de propiedad/, 'Hostal de cápsulas');
    await user.type(textbox(/^Nombre del establecimiento/), 'Cápsula Norte');
    await user.type(textbox(/^Título del anuncio/), 'Cápsulas en zona 1');
    await user.type(textbox(/^Descripción/), 'Casilleros y cocina compartida.');
    await user.click(next());
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/hostel\/location\/[0-9a-f-]{36}$/),
    );
    const id = router.state.location.pathname.split('/').pop()!;
    const saved = unwrap(await api.GET('/api/hotels/{id}', { params: { path: { id } } }));
    expect(saved).toMatchObject({ type_of_property: 'property_type:3:capsule', qualification: 2 });
    expect(saved.web_site ?? '').toBe('');
  });
});

describe('the hotel steps in English', () => {
  it('speaks English when the interface does', async () => {
    await activateLanguage('en');
    await signedInNewAccount('hotelingles');
    const id = await createProperty(2, 'Hotel Inglés');
    await renderWizardApp(`/hotel/information/${id}?edit`);
    expect(await screen.findByRole('radiogroup', { name: 'Stars' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Property name/ })).toHaveValue('Hotel Inglés');
  });
});

describe('the hotel service step', () => {
  it('saves the services, the three offers and the notes, and shows them again', async () => {
    await signedInNewAccount('hostalservicio');
    const id = await createProperty(3, 'Hostal Servicio');
    const { router, unmount } = await renderWizardApp(`/hostel/service/${id}`);
    const user = userEvent.setup({ delay: null });
    const services = await screen.findByRole('group', { name: 'Servicios e instalaciones' });
    const breakfast = screen.getByRole('radiogroup', { name: 'Desayuno' });
    const parking = screen.getByRole('radiogroup', { name: 'Estacionamiento' });
    const wifi = screen.getByRole('radiogroup', { name: 'Wifi' });
    for (const offer of [breakfast, parking, wifi])
      expect(within(offer).getByRole('radio', { name: 'No se ofrece' })).toBeChecked();

    await user.click(within(services).getByRole('checkbox', { name: 'Casilleros' }));
    await user.click(within(services).getByRole('checkbox', { name: 'Cocina compartida' }));
    await user.click(within(breakfast).getByRole('radio', { name: 'Con costo adicional' }));
    await user.click(within(wifi).getByRole('radio', { name: 'Sin costo' }));
    await user.type(screen.getByRole('textbox', { name: /^Advertencias/ }), 'Calle empinada');
    await user.type(screen.getByRole('textbox', { name: /^Instrucciones de llegada/ }), 'Timbre azul');
    await user.click(next());

    await waitFor(() => expect(router.state.location.pathname).toBe(`/hostel/booking-details/${id}`));
    const saved = unwrap(
      await api.GET('/api/hotels/service/{id}/{languageCode}/{type}', {
        params: { path: { id, languageCode: 'es', type: 3 } },
      }),
    );
    expect(saved.services.filter((item) => item.assigned).map((item) => item._id)).toEqual([
      'hotel_service:shared_kitchen',
      'hotel_service:lockers',
    ]);
    expect(saved).toMatchObject({
      breakfast: 2,
      parking: 0,
      wifi: 1,
      warning: 'Calle empinada',
      arrival_instructions: 'Timbre azul',
    });

    unmount();
    await renderWizardApp(`/hostel/service/${id}?edit`);
    const stored = await screen.findByRole('group', { name: 'Servicios e instalaciones' });
    expect(within(stored).getByRole('checkbox', { name: 'Casilleros' })).toBeChecked();
    expect(within(stored).getByRole('checkbox', { name: 'Piscina' })).not.toBeChecked();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Desayuno' })).getByRole('radio', {
        name: 'Con costo adicional',
      }),
    ).toBeChecked();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Wifi' })).getByRole('radio', { name: 'Sin costo' }),
    ).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Instrucciones de llegada/ })).toHaveValue('Timbre azul');
  });
});

describe('the hotel booking-details step', () => {
  it('reveals the check-in start and early check-in with the fixed schedule, and refuses what is missing', async () => {
    await signedInNewAccount('hotelreserva');
    const id = await createProperty(2, 'Hotel Reserva', 2);
    const { router } = await renderWizardApp(`/hotel/booking-details/${id}`);
    const user = userEvent.setup({ delay: null });
    const fixed = await screen.findByRole('switch', { name: /^Horario fijo de check-in/ });
    expect(screen.queryByRole('combobox', { name: /^Check-in desde/ })).toBeNull();
    expect(screen.queryByRole('switch', { name: /^Check-in anticipado/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: /^Check-out desde/ })).toHaveValue('00:00');

    await user.click(fixed);
    expect(screen.getByRole('combobox', { name: /^Check-in desde/ })).toBeVisible();
    expect(screen.getByRole('switch', { name: /^Check-in anticipado/ })).toBeVisible();
    // The revealed check-in start is required.
    await user.click(next());
    expect(await screen.findByText('Este campo es obligatorio')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Check-in desde/ })).toHaveFocus());
    await choose(user, /^Check-in desde/, '14:00');

    // The untouched check-out window, midnight to midnight, is no window.
    await user.click(next());
    expect(
      await screen.findByText('La hora final del check-out debe ser posterior a la inicial'),
    ).toBeVisible();
    await choose(user, /^Check-out desde/, '10:00');
    await choose(user, /^Check-out hasta/, '12:00');

    // The early check-in asks how it is charged; no amount until a kind with one is chosen.
    await user.click(screen.getByRole('switch', { name: /^Check-in anticipado/ }));
    const earlyKind = screen.getByRole('radiogroup', { name: /^Cobro por check-in anticipado/ });
    expect(field(/^Cargo por check-in anticipado/)).toBeNull();
    await user.click(next());
    expect(await screen.findByText('Este campo es obligatorio')).toBeVisible();
    await user.click(within(earlyKind).getByRole('radio', { name: 'Sin cargo' }));
    expect(field(/^Cargo por check-in anticipado/)).toBeNull();
    expect(screen.queryByText('Este campo es obligatorio')).toBeNull();

    // A percentage of the night: at most 100, and no "you receive".
    await user.click(within(earlyKind).getByRole('radio', { name: 'Porcentaje de la noche' }));
    await user.click(next());
    expect(await screen.findByText('Este campo es obligatorio')).toBeVisible();
    await user.type(textbox(/^Cargo por check-in anticipado \(% de la noche\)/), '150');
    await user.click(next());
    expect(await screen.findByText('El porcentaje no puede pasar de 100 %')).toBeVisible();
    expect(textbox(/^Cargo por check-in anticipado/)).toHaveValue('150 %');
    await user.clear(textbox(/^Cargo por check-in anticipado/));
    await user.type(textbox(/^Cargo por check-in anticipado/), '20');
    expect(screen.queryByText(/Recibes/)).toBeNull();

    // A fixed amount includes the commission (model 2: 15 %): the provider sees what it receives.
    await user.click(screen.getByRole('switch', { name: /^Check-out tardío/ }));
    const lateKind = screen.getByRole('radiogroup', { name: /^Cobro por check-out tardío/ });
    await user.click(within(lateKind).getByRole('radio', { name: 'Monto fijo en dólares' }));
    await user.type(textbox(/^Cargo por check-out tardío \(USD\)/), '23');
    expect(screen.getByText(/Recibes \$20\.00/)).toBeVisible();
    await user.click(next());

    await waitFor(() => expect(router.state.location.pathname).toBe(`/hotel/multimedia/${id}`));
    const saved = unwrap(
      await api.GET('/api/hotels/booking/{id}/{type}', { params: { path: { id, type: 2 } } }),
    );
    expect(saved).toEqual({
      fixed_time: true,
      check_in_time_start: '14:00',
      check_out_time_start: '10:00',
      check_out_time_end: '12:00',
      early_check_available: true,
      surchange_early: 2,
      surchange_early_value: 20,
      late_check_available: true,
      surchange_late: 1,
      surchange_late_value: 23,
    });
  });

  it('shows a saved booking, and keeps only what the choices show', async () => {
    await signedInNewAccount('hostalreserva');
    const id = await createProperty(3, 'Hostal Reserva', 1);
    unwrap(
      await api.PUT('/api/hotels/booking/{id}/{type}', {
        params: { path: { id, type: 3 } },
        body: {
          fixed_time: true,
          check_in_time_start: '15:00',
          check_out_time_start: '09:00',
          check_out_time_end: '11:30',
          early_check_available: true,
          surchange_early: 1,
          surchange_early_value: 22,
          late_check_available: true,
          surchange_late: 3,
        },
      }),
    );
    const { router } = await renderWizardApp(`/hostel/booking-details/${id}?edit`);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('switch', { name: /^Horario fijo de check-in/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Check-in desde/ })).toHaveValue('15:00');
    expect(screen.getByRole('combobox', { name: /^Check-out hasta/ })).toHaveValue('11:30');
    expect(textbox(/^Cargo por check-in anticipado \(USD\)/)).toHaveValue('$ 22');
    // Commission model 1 (10 %).
    expect(screen.getByText(/Recibes \$20\.00/)).toBeVisible();
    const lateKind = screen.getByRole('radiogroup', { name: /^Cobro por check-out tardío/ });
    expect(within(lateKind).getByRole('radio', { name: 'Sin cargo' })).toBeChecked();
    expect(field(/^Cargo por check-out tardío/)).toBeNull();

    // Without a fixed schedule there is no check-in start and no early check-in to keep.
    await user.click(screen.getByRole('switch', { name: /^Horario fijo de check-in/ }));
    expect(screen.queryByRole('switch', { name: /^Check-in anticipado/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('dialog', { name: 'Cambios guardados' });
    expect(router.state.location.pathname).toBe(`/hostel/booking-details/${id}`);
    const saved = unwrap(
      await api.GET('/api/hotels/booking/{id}/{type}', { params: { path: { id, type: 3 } } }),
    );
    expect(saved).toEqual({
      fixed_time: false,
      check_out_time_start: '09:00',
      check_out_time_end: '11:30',
      early_check_available: false,
      late_check_available: true,
      surchange_late: 3,
    });
  });
});
