import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';
import { signIn } from './session.ts';

/**
 * The profile hub and its settings screens (issue 15) in a real browser against the built app and the real
 * server: the demo company opens its profile from the side menu's profile block, edits its personal information
 * on /edit-profile and finds it after a reload; a password is changed with a wrong current one (the message
 * under the field) and then the right one; /profile fits a 390 px phone and passes axe.
 */

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The password change ends every other session of its account, and e2e/session.ts shares each account's
 * session with the specs after this one: it runs on influencer@demo.gt, which no other spec signs in as, and
 * the password is put back at the end.
 */
const PASSWORD_ACCOUNT = { email: 'influencer@demo.gt', password: 'Demo1234' };

async function login(page: Page, email: string, password: string) {
  const response = await page.request.post('/users/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { token: string; user: unknown };
}

test('the demo company opens Perfil from the profile block and edits its personal information', async ({
  page,
}) => {
  const { problems } = watch(page);
  await signIn(page);
  await page.goto('/dashboard');
  await page.getByTestId('profile-block').click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('link', { name: /Ver mi perfil/ }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hotel Lago Atitlán' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Perfil de empresa/ })).toBeVisible();

  await page.getByRole('link', { name: /Información personal/ }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);
  const lastName = page.getByLabel(/^Apellido/);
  await expect(lastName).toHaveValue('López');
  await lastName.fill('López Méndez');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();
  await expect(page).toHaveURL(/\/edit-profile$/);

  await page.reload();
  await expect(page.getByLabel(/^Apellido/)).toHaveValue('López Méndez');
  // Back as the seed has it, for the specs after this one.
  await page.getByLabel(/^Apellido/).fill('López');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados').first()).toBeVisible();
  await page.getByRole('link', { name: 'Volver al perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('link', { name: /Información personal/ })).toContainText('Ana López');
  expect(problems).toEqual([]);
});

test('a wrong current password is refused under its field, then the right one changes it', async ({
  page,
}) => {
  const { email, password } = PASSWORD_ACCOUNT;
  const session = await login(page, email, password);
  await page.addInitScript((value) => localStorage.setItem('portal.session', value), JSON.stringify(session));
  await page.goto('/edit-acount');
  const form = page.getByRole('form', { name: 'Contraseña' });
  await form.getByLabel(/^Contraseña actual/).fill('Equivocada1');
  await form.getByLabel(/^Nueva contraseña/).fill('Cambio2026');
  await form.getByLabel(/^Confirmar nueva contraseña/).fill('Cambio2026');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByText('Contraseña incorrecta')).toBeVisible();
  await expect(form.getByLabel(/^Nueva contraseña/)).toHaveValue('Cambio2026');

  await form.getByLabel(/^Contraseña actual/).fill(password);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();
  await expect(page).toHaveURL(/\/edit-acount$/);

  // The old password no longer signs in; the new one does, and puts the old one back.
  const old = await page.request.post('/users/login', { data: { email, password } });
  expect(old.ok()).toBe(false);
  const renewed = await login(page, email, 'Cambio2026');
  const restore = await page.request.put('/users/account', {
    headers: { Authorization: `Bearer ${renewed.token}` },
    data: {
      email,
      password: 'Cambio2026',
      new_password: password,
      verify_password: password,
      change_password: true,
    },
  });
  expect(restore.ok()).toBe(true);
});

test('/profile fits a 390 px phone and passes axe', async ({ page }) => {
  await signIn(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Hotel Lago Atitlán' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Idioma y ubicación/ })).toContainText('Guatemala');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  }
});
