import AxeBuilder from '@axe-core/playwright';
import { addMonths, longDay, monthTitle } from '../src/features/calendar/calendarDays.ts';
import { expect, type Page, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';

/**
 * The calendar of a thing to do, by departure day (issue 16), in a real browser against the built app and the
 * real server, acting as a person: the demo provider signs in, opens the demo Tikal tour's calendar from its
 * card's menu, closes one departure with one click, a note and "Cerrar salida", finds it closed after a
 * reload and opens it again. On a 390 px phone each day's seat mark fits its cell, and axe finds no serious or
 * critical WCAG A/AA violation. Every departure closed here is opened again, so the demo data stays as seeded.
 */

const LOCALE = 'es-GT';
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The published demo tour: collective, 16 seats, a departure every day (server/db/demoTours.ts). */
const TIKAL = { id: '5f0c2a9e-7b1d-4c3e-9a58-3d61b0e7c412', name: 'Amanecer en Tikal' };

/** Two months ahead of today, so every day picked is in the future. */
const MONTH = addMonths(new Date().toISOString().slice(0, 7), 2);
const day = (n: number) => `${MONTH}-${String(n).padStart(2, '0')}`;

const dayButton = (page: Page, date: string) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(longDay(date, LOCALE))},`) });

/** Brings MONTH into view with the next-month button. */
async function showMonth(page: Page) {
  const grid = page.getByRole('grid', { name: new RegExp(monthTitle(MONTH, LOCALE), 'i') });
  for (let i = 0; i < 3 && !(await grid.isVisible()); i++)
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
  await expect(grid).toBeVisible();
}

/** The demo provider signs in with the form. */
async function signIn(page: Page) {
  await page.addInitScript(() => localStorage.setItem('portal.productStatusLegendSeen', '1'));
  await page.goto('/login');
  await page.getByLabel(/^Correo electrónico( \*)?$/).fill('empresa@demo.gt');
  await page.getByLabel(/^Contraseña( \*)?$/).fill('Demo1234');
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Picks the closed departure again and opens it in the dialog. */
async function reopen(page: Page, date: string) {
  await dayButton(page, date).click();
  const dialog = page.getByRole('dialog', { name: '¿Abrir esta salida?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Abrir salida' }).click();
  await expect(dialog).toBeHidden();
  await expect(dayButton(page, date)).toHaveAccessibleName(/, 0 de 16 plazas reservadas$/);
}

test('a provider closes one departure of the Tikal tour with one click, finds it closed after a reload and opens it again', async ({
  page,
}) => {
  const { problems } = watch(page);
  await signIn(page);
  await page.goto('/my-products');
  await page.getByLabel('Buscar productos').fill(TIKAL.name);
  await expect(page).toHaveURL(/[?&]query=/);
  const card = page.getByRole('article').filter({ hasText: TIKAL.name });
  await card.getByRole('button', { name: `Gestionar ${TIKAL.name}` }).click();
  await page.getByRole('menuitem', { name: 'Calendario' }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar/${TIKAL.id}/12$`));
  await expect(page.getByRole('heading', { name: 'Calendario de disponibilidad', level: 1 })).toBeVisible();
  // A tour's prices are per person: the nightly strip gives way to a link to the prices step.
  await expect(page.getByRole('link', { name: 'Cambiar precios' })).toBeVisible();
  await showMonth(page);

  const date = day(10);
  await expect(dayButton(page, date)).toHaveAccessibleName(/, 0 de 16 plazas reservadas$/);
  await expect(dayButton(page, date)).toContainText('0/16');
  await dayButton(page, date).click();
  await expect(page.getByText(/Guarda para cerrar esa salida/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Nota' }).fill('Feriado local');
  await page.getByRole('button', { name: 'Cerrar salida' }).click();
  await expect(dayButton(page, date)).toHaveAccessibleName(/, salida cerrada, bloqueado: Feriado local$/);

  await page.reload();
  await showMonth(page);
  await expect(dayButton(page, date)).toHaveAccessibleName(/, salida cerrada, bloqueado: Feriado local$/);
  await expect(page.getByRole('list', { name: 'Salidas cerradas y reservadas' })).toContainText(
    'Feriado local',
  );
  await reopen(page, date);
  await expect(page.getByText('No hay salidas cerradas ni reservadas.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('on a 390 px phone the seat marks fit their days, the keys still move between days, and axe passes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto(`/calendar/${TIKAL.id}/12`);
  await expect(page.getByRole('heading', { name: 'Calendario de disponibilidad', level: 1 })).toBeVisible();
  await showMonth(page);
  await expect(page.getByRole('grid')).toHaveCount(1);

  await dayButton(page, day(14)).click();
  await page.keyboard.press('ArrowRight');
  await expect(dayButton(page, day(15))).toBeFocused();
  await page.keyboard.press('Enter');
  // Two days picked: the range closes both departures.
  await page.getByRole('button', { name: 'Cerrar salidas' }).click();
  await expect(dayButton(page, day(15))).toHaveAccessibleName(/, salida cerrada, bloqueado$/);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const cell = dayButton(page, day(20));
  await expect(cell).toContainText('0/16');
  const fits = await cell.evaluate((button) => {
    const mark = button.querySelector('.cal-mark')!.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    return mark.left >= box.left && mark.right <= box.right && box.width >= 40 && box.height >= 40;
  });
  expect(fits).toBe(true);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const { violations } = await new AxeBuilder({ page }).setLegacyMode().withTags(WCAG_AA).analyze();
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id} at ${width} px: ${v.nodes.map((n) => n.target.join(' '))}`)).toEqual(
      [],
    );
  }

  // The range is picked exactly to open it again.
  await dayButton(page, day(14)).click();
  await dayButton(page, day(15)).click();
  const dialog = page.getByRole('dialog', { name: '¿Liberar estas fechas?' });
  await dialog.getByRole('button', { name: 'Liberar fechas' }).click();
  await expect(dialog).toBeHidden();
  await expect(dayButton(page, day(15))).toHaveAccessibleName(/, 0 de 16 plazas reservadas$/);
});
