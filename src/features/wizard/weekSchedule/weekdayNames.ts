import type { Weekday } from '../../../../machines/scheduleDay.machine.ts';
import { TIME_CHOICES } from '../../../../machines/timeChoices.ts';
import { regionalLocale } from '../../../i18n/i18n.ts';

/** A weekday (1 Monday … 7 Sunday, SPEC §9) as the interface language writes it in a sentence: "lunes", "Monday". */
export const weekdayName = (day: Weekday, language: string) =>
  // 1 January 2024 was a Monday.
  new Intl.DateTimeFormat(regionalLocale(language), { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, day),
  );

/** A weekday heading its day: "Lunes", "Monday". */
export const weekdayTitle = (day: Weekday, language: string) => {
  const name = weekdayName(day, language);
  return name.charAt(0).toLocaleUpperCase(regionalLocale(language)) + name.slice(1);
};

/** The schedule's time choices (SPEC §9: every 30 minutes) as the interface language reads a time: "8:00 a. m.". */
export function timeChoiceLabels(language: string): { value: string; label: string }[] {
  const format = new Intl.DateTimeFormat(regionalLocale(language), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return TIME_CHOICES.map((time) => {
    const [hours, minutes] = time.split(':').map(Number);
    return { value: time, label: format.format(Date.UTC(2024, 0, 1, hours, minutes)) };
  });
}
