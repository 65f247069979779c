import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

/*
 * The portal's service worker (issue 32), built by vite-plugin-pwa (injectManifest, vite.config.ts) into /sw.js and
 * registered by src/features/notifications/serviceWorker.ts once a signed-in screen has drawn. It keeps the app's
 * shell for when the connection drops, and shows the pushes the server sends (server/modules/notifications).
 *
 * The project's TypeScript program is the app's (DOM), so the few worker types used here are declared below rather
 * than with the webworker library, whose globals clash with the DOM's.
 */

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown; text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  /** What vite-plugin-pwa writes in at build time: the app shell's files with their revisions. */
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
}

declare const self: WorkerScope;

/** The page every navigation falls back to offline: the app, which draws the shell from the session it keeps. */
const APP_SHELL = '/index.html';

/** A navigation waits this long for the network before the kept copy answers (weak rural connections). */
const NETWORK_TIMEOUT_SECONDS = 3;

/** Where the server answers itself, never the app: never answered from a cache. */
const NOT_APP_PAGES = [/^\/api\//, /^\/files\//, /^\/docs/, /^\/socket\.io\//, /^\/sw\.js$/];

// A new build's worker takes over at once: the files the open pages load are the new build's.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages: the network first, always (the server renders the public pages and answers redirects), a copy of each page
// opened kept for when it is unreachable, and the app's index.html for any other page then. API calls, uploads, the
// API reference and the socket never go through a cache.
const pages = new NetworkFirst({ cacheName: 'portal-pages', networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache(APP_SHELL)) ?? Response.error();
      }
    },
    { denylist: NOT_APP_PAGES },
  ),
);

/** What the server's pushes carry (server/modules/notifications/pushMessages.ts). */
interface PushPayload {
  kind: string;
  title: string;
  body: string;
  url: string;
  tag: string;
}

function payloadOf(event: PushEvent): PushPayload | null {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (!data || typeof data.title !== 'string') return null;
    return {
      kind: String(data.kind ?? ''),
      title: data.title,
      body: String(data.body ?? ''),
      url: String(data.url ?? '/dashboard'),
      tag: String(data.tag ?? data.kind ?? ''),
    };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/pwa-192.png',
      data: { url: payload.url },
    }),
  );
});

// A tap opens what the push was about: the portal's own tab when there is one (brought forward and sent there),
// else a new one. Only the portal's own pages: a url of another origin opens the dashboard.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const asked = new URL(String(event.notification.data?.url ?? '/dashboard'), self.location.origin);
  const target = asked.origin === self.location.origin ? asked : new URL('/dashboard', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const there = windows.find((client) => client.url === target.href);
      if (there) return there.focus();
      const portal = windows[0];
      if (portal) {
        await portal.focus();
        return portal.navigate(target.href);
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
