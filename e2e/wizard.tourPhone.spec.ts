import AxeBuilder from '@axe-core/playwright';
import { say } from './catalog.ts';
import { expect, type Page, test } from './fixtures.ts';
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

/** The itinerary's 12-hour time selectors, by their group's name. */
const TIME_SELECTORS = new RegExp(`^(${s('Hora de la actividad')}|${s('Hora de inicio')})$`);

/**
 * Each label of the itinerary's time selectors (a piece's label, and the group's title when it shows one) with
 * the lines it takes: the distinct tops of its text's line boxes.
 */
const timeLabelLines = (page: Page) =>
  page.getByRole('group', { name: TIME_SELECTORS }).evaluateAll((groups) => {
    const lines = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
    };
    return groups
      .flatMap((group) => {
        const title = document.getElementById(group.getAttribute('aria-labelledby') ?? '');
        return [...(title ? [title] : []), ...group.querySelectorAll('label')];
      })
      .map((label) => ({ label: label.textContent, lines: lines(label) }));
  });

/** Serious or critical WCAG A/AA findings on the page as it is (e2e/accessibility.spec.ts's rule set). */
const axeFindings = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
};

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
  // Two days, each with an activity time and a start time: four selectors of three pieces, every label on one
  // line, while each piece keeps the whole name for a screen reader.
  await expect(page.getByRole('group', { name: s('Hora de inicio') })).toHaveCount(2);
  await expect(
    page
      .getByRole('region', { name: 'Día 2' })
      .getByRole('combobox', { name: `${s('Hora de inicio')}: minutos` }),
  ).toBeVisible();
  const labels = await timeLabelLines(page);
  expect(labels.length).toBeGreaterThanOrEqual(4 * 3);
  expect(labels.filter((label) => label.lines > 1)).toEqual([]);
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/tour-itinerary-390.png', fullPage: true });

  await page.goto(`/tour/prices/${id}`);
  await page.getByRole('radio', { name: s('Ambos') }).check();
  await expect(page.getByRole('heading', { name: s('Precio colectivo') })).toBeVisible();
  await noSideScroll(page);
});
