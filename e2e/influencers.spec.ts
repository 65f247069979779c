import AxeBuilder from '@axe-core/playwright';
import { demoPicture } from '../server/db/demoPictures.ts';
import { DEMO_SCENES } from '../server/db/demoScenes.ts';
import { expect, type Page, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';
import { field, openVerificationMail, pickOption, registerThroughForm } from './signup.ts';

/**
 * An influencer joins (issue 31; SPEC §4 "Role 6 goes to /influencer-information … registration then link-profile
 * call then /qr") in a real browser against the built app and the real server, acting as a person on a 390 px
 * phone: signs up from an influencer link, opens the verification mail, fills the profile (the picture through the
 * visible button and the file chooser, the captcha ticked) and lands on My QR with their code.
 */

test.use({ viewport: { width: 390, height: 844 } });

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function fitsAndPassesAxe(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  expect(violations).toEqual([]);
}

test('an influencer signs up, fills their profile and lands on My QR', async ({ page }) => {
  test.setTimeout(120_000);
  const { problems } = watch(page);
  const email = `influencer.${Date.now()}@example.gt`;
  await registerThroughForm(page, {
    role: 6,
    email,
    firstName: 'Ana',
    lastName: 'López',
    country: 'Guatemala',
    language: 'es',
  });
  await openVerificationMail(page, email, 'es');
  await expect(page).toHaveURL(/\/influencer-information$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Información del influencer' })).toBeVisible();
  await fitsAndPassesAxe(page);

  await field(page, 'Nombre público').fill('Ana Viaja');
  await field(page, 'Edad').fill('27');
  await page.getByRole('radio', { name: 'Mujer' }).check();
  await pickOption(page, 'País', 'Guatemala');
  await pickOption(page, 'Departamento', 'Sololá');
  await pickOption(page, 'Activo desde', '2019');
  await page.getByRole('checkbox', { name: 'Español' }).check();
  await page.getByRole('checkbox', { name: 'Viajes' }).check();
  await page
    .getByRole('textbox', { name: 'Descripción del servicio en español' })
    .fill('Viajo por el lago de Atitlán y cuento lo que vivo.');
  await page.getByRole('textbox', { name: 'Enlace de Instagram' }).fill('https://instagram.com/anaviaja');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Subir foto' }).click();
  await (await chooser).setFiles({
    name: 'ana.png',
    mimeType: 'image/png',
    buffer: demoPicture(DEMO_SCENES.atitlanDay),
  });
  await expect(page.getByRole('img', { name: 'Tu foto' })).toBeVisible();

  await page.getByRole('checkbox', { name: /^Acepto los términos y condiciones/ }).check();
  await page.getByRole('checkbox', { name: 'No soy un robot' }).click();
  await expect(page.getByRole('checkbox', { name: 'Verificado' })).toBeChecked();
  await page.getByRole('button', { name: 'Enviar' }).click();

  await expect(page).toHaveURL(/\/qr$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi QR' })).toBeVisible();
  await expect(page.getByText('Datos enviados correctamente.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Código QR de tu código de promoción/ })).toBeVisible();
  await fitsAndPassesAxe(page);
  expect(problems).toEqual([]);
});
