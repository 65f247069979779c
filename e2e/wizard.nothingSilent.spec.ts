import { say } from './catalog.ts';
import { expect, type Page, test } from './fixtures.ts';
import { signIn } from './session.ts';
import { watchErrors } from './signup.ts';
import { sidebarStep, startTour } from './tourStart.ts';

/**
 * Issue 26, item 9, as the provider met it: a tour with nothing to bring, no rules and no channels counted as
 * done. The demo provider starts a tour, and each of those steps now says what it lacks and stays until the
 * provider adds an entry or ticks that there is none; the channels step wants one channel.
 */

const s = (spanish: string, values?: Record<string, string | number>) => say('es', spanish, values);

const next = (page: Page) => page.getByRole('button', { name: s('Siguiente') }).click();

test('a tour with nothing to bring, no rules and no channel is told so, step by step', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await signIn(page, 'empresa@demo.gt');
  await page.addInitScript(() => localStorage.setItem('portal.productStatusLegendSeen', '1'));

  await startTour(
    page,
    `Caminata E2E ${Date.now()}`,
    'Caminata al mirador de Santa Catarina',
    'Una caminata corta con vista al lago.',
  );

  // What to bring: the untouched list is no answer; the box is.
  await sidebarStep(page, s('Qué llevar')).click();
  await expect(page).toHaveURL(/\/tour\/bring-additional\//);
  // The address changes when the navigation starts: the step is pressed once a person can see it.
  await expect(page.getByRole('checkbox', { name: s('No hace falta llevar nada') })).toBeVisible();
  await next(page);
  await expect(page.getByText(s('Agrega qué llevar o marca que no hace falta llevar nada'))).toBeVisible();
  await expect(page).toHaveURL(/\/tour\/bring-additional\//);
  await page.getByRole('checkbox', { name: s('No hace falta llevar nada') }).check();
  await next(page);
  await expect(page).toHaveURL(/\/tour\/multimedia\//);

  // Rules: the same.
  await sidebarStep(page, s('Reglas del servicio')).click();
  await expect(page).toHaveURL(/\/tour\/service-rules\//);
  await expect(page.getByRole('checkbox', { name: s('No tengo reglas para los viajeros') })).toBeVisible();
  await next(page);
  await expect(page.getByText(s('Agrega una regla o marca que no tienes reglas'))).toBeVisible();
  await page.getByRole('checkbox', { name: s('No tengo reglas para los viajeros') }).check();
  await next(page);
  await expect(page).toHaveURL(/\/tour\/advertising-channels\//);

  // Channels: promoted nowhere is not done; one channel is.
  await expect(page.getByRole('checkbox', { name: 'Instagram' })).toBeVisible();
  await next(page);
  await expect(
    page.getByRole('alert').filter({ hasText: s('Elige al menos un canal donde promocionar tu producto') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/tour\/advertising-channels\//);
  await page.getByRole('checkbox', { name: 'Instagram' }).check();
  await next(page);
  await expect(page).toHaveURL(/\/tour\/recommendations\//);
  expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
});
