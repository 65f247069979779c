import { expect, type Response, test } from '@playwright/test';
import { field, openVerificationMail, pickOption, registerThroughForm, watchErrors } from './signup.ts';

/**
 * A new company provider's onboarding, in a real browser against the built app and the real server: the
 * country chosen at registration is carried into the initial configuration and the phone, a real 8-digit
 * Guatemalan number ("5512 3456") is accepted and saved, and no request of these screens fails.
 */

/** Requests to the portal's own server answered 4xx or 5xx, as "STATUS METHOD path". */
function watchFailedRequests(page: import('@playwright/test').Page, origin: string): string[] {
  const failed: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.origin === origin && response.status() >= 400) {
      failed.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
    }
  });
  return failed;
}

test('a new company provider goes through onboarding with an 8-digit Guatemalan phone', async ({
  page,
  baseURL,
}) => {
  const email = `e2e-onboarding-${Date.now()}@example.com`;
  await registerThroughForm(page, {
    email,
    firstName: 'Ana',
    lastName: 'Xol',
    country: 'Guatemala',
    language: 'es',
  });
  await openVerificationMail(page, email, 'es');

  // From the automatic login on, every screen is onboarding: none may meet a failing request.
  await expect(page).toHaveURL(/\/option-initial/);
  const failed = watchFailedRequests(page, new URL(baseURL ?? '').origin);
  const errors = watchErrors(page);

  await page.getByRole('button', { name: 'Completar información' }).click();
  await page.getByRole('radio', { name: /Empresa/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/config-initial/);
  await expect(field(page, 'País').first()).toHaveValue('Guatemala');
  await pickOption(page, 'Departamento o estado', 'Sololá');
  await pickOption(page, 'Ciudad', 'Panajachel');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  await expect(page).toHaveURL(/\/bussines-information/);
  await expect(field(page, 'País del teléfono 1')).toHaveValue('GT +502');
  await field(page, 'Nombre de la empresa').fill('Kayaks del Lago');
  const phone = field(page, 'Número de teléfono 1');
  // A number too short for Guatemala says so, and keeps what was typed.
  await phone.fill('5512 345');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.getByText('Faltan dígitos: el número es corto para el país elegido')).toBeVisible();
  await expect(phone).toHaveValue('5512 345');

  await phone.fill('5512 3456');
  await field(page, 'Fecha de fundación').click();
  await page.getByRole('button', { name: '2021', exact: true }).click();
  const calendar = page.locator('[class*="-dropdown"]').filter({ hasText: '2021' });
  await calendar.getByRole('button', { name: 'mar', exact: true }).click();
  await calendar.locator('button:not([data-outside])').filter({ hasText: /^4$/ }).click();
  await field(page, 'Idiomas de atención').first().click();
  await page.getByRole('option', { name: 'Español' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText('Faltan dígitos')).toHaveCount(0);

  // Saved: the form opened again shows the number as typed, in Guatemala.
  await page.goto('/bussines-information');
  await expect(field(page, 'Número de teléfono 1')).toHaveValue('5512 3456');
  await expect(field(page, 'País del teléfono 1')).toHaveValue('GT +502');
  await expect(field(page, 'Nombre de la empresa')).toHaveValue('Kayaks del Lago');

  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
