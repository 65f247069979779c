import { type Browser, expect, type Page, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * Issue 5's chat in a real browser against the built app and the real server: the demo provider and the demo
 * traveler (server/db/seed.ts), each in a browser context of their own, write to each other in their seeded
 * thread and see each message arrive without reloading; a phone number is warned about before sending and
 * arrives masked, flagged, on the other side.
 */

/** The side menu's reservations entry with its count, read out in words. */
const pendingLabel = (count: number) =>
  `Reservas ${count} ${count === 1 ? 'reserva' : 'reservas'} por confirmar`;

async function openChat(browser: Browser, email: string, contact: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto('/message');
  await page
    .getByRole('list', { name: 'Conversaciones' })
    .getByRole('link', { name: new RegExp(contact) })
    .click();
  await expect(page.getByRole('log', { name: `Mensajes con ${contact}` })).toBeVisible();
  return page;
}

async function write(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Escribe un mensaje' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('a provider and a traveler exchange messages live; a phone number arrives masked with the warning', async ({
  browser,
}) => {
  const provider = await openChat(browser, 'empresa@demo.gt', 'María José Cifuentes');
  const traveler = await openChat(browser, 'viajero@demo.gt', 'Hotel Lago Atitlán');
  const providerLog = provider.getByRole('log', { name: 'Mensajes con María José Cifuentes' });
  const travelerLog = traveler.getByRole('log', { name: 'Mensajes con Hotel Lago Atitlán' });

  await write(traveler, '¿A qué hora es el check-in?');
  await expect(providerLog.getByText('¿A qué hora es el check-in?')).toBeVisible();

  await write(provider, 'Desde las 15:00. ¡Los esperamos!');
  await expect(travelerLog.getByText('Desde las 15:00. ¡Los esperamos!')).toBeVisible();

  // Contact details: the warning shows while typing, the message leaves masked and arrives flagged.
  const box = traveler.getByRole('textbox', { name: 'Escribe un mensaje' });
  await box.fill('Mejor llámeme al 5512 3344 77');
  await expect(
    traveler.getByRole('alert').filter({ hasText: 'Tu mensaje incluye datos de contacto' }),
  ).toBeVisible();
  await box.press('Enter');
  await expect(providerLog.getByText('Mejor llámeme al ***')).toBeVisible();
  await expect(providerLog.getByText('5512 3344 77')).toHaveCount(0);
  await expect(providerLog.getByText('Se ocultaron datos de contacto').last()).toBeVisible();
  await expect(travelerLog.getByText('Mejor llámeme al ***')).toBeVisible();

  await provider.context().close();
  await traveler.context().close();
});

test('a reservation made on the marketplace appears at once: a toast, the list and the menu badge', async ({
  page,
}) => {
  await signIn(page, 'empresa@demo.gt');
  // The live connection is up (the messages screen says so); then to the reservations through the menu.
  await page.goto('/message');
  await expect(page.getByRole('status').filter({ hasText: 'Conectado' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const badge = menu.getByRole('link', { name: /^Reservas \d+ reservas? por confirmar$/ });
  await badge.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();
  // The count before, as the server knows it, and as the badge says it.
  const provider = (
    await (
      await page.request.post('/users/login', { data: { email: 'empresa@demo.gt', password: 'Demo1234' } })
    ).json()
  ).token as string;
  const pending = await page.request.get('/api/bookings?status=1&page=1&results=1', {
    headers: { authorization: `Bearer ${provider}` },
  });
  const before = (await pending.json()).meta.total as number;
  await expect(menu.getByRole('link', { name: pendingLabel(before) })).toBeVisible();

  // The operator plays the marketplace: a traveler books one of the company's stays, far ahead.
  const login = await page.request.post('/users/login', {
    data: { email: 'soporte@demo.gt', password: 'Demo1234' },
  });
  const operator = (await login.json()).token as string;
  const made = await page.request.post('/api/simulate/bookings', {
    headers: { authorization: `Bearer ${operator}` },
    data: { provider_email: 'empresa@demo.gt', start_in_days: 200, traveler_email: 'e2e.viajera@correo.gt' },
  });
  expect(made.status()).toBe(201);
  const code = (await made.json()).reservation_no as string;

  await expect(page.getByRole('alert').filter({ hasText: `Nueva reserva ${code}` })).toBeVisible();
  await expect(page.getByRole('article', { name: code })).toBeVisible();
  await expect(menu.getByRole('link', { name: pendingLabel(before + 1) })).toBeVisible();
});
