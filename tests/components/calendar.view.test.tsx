import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { addMonths, longDay, monthTitle } from '../../src/features/calendar/calendarDays.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { createProduct, installIntersectionObserver, newProvider, uniqueName } from './productsHarness.tsx';
import { renderApp } from './shellHarness.tsx';

/*
 * The calendar screen beyond the range machine, against the real server: the way in from the step grid, the
 * keyboard across days and months (one tab stop per month), the empty state, a restaurant's page and another
 * provider's product.
 */

const LOCALE = 'es-GT';
const dayLabel = (date: string) => new RegExp(`^${longDay(date, LOCALE)},`);
const gridOf = (month: string) =>
  screen.getByRole('grid', { name: new RegExp(monthTitle(month, LOCALE), 'i') });

/** Today as the browser's calendar shows it first. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

let owner: Session;
let productId = '';

beforeAll(async () => {
  await activateLanguage('es');
  installIntersectionObserver();
  owner = await newProvider('calendario-vista', { complete: false });
  productId = await createProduct(uniqueName('Casa Vista'));
});
afterEach(() => clearSession());

describe('the product calendar screen', () => {
  it('is reached from the step grid and shows two months with every day free', async () => {
    setSession(owner);
    await renderApp(`/my-products/${productId}`);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Calendario de disponibilidad' }));
    expect(
      await screen.findByRole('heading', { name: 'Calendario de disponibilidad', level: 1 }),
    ).toBeVisible();
    const month = today().slice(0, 7);
    expect(screen.getAllByRole('grid')).toHaveLength(2);
    expect(gridOf(month)).toBeInTheDocument();
    expect(gridOf(addMonths(month, 1))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: dayLabel(today()) })).toHaveAccessibleName(/, libre$/);
    expect(
      screen.getByText('No hay fechas bloqueadas ni reservadas: todos los días están libres.'),
    ).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Leyenda del calendario' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Libre', 'Bloqueado', 'Reservado', 'Importado de otro calendario', 'Seleccionado']);
  });

  it('moves across days and months with the keyboard, one tab stop per month', async () => {
    setSession(owner);
    await renderApp(`/calendar/${productId}/1`);
    const user = userEvent.setup();
    const first = '2027-01-13';
    await screen.findByRole('heading', { name: 'Calendario de disponibilidad', level: 1 });
    // Fixed days, so the weekdays below hold; the month buttons bring them into view from any today.
    const toward = first > today() ? 'Mes siguiente' : 'Mes anterior';
    const shown = () =>
      screen.queryByRole('button', { name: dayLabel(first) }) &&
      screen.queryByRole('button', { name: dayLabel('2027-02-01') });
    for (let i = 0; i < 60 && !shown(); i++) await user.click(screen.getByRole('button', { name: toward }));
    // The month shown second has its first day as its tab stop; the person clicks a day of the first month.
    await user.click(screen.getByRole('button', { name: dayLabel(first) }));
    const focused = () => document.activeElement?.getAttribute('aria-label') ?? '';
    const expectFocus = (date: string) => expect(focused()).toMatch(dayLabel(date));
    expectFocus(first);
    expect(screen.getByRole('button', { name: dayLabel(first) })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: dayLabel('2027-02-01') })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: dayLabel('2027-01-14') })).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expectFocus('2027-01-14');
    await user.keyboard('{ArrowDown}');
    expectFocus('2027-01-21');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expectFocus('2027-01-13');
    // 13 January 2027 is a Wednesday: its week runs Monday 11 to Sunday 17.
    await user.keyboard('{Home}');
    expectFocus('2027-01-11');
    await user.keyboard('{End}');
    expectFocus('2027-01-17');
    await user.keyboard('{PageDown}');
    expectFocus('2027-02-17');
    // Beyond the months shown, the view follows the focus.
    await user.keyboard('{PageDown}');
    expectFocus('2027-03-17');
    expect(gridOf('2027-03')).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: new RegExp(monthTitle('2027-01', LOCALE), 'i') })).toBeNull();
    await user.keyboard('{PageUp}{PageUp}{PageUp}');
    expectFocus('2026-12-17');
    expect(gridOf('2026-12')).toBeInTheDocument();
    // Enter picks the focused day: with the clicked 13 January, an earlier end is swapped to the start.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: dayLabel('2026-12-17') })).toHaveAccessibleName(
      /, libre, seleccionado$/,
    );
    expect(screen.getByRole('region', { name: 'Fechas elegidas' })).toHaveTextContent(
      'Del 17/Dic/2026 al 13/Ene/2027',
    );
  });

  it('tells a restaurant it has no calendar', async () => {
    setSession(owner);
    await renderApp(`/calendar/${productId}/68`);
    expect(await screen.findByRole('heading', { name: 'Este producto no tiene calendario' })).toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver a mis productos' })).toHaveAttribute(
      'href',
      '/my-products',
    );
  });

  it('sends a hotel or hostel to its rooms, each of which has its calendar', async () => {
    setSession(owner);
    await renderApp(`/calendar/${productId}/3`);
    expect(await screen.findByRole('heading', { name: 'Cada habitación tiene su calendario' })).toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver las habitaciones' })).toHaveAttribute(
      'href',
      `/rooms-hostels/${productId}`,
    );
  });

  it('shows another provider’s product as not found', async () => {
    await newProvider('calendario-ajeno', { complete: false });
    await renderApp(`/calendar/${productId}/1`);
    expect(await screen.findByRole('heading', { name: 'El producto no existe' })).toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
