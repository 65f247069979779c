import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { gastronomyCalls } from '../../src/families/gastronomy/gastronomyCalls.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { fileCast } from './demoCastHarness.ts';
import { installIntersectionObserver, legendSeen, newProvider, uniqueName } from './productsHarness.tsx';
import { renderApp, signInAs } from './shellHarness.tsx';

/** The smallest PNG: one transparent pixel (a picture for the main photo and the menu item). */
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const pngFile = (name: string) => new File([PNG_1X1], name, { type: 'image/png' });

const name = uniqueName('Fonda Revisada');
let id = '';

/** A menu item's text fields as the multipart form sends them (tests/server/gastronomyRequests.ts). */
const dish: components['schemas']['RestaurantMenuItemForm'] = {
  title: 'Pepián de pollo',
  description: 'Recado de pepitoria y chiles asados, con arroz y tamalitos.',
  price: '9.50',
  tb_gcm_ct_category: 'menu_category:main',
};

/** A complete restaurant of a new provider, saved step by step through the typed client, then sent to review. */
async function reviewedRestaurant() {
  const type = 68 as const;
  const created = unwrap(
    await api.POST('/api/food-establishment', {
      params: { query: { product_type: type, language_code: 'es' } },
      body: {
        name,
        title: `${name}: cocina antigüeña`,
        description: 'Pepián y jocón a media cuadra del parque.',
      },
    }),
  );
  const restaurant = created._id;
  // The family's location path saves the first location (the product's own); the locations list adds the others.
  await gastronomyCalls.location.save(restaurant, {
    country: 'gt',
    state: 'gt-sacatepequez',
    city: 'gt-sacatepequez-antigua-guatemala',
    real_address: '5a Avenida Norte 12',
    latitude: 14.558,
    length: -90.733,
  });
  unwrap(
    await api.POST('/api/food-establishment/locations/{id}', {
      params: { path: { id: restaurant } },
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
  unwrap(
    await api.PUT('/api/food-establishment/features/{id}/{languageCode}/{type}', {
      params: { path: { id: restaurant, languageCode: 'es', type } },
      body: {
        cuisine: ['gastronomy:cuisine:guatemalan'],
        feature: ['gastronomy:feature:terrace'],
        suit_to: ['gastronomy:suit_to:families'],
        special_diet: [],
        service: ['gastronomy:service:lunch', 'gastronomy:service:dinner'],
        category: ['gastronomy:category:casual'],
      },
    }),
  );
  unwrap(
    await api.PUT('/api/food-establishment/information-additional/{id}/{type}', {
      params: { path: { id: restaurant, type } },
      body: { capacity: 40, average_price: 12.5, languages: ['es', 'en'] },
    }),
  );
  const open = { always_open: false, closed: false, opening_time: '09:00', closing_time: '17:00' };
  const none = { opening_time: null, closing_time: null };
  unwrap(
    await api.PUT('/api/food-establishment/schedule/{id}/{type}', {
      params: { path: { id: restaurant, type } },
      body: {
        schedule: [
          { day: 1, ...open },
          { day: 2, ...open },
          { day: 3, ...open },
          { day: 4, ...open },
          { day: 5, ...open },
          { day: 6, always_open: true, closed: false, ...none },
          { day: 7, always_open: false, closed: true, ...none },
        ],
      },
    }),
  );
  const main = new FormData();
  main.append('file', pngFile('fonda.png'));
  await gastronomyCalls.gallery.uploadMain(type, restaurant, main);
  await gastronomyCalls.gallery.save(type, restaurant);
  unwrap(
    await api.POST('/api/food-establishment/menu/{id}', {
      params: { path: { id: restaurant } },
      body: dish,
      bodySerializer: (fields) => {
        const form = new FormData();
        for (const [field, value] of Object.entries(fields)) form.append(field, String(value));
        form.append('image', pngFile('pepian.png'));
        return form;
      },
    }),
  );
  unwrap(
    await api.PUT('/api/general/agreement/{id}/{type}', {
      params: { path: { id: restaurant, type } },
      body: { use_terms_agreement: true },
    }),
  );
  await gastronomyCalls.putStatus(restaurant, { product_type: type, status: 2 });
  return restaurant;
}

beforeAll(async () => {
  await activateLanguage('es');
  installIntersectionObserver();
  await newProvider('restaurante', { complete: true });
  id = await reviewedRestaurant();
  clearSession();
});
beforeEach(async () => {
  localStorage.clear();
  legendSeen();
  await signInAs(fileCast().operator);
});
afterEach(() => clearSession());

describe('/review/{id} of a restaurant (operator)', () => {
  it('reads its locations, features, additional information, opening hours and menu as saved', async () => {
    await renderApp(`/review/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Aprobar ${name}` })).toBeInTheDocument();
    const section = (title: string) =>
      screen.getByRole('heading', { level: 2, name: title }).closest('section')!;
    const currency = new Intl.NumberFormat('es-GT', { style: 'currency', currency: 'USD' });
    // toHaveTextContent collapses the formatter's no-break space in what it reads, not in what it expects.
    const money = (amount: number) => currency.format(amount).replace(/\s/g, ' ');

    await waitFor(() => expect(section('Información')).toHaveTextContent(`${name}: cocina antigüeña`));

    await waitFor(() => expect(within(section('Ubicaciones')).getAllByRole('listitem')).toHaveLength(2));
    const places = within(section('Ubicaciones'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(places).toEqual([
      '5a Avenida Norte 12, Antigua Guatemala, Sacatepéquez, Guatemala (14.558, -90.733)',
      'Calle Santander 10, Panajachel, Sololá, Guatemala (14.74, -91.16)',
    ]);

    await waitFor(() => expect(section('Características')).toHaveTextContent('Cocina: Guatemalteca'));
    const features = section('Características');
    expect(features).toHaveTextContent('Tipo de local: Casual');
    expect(features).toHaveTextContent('Servicios: Almuerzo, Cena');
    expect(features).toHaveTextContent('Dietas especiales: sin elegir');
    expect(features).toHaveTextContent('Comodidades: Terraza');
    expect(features).toHaveTextContent('Ideal para: Familias');

    await waitFor(() => expect(section('Información adicional')).toHaveTextContent('40 asientos'));
    expect(section('Información adicional')).toHaveTextContent(`Precio promedio por persona: ${money(12.5)}`);
    expect(section('Información adicional')).toHaveTextContent('Idiomas: Español, Inglés');

    await waitFor(() =>
      expect(within(section('Fotos')).getByRole('img', { name: 'Foto principal' })).toBeInTheDocument(),
    );

    await waitFor(() => expect(within(section('Horario de atención')).getAllByRole('row')).toHaveLength(7));
    // Each row is a weekday's header and its hours.
    const week = within(section('Horario de atención'))
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(week).toEqual([
      ['lunes', '09:00–17:00'],
      ['martes', '09:00–17:00'],
      ['miércoles', '09:00–17:00'],
      ['jueves', '09:00–17:00'],
      ['viernes', '09:00–17:00'],
      ['sábado', 'Abierto 24 horas'],
      ['domingo', 'Cerrado'],
    ]);

    await waitFor(() =>
      expect(
        within(section('Menú')).getByRole('img', { name: 'Foto de Pepián de pollo' }),
      ).toBeInTheDocument(),
    );
    const [item] = within(section('Menú')).getAllByRole('listitem');
    expect(item).toHaveTextContent('Pepián de pollo');
    expect(item).toHaveTextContent(`Platos fuertes · ${money(9.5)}`);
    expect(item).toHaveTextContent('Recado de pepitoria y chiles asados, con arroz y tamalitos.');
  });
});
