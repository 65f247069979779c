import AxeBuilder from '@axe-core/playwright';
import { addMonths, longDay, monthTitle } from '../src/features/calendar/calendarDays.ts';
import { expect, type Page, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';

/**
 * The product calendar (issue 13) in a real browser against the built app and the real server, acting as a
 * person: a provider blocks a range with a note (the second day picked with the keyboard), finds it after a
 * reload, reopens it after the confirmation; a range that touches blocked days shows the error modal; the page
 * fits a 390 px phone with one month, and axe finds no serious or critical WCAG A/AA violation.
 */

const LOCALE = 'es-GT';
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Two months ahead of today, so every day picked is in the future. */
const MONTH = addMonths(new Date().toISOString().slice(0, 7), 2);
const day = (n: number) => `${MONTH}-${String(n).padStart(2, '0')}`;

const dayButton = (page: Page, date: string) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(longDay(date, LOCALE))},`) });

/** The demo company signed in in the page, with a new vacation rental of its own for this test. */
async function providerWithProduct(page: Page): Promise<string> {
  const login = await page.request.post('/users/login', {
    data: { email: 'empresa@demo.gt', password: 'Demo1234' },
  });
  expect(login.ok()).toBe(true);
  const session = await login.json();
  const created = await page.request.post('/api/accommodation?product_type=1&language_code=es', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: {
      type_of_property: 'property_type:1:house',
      name: `Casa Calendario ${Date.now()}`,
      title: 'Casa para probar el calendario',
      description: 'Creada por la prueba del calendario en el navegador.',
      commission_model: 1,
    },
  });
  expect(created.ok()).toBe(true);
  await page.addInitScript(
    (value) => localStorage.setItem('portal.session', value),
    JSON.stringify({ token: session.token, user: session.user }),
  );
  return (await created.json())._id;
}

/** Opens the product's calendar and brings MONTH into view with the next-month button. */
async function openCalendar(page: Page, id: string) {
  await page.goto(`/calendar/${id}/1`);
  await expect(page.getByRole('heading', { name: 'Calendario de disponibilidad', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: new RegExp(monthTitle(MONTH, LOCALE), 'i') });
  for (let i = 0; i < 3 && !(await grid.isVisible()); i++)
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
  await expect(grid).toBeVisible();
}

test('a provider blocks a range with a note, finds it after a reload and reopens it', async ({ page }) => {
  const { problems } = watch(page);
  const id = await providerWithProduct(page);
  await openCalendar(page, id);

  // First day by a click, the last one with the keyboard: two days to the right, then Enter.
  await dayButton(page, day(10)).click();
  await expect(page.getByText(/elige el último día/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dayButton(page, day(12))).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Nota' }).fill('Mantenimiento');
  await page.getByRole('button', { name: 'Bloquear fechas' }).click();
  await expect(dayButton(page, day(11))).toHaveAccessibleName(/, bloqueado: Mantenimiento$/);

  await page.reload();
  await openCalendar(page, id);
  for (const n of [10, 11, 12])
    await expect(dayButton(page, day(n))).toHaveAccessibleName(/, bloqueado: Mantenimiento$/);
  const closed = page.getByRole('list', { name: 'Fechas cerradas' });
  await expect(closed.getByRole('listitem')).toHaveCount(1);
  await expect(closed).toContainText('Mantenimiento');

  // The same days picked exactly: the calendar asks before reopening them.
  await dayButton(page, day(12)).click();
  await dayButton(page, day(10)).click();
  const dialog = page.getByRole('dialog', { name: '¿Liberar estas fechas?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Liberar fechas' }).click();
  await expect(dialog).toBeHidden();
  await expect(dayButton(page, day(11))).toHaveAccessibleName(/, libre$/);
  await expect(
    page.getByText('No hay fechas bloqueadas ni reservadas: todos los días están libres.'),
  ).toBeVisible();

  await page.reload();
  await openCalendar(page, id);
  await expect(dayButton(page, day(11))).toHaveAccessibleName(/, libre$/);
  expect(problems).toEqual([]);
});

/** Days from today (UTC, as the server counts) to the date. */
const daysUntil = (date: string) =>
  Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)) /
      86_400_000,
  );

/** A traveler books the product (the operator's simulation of the marketplace) and the provider accepts. */
async function acceptedReservation(page: Page, productId: string, arrival: string, nights: number) {
  const operator = await page.request.post('/users/login', {
    data: { email: 'soporte@demo.gt', password: 'Demo1234' },
  });
  expect(operator.ok()).toBe(true);
  const booked = await page.request.post('/api/simulate/bookings', {
    headers: { Authorization: `Bearer ${(await operator.json()).token}` },
    data: {
      provider_email: 'empresa@demo.gt',
      product_id: productId,
      start_in_days: daysUntil(arrival),
      nights,
    },
  });
  expect(booked.status()).toBe(201);
  const booking = await booked.json();
  const provider = await page.request.post('/users/login', {
    data: { email: 'empresa@demo.gt', password: 'Demo1234' },
  });
  const accepted = await page.request.put(`/api/bookings/${booking._id}/accept`, {
    headers: { Authorization: `Bearer ${(await provider.json()).token}` },
  });
  expect(accepted.ok()).toBe(true);
  return { id: booking._id as string, code: booking.reservation_no as string };
}

test('ranges touching blocked or reserved days show the error modal and are cleared', async ({ page }) => {
  const id = await providerWithProduct(page);
  const reservation = await acceptedReservation(page, id, day(20), 2);
  await openCalendar(page, id);
  // The reservation holds its nights (arrival to the day before departure), named by its code and linked.
  for (const n of [20, 21])
    await expect(dayButton(page, day(n))).toHaveAccessibleName(
      new RegExp(`, reservado: reserva ${escapeRegExp(reservation.code)}$`),
    );
  await expect(dayButton(page, day(22))).toHaveAccessibleName(/, libre$/);
  await expect(page.getByRole('link', { name: `Reserva ${reservation.code}` })).toHaveAttribute(
    'href',
    `/reservation/${reservation.id}`,
  );

  await dayButton(page, day(10)).click();
  await dayButton(page, day(12)).click();
  await page.getByRole('button', { name: 'Bloquear fechas' }).click();
  await expect(dayButton(page, day(12))).toHaveAccessibleName(/, bloqueado$/);

  const dialog = page.getByRole('dialog', { name: 'No se puede bloquear' });
  for (const [first, last] of [
    [14, 12],
    [18, 20],
  ] as const) {
    await dayButton(page, day(first)).click();
    await dayButton(page, day(last)).click();
    await expect(dialog).toContainText(
      'Las fechas elegidas se cruzan con fechas ya bloqueadas o reservadas. Elige otras fechas.',
    );
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Elige el primer día en el calendario.')).toBeVisible();
    await expect(dayButton(page, day(first))).toHaveAccessibleName(/, libre$/);
  }
});

test('on a 390 px phone the calendar shows one month, fits the screen and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await providerWithProduct(page);
  await openCalendar(page, id);
  await dayButton(page, day(3)).click();
  await dayButton(page, day(5)).click();
  await page.getByRole('button', { name: 'Bloquear fechas' }).click();
  await expect(dayButton(page, day(4))).toHaveAccessibleName(/, bloqueado$/);

  await expect(page.getByRole('grid')).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await dayButton(page, day(4)).boundingBox();
  // A day is a comfortable target on a phone (WCAG 2.5.8 asks for 24 px).
  expect(box?.width).toBeGreaterThanOrEqual(40);
  expect(box?.height).toBeGreaterThanOrEqual(40);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const { violations } = await new AxeBuilder({ page }).setLegacyMode().withTags(WCAG_AA).analyze();
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id} at ${width} px: ${v.nodes.map((n) => n.target.join(' '))}`)).toEqual(
      [],
    );
  }
  await expect(page.getByRole('grid')).toHaveCount(2);
});
