import AxeBuilder from '@axe-core/playwright';
import { DEMO_PRODUCTS } from '../server/db/demoProducts.ts';
import { typed } from './dateField.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * Help (issue 15) in a real browser against the built app and the real server, acting as a person: the demo
 * company asks for help from a wizard step and opens an immediate chat, landing in /message with the support
 * thread open; it books a meeting (captcha first) that the operator then sees in /support; the FAQ fits a
 * 390 px phone and passes axe.
 */

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const STAY = DEMO_PRODUCTS.find((product) => product.type === 1)!;

const tomorrow = () => {
  const date = new Date(Date.now() + 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

test('from a wizard step, assistance → immediate chat lands in /message with support open', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`/vacation-rental/location/${STAY.id}?edit=true`);
  await page.getByRole('main').getByRole('button', { name: 'Ayuda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ayuda' });
  // The step's own guidance comes first.
  await expect(dialog.getByText('Ayuda para este paso')).toBeVisible();
  await dialog.getByRole('button', { name: /^Asistencia/ }).click();
  await expect(dialog.getByText('$10 por cada 15 minutos.')).toBeVisible();
  await dialog.getByRole('button', { name: /^Chatear ahora con un agente/ }).click();
  await expect(dialog.getByText(/Un agente hablará contigo/)).toBeVisible();
  // SPEC §9: to the messages 3 s later, the support thread chosen.
  await expect(page).toHaveURL(/\/message\?thread=/, { timeout: 8000 });
  await expect(dialog).toBeHidden();
});

test('a provider books a meeting and the operator sees it in /support', async ({ page, browser }) => {
  await signIn(page);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('button', { name: 'Ayuda' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Ayuda' });
  await dialog.getByRole('button', { name: /^Asistencia/ }).click();
  await dialog.getByRole('button', { name: /^Agendar una reunión/ }).click();
  // Captcha first (SPEC §5): sending without it says so.
  await dialog.getByRole('button', { name: 'Agendar reunión' }).click();
  await expect(dialog.getByText('Completa la verificación antes de enviar.')).toBeVisible();
  const lastName = `Reunión ${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: /^Nombre/ }).fill('Lucía');
  await dialog.getByRole('textbox', { name: /^Apellido/ }).fill(lastName);
  await dialog.getByRole('textbox', { name: /^Correo electrónico/ }).fill('lucia@example.com');
  await dialog.getByRole('textbox', { name: /^Teléfono/ }).fill('5512 3344');
  await dialog.getByRole('textbox', { name: /^Fecha/ }).fill(typed(tomorrow()));
  await dialog.getByRole('combobox', { name: /^Hora/ }).selectOption('10:15');
  await dialog.getByRole('radio', { name: 'Zoom' }).check();
  await dialog.getByRole('checkbox', { name: 'No soy un robot' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Verificado' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Agendar reunión' }).click();
  await expect(dialog.getByText('Datos enviados, reunión creada')).toBeVisible();
  // The form starts over from the provider's own name.
  await expect(dialog.getByRole('textbox', { name: /^Apellido/ })).toHaveValue('López');

  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, 'soporte@demo.gt');
  await operator.goto('/support');
  await operator.getByRole('tab', { name: /^Solicitudes de reunión/ }).click();
  const card = operator.getByRole('article', { name: `Reunión con Lucía ${lastName}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(/a las 10:15 por Zoom$/)).toBeVisible();
  await card.getByRole('button', { name: 'Marcar como visto' }).click();
  await expect(card.getByText('Nuevo')).toBeHidden();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/frequent-questions fits and passes axe', async ({ page }) => {
    await signIn(page);
    await page.goto('/frequent-questions');
    await page.getByRole('button', { name: '¿Cuánto cobra la plataforma de comisión?' }).click();
    await expect(page.getByText(/Modelo 1: tú gestionas la reserva/)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
    expect(violations).toEqual([]);
  });
});
