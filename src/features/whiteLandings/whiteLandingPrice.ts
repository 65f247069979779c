import { regionalLocale } from '../../i18n/i18n.ts';

const formats = new Map<string, Intl.NumberFormat>();

/** A traveler's price in the interface language's way of writing money ($1,234.50 / US$1.234,50). */
export function formatPrice(amount: number, currency: string, language: string): string {
  const locale = regionalLocale(language);
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format.format(amount);
}
