import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { choose, renderWizardApp } from './wizardHarness.tsx';

// Issue 29: a room is added to its hotel through the room steps of the hotel wizard, by a person at the keyboard
// and mouse, against the real server.

beforeEach(async () => {
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

async function newHotel(name: string): Promise<string> {
  return unwrap(
    await api.POST('/api/hotels', {
      params: { query: { product_type: 2, language_code: 'es' } },
      body: {
        type_of_property: 'property_type:2:hotel',
        name,
        title: `${name}: título`,
        description: 'Un hotel cerca del parque central.',
      },
    }),
  )._id;
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const next = () => screen.getByRole('button', { name: 'Siguiente' });

describe('the room steps of the hotel wizard', () => {
  it('add a room from its first step, refuse what is missing, and walk on with the room to its amenities', async () => {
    await signedInNewAccount('habitacion');
    const hotel = await newHotel('Hotel Cedro');
    const { router } = await renderWizardApp(`/hotel/room-information/${hotel}`);
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Información de la habitación' }),
    ).toBeVisible();
    expect(screen.getByText(/Hotel Cedro/)).toBeVisible();
    expect(screen.getByText('Paso 1 de 7')).toBeVisible();

    await user.click(next());
    // title, type, class, bathroom, price per night, the bed's kind
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(6);

    await user.type(textbox(/^Nombre de la habitación/), 'Doble jardín');
    await choose(user, /^Tipo de habitación/, 'Doble');
    await choose(user, /^Categoría de la habitación/, 'Superior');
    await choose(user, /^Baño/, 'Baño privado');
    await choose(user, /^Tipo de cama/, 'Queen');
    await user.type(textbox(/^Noche entre semana/), '80');
    await user.click(screen.getByRole('switch', { name: 'Permitir personas adicionales' }));
    await user.click(next());
    expect(await screen.findByText('Este campo es obligatorio')).toBeVisible();
    await user.type(textbox(/^Precio por persona adicional/), '20');
    await user.click(next());

    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(
        new RegExp(`^/hotel/room-amenities/${hotel}/[0-9a-f-]{36}$`),
      ),
    );
    const room = router.state.location.pathname.split('/').pop()!;
    const stored = unwrap(
      await api.GET('/api/hotels/room/{id}/{languageCode}/{type}', {
        params: { path: { id: room, languageCode: 'es', type: 14 } },
      }),
    );
    expect(stored).toMatchObject({
      title: 'Doble jardín',
      type_of_room: 'room_type:double',
      class_of_room: 'room_class:superior',
      capacity: 2,
      price_per_night: 80,
      extra_person: true,
      extra_person_price: 20,
      beds: [{ type_of_bed_id: 'bed:queen', no_bed: 1 }],
      bathroom_id: 'bathroom:private',
    });

    // The room's amenities, then on to its photos; the sidebar lists the room's steps with the first done.
    // The amenities' form first: until the room's page has drawn, the first step's page (and its sidebar) stays.
    const safe = await screen.findByRole('checkbox', { name: 'Caja fuerte' });
    const steps = screen.getByRole('navigation', { name: 'Pasos del asistente' });
    expect(within(steps).getByRole('link', { name: /1\. Información de la habitación/ })).toBeVisible();
    await user.click(safe);
    await user.click(next());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/hotel/room-multimedia/${hotel}/${room}`),
    );
    const amenities = unwrap(
      await api.GET('/api/hotels/room-amenities/{id}/{languageCode}/{type}', {
        params: { path: { id: room, languageCode: 'es', type: 14 } },
      }),
    );
    expect(amenities.amenities.filter((item) => item.assigned).map((item) => item._id)).toEqual([
      'room_amenity:safe',
    ]);
    const rooms = unwrap(
      await api.GET('/api/hotels/rooms/{id}/{languageCode}/{type}', {
        params: { path: { id: hotel, languageCode: 'es', type: 2 } },
      }),
    );
    expect(rooms.map((entry) => [entry._id, entry.step_validate])).toEqual([
      [room, { step1: true, step2: true }],
    ]);
  });

  it("opens a stored room's step with what was saved, and leads back to the rooms", async () => {
    await signedInNewAccount('habitacion2');
    const hotel = await newHotel('Hotel Ciprés');
    const room = unwrap(
      await api.POST('/api/hotels/rooms/{id}/{languageCode}/{type}', {
        params: { path: { id: hotel, languageCode: 'es', type: 2 } },
        body: {
          title: 'Suite',
          type_of_room: 'room_type:suite',
          class_of_room: 'room_class:deluxe',
          capacity: 3,
          capacity_room: 1,
          price_per_night: 150,
          beds: [{ type_of_bed_id: 'bed:king', no_bed: 1 }],
          bathroom_id: 'bathroom:en_suite',
        },
      }),
    )._id;
    await renderWizardApp(`/hotel/room-information/${hotel}/${room}?edit=true`);
    expect(await screen.findByRole('textbox', { name: /^Nombre de la habitación/ })).toHaveValue('Suite');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Tipo de habitación/ })).toHaveValue('Suite'),
    );
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a las habitaciones' }).getAttribute('href')).toBe(
      `/rooms-hotels/${hotel}`,
    );
  });
});
