import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { installIntersectionObserver, newProvider, uniqueName } from './productsHarness.tsx';
import { renderApp } from './shellHarness.tsx';

// Issue 29: a hotel's or hostel's rooms (/rooms-hotels/{id}, /rooms-hostels/{id}), read from the real server.

const room = {
  type_of_room: 'room_type:double',
  class_of_room: 'room_class:standard',
  capacity: 2,
  capacity_room: 3,
  price_per_night: 65,
  beds: [{ type_of_bed_id: 'bed:queen', no_bed: 1 }],
  bathroom_id: 'bathroom:private',
};

async function newHotel(name: string, type: 2 | 3 = 2) {
  const saved = unwrap(
    await api.POST('/api/hotels', {
      params: { query: { product_type: type, language_code: 'es' } },
      body: {
        type_of_property: type === 2 ? 'property_type:2:hotel' : 'property_type:3:hostel',
        name,
        title: `${name}: título`,
        description: 'Un hotel de prueba en Antigua.',
      },
    }),
  );
  return saved._id;
}

async function addRoom(hotel: string, title: string) {
  return unwrap(
    await api.POST('/api/hotels/rooms/{id}/{languageCode}/{type}', {
      params: { path: { id: hotel, languageCode: 'es', type: 2 } },
      body: { ...room, title },
    }),
  )._id;
}

let hotel = '';
let empty = '';
const hotelName = uniqueName('Hotel Habitaciones');
const emptyName = uniqueName('Hotel Vacío');

beforeAll(async () => {
  await activateLanguage('es');
  installIntersectionObserver();
  await newProvider('habitaciones', { complete: true });
  hotel = await newHotel(hotelName);
  await addRoom(hotel, 'Doble jardín');
  await addRoom(hotel, 'Doble volcán');
  empty = await newHotel(emptyName);
});

describe('the rooms of a hotel', () => {
  it('lists each room with its price, completion and checklist, and links each step and a new room', async () => {
    await renderApp(`/rooms-hotels/${hotel}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Habitaciones' })).toBeVisible();
    const card = screen.getByRole('article', { name: 'Doble jardín' });
    expect(within(card).getByText(/Doble · 2 huéspedes · USD\s65\.00 por noche/)).toBeVisible();
    expect(within(card).getByText('Completa al 20 %')).toBeVisible();
    const steps = within(card).getByRole('list', { name: 'Pasos de Doble jardín' });
    const amenities = within(steps).getByRole('link', { name: 'Comodidades de la habitación' });
    expect(amenities.getAttribute('href')).toMatch(
      new RegExp(`/hotel/room-amenities/${hotel}/[^/?]+\\?edit=true$`),
    );
    expect(within(steps).getAllByText('Pendiente')).toHaveLength(5);
    // A room is what is sold: its offers, special prices and calendar are its own (type 14), not its hotel's.
    const roomId = amenities.getAttribute('href')!.split('?')[0]!.split('/').pop()!;
    expect(within(card).getByRole('link', { name: 'Ofertas de Doble jardín' }).getAttribute('href')).toBe(
      `/offers/${roomId}?type=14`,
    );
    expect(
      within(card).getByRole('link', { name: 'Precios especiales de Doble jardín' }).getAttribute('href'),
    ).toBe(`/special-prices/${roomId}?type=14`);
    expect(within(card).getByRole('link', { name: 'Calendario de Doble jardín' }).getAttribute('href')).toBe(
      `/calendar/${roomId}/14`,
    );
    // No room is complete yet: the provider is told what publishing needs.
    expect(screen.getByText(/al menos una habitación/)).toBeVisible();
    const add = screen.getByRole('link', { name: 'Nueva habitación' });
    expect(add.getAttribute('href')).toBe(`/hotel/room-information/${hotel}`);
  });

  it('opens a room’s own calendar, and comes back to the rooms from it', async () => {
    const { router } = await renderApp(`/rooms-hotels/${hotel}`);
    const user = userEvent.setup({ delay: null });
    const card = await screen.findByRole('article', { name: 'Doble jardín' });
    await user.click(within(card).getByRole('link', { name: 'Calendario de Doble jardín' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calendario de disponibilidad' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toMatch(/^\/calendar\/[^/]+\/14$/);
    // A room has no steps page of its own: back is where the provider came from.
    expect(screen.queryByRole('link', { name: 'Pasos del producto' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('article', { name: 'Doble jardín' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/rooms-hotels/${hotel}`);
  });

  it('deletes a room after a confirmation, and keeps it on "No"', async () => {
    await renderApp(`/rooms-hotels/${hotel}`);
    const user = userEvent.setup({ delay: null });
    const card = await screen.findByRole('article', { name: 'Doble volcán' });
    await user.click(within(card).getByRole('button', { name: 'Eliminar Doble volcán' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar habitación' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('article', { name: 'Doble volcán' })).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Eliminar Doble volcán' }));
    const again = await screen.findByRole('dialog', { name: 'Eliminar habitación' });
    await user.click(within(again).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Doble volcán' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Doble jardín' })).toBeVisible();
  });

  it('says what a room is for when there is none yet, with the button to add the first', async () => {
    await renderApp(`/rooms-hotels/${empty}`);
    expect(await screen.findByRole('heading', { name: 'Todavía no tienes habitaciones' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nueva habitación' })).toBeVisible();
  });

  it('is reached from the hotel’s card menu, hidden as the hotel is', async () => {
    await renderApp('/my-products?type=2');
    const user = userEvent.setup({ delay: null });
    const card = await screen.findByRole('article', { name: hotelName });
    await user.click(within(card).getByRole('button', { name: `Gestionar ${hotelName}` }));
    // Without layout (jsdom), Mantine hides the dropdown with display: none: its items are queried hidden too.
    const menu = await screen.findByRole('menu', { hidden: true });
    const rooms = within(menu).getByRole('menuitem', { name: 'Habitaciones', hidden: true });
    expect(rooms.getAttribute('href')).toBe(`/rooms-hotels/${hotel}`);
  });

  it("is counted on the hotel's card, which links it", async () => {
    const counted = uniqueName('Hotel Contado');
    const id = await newHotel(counted);
    await addRoom(id, 'Suite terraza');
    await addRoom(id, 'Doble patio');
    await renderApp('/my-products?type=2');
    const card = await screen.findByRole('article', { name: counted });
    const rooms = within(card).getByRole('link', { name: '2 habitaciones · 0 completas' });
    expect(rooms.getAttribute('href')).toBe(`/rooms-hotels/${id}`);
    const emptyCard = screen.getByRole('article', { name: emptyName });
    expect(within(emptyCard).getByRole('link', { name: 'Sin habitaciones todavía' })).toBeVisible();
    const user = userEvent.setup({ delay: null });
    await user.click(rooms);
    expect(await screen.findByRole('heading', { level: 1, name: 'Habitaciones' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Suite terraza' })).toBeVisible();
  });

  it('is reached from the hotel’s steps', async () => {
    await renderApp(`/my-products/${hotel}`);
    const link = await screen.findByRole('link', { name: 'Habitaciones' });
    expect(link.getAttribute('href')).toBe(`/rooms-hotels/${hotel}`);
  });
});
