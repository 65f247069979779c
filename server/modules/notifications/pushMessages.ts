import type { components } from '../../../openapi/schema.d.ts';
import type { NotificationKind } from './notify.ts';

type Reservation = components['schemas']['Reservation'];
type ChatMessage = components['schemas']['ChatMessage'];
type Language = 'es' | 'en';

/**
 * What a push carries, read by the service worker (src/sw.ts): the notification's title and body in the language
 * of the person signed in on the device, the page it opens, and a tag (a second push of the same thing replaces
 * the first instead of stacking).
 */
export interface PushPayload {
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** A push's text is short on a phone's lock screen; a message's is cut here. */
const BODY_LENGTH = 140;

/**
 * The pushes' words. The server has no catalogs (the app's are Lingui's, in the browser), and a push is written
 * before any app opens: two small dictionaries, as the reservations' and mails' texts do (docs: decisions).
 */
const WORDS = {
  es: {
    newReservation: (r: Reservation) => `Nueva reserva ${r.reservation_no}`,
    reservationBody: (r: Reservation, dates: string) =>
      `${traveler(r)} pide ${r.product.name} (${dates}). Respóndele antes de que venza el plazo.`,
    expiring: (r: Reservation) => `La reserva ${r.reservation_no} vence pronto`,
    expiringBody: (r: Reservation, minutes: number) =>
      `Quedan ${minutes} min para aceptar o rechazar ${r.product.name}.`,
    newMessage: (name: string) => `Nuevo mensaje de ${name}`,
    someone: 'un viajero',
  },
  en: {
    newReservation: (r: Reservation) => `New reservation ${r.reservation_no}`,
    reservationBody: (r: Reservation, dates: string) =>
      `${traveler(r)} asks for ${r.product.name} (${dates}). Answer before the time runs out.`,
    expiring: (r: Reservation) => `Reservation ${r.reservation_no} expires soon`,
    expiringBody: (r: Reservation, minutes: number) =>
      `${minutes} min left to accept or reject ${r.product.name}.`,
    newMessage: (name: string) => `New message from ${name}`,
    someone: 'a traveler',
  },
} as const;

const traveler = (r: Reservation) => `${r.info_user.first_name} ${r.info_user.last_name}`.trim();

/** '12 Mar – 14 Mar' in the language: the booked days, without a time zone shifting them. */
function datesOf(r: Reservation, language: Language): string {
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${format.format(new Date(`${r.start_date}T00:00:00Z`))} – ${format.format(new Date(`${r.end_date}T00:00:00Z`))}`;
}

export function newReservationPush(r: Reservation, language: Language): PushPayload {
  const words = WORDS[language];
  return {
    kind: 'new_reservation',
    title: words.newReservation(r),
    body: words.reservationBody(r, datesOf(r, language)),
    url: `/reservation/${r._id}`,
    tag: `reservation:${r._id}`,
  };
}

export function expiringReservationPush(r: Reservation, language: Language, now: Date): PushPayload {
  const words = WORDS[language];
  const minutes = Math.max(1, Math.ceil((Date.parse(r.respond_by) - now.getTime()) / 60_000));
  return {
    kind: 'expiring_reservation',
    title: words.expiring(r),
    body: words.expiringBody(r, minutes),
    url: `/reservation/${r._id}`,
    tag: `reservation:${r._id}`,
  };
}

export function newMessagePush(m: ChatMessage, language: Language): PushPayload {
  const words = WORDS[language];
  const text = m.message.length > BODY_LENGTH ? `${m.message.slice(0, BODY_LENGTH - 1)}…` : m.message;
  return {
    kind: 'new_message',
    title: words.newMessage(m.name_sender || words.someone),
    body: text,
    url: `/message?thread=${encodeURIComponent(m.thread_id)}`,
    tag: `message:${m.thread_id}`,
  };
}
