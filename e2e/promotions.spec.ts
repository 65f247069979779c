import AxeBuilder from '@axe-core/playwright';
import { DEMO_PRODUCTS } from '../server/db/demoProducts.ts';
import { transitionsEnded } from './accessibilityChecks.ts';
import { expect, type Locator, type Page, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';

/**
 * Promotions (issue 14) in a real browser against the built app and the real server, acting as a person: the
 * demo company reaches /promote from My products, creates a 20 % discount for next week, assigns it to two
 * stays, sees its tags on both cards in My products, and reads in the edit modal what the traveler pays and
 * what it receives for the first night — the same amounts the server's preview gives. /promote fits a 390 px
 * phone and passes axe with the promotion on it.
 */

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The app's money in Spanish (TravelerPays.tsx: es → es-GT). */
const money = new Intl.NumberFormat('es-GT', { style: 'currency', currency: 'USD' });

const isoDay = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
const typed = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Next week: Monday to Sunday after this one. */
const daysToNextMonday = (8 - new Date().getDay()) % 7 || 7;
const START = isoDay(daysToNextMonday);
const END = isoDay(daysToNextMonday + 6);

/** The two published stays of type 1 (vacation rentals) of the demo company. */
const STAYS = DEMO_PRODUCTS.filter((p) => p.type === 1 && p.status === 'published').slice(0, 2);

async function signInCompany(page: Page): Promise<string> {
  const login = await page.request.post('/users/login', {
    data: { email: 'empresa@demo.gt', password: 'Demo1234' },
  });
  expect(login.ok()).toBe(true);
  const session = await login.json();
  await page.addInitScript(
    (value) => localStorage.setItem('portal.session', value),
    JSON.stringify({ token: session.token, user: session.user }),
  );
  return session.token;
}

const productCard = (page: Page, name: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

test('a provider creates a 20 % discount for next week, assigns it to two stays and previews the price', async ({
  page,
}) => {
  expect(STAYS).toHaveLength(2);
  const { problems } = watch(page);
  const token = await signInCompany(page);
  const title = `Semana próxima ${Date.now().toString(36)}`;

  // My products → a stay's manage menu → Ofertas → all my promotions.
  await page.goto('/my-products');
  await page.getByRole('button', { name: `Gestionar ${STAYS[0]!.name}` }).click();
  await page.getByRole('menuitem', { name: 'Ofertas' }).click();
  await expect(page.getByRole('heading', { name: 'Ofertas', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Todas mis promociones' }).click();
  await expect(page.getByRole('heading', { name: 'Promociones', level: 1 })).toBeVisible();

  // Create: type Descuentos, choice 20 %.
  await page.getByRole('tab', { name: 'Descuentos' }).click();
  await expect(page).toHaveURL(/tab=2/);
  await page.getByRole('button', { name: 'Crear promoción' }).click();
  const form = page.getByRole('dialog', { name: 'Crear promoción' });
  await expect(form.getByRole('combobox', { name: /^Tipo de promoción/ })).toHaveValue('Descuento');
  await form.getByRole('textbox', { name: 'Título' }).fill(title);
  await form.getByRole('textbox', { name: /^Fecha de inicio/ }).fill(typed(START));
  await form.getByRole('textbox', { name: /^Fecha de fin/ }).fill(typed(END));
  // Moving on closes the calendar under the field.
  await form.getByRole('textbox', { name: /^Fecha de fin/ }).press('Tab');
  await form.getByText('−20 %', { exact: true }).click();
  await expect(form.getByRole('textbox', { name: /^Porcentaje de descuento/ })).toHaveValue('20 %');
  await form.getByRole('button', { name: 'Guardar promoción' }).click();
  await expect(form).toBeHidden();
  const promotion = page.getByRole('article', { name: title });
  await expect(promotion.getByText('−20 %')).toBeVisible();
  await expect(promotion.getByText('Sin productos asignados')).toBeVisible();

  // Assign it to the two stays.
  await promotion.getByRole('button', { name: 'Asignar productos' }).click();
  const assign = page.getByRole('dialog', { name: `Asignar productos: ${title}` });
  await assign.getByText('Alquileres vacacionales', { exact: true }).click();
  for (const stay of STAYS) await assign.getByRole('checkbox', { name: new RegExp(stay.name) }).check();
  await assign.getByRole('button', { name: 'Guardar' }).click();
  await expect(assign).toBeHidden();
  for (const stay of STAYS) await expect(promotion.getByText(/^Productos: /)).toContainText(stay.name);

  // My products: both cards carry the tag.
  await page.goto('/my-products');
  for (const stay of STAYS) {
    await expect(productCard(page, stay.name).getByText('Descuento −20 %')).toBeVisible();
  }

  // The edit modal previews the first night for each stay, as the server's preview prices it.
  await page.goto('/promote?tab=2');
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar promoción' });
  const preview = edit.getByRole('region', { name: 'Lo que paga el viajero' });
  await expect(preview.getByTestId('traveler-pays')).toHaveCount(2);
  for (const stay of STAYS) {
    const response = await page.request.get(
      `/api/promotions-new/price-preview/${stay.id}?start=${START}&days=1`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(response.ok()).toBe(true);
    const night = (await response.json()).nights[0];
    expect(night.discount_percent).toBe(20);
    const line = preview.getByRole('listitem').filter({ hasText: stay.name });
    await expect(line.getByTestId('traveler-pays')).toHaveText(
      `El viajero paga ${money.format(night.traveler_pays)} · Tú recibes ${money.format(night.you_receive)}`,
    );
  }
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edit).toBeHidden();
  expect(problems).toEqual([]);
});

test('/promote fits a 390 px phone and passes axe', async ({ page }) => {
  await signInCompany(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/promote?tab=2');
    await expect(page.getByRole('heading', { name: 'Promociones', level: 1 })).toBeVisible();
    await expect(page.getByTestId('promotions-loading')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    // The create modal too.
    await page.getByRole('button', { name: 'Crear promoción' }).click();
    const form = page.getByRole('dialog', { name: 'Crear promoción' });
    await expect(form).toBeVisible();
    await transitionsEnded(page);
    const inModal = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG_AA).analyze();
    expect(inModal.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await form.getByRole('button', { name: 'Cancelar' }).click();
  }
});
