import { Temporal } from 'temporal-polyfill';
import { type Language, regionalLocale } from './i18n.ts';

/** SPEC §9: dates read DD/MMM/YYYY, the month abbreviated in the interface language (05/Mar/2026). */
export function formatDate(value: Temporal.PlainDate | string, language: Language): string {
  const date = typeof value === 'string' ? Temporal.PlainDate.from(value.slice(0, 10)) : value;
  const month = date.toLocaleString(regionalLocale(language), { month: 'short' }).replace('.', '');
  const mmm = month.charAt(0).toUpperCase() + month.slice(1, 3);
  return `${String(date.day).padStart(2, '0')}/${mmm}/${date.year}`;
}

export const today = (): Temporal.PlainDate => Temporal.Now.plainDateISO();
