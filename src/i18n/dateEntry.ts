import { type Language, regionalLocale } from './i18n.ts';

/**
 * What a date field's text says (src/ui/dateField): apart from dates.ts, which every screen loads to write dates,
 * so the reading comes only with the field's own code.
 */

const pad = (n: number) => String(n).padStart(2, '0');

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
