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

const LANGUAGES_READ: readonly Language[] = ['es', 'en'];

/** Lowercase, without accents or dots: 'Dic.' and 'dic' read the same, 'sept.' as 'sept'. */
const plain = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f.]/g, '')
    .toLowerCase();

let monthNames: (readonly string[])[] | undefined;
/** Each month's full names, plain, in every interface language (and the Central American 'setiembre'). */
function monthNamesRead(): (readonly string[])[] {
  if (!monthNames) {
    const formats = LANGUAGES_READ.map(
      (language) => new Intl.DateTimeFormat(regionalLocale(language), { month: 'long', timeZone: 'UTC' }),
    );
    monthNames = Array.from({ length: 12 }, (_, index) =>
      formats.map((format) => plain(format.format(new Date(Date.UTC(2000, index, 1))))),
    );
    monthNames[8] = [...monthNames[8]!, 'setiembre'];
  }
  return monthNames;
}

/** The month a word names: its first three letters or more, in Spanish or English (dic, Dec, sept., diciembre). */
function monthOfWord(word: string): number | null {
  const typed = plain(word);
  if (typed.length < 3) return null;
  const index = monthNamesRead().findIndex((names) => names.some((name) => name.startsWith(typed)));
  return index === -1 ? null : index + 1;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A typed day as an ISO date, or null when it names none. Day first, then month, then a four-digit year
 * (DD/MM/YYYY, D/M/YYYY, DD/MMM/YYYY with the month's name or abbreviation in Spanish or English, any case);
 * slashes, dashes, dots or spaces between them, and Spanish 'de' / English 'of' are read past. An ISO date
 * (YYYY-MM-DD, what a paste from elsewhere may hold) is read as it is.
 */
export function parseDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const parts = iso
    ? [iso[3]!, iso[2]!, iso[1]!]
    : trimmed.split(/[\s/.,-]+/).filter((part) => !['de', 'del', 'of'].includes(part.toLowerCase()));
  if (parts.length !== 3) return null;
  const [dayText, monthText, yearText] = parts as [string, string, string];
  if (!/^\d{1,2}$/.test(dayText) || !/^\d{4}$/.test(yearText)) return null;
  const month = /^\d{1,2}$/.test(monthText) ? Number(monthText) : monthOfWord(monthText);
  const day = Number(dayText);
  const year = Number(yearText);
  if (month === null || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Why a typed date is refused: it names no day, or one before the first or after the last allowed. */
export type DateEntryProblem = 'invalid' | 'beforeMin' | 'afterMax';

/** What a date field's text holds: a day within [min, max] (ISO, both ends included), nothing, or a problem. */
export function readDateEntry(
  text: string,
  range: { min?: string | undefined; max?: string | undefined } = {},
): { value: string | null } | { problem: DateEntryProblem } {
  if (text.trim() === '') return { value: null };
  const value = parseDate(text);
  if (value === null) return { problem: 'invalid' };
  if (range.min && value < range.min) return { problem: 'beforeMin' };
  if (range.max && value > range.max) return { problem: 'afterMax' };
  return { value };
}
