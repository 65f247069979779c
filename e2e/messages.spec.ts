import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './session.ts';

/**
 * Issue 5's chat in a real browser against the built app and the real server: the demo provider and the demo
 * traveler (server/db/seed.ts), each in a browser context of their own, write to each other in their seeded
 * thread and see each message arrive without reloading; a phone number is warned about before sending and
 * arrives masked, flagged, on the other side.
 */

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
