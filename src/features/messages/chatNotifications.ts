import type { ChatMessage } from '../../../openapi/realtime.ts';

/** The conversation on screen, if any: its messages need no notification while the page is visible. */
let openThreadId: string | null = null;

export function showingThread(threadId: string | null) {
  openThreadId = threadId;
}

/** Whether the person is looking at this thread right now. */
export const isThreadInView = (threadId: string) =>
  openThreadId === threadId && globalThis.document?.visibilityState === 'visible';

export type NotificationPermissionState = NotificationPermission | 'unsupported';

export const notificationPermission = (): NotificationPermissionState =>
  typeof globalThis.Notification === 'function' ? globalThis.Notification.permission : 'unsupported';

export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  if (typeof globalThis.Notification !== 'function') return 'unsupported';
  return globalThis.Notification.requestPermission();
}

/** SPEC §7: a browser notification when the person allowed them; answers false when it could not show one. */
export function showBrowserNotification(message: ChatMessage, onOpen: () => void): boolean {
  if (notificationPermission() !== 'granted') return false;
  try {
    const notification = new Notification(message.name_sender, {
      body: message.message,
      // One notification per thread: a second message replaces the first.
      tag: message.thread_id,
    });
    notification.onclick = () => {
      globalThis.focus?.();
      onOpen();
      notification.close();
    };
    return true;
  } catch {
    // Some mobile browsers only notify through a service worker; the toast takes over.
    return false;
  }
}

let audio: AudioContext | null = null;

/** A short two-tone beep made on the spot (no audio files); silent where there is no Web Audio. */
export function beep() {
  const Context =
    globalThis.AudioContext ??
    (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  try {
    audio ??= new Context();
    const start = audio.currentTime;
    const gain = audio.createGain();
    gain.connect(audio.destination);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.15, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.3);
    const tone = audio.createOscillator();
    tone.type = 'sine';
    tone.frequency.setValueAtTime(880, start);
    tone.frequency.setValueAtTime(660, start + 0.12);
    tone.connect(gain);
    tone.start(start);
    tone.stop(start + 0.3);
  } catch {
    // The browser refused to play before any interaction with the page: the toast still shows.
  }
}
