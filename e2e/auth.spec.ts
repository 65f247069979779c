import AxeBuilder from '@axe-core/playwright';
import { say } from './catalog.ts';
import { expect, test } from './fixtures.ts';
import { field, openVerificationMail, pickOption, registerThroughForm, watchErrors } from './signup.ts';

/**
 * The sign-up journey of a new provider, in a real browser against the built app and the real server:
 * register → open the verification link from the dev outbox → automatic login → /option-initial →
 * account type → initial configuration (the registration country pre-filled) → personal information saved →
 * dashboard. Once in Spanish, once in English.
 */

for (const language of ['es', 'en'] as const) {
  test(`a new provider signs up, verifies by the mailed link and completes the profile (${language})`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const s = (spanish: string, values?: Record<string, string | number>) => say(language, spanish, values);
    const email = `e2e-${language}-${Date.now()}@example.com`;

    await registerThroughForm(page, {
      email,
      firstName: 'Marta',
      lastName: 'Chávez',
      country: 'Guatemala',
      language,
    });
    await openVerificationMail(page, email, language);

    // Automatic login, then the first choice of a new provider.
    await expect(page).toHaveURL(/\/option-initial/);
    await page.getByRole('button', { name: s('Completar información') }).click();
    await page.getByRole('radio', { name: new RegExp(s('Personal')) }).check();
    await page.getByRole('button', { name: s('Continuar') }).click();

    await expect(page).toHaveURL(/\/config-initial/);
    await expect(field(page, s('País')).first()).toHaveValue('Guatemala');
    await pickOption(page, s('Departamento o estado'), 'Sacatepéquez');
    await pickOption(page, s('Ciudad'), 'Antigua Guatemala');
    await page.getByRole('button', { name: s('Guardar y continuar') }).click();

    await expect(page).toHaveURL(/\/personal-information/);
    await expect(field(page, s('Nombre'))).toHaveValue('Marta');
    await field(page, s('Número de teléfono {0}', { 0: 1 })).fill('5555 1234');
    await field(page, s('Fecha de nacimiento')).click();
    await page.getByRole('button', { name: '1990', exact: true }).click();
    const calendar = page.locator('[class*="-dropdown"]').filter({ hasText: '1990' });
    await calendar.getByRole('button', { name: language === 'es' ? 'ene' : 'Jan', exact: true }).click();
    await calendar.locator('button:not([data-outside])').filter({ hasText: /^15$/ }).click();
    // Gender and language names come from the server's catalog, in the interface language.
    await pickOption(page, s('Género'), language === 'es' ? 'Mujer' : 'Woman');
    await field(page, s('Idiomas que hablas')).first().click();
    await page.getByRole('option', { name: language === 'es' ? 'Español' : 'Spanish' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: s('Guardar y continuar') }).click();

    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByText('Marta').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a wrong password shows the §8 message and keeps what was typed', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/login');
  await field(page, 'Correo electrónico').fill('empresa@demo.gt');
  await field(page, 'Contraseña').fill('no-es-esta');
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Contraseña incorrecta' })).toBeVisible();
  await expect(field(page, 'Correo electrónico')).toHaveValue('empresa@demo.gt');
  await expect(page).toHaveURL(/\/login/);

  await field(page, 'Contraseña').fill('Demo1234');
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await expect(page).toHaveURL(/\/dashboard/);
  expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
});

test.describe('a new login email, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is confirmed from the mailed link, ends the sessions and signs in with the new address', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    // The account and its change request (the account screen comes with the profile issue): through the API.
    const email = `e2e-change-${Date.now()}@example.com`;
    const newEmail = `e2e-new-${Date.now()}@example.com`;
    const { solveChallenge } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
    const challenge = await (await page.request.get('/api/captcha')).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const registered = await page.request.post('/users/register', {
      data: {
        email,
        password: 'Viaje2026',
        first_name: 'Luis',
        last_name: 'Ajú',
        country: 'gt',
        confirm: true,
        language_code: 'es',
        role: 2,
        captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
      },
    });
    expect(registered.status()).toBe(201);
    const outbox = async () =>
      (await (await page.request.get('/api/dev/outbox')).json()) as { to: string; link?: string }[];
    const verifyLink = new URL((await outbox()).find((m) => m.to === email)?.link ?? '');
    const verified = await page.request.post('/users/verify-account', {
      data: { secret: verifyLink.searchParams.get('secret') },
    });
    const { token } = await verified.json();
    const asked = await page.request.put('/users/account', {
      headers: { authorization: `Bearer ${token}` },
      data: { email: newEmail, change_password: false, password: 'Viaje2026' },
    });
    expect(await asked.json()).toMatchObject({ pending_email: newEmail });

    // The person opens the mail to the new address (the dev outbox stands in for the mailbox) and its link.
    await page.goto('/dev/outbox');
    const mail = page
      .getByRole('article')
      .filter({ hasText: `Para: ${newEmail}` })
      .first();
    await expect(mail).toContainText('Confirma tu nuevo correo de acceso');
    await mail.getByRole('link', { name: 'Abrir enlace' }).click();

    await expect(page).toHaveURL(/\/confirm-email\?/);
    await expect(page.getByRole('heading', { name: 'Correo de acceso cambiado' })).toBeVisible();
    await expect(page.getByText(newEmail)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

    // The old session is over; the new address signs in.
    const me = await page.request.get('/users/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await field(page, 'Correo electrónico').fill(newEmail);
    await field(page, 'Contraseña').fill('Viaje2026');
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await expect(page).toHaveURL(/\/option-initial|\/dashboard/);
    expect(errors).toEqual([]);
  });

  test('a used or unknown link says so, in the same layout', async ({ page }) => {
    await page.goto('/confirm-email?secret=not-a-real-secret');
    await expect(page.getByRole('alert')).toContainText('El enlace no es válido o ya caducó');
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  });
});
