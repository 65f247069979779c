import { expect, type Page, test } from '@playwright/test';
import { say } from './catalog.ts';
import { signIn } from './session.ts';

/**
 * Issue 16: the tour steps on a 390 px phone, in a real browser against the built app and the real server. Each
 * new step draws without a horizontal scroll, its main button in reach.
 */

const s = (spanish: string) => say('es', spanish);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

test.use({ viewport: { width: 390, height: 844 } });

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('the tour steps fit a 390 px phone', async ({ page }) => {
  await signIn(page, 'empresa@demo.gt');
  await page.goto('/tour/information?commission=1');
  await noSideScroll(page);
  await field(page, s('Nombre de la experiencia')).fill('Volcán Pacaya al atardecer');
  await field(page, s('Título del anuncio')).fill('Pacaya con guía');
  await field(page, s('Descripción')).fill('Caminata al volcán con malvaviscos.');
  await page.getByRole('button', { name: s('Siguiente') }).click();
  await expect(page).toHaveURL(/\/tour\/information-additional\/[^/?]+/);
  const id = /\/tour\/information-additional\/([^/?]+)/.exec(page.url())![1]!;
  await expect(field(page, s('Capacidad por salida'))).toBeVisible();
  await noSideScroll(page);

  await page.goto(`/tour/bring-additional/${id}`);
  await expect(page.getByRole('group', { name: s('Qué llevar') })).toBeVisible();
  await noSideScroll(page);

  await page.goto(`/tour/availability/${id}`);
  await page.getByRole('radio', { name: s('Por rangos de meses') }).check();
  await expect(page.getByRole('button', { name: s('Agregar rango') })).toBeVisible();
  await noSideScroll(page);

  await page.goto(`/tour/itinerary/${id}`);
  await page.getByRole('radio', { name: s('Varios días') }).check();
  await field(page, s('Cantidad de días')).fill('2');
  await expect(page.getByRole('region', { name: 'Día 2' })).toBeVisible();
  await page.getByRole('switch', { name: new RegExp(`^${s('Horario flexible')}`) }).check({ force: true });
  await expect(page.getByRole('button', { name: s('Agregar hora de inicio') }).first()).toBeVisible();
  await noSideScroll(page);
  await page.screenshot({ path: 'test-results/tour-itinerary-390.png', fullPage: true });

  await page.goto(`/tour/prices/${id}`);
  await page.getByRole('radio', { name: s('Ambos') }).check();
  await expect(page.getByRole('heading', { name: s('Precio colectivo') })).toBeVisible();
  await noSideScroll(page);
});
