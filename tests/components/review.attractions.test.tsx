import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { attractionsFamily } from '../../src/families/attractions/attractionsFamily.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { fileCast } from './demoCastHarness.ts';
import { legendSeen, newProvider, readProduct, uniqueName } from './productsHarness.tsx';
import { renderApp, signInAs } from './shellHarness.tsx';

/** The smallest PNG: one transparent pixel. */
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const name = uniqueName('Museo del Ferrocarril');
const title = 'Trenes de la Antigua Guatemala';
let id = '';

/** Monday to Friday 09:00-17:00, Saturday open 24 hours, Sunday closed. */
const week = [
  ...([1, 2, 3, 4, 5] as const).map((day) => ({
    day,
    always_open: false,
    closed: false,
    opening_time: '09:00',
    closing_time: '17:00',
  })),
  { day: 6 as const, always_open: true, closed: false, opening_time: null, closing_time: null },
  { day: 7 as const, always_open: false, closed: true, opening_time: null, closing_time: null },
];

/** A new attraction of the signed-in provider with every step saved, as its wizard would, so it reaches 100 %. */
async function completeAttraction(): Promise<string> {
  const created = unwrap(
    await api.POST('/api/attractions', {
      params: { query: { product_type: 18, language_code: 'es' } },
      body: { name, title, description: 'Locomotoras y vagones restaurados en la vieja estación.' },
    }),
  );
  const productId = created._id;
  const path = { id: productId, type: 18 } as const;
  const item = { params: { path: { ...path, languageCode: 'es' as const } } };
  unwrap(
    await api.PUT('/api/attractions/location/{id}', {
      params: { path: { id: productId } },
      body: {
        country: 'gt',
        state: 'gt-solola',
        city: 'gt-solola-panajachel',
        real_address: 'Antigua estación',
        latitude: 14.74,
        length: -91.16,
      },
    }),
  );
  unwrap(
    await api.PUT('/api/attractions/information-additional/{id}/{languageCode}/{type}', {
      ...item,
      body: {
        before_booking: 0,
        difficulty: 'tour_difficulty:easy',
        suited_to: ['tour_suited_to:families', 'tour_suited_to:seniors'],
        languages: ['es', 'en'],
      },
    }),
  );
  unwrap(
    await api.PUT('/api/attractions/bring-additional/{id}/{languageCode}/{type}', {
      ...item,
      body: {
        bring: ['Cámara', 'Sombrero'],
        you_will_see: ['Locomotora de vapor'],
        additional_information: [],
      },
    }),
  );
  const picture = new FormData();
  picture.append('file', new File([PNG_1X1], 'principal.png', { type: 'image/png' }));
  unwrap(
    await api.PUT('/api/attractions/main-picture/{type}/{id}', {
      params: { path },
      body: { file: '' },
      bodySerializer: () => picture,
    }),
  );
  unwrap(await api.PUT('/api/attractions/multimedia/{type}/{id}', { params: { path } }));
  unwrap(
    await api.PUT('/api/general/custom-policies/{id}/{type}/{languageCode}', {
      ...item,
      body: {
        cancellation_policy: 'flexible',
        custom_percent: 100,
        custom_no_days: 45,
        changes_in_reservation: true,
      },
    }),
  );
  // A local child enters free; a foreign adult at 0 pays the local adult's ticket.
  unwrap(
    await api.PUT('/api/attractions/schedule/{id}/{type}', {
      params: { path },
      body: {
        schedule: week,
        local_prices: { price_type: 3, adult: 5, child: 0 },
        foreing_prices: { price_type: 4, adult: 0, child: 6 },
      },
    }),
  );
  unwrap(
    await api.PUT('/api/general/custom-terms/{id}/{type}/{languageCode}', {
      ...item,
      body: { custom_terms: [{ custom_term: 'No se permite subir a las locomotoras.' }] },
    }),
  );
  unwrap(
    await api.PUT('/api/general/networks-channels/{id}/{type}/{languageCode}', {
      ...item,
      body: { social_networks: ['social_network:instagram'], sell_channels: ['sell_channel:tour:viator'] },
    }),
  );
  unwrap(
    await api.PUT('/api/general/agreement/{id}/{type}', {
      params: { path },
      body: { use_terms_agreement: true },
    }),
  );
  return productId;
}

beforeAll(async () => {
  await activateLanguage('es');
  await newProvider('atracciones', { complete: true });
  id = await completeAttraction();
  // To review through the family's own status call, as the card's switch sends it.
  const calls = await attractionsFamily.calls();
  await calls.putStatus(id, { product_type: 18, status: 2 });
  expect((await readProduct(id)).tb_gcm_status._id).toBe(2);
  clearSession();
});
afterEach(() => {
  clearSession();
});

describe('/review/{id} of an attraction (operator)', () => {
  it("reads the attraction's own steps as the provider saved them: notice, catalogue names, lists, week and tickets", async () => {
    localStorage.clear();
    legendSeen();
    await signInAs(fileCast().operator);
    await renderApp(`/review/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    const section = (heading: string) =>
      screen.getByRole('heading', { level: 2, name: heading }).closest('section')!;

    await waitFor(() => expect(section('Información')).toHaveTextContent(title));
    await waitFor(() => expect(section('Ubicación')).toHaveTextContent('Antigua estación, Panajachel'));
    await waitFor(() =>
      expect(within(section('Fotos')).getByRole('img', { name: 'Foto principal' })).toBeInTheDocument(),
    );

    // The catalogue ids by their names in the reading language.
    await waitFor(() =>
      expect(section('Información adicional')).toHaveTextContent('Se puede reservar el mismo día'),
    );
    const additional = section('Información adicional');
    expect(additional).toHaveTextContent('Dificultad: Fácil');
    expect(additional).toHaveTextContent('Recomendado para: Familias, Personas mayores');
    expect(additional).toHaveTextContent('Idiomas: Español, Inglés');
    expect(additional).not.toHaveTextContent('tour_');

    // Each list of the bringAdditional step under its name; an empty one says so.
    const bring = section('Qué llevar y qué verás');
    const items = (list: string) =>
      within(within(bring).getByRole('list', { name: list }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await waitFor(() => expect(items('Qué llevar')).toEqual(['Cámara', 'Sombrero']));
    expect(items('Qué verás')).toEqual(['Locomotora de vapor']);
    expect(within(bring).queryByRole('list', { name: 'Más información' })).not.toBeInTheDocument();
    expect(bring).toHaveTextContent(/Más información\s*Nada indicado/);

    // The week, Monday first: hours, open 24 hours or closed.
    await waitFor(() =>
      expect(
        within(section('Horario')).getByRole('table', { name: 'Horario de la semana' }),
      ).toBeInTheDocument(),
    );
    const days = within(section('Horario'))
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(days).toEqual([
      ['Lunes', '09:00–17:00'],
      ['Martes', '09:00–17:00'],
      ['Miércoles', '09:00–17:00'],
      ['Jueves', '09:00–17:00'],
      ['Viernes', '09:00–17:00'],
      ['Sábado', 'Abierto 24 horas'],
      ['Domingo', 'Cerrado'],
    ]);

    // The tickets in dollars: a child's at 0 is free, a foreign ticket at 0 is the local one.
    const currency = new Intl.NumberFormat('es-GT', { style: 'currency', currency: 'USD' });
    const money = (amount: number) => currency.format(amount).replace(/\s/g, ' ');
    const tickets = section('Entradas');
    expect(within(tickets).getByRole('region', { name: 'Precios de las entradas' })).toBeInTheDocument();
    const priceOf = (visitors: string) =>
      within(within(tickets).getByRole('row', { name: new RegExp(`^${visitors}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(
      within(tickets)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Visitantes', 'Adulto', 'Niño']);
    expect(priceOf('Locales')).toEqual([money(5), 'Gratis']);
    expect(priceOf('Extranjeros')).toEqual([`${money(5)} (precio local)`, money(6)]);

    await waitFor(() =>
      expect(section('Política de cancelación')).toHaveTextContent(
        'Reembolso del 100 % si se cancela al menos 45 días antes de la llegada.',
      ),
    );
    await waitFor(() =>
      expect(section('Reglas del servicio')).toHaveTextContent('No se permite subir a las locomotoras.'),
    );
    expect(screen.getByRole('button', { name: `Aprobar ${name}` })).toBeInTheDocument();
  });
});
