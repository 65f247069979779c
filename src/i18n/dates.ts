import { type Language, regionalLocale } from './i18n.ts';

/** A calendar day: what Temporal.PlainDate carries, without needing the polyfill loaded to show one. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day an ISO date (or date-time, read by its date part) names. */
function dayOf(value: CalendarDay | string): CalendarDay {
  if (typeof value !== 'string') return value;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

const monthFormats = new Map<Language, Intl.DateTimeFormat>();
function monthFormat(language: Language): Intl.DateTimeFormat {
  let format = monthFormats.get(language);
  if (!format) {
    // The day is placed at UTC midnight and read in UTC, so no time zone can move it to another day.
    format = new Intl.DateTimeFormat(regionalLocale(language), {
      month: 'short',
      timeZone: 'UTC',
    });
    monthFormats.set(language, format);
  }
  return format;
}

/** SPEC §9: dates read DD/MMM/YYYY, the month abbreviated in the interface language (05/Mar/2026). */
export function formatDate(value: CalendarDay | string, language: Language): string {
  const { year, month, day } = dayOf(value);
  const name = monthFormat(language)
    .format(new Date(Date.UTC(year, month - 1, day)))
    .replace('.', '');
  const mmm = name.charAt(0).toUpperCase() + name.slice(1, 3);
  return `${pad(day)}/${mmm}/${year}`;
}

/** Today in the browser's time zone, as an ISO date (YYYY-MM-DD). */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
