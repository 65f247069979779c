import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';
import { field, pickOption } from './signup.ts';

/**
 * Payouts and tax (issue 15) in a real browser against the built app and the real server, acting as a person:
 * the demo company picks its payment method, enters the beneficiary's account (ticking the built-in captcha)
 * and its taxpayer data through the screens, reloads, and sees the account, IBAN and DPI masked — the full
 * numbers are nowhere on the page. The beneficiary form fits a 390 px phone and passes axe.
 */

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const ACCOUNT = '3012-3456-5678';
const IBAN = 'GT82TRAJ01020000001210029690';
const DPI = '1234567890101';

async function signInCompany(page: Page) {
  const login = await page.request.post('/users/login', {
    data: { email: 'empresa@demo.gt', password: 'Demo1234' },
  });
  expect(login.ok()).toBe(true);
  const session = await login.json();
  await page.addInitScript(
    (value) => localStorage.setItem('portal.session', value),
    JSON.stringify({ token: session.token, user: session.user }),
  );
}

const checklist = (page: Page) => page.getByRole('region', { name: 'Antes de recibir pagos' });

test('the demo company fills payment method, beneficiary and tax data, and sees them masked after reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { problems } = watch(page);
  await signInCompany(page);

  // The dashboard says what is missing before a payout (the demo company has only its payment method), each a
  // link to its screen.
  await page.goto('/dashboard');
  const missing = page.getByRole('article').filter({ hasText: 'Antes de recibir pagos' });
  await expect(missing.getByRole('link')).toHaveText([
    'Agregar la cuenta donde recibirás los pagos',
    'Completar tus datos fiscales',
  ]);
  await page.goto('/edit-payments-and-collections');
  await expect(page.getByRole('heading', { name: 'Pagos y cobros', level: 1 })).toBeVisible();
  await expect(checklist(page).getByRole('link')).toHaveCount(2);

  // Payment method: confirmed again through its screen.
  await page.getByRole('link', { name: 'Editar método' }).click();
  await expect(page).toHaveURL(/\/edit-information-payment$/);
  await expect(page.getByRole('combobox', { name: 'País' })).toHaveValue('Guatemala');
  await expect(
    page.getByText('La transferencia bancaria tarda de 7 a 10 días en llegar a tu cuenta.'),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Transferencia bancaria local' }).check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/edit-payments-and-collections$/);
  await expect(page.getByText('Transferencia bancaria local')).toBeVisible();

  // Beneficiary, with the captcha ticked as a person does.
  await page.getByRole('link', { name: 'Agregar beneficiario' }).click();
  await expect(page).toHaveURL(/\/edit-information-transfer$/);
  await field(page, 'Nombre').fill('Ana');
  await field(page, 'Apellido').fill('López');
  await expect(page.getByRole('combobox', { name: 'País' })).toHaveValue('Guatemala');
  await pickOption(page, 'Departamento o estado', 'Sololá');
  await pickOption(page, 'Ciudad', 'Panajachel');
  await field(page, 'Banco').fill('Banrural');
  await page.getByRole('textbox', { name: /^Número de cuenta/ }).fill(ACCOUNT);
  await page.getByRole('textbox', { name: /^IBAN/ }).fill('GT83TRAJ01020000001210029690');
  await expect(page.getByText('El IBAN no es válido: revisa los dígitos de control')).toBeVisible();
  await page.getByRole('textbox', { name: /^IBAN/ }).fill(IBAN);
  await expect(page.getByText('El IBAN no es válido: revisa los dígitos de control')).toHaveCount(0);
  await page.getByRole('textbox', { name: /^BIC/ }).fill('TRAJGTGC');
  await page.getByRole('checkbox', { name: 'No soy un robot' }).click();
  await expect(page.getByRole('checkbox', { name: 'Verificado' })).toBeChecked();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Déjalo vacío para conservar la cuenta terminada en 5678')).toBeVisible();

  // Tax data: taxpayer, DPI, NIT and the Small Business regime with its tax code.
  await page.goto('/tax-setup');
  await page.getByRole('link', { name: 'Soy contribuyente (tengo NIT)' }).click();
  await expect(page).toHaveURL(/\/edit-taxpayer-information$/);
  await field(page, 'Nombre en el registro tributario').fill('Ana López');
  await expect(page.getByRole('combobox', { name: 'País' })).toHaveValue('Guatemala');
  await pickOption(page, 'Departamento o estado', 'Sololá');
  await pickOption(page, 'Ciudad', 'Panajachel');
  await pickOption(page, 'Tipo de identificación', 'DPI (Documento Personal de Identificación)');
  await page.getByRole('textbox', { name: /^DPI/ }).fill(DPI);
  await page.getByRole('textbox', { name: /^NIT/ }).fill('576937-K');
  await page.getByRole('combobox', { name: 'Régimen tributario' }).click();
  await page.getByRole('option', { name: /Pequeño Contribuyente/ }).click();
  await page.getByRole('textbox', { name: /^Código tributario/ }).fill('PC123');
  await page.getByRole('textbox', { name: /^Dirección/ }).fill('Calle Santander 1-23');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/tax-setup$/);

  // After a reload: everything masked, nothing missing, the full numbers nowhere in the page.
  for (const path of ['/edit-payments-and-collections', '/tax-setup', '/edit-information-transfer']) {
    await page.goto(path);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const html = await page.content();
    for (const secret of ['301234565678', '3012-3456-5678', IBAN, '1210029690', DPI])
      expect(html).not.toContain(secret);
  }
  await page.goto('/edit-payments-and-collections');
  await expect(page.getByText('•••• 5678')).toBeVisible();
  await expect(page.getByText('•••• 9690')).toBeVisible();
  await expect(checklist(page)).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Antes de recibir pagos')).toHaveCount(0);
  await page.goto('/tax-setup');
  await expect(page.getByText('•••• 0101')).toBeVisible();
  await expect(page.getByText('576937-K')).toBeVisible();
  expect(problems).toEqual([]);
});

test('/edit-information-transfer fits a 390 px phone and passes axe', async ({ page }) => {
  await signInCompany(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/edit-information-transfer');
  await expect(page.getByRole('heading', { name: 'Datos para transferencia', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'No soy un robot' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
