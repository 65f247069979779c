import type { PushSubscriptionInput } from './notificationQueries.ts';
import { fetchPushKey, savePushSubscription } from './notificationQueries.ts';
import { registerServiceWorker, serviceWorkerSupported } from './serviceWorker.ts';

/**
 * Where this device stands for Web Push, as the settings screen explains it: no support at all; an iPhone or iPad
 * whose browser offers push only to the app added to the home screen; notifications blocked in the browser's
 * settings; or able to be turned on (`off`) or on.
 */
export type PushSupport = 'unsupported' | 'needsInstall' | 'denied' | 'off' | 'on';

const isAppleMobile = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

const isInstalled = () =>
  globalThis.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

function pushAvailable(): boolean {
  return serviceWorkerSupported() && 'PushManager' in globalThis && 'Notification' in globalThis;
}

/** The device's current subscription, when the worker is there and has one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await registerServiceWorker();
  return registration ? registration.pushManager.getSubscription() : null;
}

export async function pushSupport(): Promise<PushSupport> {
  if (!pushAvailable()) return isAppleMobile() && !isInstalled() ? 'needsInstall' : 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = Notification.permission === 'granted' ? await currentSubscription() : null;
  return subscription ? 'on' : 'off';
}

/** What the server stores of a subscription (the contract's PushSubscriptionInput). */
function toInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** The server's key as PushManager takes it (an ArrayBuffer of the 65-byte point). */
function keyBytes(base64url: string): ArrayBuffer {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes.buffer;
}

/** Why turning notifications on stopped: the person said no, or the browser or the server failed. */
export class PushRefused extends Error {}

/**
 * Turns notifications on for this device: asks the permission (the browser's own question), subscribes with the
 * server's key and saves the subscription for the signed-in person. Answers the saved device's id.
 */
export async function turnPushOn(): Promise<string> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushRefused(permission);
  const registration = await registerServiceWorker();
  if (!registration) throw new Error('no service worker');
  const ready = await navigator.serviceWorker.ready;
  const existing = await ready.pushManager.getSubscription();
  const subscription =
    existing ??
    (await ready.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await fetchPushKey()),
    }));
  return savePushSubscription(toInput(subscription));
}

/**
 * Turns them off: the device is forgotten by the server (saved again to learn its id, which also makes sure it is
 * this person's) and unsubscribed from the push service.
 */
export async function turnPushOff(remove: (id: string) => Promise<void>): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await remove(await savePushSubscription(toInput(subscription)));
  await subscription.unsubscribe();
}

/**
 * After sign-in on a device that already receives notifications: saved again for whoever is signed in now (a
 * device receives one person's notifications, the last who saved it).
 */
export async function resaveExistingSubscription(): Promise<void> {
  if (!pushAvailable() || Notification.permission !== 'granted') return;
  const subscription = await currentSubscription();
  if (subscription) await savePushSubscription(toInput(subscription));
}
