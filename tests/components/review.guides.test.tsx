import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { netAmount } from '../../machines/netAmount.ts';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { guidesFamily } from '../../src/families/guides/guidesFamily.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { fileCast } from './demoCastHarness.ts';
import { installIntersectionObserver, legendSeen, newProvider, uniqueName } from './productsHarness.tsx';
import { renderApp, signInAs } from './shellHarness.tsx';

// Issue 30: the operator's review preview of a guide (book-a-guide 16) reads what the provider saved in each step.

const GUIDE = 16 as const;

/** The smallest PNG: one transparent pixel. */
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const name = uniqueName('Lucía Chávez');
const title = `${name}: Antigua a pie`;
let id = '';

/** A new guide of the signed-in provider with steps 1 to 9 saved, as the guide's wizard would save them. */
async function completeGuide() {
  const created = unwrap(
    await api.POST('/api/bookAGuide', {
      params: { query: { product_type: GUIDE, language_code: 'es' } },
      body: {
        name,
        title,
        description: 'Recorridos a pie por iglesias, mercados y casas coloniales.',
        age: 34,
        year_experience: 9,
        professional_licence: 'INGUAT-4471',
        coberage_area: 'Antigua Guatemala y Sacatepéquez',
      },
    }),
  );
  const guide = created._id;
  const path = { id: guide, type: GUIDE } as const;
  const general = { params: { path: { ...path, languageCode: 'es' as const } } };
  unwrap(
    await api.PUT('/api/bookAGuide/information-additional/{id}/{languageCode}/{type}', {
      ...general,
      body: {
        vehicle: true,
        before_booking: 2,
        max_traveler: 12,
        expertise: ['guide_expertise:history', 'guide_expertise:architecture'],
        categories: ['guide_category:city'],
        languages: ['es', 'en'],
      },
    }),
  );
  unwrap(
    await api.PUT('/api/bookAGuide/location/{id}', {
      params: { path: { id: guide } },
      body: {
        country: 'gt',
        state: 'gt-solola',
        city: 'gt-solola-panajachel',
        real_address: 'Parque central',
        latitude: 14.74,
        length: -91.16,
      },
    }),
  );
  unwrap(
    await api.PUT('/api/general/custom-policies/{id}/{type}/{languageCode}', {
      ...general,
      body: {
        cancellation_policy: 'moderate',
        custom_percent: 50,
        custom_no_days: 30,
        changes_in_reservation: true,
      },
    }),
  );
  unwrap(
    await api.PUT('/api/bookAGuide/fees/{id}', {
      params: { path: { id: guide } },
      body: { price_type: 2, price_per_hour: 25, price_per_day: 160.5, commission_model: 2 },
    }),
  );
  const picture = new FormData();
  picture.append('file', new File([PNG_1X1], 'guia.png', { type: 'image/png' }));
  unwrap(
    await api.PUT('/api/bookAGuide/main-picture/{type}/{id}', {
      params: { path },
      body: { file: '' },
      bodySerializer: () => picture,
    }),
  );
  unwrap(await api.PUT('/api/bookAGuide/multimedia/{type}/{id}', { params: { path } }));
  unwrap(
    await api.PUT('/api/general/custom-terms/{id}/{type}/{languageCode}', {
      ...general,
      body: { custom_terms: [{ custom_term: 'Puntualidad en el punto de encuentro.' }] },
    }),
  );
  unwrap(
    await api.PUT('/api/general/networks-channels/{id}/{type}/{languageCode}', {
      ...general,
      body: { social_networks: ['social_network:instagram'], sell_channels: [] },
    }),
  );
  unwrap(
    await api.PUT('/api/general/agreement/{id}/{type}', {
      params: { path },
      body: { use_terms_agreement: true },
    }),
  );
  return guide;
}

beforeAll(async () => {
  await activateLanguage('es');
  installIntersectionObserver();
  await newProvider('guias', { complete: true });
  id = await completeGuide();
  // The card menu's switch: the family's own status call.
  const calls = await guidesFamily.calls();
  const sent = await calls.putStatus(id, { product_type: GUIDE, status: 2 });
  expect(sent.tb_gcm_status._id).toBe(2);
  clearSession();
});
beforeEach(async () => {
  localStorage.clear();
  legendSeen();
  await signInAs(fileCast().operator);
});
afterEach(() => {
  act(() => notifications.clean());
  clearSession();
});

const section = (heading: string) =>
  screen.getByRole('heading', { level: 2, name: heading }).closest('section')!;
/** The items of a named list in a section. */
const listItems = (scope: HTMLElement, label: string) =>
  within(within(scope).getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/review/{id} of a guide (operator)', () => {
  it('shows who the guide is, what they offer and what they charge, as the provider saved it', async () => {
    await renderApp(`/review/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();

    await waitFor(() => expect(section('Información')).toHaveTextContent(title));
    expect(section('Información')).toHaveTextContent(
      'Recorridos a pie por iglesias, mercados y casas coloniales.',
    );
    const guide = section('Guía');
    expect(guide).toHaveTextContent(name);
    expect(guide).toHaveTextContent('34 años · 9 años de experiencia');
    expect(guide).toHaveTextContent('Licencia profesional: INGUAT-4471');
    expect(guide).toHaveTextContent('Zona de cobertura: Antigua Guatemala y Sacatepéquez');

    // The catalogue ids read by their names: the guide catalogues' and the shared languages'.
    await waitFor(() =>
      expect(section('Información adicional')).toHaveTextContent('Hasta 12 viajeros · reservar 2 días antes'),
    );
    const extras = section('Información adicional');
    expect(extras).toHaveTextContent('Lleva a los viajeros en su propio vehículo');
    await waitFor(() =>
      expect(listItems(extras, 'Especialidades')).toEqual(['Historia', 'Arquitectura colonial']),
    );
    await waitFor(() => expect(listItems(extras, 'Categorías')).toEqual(['Guía de ciudad']));
    await waitFor(() => expect(listItems(extras, 'Idiomas')).toEqual(['Español', 'Inglés']));

    await waitFor(() => expect(section('Ubicación')).toHaveTextContent('Parque central, Panajachel'));
    await waitFor(() =>
      expect(section('Política de cancelación')).toHaveTextContent(
        'Reembolso del 50 % si se cancela al menos 30 días antes de la llegada.',
      ),
    );

    // Both fees, each split into the platform's commission (model 2, 15 %) and the guide's net, in USD.
    const currency = new Intl.NumberFormat('es-GT', { style: 'currency', currency: 'USD' });
    // toHaveTextContent collapses the formatter's no-break space in what it reads, not in what it expects.
    const money = (amount: number) => currency.format(amount).replace(/\s/g, ' ');
    const fees = () => within(section('Tarifas'));
    await waitFor(() => expect(fees().getByRole('table')).toBeInTheDocument());
    expect(section('Tarifas')).toHaveTextContent('Modelo de comisión 2: 15 % sobre el neto del proveedor');
    const cells = (row: string) =>
      within(fees().getByRole('row', { name: new RegExp(row) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    const hour = netAmount(25, 2);
    expect(cells('Precio por hora')).toEqual([
      'Precio por hora',
      money(25),
      money(hour.fee),
      money(hour.net),
    ]);
    const day = netAmount(160.5, 2);
    expect(cells('Precio por día')).toEqual(['Precio por día', money(160.5), money(day.fee), money(day.net)]);

    await waitFor(() =>
      expect(within(section('Fotos')).getByRole('img', { name: 'Foto principal' })).toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(section('Reglas del servicio')).toHaveTextContent('Puntualidad en el punto de encuentro.'),
    );
    expect(screen.getByRole('button', { name: `Aprobar ${name}` })).toBeInTheDocument();
  });
});
