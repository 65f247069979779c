import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Middleware } from 'openapi-fetch';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { longDay, monthTitle } from '../../src/features/calendar/calendarDays.ts';
import { dayDescription, departureMark } from '../../src/features/calendar/dayDescription.ts';
import { activateLanguage, i18n } from '../../src/i18n/i18n.ts';
import { fileCast } from './demoCastHarness.ts';
import { simulateBooking } from './messagesHarness.tsx';
import { renderApp, signInAs } from './shellHarness.tsx';

/*
 * The availability calendar of a thing to do, by departure day (issue 16), against the real server. The file's
 * copy of the demo's Tikal tour (collective, 16 seats) runs Monday to Friday here; two accepted reservations
 * share one departure. A stay of the same company still needs two dates.
 */

const cast = fileCast();
const TIKAL = cast.product('5f0c2a9e-7b1d-4c3e-9a58-3d61b0e7c412');
const CASA_LAGO = cast.product('722135ca-fa9f-4da1-8fef-699ae36cd184');
const LOCALE = 'es-GT';
const DAY_MS = 86_400_000;

/** The UTC day `n` days from now, as the simulated bookings count them. */
const dayIn = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);
const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
/** The first day from `n` days on whose weekday (0 Monday … 6 Sunday) passes the test. */
function firstFrom(n: number, test: (weekday: number) => boolean): { date: string; n: number } {
  for (let k = n; ; k++) if (test(weekday(dayIn(k)))) return { date: dayIn(k), n: k };
}

const booked = firstFrom(40, (d) => d <= 4);
// Not the day right after the booked one: the demo bookings are one night, and closing the day their stay ends took
// the grid ~11 s to show (1.4 s otherwise), past the test's wait, from 2026-11-30 on, when the two days first fell
// next to each other. Seen, not yet explained (issue 28's closing note).
const closing = firstFrom(booked.n + 2, (d) => d <= 4);
const sunday = firstFrom(40, (d) => d === 6);
const codes: string[] = [];

const dayButton = (date: string, locale = LOCALE) =>
  screen.getByRole('button', { name: new RegExp(`^${longDay(date, locale)},`) });

async function showMonth(date: string, user: UserEvent, next = 'Mes siguiente', locale = LOCALE) {
  const title = monthTitle(date.slice(0, 7), locale);
  for (let i = 0; i < 24 && !screen.queryByRole('grid', { name: new RegExp(title, 'i') }); i++)
    await user.click(screen.getByRole('button', { name: next }));
  expect(screen.getByRole('grid', { name: new RegExp(title, 'i') })).toBeInTheDocument();
}

async function blockedRanges(productId: string) {
  const { data } = unwrap(
    await api.GET('/api/accommodation/availability/{id}/{languageCode}', {
      params: { path: { id: productId, languageCode: 'es' } },
    }),
  );
  return data.filter((e) => e.lock_type === 'blocked').map((e) => [e.start_date, e.end_date, e.note]);
}

async function openTourCalendar() {
  await renderApp(`/calendar/${TIKAL}/12`);
  expect(await screen.findByRole('heading', { name: 'Calendario de disponibilidad' })).toBeInTheDocument();
}

beforeAll(async () => {
  await activateLanguage('es');
  await signInAs(cast.company);
  unwrap(
    await api.PUT('/api/thingsToDo/availability/{id}/{languageCode}/{type}', {
      params: { path: { id: TIKAL, languageCode: 'es', type: 12 } },
      body: { available_all_year: true, year_days: [0, 1, 2, 3, 4], months: [] },
    }),
  );
  for (const adult of [2, 3]) {
    const reservation = await simulateBooking({
      provider_email: cast.company,
      product_id: TIKAL,
      start_in_days: booked.n,
      nights: 1,
      adult,
    });
    unwrap(await api.PUT('/api/bookings/{id}/accept', { params: { path: { id: reservation._id } } }));
    codes.push(reservation.reservation_no);
  }
  clearSession();
});
beforeEach(async () => {
  await activateLanguage('es');
  await signInAs(cast.company);
});
afterEach(() => clearSession());

describe('a tour’s calendar, by departure', () => {
  it('shows no departure on days the schedule skips, and the seats two reservations hold on their day', async () => {
    const user = userEvent.setup();
    await openTourCalendar();
    await showMonth(booked.date, user);
    await showMonth(sunday.date, user);
    await waitFor(() => expect(dayButton(sunday.date)).toHaveAccessibleName(/, sin salida$/));
    await showMonth(booked.date, user);
    await waitFor(() =>
      expect(dayButton(booked.date)).toHaveAccessibleName(
        `${longDay(booked.date, LOCALE)}, 5 de 16 plazas reservadas, reservas ${[...codes].sort().join(', ')}`,
      ),
    );
    expect(dayButton(booked.date)).toHaveTextContent('5/16');
    // The list shows the shared departure once, with a link to each reservation.
    const list = screen.getByRole('list', { name: 'Salidas cerradas y reservadas' });
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('link', { name: `Reserva ${codes[0]}` }));
    expect(card).toBeDefined();
    expect(within(card!).getByRole('link', { name: `Reserva ${codes[1]}` })).toBeInTheDocument();
    // Tour prices are per person: no nightly strip, a link to the prices step.
    expect(screen.getByRole('link', { name: 'Cambiar precios' })).toHaveAttribute(
      'href',
      `/tour/prices/${TIKAL}?edit=true`,
    );
  });

  it('closes one departure with one click and saves it, and reopens it by picking it', async () => {
    const user = userEvent.setup();
    await openTourCalendar();
    await showMonth(closing.date, user);
    await user.click(dayButton(closing.date));
    const panel = screen.getByRole('region', { name: 'Salidas elegidas' });
    expect(within(panel).getByText(/Guarda para cerrar esa salida/)).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'Nota' }), 'Lluvias');
    await user.click(within(panel).getByRole('button', { name: 'Cerrar salida' }));
    // A save and the month read again from the server: on a loaded machine (CI) more than the 5 s default.
    await waitFor(
      () =>
        expect(dayButton(closing.date)).toHaveAccessibleName(
          `${longDay(closing.date, LOCALE)}, salida cerrada, bloqueado: Lluvias`,
        ),
      { timeout: 15_000 },
    );
    expect(await blockedRanges(TIKAL)).toEqual([[closing.date, closing.date, 'Lluvias']]);

    // Read again from the server: still closed.
    cleanup();
    await openTourCalendar();
    await showMonth(closing.date, user);
    await waitFor(() => expect(dayButton(closing.date)).toHaveAccessibleName(/, salida cerrada, /), {
      timeout: 15_000,
    });
    await user.click(dayButton(closing.date));
    const dialog = await screen.findByRole('dialog', { name: '¿Abrir esta salida?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abrir salida' }));
    await waitFor(
      () =>
        expect(dayButton(closing.date)).toHaveAccessibleName(
          `${longDay(closing.date, LOCALE)}, 0 de 16 plazas reservadas`,
        ),
      { timeout: 15_000 },
    );
    expect(await blockedRanges(TIKAL)).toEqual([]);
  });

  it('refuses to close a departure that holds reservations', async () => {
    const user = userEvent.setup();
    await openTourCalendar();
    await showMonth(booked.date, user);
    await user.click(dayButton(booked.date));
    await user.click(screen.getByRole('button', { name: 'Cerrar salida' }));
    const dialog = await screen.findByRole('dialog', { name: 'No se puede cerrar' });
    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(await blockedRanges(TIKAL)).toEqual([]);
  });

  it('says when the departures cannot be read, and reads them again on Reintentar', async () => {
    // The app's queries try once more before they fail: both tries fail, the person's retry succeeds.
    let failures = 2;
    const failOnce: Middleware = {
      onRequest({ request }) {
        if (request.url.includes('/api/calendar/departures/') && failures-- > 0)
          return new Response(JSON.stringify({ status: 500, code: 'server', message: 'Caído' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          });
        return undefined;
      },
    };
    api.use(failOnce);
    try {
      const user = userEvent.setup();
      await openTourCalendar();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('No se pudieron cargar las salidas');
      await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
      await waitFor(() => expect(screen.queryByText('No se pudieron cargar las salidas')).toBeNull());
      await showMonth(booked.date, user);
      // Each shown window reads its own departures; the grid marks its days once they come.
      await waitFor(() => expect(dayButton(booked.date)).toHaveTextContent('5/16'));
    } finally {
      api.eject(failOnce);
    }
  });

  it('speaks English too', async () => {
    await activateLanguage('en');
    const user = userEvent.setup();
    await renderApp(`/calendar/${TIKAL}/12`);
    const panel = await screen.findByRole('region', { name: 'Chosen departures' });
    expect(within(panel).getByText('Pick a day on the calendar.')).toBeInTheDocument();
    await showMonth(sunday.date, user, 'Next month', 'en-US');
    await waitFor(() => expect(dayButton(sunday.date, 'en-US')).toHaveAccessibleName(/, no departure$/));
  });
});

describe('a stay’s calendar', () => {
  it('still needs two dates: one day alone warns', async () => {
    const user = userEvent.setup();
    await renderApp(`/calendar/${CASA_LAGO}/1`);
    expect(await screen.findByRole('heading', { name: 'Calendario de disponibilidad' })).toBeInTheDocument();
    const free = firstFrom(200, () => true).date;
    await showMonth(free, user);
    await user.click(dayButton(free));
    expect(dayButton(free)).not.toHaveTextContent('/');
    await user.click(screen.getByRole('button', { name: 'Bloquear fechas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Faltan fechas' });
    expect(
      within(dialog).getByText('Elige el primer y el último día en el calendario antes de guardar.'),
    ).toBeInTheDocument();
  });
});

describe('a private departure (one group’s)', () => {
  const marks = { capacity: 8, private: true, days: new Map() };
  const on = (reservations: number) => ({
    date: '2027-03-02',
    runs: true,
    closed: false,
    people: reservations * 3,
    reservations,
    seats_left: reservations ? 0 : 8,
  });

  it('is free or booked, in its mark and its name', async () => {
    await activateLanguage('es');
    expect(departureMark(on(0), marks)).toBe('○');
    expect(departureMark(on(1), marks)).toBe('●');
    expect(dayDescription('2027-03-02', [], false, LOCALE, i18n, { day: on(0), marks })).toBe(
      `${longDay('2027-03-02', LOCALE)}, salida privada libre`,
    );
    expect(dayDescription('2027-03-02', [], false, LOCALE, i18n, { day: on(1), marks })).toBe(
      `${longDay('2027-03-02', LOCALE)}, salida privada reservada`,
    );
  });
});
