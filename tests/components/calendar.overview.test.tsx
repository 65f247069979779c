import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, setSession } from '../../src/api/session.ts';
import { addDays, weekday } from '../../src/features/calendar/overviewDays.ts';
import { formatDate, today } from '../../src/i18n/dates.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { fileCast } from './demoCastHarness.ts';
import { newProvider } from './productsHarness.tsx';
import { renderApp, signInAs } from './shellHarness.tsx';

// This file's own copy of the demo company: its Cabaña holds the confirmed reservation GT-240094 (3 nights, in
// 10 days); the Casa del Lago and the Domo have nothing ahead.
const cast = fileCast();
const CABANA = {
  id: cast.product('fea992ac-d568-45e0-9899-903f0064fc78'),
  name: 'Cabaña Volcán de Agua',
};
const CASA = {
  id: cast.product('722135ca-fa9f-4da1-8fef-699ae36cd184'),
  name: 'Casa del Lago Atitlán',
};
const CONFIRMED = cast.reservation('GT-240094');
/** The demo package (server/db/demoTours.ts), which departs on Thursdays and Fridays. */
const PACKAGE_NAME = 'Guatemala en tres días';

const es = (day: string) => formatDate(day, 'es');
/** Types a day into the overview's From or To field as a person would (DD/MM/YYYY), then moves on. */
async function typeDay(label: 'Desde' | 'Hasta', day: string) {
  const user = userEvent.setup();
  // The date fields' own code replaces their stand-ins.
  await screen.findAllByPlaceholderText('DD/MM/AAAA');
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`);
  await user.tab();
}
const cell = (name: string, day: string, state: string) =>
  screen.getByRole('cell', { name: new RegExp(`^${name}, ${es(day)}: ${state}`) });

async function rangesOf(productId: string, start: string) {
  const overview = unwrap(await api.GET('/api/calendar', { params: { query: { start, days: 30 } } }));
  const product = overview.products.find((p) => p.product_id === productId);
  if (!product) throw new Error(`No product ${productId} in the calendar`);
  return product.ranges.map((r) => ({
    start: r.start_date,
    end: r.end_date,
    lock: r.lock_type,
    note: r.note,
  }));
}

async function reservedNights() {
  const overview = unwrap(
    await api.GET('/api/calendar', { params: { query: { start: today(), days: 30 } } }),
  );
  const range = overview.products
    .find((p) => p.product_id === CABANA.id)
    ?.ranges.find((r) => r.reservation_no === CONFIRMED);
  if (!range) throw new Error(`No reserved range for ${CONFIRMED}`);
  return range;
}

beforeAll(async () => {
  await activateLanguage('es');
});
beforeEach(async () => {
  localStorage.clear();
  await signInAs(cast.company);
});
afterEach(() => clearSession());

describe('/calendar', () => {
  it('shows every product as a row and 30 days as columns, today marked and the reservation’s nights named', async () => {
    await renderApp('/calendar');
    const grid = await screen.findByRole('table', { name: 'Disponibilidad por producto y día' });
    const heads = within(grid).getAllByRole('columnheader');
    // The product column and 30 days.
    expect(heads).toHaveLength(31);
    expect(within(grid).getByRole('columnheader', { name: es(today()) })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(within(grid).getByRole('columnheader', { name: es(addDays(today(), 29)) })).toBeInTheDocument();
    expect(
      within(grid).queryByRole('columnheader', { name: es(addDays(today(), 30)) }),
    ).not.toBeInTheDocument();

    const link = within(grid).getByRole('link', { name: CABANA.name });
    expect(link).toHaveAttribute('href', `/calendar/${CABANA.id}/1`);
    const nights = await reservedNights();
    expect(cell(CABANA.name, nights.start_date, 'Reservado')).toHaveAccessibleName(
      `${CABANA.name}, ${es(nights.start_date)}: Reservado (${CONFIRMED})`,
    );
    expect(cell(CABANA.name, nights.end_date, 'Reservado')).toHaveAttribute('data-state', 'reserved');
    // The departure day is free for the next guest.
    expect(cell(CABANA.name, addDays(nights.end_date, 1), 'Libre')).toHaveAttribute('data-state', 'free');
    expect(screen.getByRole('list', { name: 'Leyenda' })).toHaveTextContent(
      /Libre.*Bloqueado.*Reservado.*Importado.*Conflicto/,
    );
  });

  it('puts a hotel’s rooms under its name, each with its own calendar; the hotel has no row of days', async () => {
    await renderApp('/calendar');
    const grid = await screen.findByRole('table', { name: 'Disponibilidad por producto y día' });
    const hotel = 'Hotel Casa del Arco';
    const room = 'Doble estándar con patio';
    const heading = within(grid).getByRole('rowheader', { name: hotel });
    expect(within(grid).queryByRole('link', { name: hotel })).not.toBeInTheDocument();
    // The heading opens its hotel's group: the rooms' rows come after it, in the same row group.
    const group = heading.closest('tbody')!;
    const link = within(group).getByRole('link', { name: room });
    expect(link.getAttribute('href')).toMatch(/^\/calendar\/[0-9a-f-]{36}\/14$/);
    expect(
      within(group).getByRole('checkbox', { name: `Seleccionar ${hotel} · ${room}` }),
    ).toBeInTheDocument();
    expect(cell(`${hotel} · ${room}`, addDays(today(), 3), 'Libre')).toHaveAttribute('data-state', 'free');
  });

  it('marks the days a tour runs no departure: the 3-day package leaves on Thursdays and Fridays only', async () => {
    await renderApp('/calendar');
    await screen.findByRole('table', { name: 'Disponibilidad por producto y día' });
    // weekday(): 0 Sunday … 6 Saturday.
    const next = (wanted: number) => {
      let day = addDays(today(), 1);
      while (weekday(day) !== wanted) day = addDays(day, 1);
      return day;
    };
    expect(cell(PACKAGE_NAME, next(1), 'Sin salida')).toHaveAttribute('data-state', 'noDeparture');
    expect(cell(PACKAGE_NAME, next(4), 'Libre')).toHaveAttribute('data-state', 'free');
    expect(cell(PACKAGE_NAME, next(5), 'Libre')).toHaveAttribute('data-state', 'free');
    // A stay has no departures: every free day is free.
    expect(cell(CABANA.name, next(1), 'Libre')).toHaveAttribute('data-state', 'free');
    expect(screen.getByRole('list', { name: 'Leyenda' })).toHaveTextContent(/Libre.*Sin salida.*Bloqueado/);
  });

  it('moves 30 days at a time', async () => {
    await renderApp('/calendar');
    const user = userEvent.setup();
    const later = addDays(today(), 30);
    expect(await screen.findByText(`Del ${es(today())} al ${es(addDays(today(), 29))}`)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '30 días siguientes' }));
    expect(await screen.findByText(`Del ${es(later)} al ${es(addDays(later, 29))}`)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: es(later) })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('link', { name: '30 días anteriores' }));
    expect(await screen.findByText(`Del ${es(today())} al ${es(addDays(today(), 29))}`)).toBeInTheDocument();
  });

  it('blocks and then reopens the same days on two products in one go, by keyboard: row checkboxes and date fields', async () => {
    const start = addDays(today(), 120);
    const { router } = await renderApp(`/calendar?start=${start}`);
    expect(router.state.location.search).toEqual({ start });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: `Seleccionar ${CASA.name}` }));
    await user.click(screen.getByRole('checkbox', { name: `Seleccionar ${CABANA.name}` }));
    expect(screen.getByText('2 productos seleccionados')).toBeInTheDocument();
    const block = screen.getByRole('button', { name: 'Bloquear fechas' });
    expect(block).toBeDisabled();
    await typeDay('Desde', addDays(start, 3));
    await typeDay('Hasta', addDays(start, 5));
    await user.type(screen.getByRole('textbox', { name: 'Nota (opcional)' }), 'Mantenimiento');
    expect(cell(CASA.name, addDays(start, 4), 'Libre')).toHaveAttribute('data-selected');
    await user.click(block);

    // The save, then the whole window read again: on a busy machine (CI's parallel workers) more than the 5 s default.
    const saved = { timeout: 15_000 };
    await waitFor(() => expect(cell(CASA.name, addDays(start, 3), 'Bloqueado')).toBeInTheDocument(), saved);
    expect(cell(CABANA.name, addDays(start, 5), 'Bloqueado')).toHaveAccessibleName(
      `${CABANA.name}, ${es(addDays(start, 5))}: Bloqueado (Mantenimiento)`,
    );
    expect(cell(CASA.name, addDays(start, 6), 'Libre')).toBeInTheDocument();
    const blocked = [
      { start: addDays(start, 3), end: addDays(start, 5), lock: 'blocked', note: 'Mantenimiento' },
    ];
    expect(await rangesOf(CASA.id, start)).toEqual(blocked);
    expect(await rangesOf(CABANA.id, start)).toEqual(blocked);
    // The selection is cleared after a save.
    expect(screen.getByText('Selecciona productos y fechas')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: `Seleccionar ${CASA.name}` }));
    await user.click(screen.getByRole('checkbox', { name: `Seleccionar ${CABANA.name}` }));
    await typeDay('Desde', addDays(start, 3));
    await typeDay('Hasta', addDays(start, 5));
    await user.click(screen.getByRole('button', { name: 'Desbloquear fechas' }));
    await waitFor(() => expect(cell(CASA.name, addDays(start, 3), 'Libre')).toBeInTheDocument(), saved);
    expect(cell(CABANA.name, addDays(start, 5), 'Libre')).toBeInTheDocument();
    expect(await rangesOf(CASA.id, start)).toEqual([]);
    expect(await rangesOf(CABANA.id, start)).toEqual([]);
  });

  it('selects a range across products by dragging over the cells, or with a click and a Shift-click', async () => {
    const start = addDays(today(), 150);
    await renderApp(`/calendar?start=${start}`);
    const first = await screen.findByRole('cell', {
      name: new RegExp(`^${CASA.name}, ${es(addDays(start, 2))}`),
    });
    const rows = screen.getAllByRole('row').slice(1);
    const casaRow = rows.findIndex((row) => within(row).queryByRole('link', { name: CASA.name }));
    const cabanaRow = rows.findIndex((row) => within(row).queryByRole('link', { name: CABANA.name }));
    const span = Math.abs(casaRow - cabanaRow) + 1;

    const last = cell(CABANA.name, addDays(start, 6), 'Libre');
    fireEvent.pointerDown(first, { button: 0 });
    fireEvent.pointerOver(cell(CASA.name, addDays(start, 4), 'Libre'));
    fireEvent.pointerOver(last);
    fireEvent.pointerUp(window);
    expect(screen.getByLabelText('Desde')).toHaveValue(es(addDays(start, 2)));
    expect(screen.getByLabelText('Hasta')).toHaveValue(es(addDays(start, 6)));
    expect(screen.getByRole('checkbox', { name: `Seleccionar ${CASA.name}` })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: `Seleccionar ${CABANA.name}` })).toBeChecked();
    expect(screen.getByText(`${span} productos seleccionados`)).toBeInTheDocument();
    expect(last).toHaveAttribute('data-selected');
    // Moving the pointer after the release changes nothing.
    fireEvent.pointerOver(cell(CASA.name, addDays(start, 9), 'Libre'));
    expect(screen.getByLabelText('Hasta')).toHaveValue(es(addDays(start, 6)));

    // Click the last day first, then Shift-click the first: the earlier day starts the range.
    fireEvent.pointerDown(cell(CABANA.name, addDays(start, 8), 'Libre'), { button: 0 });
    fireEvent.pointerUp(window);
    expect(screen.getByText('1 producto seleccionado')).toBeInTheDocument();
    fireEvent.pointerDown(cell(CABANA.name, addDays(start, 1), 'Libre'), { button: 0, shiftKey: true });
    fireEvent.pointerUp(window);
    expect(screen.getByLabelText('Desde')).toHaveValue(es(addDays(start, 1)));
    expect(screen.getByLabelText('Hasta')).toHaveValue(es(addDays(start, 8)));
    expect(screen.getByRole('checkbox', { name: `Seleccionar ${CASA.name}` })).not.toBeChecked();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Limpiar selección' }));
    expect(screen.getByText('Selecciona productos y fechas')).toBeInTheDocument();
    expect(screen.getByLabelText('Desde')).toHaveValue('');
  });

  it('refuses a block over a reservation, naming the clash per product, and changes nothing', async () => {
    const nights = await reservedNights();
    const before = { casa: await rangesOf(CASA.id, today()), cabana: await rangesOf(CABANA.id, today()) };
    await renderApp('/calendar');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: `Seleccionar ${CASA.name}` }));
    await user.click(screen.getByRole('checkbox', { name: `Seleccionar ${CABANA.name}` }));
    await typeDay('Desde', addDays(nights.start_date, -1));
    await typeDay('Hasta', nights.start_date);
    await user.click(screen.getByRole('button', { name: 'Bloquear fechas' }));

    const dialog = await screen.findByRole('dialog', { name: 'Las fechas se cruzan con otras ya ocupadas' });
    expect(dialog).toHaveTextContent('No se guardó ningún cambio.');
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(
      `${CABANA.name}: reservado del ${es(nights.start_date)} al ${es(nights.end_date)} (reserva ${CONFIRMED})`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rangesOf(CASA.id, today())).toEqual(before.casa);
    expect(await rangesOf(CABANA.id, today())).toEqual(before.cabana);
    expect(cell(CASA.name, addDays(nights.start_date, -1), 'Libre')).toBeInTheDocument();
    // The selection stays, to change it and try again.
    expect(screen.getByText('2 productos seleccionados')).toBeInTheDocument();
  });

  it('reads in English', async () => {
    await activateLanguage('en');
    try {
      await renderApp('/calendar');
      expect(await screen.findByRole('heading', { name: 'Calendar' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Next 30 days' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Block dates' })).toBeInTheDocument();
      const nights = await reservedNights();
      expect(
        screen.getByRole('cell', {
          name: `${CABANA.name}, ${formatDate(nights.start_date, 'en')}: Reserved (${CONFIRMED})`,
        }),
      ).toBeInTheDocument();
    } finally {
      await activateLanguage('es');
    }
  });

  it('offers to add a product when there is none with a calendar', async () => {
    const session = await newProvider('calendar-empty', { complete: true });
    setSession(session);
    await renderApp('/calendar');
    expect(
      await screen.findByRole('heading', { name: 'Aún no tienes productos con calendario' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agregar un producto' })).toHaveAttribute(
      'href',
      '/add-products',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
