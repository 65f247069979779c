import { typed } from './dateField.ts';
import { expect, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';
import { signIn } from './session.ts';
import { field, pickOption } from './signup.ts';

/**
 * Issue 26, item 5, as the provider met it: a product named with tags in it showed on the promotion card as
 * "Casa alert(1)" with a console error. The demo provider names a new stay `Casa <script>…</script>`, runs a
 * promotion on it, and the card says the name exactly as typed, with nothing run and nothing logged.
 */

const isoDay = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

test('a product named with tags shows on the promotion card as typed', async ({ page }) => {
  test.setTimeout(120_000);
  const { problems } = watch(page);
  const stamp = Date.now().toString(36);
  const name = `Casa <script>alert(1)</script> ${stamp}`;
  const title = `Nombres ${stamp}`;
  await signIn(page, 'empresa@demo.gt');
  await page.addInitScript(() => localStorage.setItem('portal.productStatusLegendSeen', '1'));

  // A new vacation rental under that name (its information step creates it).
  await page.goto('/vacation-rental/information?commission=1');
  await pickOption(page, 'Tipo de propiedad', 'Casa');
  await field(page, 'Nombre del alojamiento').fill(name);
  await field(page, 'Título del anuncio').fill('Casa con vista al lago');
  await field(page, 'Descripción').fill('Dos habitaciones frente al lago.');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/vacation-rental\/location\//);

  // A promotion for it.
  await page.goto('/promote?tab=2');
  await page.getByRole('button', { name: 'Crear promoción' }).click();
  const form = page.getByRole('dialog', { name: 'Crear promoción' });
  await form.getByRole('textbox', { name: 'Título' }).fill(title);
  await form.getByRole('textbox', { name: /^Fecha de inicio/ }).fill(typed(isoDay(10)));
  await form.getByRole('textbox', { name: /^Fecha de fin/ }).fill(typed(isoDay(14)));
  await form.getByRole('textbox', { name: /^Fecha de fin/ }).press('Tab');
  await form.getByText('−10 %', { exact: true }).click();
  await form.getByRole('button', { name: 'Guardar promoción' }).click();
  await expect(form).toBeHidden();
  const promotion = page.getByRole('article', { name: title });
  await promotion.getByRole('button', { name: 'Asignar productos' }).click();
  const assign = page.getByRole('dialog', { name: `Asignar productos: ${title}` });
  await assign.getByText('Alquileres vacacionales', { exact: true }).click();
  await assign.getByRole('checkbox', { name }).check();
  await assign.getByRole('button', { name: 'Guardar' }).click();
  await expect(assign).toBeHidden();

  // The card says the name as it was typed: no element made of it, nothing logged.
  await expect(promotion.getByText(/^Productos: /)).toContainText(name);
  expect(await page.locator('article script').count()).toBe(0);
  expect(problems).toEqual([]);
});
