import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { NotificationSettingsPage } from '../../src/features/notifications/NotificationSettingsPage.tsx';
import { activateLanguage, loadCatalogs } from '../../src/i18n/i18n.ts';
import { renderPage, signedInNewAccount } from './authHarness.tsx';

/**
 * /settings/notifications (issue 32) against the real API. jsdom has no service worker, Push API or notification
 * permission: each test gives the page the browser it stands for (none, one that blocked the portal, an iPhone's
 * Safari outside the home screen, a Chrome whose push service answers), the way the page reads them; the server's
 * answers are real.
 */

const PATH = '/settings/notifications';

beforeAll(async () => {
  await activateLanguage('es');
  await loadCatalogs(['notifications']);
});

/** What each test changed of the browser, put back after it. */
const restore: (() => void)[] = [];
afterEach(() => {
  for (const undo of restore.splice(0).reverse()) undo();
  vi.unstubAllEnvs();
  clearSession();
});

function give(target: object, key: string, value: unknown) {
  const before = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  restore.push(() => {
    if (before) Object.defineProperty(target, key, before);
    else delete (target as Record<string, unknown>)[key];
  });
}

/** A browser with the Push API whose push service hands out a subscription at Google's FCM. */
function pushCapableBrowser(permission: NotificationPermission) {
  const state = { permission, subscription: null as null | { endpoint: string; unsubscribed: boolean } };
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  const subscriptionOf = (endpoint: string) => ({
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    unsubscribe: async () => {
      if (state.subscription) state.subscription.unsubscribed = true;
      state.subscription = null;
      return true;
    },
  });
  const pushManager = {
    getSubscription: async () => (state.subscription ? subscriptionOf(state.subscription.endpoint) : null),
    subscribe: async (options: { userVisibleOnly: boolean; applicationServerKey: ArrayBuffer }) => {
      expect(options.userVisibleOnly).toBe(true);
      expect(new Uint8Array(options.applicationServerKey)).toHaveLength(65);
      state.subscription = {
        endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
        unsubscribed: false,
      };
      return subscriptionOf(state.subscription.endpoint);
    },
  };
  const registration = { pushManager };
  give(navigator, 'serviceWorker', {
    register: async () => registration,
    ready: Promise.resolve(registration),
  });
  give(globalThis, 'PushManager', function PushManager() {});
  give(globalThis, 'Notification', {
    get permission() {
      return state.permission;
    },
    requestPermission: async () => {
      state.permission = 'granted';
      return state.permission;
    },
  });
  // The page registers the worker only in a build (never in development): the tests run as one.
  vi.stubEnv('DEV', false);
  return state;
}

/** The devices the signed-in person has saved, as the server keeps them (through the API: save answers the id). */
async function savedEndpointIs(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return unwrap(
    await api.PUT('/api/notifications/subscriptions', {
      body: {
        endpoint,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
    }),
  ).id;
}

describe('the notifications settings', () => {
  it('says when the browser has no push, and still saves the switches per kind', async () => {
    await signedInNewAccount('avisos-sin-push');
    const user = userEvent.setup();
    await renderPage(PATH, <NotificationSettingsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeInTheDocument();
    expect(await screen.findByText('Este navegador no recibe avisos')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Avisos en este dispositivo/ })).toBeDisabled();

    const message = await screen.findByRole('switch', { name: /Nuevo mensaje/ });
    for (const name of [/Nueva reserva/, /Reserva por vencer/, /Nuevo mensaje/])
      expect(screen.getByRole('switch', { name })).toBeChecked();
    await user.click(message);
    await waitFor(() => expect(screen.getByRole('switch', { name: /Nuevo mensaje/ })).not.toBeChecked());
    await waitFor(async () =>
      expect(unwrap(await api.GET('/api/notifications/preferences'))).toEqual({
        new_reservation: true,
        expiring_reservation: true,
        new_message: false,
      }),
    );
    // The keyboard turns it back on.
    screen.getByRole('switch', { name: /Nuevo mensaje/ }).focus();
    await user.keyboard(' ');
    await waitFor(async () =>
      expect(unwrap(await api.GET('/api/notifications/preferences')).new_message).toBe(true),
    );
  });

  it('tells an iPhone outside the home screen to add the portal there first', async () => {
    await signedInNewAccount('avisos-iphone');
    give(
      navigator,
      'userAgent',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15',
    );
    await renderPage(PATH, <NotificationSettingsPage />);
    expect(await screen.findByText('Instala el portal primero')).toBeInTheDocument();
    expect(screen.getByText(/Añadir a pantalla de inicio/)).toBeInTheDocument();
  });

  it('says how to unblock notifications the browser refused', async () => {
    await signedInNewAccount('avisos-bloqueados');
    pushCapableBrowser('denied');
    await renderPage(PATH, <NotificationSettingsPage />);
    expect(await screen.findByText('Los avisos están bloqueados')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Avisos en este dispositivo/ })).toBeDisabled();
  });

  it('turns this device on (permission, subscription, saved on the server) and off again', async () => {
    await signedInNewAccount('avisos-encender');
    const browser = pushCapableBrowser('default');
    const user = userEvent.setup();
    await renderPage(PATH, <NotificationSettingsPage />);
    const device = await screen.findByRole('switch', { name: /Avisos en este dispositivo/ });
    await waitFor(() => expect(device).toBeEnabled());
    expect(device).not.toBeChecked();

    await user.click(device);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /Avisos en este dispositivo/ })).toBeChecked(),
    );
    const endpoint = browser.subscription?.endpoint ?? '';
    expect(endpoint).toMatch(/^https:\/\/fcm\.googleapis\.com\//);
    // Saved for this person: saving it again answers the same device, and removing it once works.
    const id = await savedEndpointIs(endpoint);

    await user.click(screen.getByRole('switch', { name: /Avisos en este dispositivo/ }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /Avisos en este dispositivo/ })).not.toBeChecked(),
    );
    expect(browser.subscription).toBeNull();
    const gone = await api.DELETE('/api/notifications/subscriptions/{subscriptionId}', {
      params: { path: { subscriptionId: id } },
    });
    expect(gone.response.status).toBe(404);
  });
});
