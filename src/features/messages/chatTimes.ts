import { formatDate } from '../../i18n/dates.ts';
import { type Language, regionalLocale } from '../../i18n/i18n.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a thread last moved, as the list shows it: "hace 5 min", "ayer", then the date after a week.
 * Times are the browser's local time (SPEC §9: the time-zone offset is taken off chat times).
 */
export function relativeTime(iso: string, language: Language, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  const elapsed = Math.max(0, now - time);
  if (elapsed >= 7 * DAY) return formatDate(localDate(time), language);
  const format = new Intl.RelativeTimeFormat(regionalLocale(language), { numeric: 'auto', style: 'short' });
  if (elapsed < MINUTE) return format.format(0, 'second');
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  return format.format(-Math.floor(elapsed / DAY), 'day');
}

/** A message's time: the hour today, the date and hour before. */
export function messageTime(iso: string, language: Language, now: number = Date.now()): string {
  const time = new Date(iso);
  const hour = new Intl.DateTimeFormat(regionalLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
  }).format(time);
  return localDate(time.getTime()) === localDate(now)
    ? hour
    : `${formatDate(localDate(time.getTime()), language)} ${hour}`;
}

/** The local calendar day of an instant, as YYYY-MM-DD. */
function localDate(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
