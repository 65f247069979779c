import { Notifications } from '@mantine/notifications';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { AppProviders } from '../../src/app/App.tsx';
import { createQueryClient } from '../../src/app/router.ts';
import { CalendarSyncPanel } from '../../src/features/calendar/CalendarSyncPanel.tsx';
import { calendarConflictsQuery } from '../../src/features/dashboard/CalendarConflictsCard.tsx';
import { formatDate } from '../../src/i18n/dates.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { type FeedServer, icsOf, startFeedServer } from '../server/calendar.icalFeeds.ts';
import { addDays } from '../server/calendarServerFixtures.ts';
import { fileCast } from './demoCastHarness.ts';
import { renderApp, signInAs } from './shellHarness.tsx';

// This file's own copy of the demo company: its Cabaña has the confirmed reservation GT-240094 (3 nights, in 10
// days), and its Casa del Lago none ahead.
const cast = fileCast();
const CABANA = cast.product('fea992ac-d568-45e0-9899-903f0064fc78');
const CASA_LAGO = cast.product('722135ca-fa9f-4da1-8fef-699ae36cd184');
const CONFIRMED = cast.reservation('GT-240094');

let feeds: FeedServer;

/** The export link's answer, asked of this test's server (the link's origin is the configured public URL). */
const fetchExport = (link: string) => fetch(new URL(new URL(link).pathname, location.origin));

/** The panel; with `toasts`, the notifications it shows too (the app draws them in its shell). */
function renderPanel(productId: string, { toasts = false } = {}) {
  return render(
    <AppProviders client={createQueryClient()}>
      <CalendarSyncPanel productId={productId} />
      {toasts ? <Notifications /> : null}
    </AppProviders>,
  );
}

async function entriesOf(productId: string) {
  return unwrap(
    await api.GET('/api/accommodation/availability/{id}/{languageCode}', {
      params: { path: { id: productId, languageCode: 'es' } },
    }),
  ).data;
}

async function feedsOf(productId: string) {
  return unwrap(await api.GET('/api/calendar/products/{id}/sync', { params: { path: { id: productId } } }))
    .feeds;
}

async function addFeedThroughForm(name: string, url: string) {
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Importar un calendario' });
  await user.clear(within(form).getByRole('textbox', { name: 'Nombre' }));
  await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), name);
  await user.clear(within(form).getByRole('textbox', { name: 'Enlace del calendario (.ics)' }));
  await user.type(within(form).getByRole('textbox', { name: 'Enlace del calendario (.ics)' }), url);
  await user.click(within(form).getByRole('button', { name: 'Agregar calendario' }));
  return form;
}

beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());
beforeEach(async () => {
  await activateLanguage('es');
  localStorage.clear();
  await signInAs(cast.company);
});
afterEach(() => clearSession());

describe('CalendarSyncPanel: the export link', () => {
  it('shows the secret .ics link, and a new one replaces it after a confirmation; the old one stops working', async () => {
    renderPanel(CASA_LAGO);
    const field = await screen.findByRole('textbox', { name: 'Enlace de exportación (.ics)' });
    const first = (field as HTMLInputElement).value;
    expect(first).toMatch(/\/api\/ical\/[A-Za-z0-9_-]{20,100}\.ics$/);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    expect((await fetchExport(first)).status).toBe(200);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Generar un enlace nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Generar un enlace nuevo?' });
    expect(dialog).toHaveTextContent('El enlace actual dejará de funcionar');
    // Cancel keeps the link.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field).toHaveValue(first);

    await user.click(screen.getByRole('button', { name: 'Generar un enlace nuevo' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, generar uno nuevo' }),
    );
    await waitFor(() => expect(field).not.toHaveValue(first));
    const second = (field as HTMLInputElement).value;
    expect(second).toMatch(/\/api\/ical\/[A-Za-z0-9_-]{20,100}\.ics$/);
    expect((await fetchExport(first)).status).toBe(404);
    expect((await fetchExport(second)).status).toBe(200);
  });
});

describe('CalendarSyncPanel: imported calendars', () => {
  it('checks the form before sending and keeps what was typed when the server refuses the address', async () => {
    renderPanel(CASA_LAGO);
    const form = await screen.findByRole('form', { name: 'Importar un calendario' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Agregar calendario' }));
    expect(await within(form).findByText('Escribe un nombre, por ejemplo Airbnb')).toBeInTheDocument();
    expect(within(form).getByText('Pega el enlace del calendario')).toBeInTheDocument();

    await addFeedThroughForm('Vrbo', 'ftp://example.com/cal.ics');
    expect(
      await within(form).findByText('El enlace debe empezar con http:// o https://'),
    ).toBeInTheDocument();

    // A private address passes the form's check; the server refuses it (invalid_feed_url) in the form's words.
    await addFeedThroughForm('Vrbo', 'http://10.0.0.7/cal.ics');
    expect(
      await within(form).findByText(
        'Este enlace no se puede importar: usa la dirección pública (http o https) de exportación del calendario.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Vrbo');
    expect(within(form).getByRole('textbox', { name: 'Enlace del calendario (.ics)' })).toHaveValue(
      'http://10.0.0.7/cal.ics',
    );
    expect(await feedsOf(CASA_LAGO)).toEqual([]);

    // The same refusal in English: the typed values are still there to send again.
    await activateLanguage('en');
    await user.click(await within(form).findByRole('button', { name: 'Add calendar' }));
    expect(
      await screen.findByText(
        "This link cannot be imported: use the calendar's public (http or https) export address.",
      ),
    ).toBeInTheDocument();
  });

  it('imports a feed added through the form, syncs it now, refuses it twice, and removes it after a confirmation', async () => {
    const entries = await entriesOf(CASA_LAGO);
    // Two stays far ahead, where the demo has nothing: the feed's nights are the only ones there.
    const start = addDays(new Date().toISOString().slice(0, 10), 200);
    feeds.serve('/casa.ics', {
      body: icsOf([
        { uid: 'casa-1@airbnb.com', start, end: addDays(start, 3), summary: 'Reserved' },
        { uid: 'casa-2@airbnb.com', start: addDays(start, 10), end: addDays(start, 12), summary: 'Reserved' },
      ]),
    });
    const url = `${feeds.origin}/casa.ics`;
    renderPanel(CASA_LAGO);
    expect(await screen.findByText('Aún no importas ningún calendario.')).toBeInTheDocument();

    await addFeedThroughForm('Airbnb', url);
    const feed = await screen.findByRole('article', { name: 'Airbnb' });
    expect(feed).toHaveTextContent(url);
    // The form is empty again for the next one.
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('');

    const user = userEvent.setup();
    await user.click(within(feed).getByRole('button', { name: 'Sincronizar ahora' }));
    await waitFor(() => expect(feed).toHaveTextContent('Eventos importados: 2'));
    expect(feed).toHaveTextContent(/Última importación correcta: (ahora|hace \d+ segundos?)/);
    expect(feed).not.toHaveTextContent('Último error');
    expect(within(feed).queryByText('Sin actualizar')).not.toBeInTheDocument();
    const imported = (await entriesOf(CASA_LAGO)).filter((entry) => entry.feed_name === 'Airbnb');
    expect(imported.map((e) => [e.start_date, e.end_date])).toEqual([
      [start, addDays(start, 2)],
      [addDays(start, 10), addDays(start, 11)],
    ]);

    // The same address twice is refused, in the form's words, with what was typed kept.
    await addFeedThroughForm('Airbnb otra vez', url);
    expect(
      await screen.findByText('Este calendario ya está importado en este producto.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Airbnb otra vez');

    // A source that stops answering: the next sync records the error and still lists the feed.
    feeds.serve('/casa.ics', { status: 500, body: 'down' });
    await user.click(within(feed).getByRole('button', { name: 'Sincronizar ahora' }));
    await waitFor(() => expect(feed).toHaveTextContent('Último error:'));
    expect(feed).toHaveTextContent('Eventos importados: 2');

    await user.click(within(feed).getByRole('button', { name: 'Quitar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar el calendario Airbnb?' });
    expect(dialog).toHaveTextContent('quedarán libres otra vez');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, quitar' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Airbnb' })).not.toBeInTheDocument());
    expect(screen.getByText('Aún no importas ningún calendario.')).toBeInTheDocument();
    expect(await entriesOf(CASA_LAGO)).toEqual(entries);
  });
});

describe('CalendarSyncPanel: limits', () => {
  // Production's limits: this file's company spends 17 of its 30 fetches an hour here, some 8 in the other tests.
  it('says how long to wait when a feed was synced too often, and why an eleventh calendar is refused', async () => {
    const paths = Array.from({ length: 10 }, (_, i) => `/tope-${i}.ics`);
    for (const path of paths) feeds.serve(path, { body: icsOf([]) });
    const added = [];
    for (const [i, path] of paths.entries()) {
      added.push(
        unwrap(
          await api.POST('/api/calendar/products/{id}/feeds', {
            params: { path: { id: CASA_LAGO } },
            body: { name: `Tope ${i}`, url: `${feeds.origin}${path}` },
          }),
        ),
      );
    }
    const first = added[0]!;
    // "Sync now" five times on the first: its limit for ten minutes.
    for (let i = 0; i < 5; i++) {
      unwrap(
        await api.POST('/api/calendar/products/{id}/feeds/{feedId}/sync', {
          params: { path: { id: CASA_LAGO, feedId: first.feed_id } },
        }),
      );
    }
    renderPanel(CASA_LAGO, { toasts: true });
    const user = userEvent.setup();
    const feed = await screen.findByRole('article', { name: 'Tope 0' });
    await user.click(within(feed).getByRole('button', { name: 'Sincronizar ahora' }));
    expect(
      await screen.findByText(/^Demasiados intentos\. Inténtalo de nuevo en (9|10) minutos\.$/),
    ).toBeInTheDocument();

    // The eleventh: refused under the address, with the limit named and what was typed kept, in both languages.
    const form = await addFeedThroughForm('Vrbo', `${feeds.origin}/tope-10.ics`);
    expect(
      await within(form).findByText(
        'Un producto puede importar como máximo 10 calendarios. Quita uno antes de agregar otro.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Vrbo');
    await activateLanguage('en');
    await user.click(await within(form).findByRole('button', { name: 'Add calendar' }));
    expect(
      await within(form).findByText(
        'A product can import at most 10 calendars. Remove one before adding another.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Calendar link (.ics)' })).toHaveValue(
      `${feeds.origin}/tope-10.ics`,
    );

    for (const { feed_id } of added) {
      unwrap(
        await api.DELETE('/api/calendar/products/{id}/feeds/{feedId}', {
          params: { path: { id: CASA_LAGO, feedId: feed_id } },
        }),
      );
    }
  });
});

describe('calendar conflicts', () => {
  it('are hidden from the control panel without any; a clashing feed is named there and drawn in the calendar of all products', async () => {
    const { queryClient } = await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Por atender' })).toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryData(calendarConflictsQuery.queryKey)).toEqual({ data: [] }),
    );
    expect(screen.queryByRole('region', { name: 'Conflictos de calendario' })).not.toBeInTheDocument();

    const reserved = (await entriesOf(CABANA)).find((entry) => entry.reservation_no === CONFIRMED);
    if (!reserved) throw new Error(`No reserved range for ${CONFIRMED}`);
    // Booking.com also sold the reservation's second night.
    feeds.serve('/cabana.ics', {
      body: icsOf(
        [
          {
            uid: 'cabana-1@booking.com',
            start: addDays(reserved.start_date, 1),
            end: addDays(reserved.start_date, 2),
            summary: 'CLOSED - Not available',
          },
        ],
        '-//Booking.com//NONSGML v1.0//EN',
      ),
    });
    const feed = unwrap(
      await api.POST('/api/calendar/products/{id}/feeds', {
        params: { path: { id: CABANA } },
        body: { name: 'Booking.com', url: `${feeds.origin}/cabana.ics` },
      }),
    );
    unwrap(
      await api.POST('/api/calendar/products/{id}/feeds/{feedId}/sync', {
        params: { path: { id: CABANA, feedId: feed.feed_id } },
      }),
    );
    cleanup();
    await renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Conflictos de calendario' });
    const night = formatDate(addDays(reserved.start_date, 1), 'es');
    expect(card).toHaveTextContent('Cabaña Volcán de Agua');
    expect(card).toHaveTextContent(
      `Booking.com bloquea del ${night} al ${night}, días de la reserva ${CONFIRMED}`,
    );
    const link = within(card).getByRole('link', { name: CONFIRMED });
    expect(link).toHaveAttribute('href', `/reservation/${reserved.booking_id}`);

    // The calendar of all products draws the clashing night as a conflict, the others as they were.
    cleanup();
    await renderApp(`/calendar?start=${reserved.start_date}`);
    const name = 'Cabaña Volcán de Agua';
    const second = addDays(reserved.start_date, 1);
    expect(
      await screen.findByRole('cell', {
        name: `${name}, ${formatDate(second, 'es')}: Conflicto (Booking.com)`,
      }),
    ).toHaveAttribute('data-state', 'conflict');
    expect(
      screen.getByRole('cell', {
        name: `${name}, ${formatDate(reserved.start_date, 'es')}: Reservado (${CONFIRMED})`,
      }),
    ).toHaveAttribute('data-state', 'reserved');

    unwrap(
      await api.DELETE('/api/calendar/products/{id}/feeds/{feedId}', {
        params: { path: { id: CABANA, feedId: feed.feed_id } },
      }),
    );
  });
});
