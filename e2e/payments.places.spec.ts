import { expect, type Page, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';
import { signIn } from './session.ts';

/**
 * Issue 26: on each payment form a provider opened País and chose Guatemala — the country the form already showed
 * — and the field went empty with Departamento disabled; only a second pick took. One pick must do, at once and
 * after the page has settled.
 */

const FORMS = [
  { path: '/edit-information-transfer', heading: 'Datos para transferencia' },
  { path: '/edit-taxpayer-information', heading: 'Datos de contribuyente' },
  { path: '/edit-non-taxpayer-information', heading: 'Datos de no contribuyente' },
];

async function pickGuatemalaOnce(page: Page) {
  const country = page.getByRole('combobox', { name: /^País/ });
  await country.click();
  await page.getByRole('option', { name: 'Guatemala', exact: true }).click();
  await expect(country).toHaveValue('Guatemala');
  await expect(page.getByRole('combobox', { name: /^Departamento o estado/ })).toBeEnabled();
}

for (const form of FORMS) {
  test(`pick Guatemala once on ${form.path}`, async ({ page }) => {
    const { problems, settled } = watch(page);
    await signIn(page);
    await page.goto(form.path);
    await expect(page.getByRole('heading', { name: form.heading, level: 1 })).toBeVisible();
    await pickGuatemalaOnce(page);

    // Again after the page has settled, as the provider did.
    await page.reload();
    await expect(page.getByRole('heading', { name: form.heading, level: 1 })).toBeVisible();
    await settled();
    await page.waitForTimeout(2500);
    await pickGuatemalaOnce(page);
    await page.getByRole('combobox', { name: /^Departamento o estado/ }).click();
    await page.getByRole('option', { name: 'Sololá', exact: true }).click();
    await expect(page.getByRole('combobox', { name: /^Departamento o estado/ })).toHaveValue('Sololá');
    await expect(page.getByRole('combobox', { name: /^Ciudad/ })).toBeEnabled();
    expect(problems).toEqual([]);
  });
}
