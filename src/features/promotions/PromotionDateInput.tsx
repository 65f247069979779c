import { useLingui } from '@lingui/react/macro';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { Temporal } from 'temporal-polyfill';

/** DD/MM/YYYY (or an ISO date) as an ISO date; null while it is not a real day. */
export function parseDay(text: string): string | null {
  const trimmed = text.trim();
  const numeric = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const parts = numeric
    ? { year: Number(numeric[3]), month: Number(numeric[2]), day: Number(numeric[1]) }
    : iso
      ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
      : null;
  if (!parts) return null;
  try {
    return Temporal.PlainDate.from(parts, { overflow: 'reject' }).toString();
  } catch {
    return null;
  }
}

/**
 * A promotion's day: typed as DD/MM/AAAA or picked in the calendar under it. Any day may be typed; the form's
 * rules (machines/promotionRules.ts) say which are refused, in words, rather than the field ignoring them.
 */
export function PromotionDateInput(props: Omit<DateInputProps, 'valueFormat' | 'dateParser'>) {
  const { t } = useLingui();
  return (
    <DateInput
      valueFormat="DD/MM/YYYY"
      dateParser={parseDay}
      placeholder={t`DD/MM/AAAA`}
      firstDayOfWeek={1}
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}
