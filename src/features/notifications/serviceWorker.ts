/**
 * The service worker (src/sw.ts, built to /sw.js by vite-plugin-pwa): registered once a signed-in screen has drawn,
 * from code loaded then (the entry carries none), never in development (the dev server builds no worker) nor where
 * the browser has none.
 */
export const SERVICE_WORKER_URL = '/sw.js';

export function serviceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

let registering: Promise<ServiceWorkerRegistration | null> | undefined;

/** Registers the worker once per page; answers its registration, or null where there is none. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (import.meta.env.DEV || !serviceWorkerSupported()) return Promise.resolve(null);
  registering ??= navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .catch((error: unknown) => {
      console.warn('The service worker did not register', error);
      registering = undefined;
      return null;
    });
  return registering;
}
