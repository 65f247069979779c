import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { regionalLocale } from '../../i18n/i18n.ts';

export interface ReportFormats {
  /** A count: 1.234 in Spanish, 1,234 in English. */
  count: (value: number) => string;
  /** An amount in the reservations' currency. */
  money: (value: number, currency: string) => string;
  /** A share (0.25) in per cent: "25 %", "25.5 %". */
  share: (value: number) => string;
  /** Hours with one decimal: "4,5 h". */
  hours: (value: number) => string;
  /** A contract month `YYYY-MM` by its name: "marzo de 2026", "March 2026". */
  month: (month: string) => string;
  /** The same month shortly, for a chart's axis: "mar 2026", "Mar 2026". */
  shortMonth: (month: string) => string;
}

/** A contract month `YYYY-MM` as the instant its UTC calendar month starts. */
function monthStart(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1));
}

/** The reports' numbers written the way the interface language writes them; built once per language. */
export function useReportFormats(): ReportFormats {
  const { i18n } = useLingui();
  const locale = regionalLocale(i18n.locale);
  return useMemo(() => {
    const counts = new Intl.NumberFormat(locale);
    const oneDecimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const currencies = new Map<string, Intl.NumberFormat>();
    const currencyFormat = (currency: string) => {
      let format = currencies.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          currencyDisplay: 'narrowSymbol',
        });
        currencies.set(currency, format);
      }
      return format;
    };
    // The contract's months are UTC calendar months: named in UTC, so no time zone moves one to its neighbour.
    const months = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const shortMonths = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    return {
      count: (value) => counts.format(value),
      money: (value, currency) => currencyFormat(currency).format(value),
      // A no-break space: the number and its sign never part at a line's end.
      share: (value) => `${oneDecimal.format(value * 100)}\u00a0%`,
      hours: (value) => `${oneDecimal.format(value)}\u00a0h`,
      month: (month) => months.format(monthStart(month)),
      shortMonth: (month) => shortMonths.format(monthStart(month)),
    };
  }, [locale]);
}
