import { say } from './catalog.ts';
import { expect, type Page, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * Issue 11's review, live, in a real browser against the built app and the real server: the demo provider has My
 * products open while the operator, in another browser, approves its room in revision through the review queue;
 * the provider's card turns "Publicado" without a reload. The operator's side menu holds no provider entries.
 */

const s = (spanish: string, values?: Record<string, string | number>) => say('es', spanish, values);

/** The demo company's private room, in revision in the seed (server/db/demoProducts.ts). */
const ROOM = 'Habitación Colonial en Antigua';
/** The demo company's unique stay, hidden with every step saved in the seed. */
const DOME = 'Domo Estrellado Tecpán';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

test('the operator approves a product and the provider’s open My products shows it published at once', async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  // The status legend opens by itself on a first visit; this provider has read it.
  await page.addInitScript(() => localStorage.setItem('portal.productStatusLegendSeen', '1'));
  await signIn(page);
  await page.goto('/my-products');
  await page.getByRole('tab', { name: new RegExp(s('Habitación privada')) }).click();
  const card = page.getByRole('article').filter({ hasText: ROOM });
  await expect(card.getByText(s('En revisión'))).toBeVisible();
  expect(loads).toBe(1);

  // The operator, in a browser of its own, approves it from the review queue.
  const operatorContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const operator = await operatorContext.newPage();
  await signIn(operator, 'soporte@demo.gt');
  await operator.goto('/review');
  const row = operator.getByRole('article').filter({ hasText: ROOM });
  await row.getByRole('button', { name: s('Aprobar {0}', { 0: ROOM }) }).click();
  await expect(row).toHaveCount(0);
  await operatorContext.close();

  // The provider's card follows, with its preview link, and a toast says why; the page never reloaded.
  await expect(card.getByText(s('Publicado'))).toBeVisible();
  await expect(card.getByText(s('En revisión'))).toHaveCount(0);
  await expect(card.getByRole('link', { name: s('Vista previa') })).toBeVisible();
  await expect(page.getByText(s('Tu producto {name} fue publicado', { name: ROOM }))).toBeVisible();
  expect(loads).toBe(1);
  expect(errors).toEqual([]);
});

test('a provider whose connection dropped while the operator decided sees the decision once back online', async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => localStorage.setItem('portal.productStatusLegendSeen', '1'));
  await signIn(page);
  // The live connection opens once the page has drawn (src/ui/screenDrawn.ts); the drop under test is of that
  // connection, so it must be up first (on a busy machine it can come seconds after the cards).
  const live = page.waitForEvent('websocket', (socket) => socket.url().includes('/socket.io/'));
  await page.goto('/my-products');
  await page.getByRole('tab', { name: new RegExp(s('Estancia única')) }).click();
  await live;
  // The demo company's dome is hidden with every step saved (server/db/demoProducts.ts): the provider switches
  // it on, and it waits in revision.
  const card = page.getByRole('article').filter({ hasText: DOME });
  const visibility = card.getByRole('switch', { name: s('Visibilidad de {0}', { 0: DOME }) });
  await visibility.click({ force: true });
  await expect(card.getByText(s('En revisión'))).toBeVisible();

  // The provider's network goes away; the operator approves meanwhile, so the push finds no socket.
  await page.context().setOffline(true);
  const operatorContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const operator = await operatorContext.newPage();
  await signIn(operator, 'soporte@demo.gt');
  await operator.goto('/review');
  const row = operator.getByRole('article').filter({ hasText: DOME });
  await row.getByRole('button', { name: s('Aprobar {0}', { 0: DOME }) }).click();
  await expect(row).toHaveCount(0);
  await operatorContext.close();
  await expect(card.getByText(s('En revisión'))).toBeVisible();

  // Back online, the socket reconnects at once and the card catches up without a reload.
  await page.context().setOffline(false);
  await expect(card.getByText(s('Publicado'))).toBeVisible();
  expect(errors).toEqual([]);
});

test('the operator’s side menu has its own entries, none of a provider’s, and a provider page refuses it', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signIn(page, 'soporte@demo.gt');
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: s('Menú principal') });
  await expect(menu.getByRole('link', { name: s('Revisión de productos') })).toBeVisible();
  await expect(menu.getByRole('link', { name: s('Panel de control') })).toBeVisible();
  for (const entry of ['Agregar producto', 'Mis productos', 'Reservas', 'Mi QR']) {
    await expect(menu.getByRole('link', { name: new RegExp(`^${s(entry)}`) })).toHaveCount(0);
  }

  // An address typed by hand says it is not for this account, inside the operator's own shell.
  await page.goto('/add-products');
  await expect(page).toHaveURL(/\/not-allowed\?entry=add-products$/);
  await expect(page.getByRole('heading', { name: s('No tienes acceso a esta página') })).toBeVisible();
  await expect(menu.getByRole('link', { name: s('Revisión de productos') })).toBeVisible();
  await page.getByRole('link', { name: s('Ir al panel de control'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // A refusal is an answer, not a failure: nothing in the console.
  expect(consoleErrors).toEqual([]);
});
