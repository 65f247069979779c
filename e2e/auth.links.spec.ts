import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';
import { field } from './signup.ts';

/**
 * Links that led nowhere (issue 26), followed as a person does in a real browser against the built app and
 * server: the privacy policy of /register opens a real privacy notice (it opened the terms placeholder), and an
 * influencer who signs in lands on their panel, My QR (issue 31), instead of a business's statistics. Both fit a
 * 390 px phone and pass axe.
 */

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function fitsAndPassesAxe(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  expect(violations).toEqual([]);
}

test.use({ viewport: { width: 390, height: 844 } });

test('the privacy policy of /register opens the privacy notice', async ({ page, context }) => {
  const { problems } = watch(page);
  await page.goto('/register?role=2');
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'política de privacidad' }).click();
  const notice = await opened;
  await expect(notice).toHaveURL(/\/terms\/privacy$/);
  await expect(notice.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeVisible();
  await expect(notice.getByRole('heading', { level: 2, name: 'Qué datos tratamos' })).toBeVisible();
  await expect(notice.getByText('En construcción')).toHaveCount(0);
  await expect(notice).toHaveTitle(/^Aviso de privacidad/);
  await fitsAndPassesAxe(notice);
  expect(problems).toEqual([]);
});

test('an influencer who signs in lands on My QR, with no business statistics', async ({ page }) => {
  const { problems } = watch(page);
  await page.goto('/login');
  await field(page, 'Correo electrónico').fill('influencer@demo.gt');
  await field(page, 'Contraseña').fill('Demo1234');
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await expect(page).toHaveURL(/\/qr$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi QR' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Estadísticas' })).toHaveCount(0);
  await expect(page.getByText('Comisiones (USD)')).toHaveCount(0);
  await fitsAndPassesAxe(page);
  expect(problems).toEqual([]);
});
