import { expect, type Page } from '@playwright/test';
import { say } from './catalog.ts';

type Language = 'es' | 'en';

/** Page errors and console errors (a failed request logs one) collected while a test runs. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by its label as a person reads it (a required field's label ends with an asterisk). */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

export async function pickOption(page: Page, label: string, option: string) {
  await field(page, label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

interface NewProvider {
  /** The role of the register link (SPEC §4 `?role=`): a provider unless said. */
  role?: number;
  email: string;
  firstName: string;
  lastName: string;
  /** The country as the registration form lists it. */
  country: string;
  language: Language;
}

/**
 * Signs a new provider up as a person does, through the visible form of /register?role=2 (or the role given): the ALTCHA
 * proof-of-work runs in the browser once its box is ticked (by mouse in Spanish, by Space in English).
 * Ends on the "check your mail" page.
 */
export async function registerThroughForm(page: Page, person: NewProvider) {
  const s = (spanish: string) => say(person.language, spanish);
  await page.goto(`/register?role=${person.role ?? 2}`);
  if (person.language === 'en') await page.getByText('EN', { exact: true }).click();
  await expect(page.getByRole('heading', { name: s('Crear cuenta') })).toBeVisible();

  await field(page, s('Correo electrónico')).fill(person.email);
  await expect(field(page, s('Confirmar contraseña'))).toHaveCount(0);
  await field(page, s('Contraseña')).fill('Viaje2026');
  await field(page, s('Confirmar contraseña')).fill('Viaje2026');
  await field(page, s('Nombre')).fill(person.firstName);
  await field(page, s('Apellido')).fill(person.lastName);
  await pickOption(page, s('País'), person.country);
  const privacy = s('Acepto la <0>política de privacidad</0>').replace(/<\/?0>/g, '');
  await page.getByRole('checkbox', { name: privacy }).check();

  const captcha = page.getByRole('checkbox', { name: s('No soy un robot') });
  if (person.language === 'es') await captcha.click();
  else {
    await captcha.focus();
    await page.keyboard.press('Space');
  }
  await expect(page.getByRole('checkbox', { name: s('Verificado') })).toBeChecked();
  await page.getByRole('button', { name: s('Crear cuenta') }).click();

  await expect(page).toHaveURL(/\/verify-account/);
  await expect(page.getByRole('heading', { name: s('Revisa tu correo') })).toBeVisible();
}

/** Opens the verification link from the dev outbox (the mailbox of a machine without SMTP): automatic login. */
export async function openVerificationMail(page: Page, email: string, language: Language) {
  const s = (spanish: string) => say(language, spanish);
  await page.getByRole('link', { name: s('Abrir bandeja de correo de desarrollo') }).click();
  await expect(page).toHaveURL(/\/dev\/outbox/);
  const mail = page.getByRole('article').filter({ hasText: email }).first();
  await mail.getByRole('link', { name: s('Abrir enlace') }).click();
}
