import { screenFindings } from './accessibilityChecks.ts';
import { expect, type Page, test } from './fixtures.ts';
import { PUSH_RECEIVER_PORT, startPushReceiver } from './pushReceiver.ts';
import { signIn } from './session.ts';

/**
 * Issue 32's installable app in Chromium against the built app and the real server: the service worker registers
 * and the signed-in shell draws with the network cut; a device switched on in /settings/notifications receives the
 * push of a simulated booking, decrypted by the push service this test runs; a reply sent offline waits as pending
 * and arrives once when the connection returns.
 */

const COMPANY = 'empresa@demo.gt';
const TRAVELER = 'María José Cifuentes';

/** The operator's token, to play the marketplace (a traveler books) as the other specs do. */
async function operatorToken(page: Page): Promise<string> {
  const login = await page.request.post('/users/login', {
    data: { email: 'soporte@demo.gt', password: 'Demo1234' },
  });
  return (await login.json()).token as string;
}

/** The page's service worker, once it is active (it registers after the first signed-in screen has drawn). */
async function workerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('the app installs: a manifest, a service worker, and the shell drawn with the network cut', async ({
  page,
  context,
}) => {
  await signIn(page, COMPANY);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await workerReady(page);

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestHref ?? '/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ start_url: '/dashboard', scope: '/', display: 'standalone' });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
    '192x192',
    '512x512',
    '512x512',
  ]);

  await context.setOffline(true);
  try {
    await page.reload();
    // The shell, from the worker: the menu and the notice that there is no connection, never the browser's page.
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toHaveCount(0);
});

// Headless Chromium has no push service (a real one is Google's FCM, on the internet): the page's PushManager is
// given one that answers with a subscription at the push service this test runs, with the test's own keys. Everything
// else is real: the permission, the worker, the server's VAPID-signed and encrypted push.
test('a device switched on receives the push of a new reservation', async ({ page, context }) => {
  const receiver = await startPushReceiver(PUSH_RECEIVER_PORT);
  try {
    const device = receiver.device();
    await context.grantPermissions(['notifications']);
    await context.addInitScript((subscription) => {
      let current: object | null = null;
      const made = () => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        toJSON: () => ({ ...subscription, expirationTime: null }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      });
      PushManager.prototype.subscribe = async function subscribe() {
        current = made();
        return current as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return current as PushSubscription | null;
      };
    }, device.subscription);
    await signIn(page, COMPANY);
    await page.goto('/settings/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
    const onThisDevice = page.getByRole('switch', { name: /Avisos en este dispositivo/ });
    await expect(onThisDevice).toBeEnabled();
    await expect(page.getByRole('switch', { name: /Nueva reserva/ })).toBeChecked();
    expect(await screenFindings(page, '/settings/notifications', { phoneAxe: true })).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The keyboard, as a person without a mouse would.
    await onThisDevice.focus();
    await page.keyboard.press('Space');
    await expect(onThisDevice).toBeChecked();

    const made = await page.request.post('/api/simulate/bookings', {
      headers: { authorization: `Bearer ${await operatorToken(page)}` },
      data: { provider_email: COMPANY, start_in_days: 210, traveler_email: 'e2e.avisos@correo.gt' },
    });
    expect(made.status()).toBe(201);
    const reservation = await made.json();
    const push = await receiver.next(
      (received) => received.device === device.id && received.payload.kind === 'new_reservation',
    );
    expect(push.payload).toMatchObject({
      title: `Nueva reserva ${reservation.reservation_no}`,
      url: `/reservation/${reservation._id}`,
    });

    // Off again: the server forgets the device (the next booking pushes nothing there).
    await onThisDevice.click();
    await expect(onThisDevice).not.toBeChecked();
    const count = receiver.received.length;
    await page.request.post('/api/simulate/bookings', {
      headers: { authorization: `Bearer ${await operatorToken(page)}` },
      data: { provider_email: COMPANY, start_in_days: 220, traveler_email: 'e2e.avisos@correo.gt' },
    });
    await page.waitForTimeout(1000);
    expect(receiver.received).toHaveLength(count);
  } finally {
    await receiver.close();
  }
});

test('a reply sent offline waits as pending and arrives once when the connection returns', async ({
  page,
  context,
}) => {
  await signIn(page, COMPANY);
  await page.goto('/message');
  await page
    .getByRole('list', { name: 'Conversaciones' })
    .getByRole('link', { name: new RegExp(TRAVELER) })
    .click();
  const log = page.getByRole('log', { name: `Mensajes con ${TRAVELER}` });
  await expect(log).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Conectado' })).toBeVisible();
  await workerReady(page);

  const reply = `Sí, tenemos parqueo ${Date.now().toString(36)}`;
  const box = page.getByRole('textbox', { name: 'Escribe un mensaje' });
  await context.setOffline(true);
  try {
    await box.fill(reply);
    await box.press('Enter');
    // The socket may take a while to notice the connection is gone: the send waits for its answer, then queues.
    await expect(log.getByText('Pendiente de envío')).toBeVisible({ timeout: 20_000 });
    await expect(log.getByText(reply)).toHaveCount(1);
    await expect(box).toHaveValue('');
  } finally {
    await context.setOffline(false);
  }
  await expect(log.getByText('Pendiente de envío')).toHaveCount(0, { timeout: 20_000 });
  await expect(log.getByText(reply)).toHaveCount(1);

  // Once, as the server keeps it: after a reload, and on the traveler's side.
  await page.reload();
  await page
    .getByRole('list', { name: 'Conversaciones' })
    .getByRole('link', { name: new RegExp(TRAVELER) })
    .click();
  await expect(page.getByRole('log', { name: `Mensajes con ${TRAVELER}` }).getByText(reply)).toHaveCount(1);
  const traveler = await page.request.post('/users/login', {
    data: { email: 'viajero@demo.gt', password: 'Demo1234' },
  });
  const token = (await traveler.json()).token as string;
  const threads = await (
    await page.request.get('/api/chat/conversation', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const texts: string[] = [];
  for (const thread of threads.data as { thread_id: string }[]) {
    const messages = await (
      await page.request.get(`/api/chat/messages/${thread.thread_id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    texts.push(...(messages.data as { message: string }[]).map((m) => m.message));
  }
  expect(texts.filter((text) => text === reply)).toHaveLength(1);
});
