import { useLingui } from '@lingui/react';
import { Stack, Title } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { regionalLocale } from '../../i18n/i18n.ts';
import { type Month, monthTitle, weekdayNames, weeksOf } from './calendarDays.ts';
import { dayDescription, dayKind, departureMark, departureState } from './dayDescription.ts';
import type { DepartureMarks } from './departuresQuery.ts';
import { rangesOn, type StoredRange } from './storedRanges.ts';

export interface GridSelection {
  start: string | null;
  end: string | null;
}

interface MonthGridProps {
  month: Month;
  ranges: readonly StoredRange[];
  selection: GridSelection;
  /** The day that takes the Tab key in this month (roving tabindex). */
  tabStop: string;
  today: string;
  /** A thing to do's departures (issue 16): null while they load, absent for a stay. */
  departures?: DepartureMarks | null;
  onPick: (date: string) => void;
  onKey: (date: string, event: KeyboardEvent<HTMLButtonElement>) => void;
}

const isSelected = (date: string, { start, end }: GridSelection) =>
  start !== null && (end === null ? date === start : start <= date && date <= end);

/** One month: a grid of weeks, each day a button named with its date and what holds it (and its departure). */
export function MonthGrid({
  month,
  ranges,
  selection,
  tabStop,
  today,
  departures,
  onPick,
  onKey,
}: MonthGridProps) {
  const { i18n } = useLingui();
  const locale = regionalLocale(i18n.locale);
  const title = monthTitle(month, locale);
  const titleId = `cal-month-${month}`;
  return (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      <Title order={2} size="h5" id={titleId} ta="center">
        {title}
      </Title>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table whose days are buttons moved between with the arrow keys is the ARIA grid pattern */}
      <table role="grid" aria-labelledby={titleId} className="cal-grid">
        <thead>
          <tr>
            {weekdayNames(locale).map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week[0]!.key}>
              {week.map(({ key, date }) => {
                if (date === null) return <td key={key} />;
                const holding = rangesOn(date, ranges);
                const selected = isSelected(date, selection);
                const day = departures?.days.get(date);
                const departure = day && departures ? { day, marks: departures } : undefined;
                return (
                  <td key={key}>
                    <button
                      type="button"
                      className="cal-day"
                      data-date={date}
                      data-kind={dayKind(holding) ?? undefined}
                      data-selected={selected || undefined}
                      data-conflict={holding.some((range) => range.conflict) || undefined}
                      data-today={date === today || undefined}
                      data-departure={departure ? departureState(departure.day, departure.marks) : undefined}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-label={dayDescription(date, holding, selected, locale, i18n, departure)}
                      onClick={() => onPick(date)}
                      onKeyDown={(event) => onKey(date, event)}
                    >
                      <span aria-hidden>{Number(date.slice(8))}</span>
                      {departures === undefined ? null : (
                        <span className="cal-mark" data-loading={!departure || undefined} aria-hidden>
                          {departure ? departureMark(departure.day, departure.marks) : null}
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  );
}
