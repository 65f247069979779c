import AxeBuilder from '@axe-core/playwright';
import type { components } from '../openapi/schema.d.ts';
import { shown, typed } from './dateField.ts';
import { expect, type Page, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * Issue 13's calendar of all products in a real browser against the built app and the real server: a range
 * dragged across two products is blocked in one go and is still there after a reload; a block over an accepted
 * reservation names the clash and changes nothing; the page passes axe and fits a 390 px phone. The demo
 * company's Apartamento and Casa del árbol have no reservations; Cabaña holds GT-240094's nights.
 */

type AvailabilityList = components['schemas']['AvailabilityList'];

const APARTAMENTO = {
  id: 'ecd8cba4-4a14-42c1-b709-bef738da044d',
  name: 'Apartamento Xela Centro',
};
const CABANA = {
  id: 'fea992ac-d568-45e0-9899-903f0064fc78',
  name: 'Cabaña Volcán de Agua',
};

const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/** DD/Mmm/YYYY as the page writes days (SPEC §9). */
function es(day: string) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = new Intl.DateTimeFormat('es-GT', { month: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(y, m - 1, d)))
    .replace('.', '');
  return `${String(d).padStart(2, '0')}/${month.charAt(0).toUpperCase()}${month.slice(1, 3)}/${y}`;
}

const cell = (page: Page, name: string, day: string) =>
  page.getByRole('cell', { name: new RegExp(`^${name}, ${es(day)}: `) });

async function entriesOf(page: Page, productId: string) {
  const login = await page.request.post('/users/login', {
    data: { email: 'empresa@demo.gt', password: 'Demo1234' },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await page.request.get(`/api/accommodation/availability/${productId}/es`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as AvailabilityList).data;
}

test.beforeEach(async ({ page }) => signIn(page));

test('a range dragged across two products is blocked in one go and stays after a reload', async ({
  page,
}) => {
  const start = addDays(new Date().toISOString().slice(0, 10), 100);
  await page.goto(`/calendar?start=${start}`);
  const from = cell(page, APARTAMENTO.name, addDays(start, 4));
  const to = cell(page, CABANA.name, addDays(start, 6));
  await expect(from).toHaveAttribute('data-state', 'free');
  await from.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('cells not laid out');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();

  await expect(page.getByText('2 productos seleccionados')).toBeVisible();
  await expect(page.getByLabel('Desde', { exact: true })).toHaveValue(shown(addDays(start, 4), 'es'));
  await expect(page.getByLabel('Hasta', { exact: true })).toHaveValue(shown(addDays(start, 6), 'es'));
  await page.getByRole('textbox', { name: 'Nota (opcional)' }).fill('Pintura');
  await page.getByRole('button', { name: 'Bloquear fechas', exact: true }).click();
  await expect(page.getByText('Fechas bloqueadas en 2 productos.')).toBeVisible();

  await page.reload();
  for (const product of [APARTAMENTO, CABANA]) {
    for (const day of [addDays(start, 4), addDays(start, 5), addDays(start, 6)]) {
      await expect(cell(page, product.name, day)).toHaveAccessibleName(/: Bloqueado \(Pintura\)$/);
    }
    await expect(cell(page, product.name, addDays(start, 7))).toHaveAttribute('data-state', 'free');
  }
});

test('a block over a reservation names the clash and changes nothing', async ({ page }) => {
  const reserved = (await entriesOf(page, CABANA.id)).find((entry) => entry.reservation_no === 'GT-240094');
  if (!reserved) throw new Error('GT-240094 holds no nights');
  const before = await entriesOf(page, APARTAMENTO.id);
  await page.goto('/calendar');
  await page.getByRole('checkbox', { name: `Seleccionar ${APARTAMENTO.name}` }).check();
  await page.getByRole('checkbox', { name: `Seleccionar ${CABANA.name}` }).check();
  await page.getByLabel('Desde', { exact: true }).fill(typed(addDays(reserved.start_date, -2)));
  await page.getByLabel('Hasta', { exact: true }).fill(typed(reserved.start_date));
  await page.getByRole('button', { name: 'Bloquear fechas', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Las fechas se cruzan con otras ya ocupadas' });
  await expect(dialog).toContainText('No se guardó ningún cambio.');
  await expect(dialog.getByRole('listitem')).toHaveText([
    `${CABANA.name}: reservado del ${es(reserved.start_date)} al ${es(reserved.end_date)} (reserva GT-240094)`,
  ]);
  await dialog.getByRole('button', { name: 'Entendido' }).click();

  await page.reload();
  await expect(cell(page, APARTAMENTO.name, addDays(reserved.start_date, -1))).toHaveAttribute(
    'data-state',
    'free',
  );
  expect(await entriesOf(page, APARTAMENTO.id)).toEqual(before);
});

for (const width of [1280, 390]) {
  test(`/calendar passes axe and fits the window at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/calendar');
    await expect(page.getByRole('table', { name: 'Disponibilidad por producto y día' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode()
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // The grid scrolls inside its own box; the page itself is never wider than the window.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The product names stay in view while the days scroll sideways.
    const region = page.getByRole('region', { name: 'Calendario de todos los productos' });
    await region.evaluate((box) => {
      box.scrollLeft = box.scrollWidth;
    });
    await expect(page.getByRole('link', { name: APARTAMENTO.name })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Bloquear fechas', exact: true })).toBeVisible();
  });
}
