import { formatDate } from '../../i18n/dates.ts';
import { type Language, regionalLocale } from '../../i18n/i18n.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/*
 * Instants are shown with the platform's Intl, as the chat's times are (src/features/messages/chatTimes.ts): the
 * Temporal polyfill (~35 KiB gzip) is for calendar arithmetic, which this screen has none of.
 */

/** How long ago a change was made: "hace 5 min", "ayer", "hace 3 días"; the date from a month back. */
export function timeAgo(iso: string, language: Language, now: number = Date.now()): string {
  const time = Date.parse(iso);
  const elapsed = Math.max(0, now - time);
  if (elapsed >= 30 * DAY) return formatDate(localDay(time), language);
  const format = new Intl.RelativeTimeFormat(regionalLocale(language), { numeric: 'auto', style: 'short' });
  if (elapsed < MINUTE) return format.format(0, 'second');
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  return format.format(-Math.floor(elapsed / DAY), 'day');
}

/** The exact moment, in the browser's time zone: "05/Mar/2026 14:32". */
export function exactTime(iso: string, language: Language): string {
  const time = Date.parse(iso);
  const hour = new Intl.DateTimeFormat(regionalLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
  }).format(time);
  return `${formatDate(localDay(time), language)} ${hour}`;
}

/** The local calendar day of an instant, as YYYY-MM-DD. */
function localDay(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
