import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { regionalLocale } from '../../i18n/i18n.ts';

export interface ReferralFormats {
  /** A count: 1.234 in Spanish, 1,234 in English. */
  count: (value: number) => string;
  /** An amount in USD, as the control panel writes commissions. */
  money: (value: number) => string;
  /** A rate given in per cent, as the portal writes rates in both languages: "5 %", "4,5 %" / "4.5 %". */
  percent: (rate: number) => string;
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

/**
 * The numbers, money and months of the referral screens written the way the interface language writes them; built
 * once per language, since a results table formats a few hundred cells.
 */
export function useReferralFormats(): ReferralFormats {
  const { i18n } = useLingui();
  const locale = regionalLocale(i18n.locale);
  return useMemo(() => {
    const counts = new Intl.NumberFormat(locale);
    const usd = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    });
    // The contract's months are UTC calendar months: named in UTC, so no time zone moves one to its neighbour.
    const months = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const shortMonths = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    return {
      count: (value) => counts.format(value),
      money: (value) => usd.format(value),
      // A no-break space: the number and its sign never part at a line's end.
      percent: (rate) => `${counts.format(rate)}\u00a0%`,
      month: (month) => months.format(monthStart(month)),
      shortMonth: (month) => shortMonths.format(monthStart(month)),
    };
  }, [locale]);
}
