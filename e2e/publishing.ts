import { expect, type Locator, type Page } from '@playwright/test';
import { say } from './catalog.ts';
import { signIn } from './session.ts';

const s = (spanish: string, values?: Record<string, string | number>) => say('es', spanish, values);

/**
 * From My products: finds the provider's new product at 100 %, switches it on (in revision, with the notice),
 * and has the operator approve it from the review queue in a page of its own. Answers the provider's card.
 */
export async function switchOnAndApprove(page: Page, name: string): Promise<Locator> {
  await page.getByLabel(s('Buscar productos')).fill(name);
  // The search has answered when its card is the only one left.
  await expect(page).toHaveURL(/[?&]query=/);
  await expect(page.getByRole('article')).toHaveCount(1);
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card.getByLabel(s('Completado {percent} %', { percent: 100 }))).toBeVisible();
  const visibility = card.getByRole('switch', { name: s('Visibilidad de {0}', { 0: name }) });
  await expect(visibility).not.toBeChecked();
  await visibility.click({ force: true });
  await expect(visibility).toBeChecked();
  await expect(
    page.getByText(s('Nuestro equipo revisará «{0}» antes de publicarlo.', { 0: name })),
  ).toBeVisible();
  await expect(card.getByText(s('En revisión'))).toBeVisible();

  const operator = await page
    .context()
    .browser()!
    .newPage({ baseURL: new URL(page.url()).origin });
  await signIn(operator, 'soporte@demo.gt');
  await operator.goto('/review');
  const row = operator.getByRole('article').filter({ hasText: name });
  await row.getByRole('button', { name: s('Aprobar {0}', { 0: name }) }).click();
  await expect(row).toHaveCount(0);
  await operator.close();
  return card;
}
