import { expect, type Page } from '@playwright/test';
import { say } from './catalog.ts';
import { field } from './signup.ts';

const s = (spanish: string) => say('es', spanish);

/**
 * The demo provider starts a tour as a person does: Add product → Activities → tours and experiences → the first
 * commission model, then the information step, whose save creates it. Ends on its second step.
 */
export async function startTour(page: Page, name: string, title: string, description: string) {
  await page.goto('/add-products');
  const activities = page.getByRole('region', { name: s('Actividades') });
  await activities.getByRole('button', { name: new RegExp(s('Tours y experiencias')) }).click();
  const commission = page.getByRole('dialog', { name: s('Tipo de comisión') });
  await commission.getByRole('radio').first().check();
  await commission.getByRole('button', { name: s('Continuar') }).click();
  await expect(page).toHaveURL(/\/tour\/information\?commission=1/);
  await field(page, s('Nombre de la experiencia')).fill(name);
  await field(page, s('Título del anuncio')).fill(title);
  await field(page, s('Descripción')).fill(description);
  await page.getByRole('button', { name: s('Siguiente') }).click();
  await expect(page).toHaveURL(/\/tour\/information-additional\//);
}

/** A step's link in the wizard's step list, by its title. */
export const sidebarStep = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: s('Pasos del asistente') })
    .first()
    .getByRole('link', { name: new RegExp(`\\d+\\. ${name}$`) });
