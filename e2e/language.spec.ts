import { expect, type Page, test } from './fixtures.ts';

/**
 * The language a person picks on the public login page carries into the session and into the account
 * (issue 11): English chosen before signing in stays after sign-in and after a reload; signing out goes back to
 * Spanish (SPEC §6); the account remembers English at the next sign-in, and a switch back to Spanish while
 * signed in is saved too.
 */

const languageSwitch = (page: Page) =>
  page.getByRole('radiogroup', { name: /Idioma de la interfaz|Interface language/ });

async function signInThroughTheForm(page: Page, email: string, password: string, button: string) {
  await page.getByLabel(/^(Correo electrónico|Email)/).fill(email);
  await page.getByLabel(/^(Contraseña|Password)/).fill(password);
  await page.getByRole('button', { name: button, exact: true }).last().click();
}

test('the language chosen before signing in carries into the session and back to Spanish on sign-out', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  await languageSwitch(page).getByText('EN', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await signInThroughTheForm(page, 'empresa@demo.gt', 'Demo1234', 'Log in');

  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Hello, Ana' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hello, Ana' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My products' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // The account saved English: signing in again without touching the switch opens in it.
  await signInThroughTheForm(page, 'empresa@demo.gt', 'Demo1234', 'Iniciar sesión');
  await expect(page.getByRole('heading', { name: 'Hello, Ana' })).toBeVisible();

  // Switching back while signed in is saved as well: after a sign-out and sign-in it is Spanish.
  const saved = page.waitForResponse((response) => response.url().endsWith('/users/language'));
  await languageSwitch(page).getByText('ES', { exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Hola, Ana' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await signInThroughTheForm(page, 'empresa@demo.gt', 'Demo1234', 'Iniciar sesión');
  await expect(page.getByRole('heading', { name: 'Hola, Ana' })).toBeVisible();
});
