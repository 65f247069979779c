import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';
import { signIn } from './session.ts';

/**
 * Issue 30: a transport kind in a real browser, as a provider: from Add products to the transport kinds' one contact
 * form, sent to support, confirmed for its kind; the operator finds it in the support inbox and the provider in
 * Messages. The form fits a 390 px phone and passes axe.
 */

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('a shuttle contact request reaches the support inbox and the provider’s messages', async ({
  page,
  browser,
}) => {
  const watched = watch(page);
  await signIn(page);
  await page.goto('/select-segment');
  await page.getByRole('link', { name: /^Transporte/ }).click();
  await page.getByRole('button', { name: /^Shuttles colectivos/ }).click();
  await expect(page).toHaveURL(/\/transportation\/information\?type=8$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ofrece tu servicio de transporte' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Tipo de transporte/ })).toHaveValue('8');

  const area = `Antigua, Panajachel ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: /^¿Dónde ofreces el servicio\?/ }).fill(area);
  await page
    .getByRole('textbox', { name: /^Cuéntanos de tu servicio/ })
    .fill('Tres microbuses con aire acondicionado, salidas a las 8:00 y a las 14:00.');
  await page.getByRole('radio', { name: 'WhatsApp' }).check();
  await page.getByRole('textbox', { name: /^Teléfono/ }).fill('5512 3344');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud enviada' })).toBeVisible();
  await expect(page).toHaveURL(/\/transportation\/confirmation\/[^/?]+\?type=8$/);
  await expect(page.getByText(/Recibimos tu solicitud de Shuttles colectivos/)).toBeVisible();
  await page.getByRole('link', { name: 'Ir a Mensajes' }).click();
  await expect(page.getByText(`Zona de servicio: ${area}`).first()).toBeVisible();
  expect(watched.problems).toEqual([]);

  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, 'soporte@demo.gt');
  await operator.goto('/support');
  const card = operator.getByRole('article').filter({ hasText: area });
  await expect(card).toBeVisible();
  await expect(card.getByText('Transporte · Shuttles colectivos')).toBeVisible();
  await expect(card.getByText(/salidas a las 8:00 y a las 14:00/)).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the transport contact form fits and passes axe, and keeps what was typed when it is refused', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/transportation/information?type=6');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ofrece tu servicio de transporte' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: /^Cuéntanos de tu servicio/ }).fill('Cinco autos con seguro.');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByText('Este campo es obligatorio')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^¿Dónde ofreces el servicio\?/ })).toBeFocused();
    await expect(page.getByRole('textbox', { name: /^Cuéntanos de tu servicio/ })).toHaveValue(
      'Cinco autos con seguro.',
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
    expect(violations).toEqual([]);
  });
});
