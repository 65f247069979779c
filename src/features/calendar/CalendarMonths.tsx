import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import {
  addDays,
  addMonths,
  addMonthsToDate,
  type Month,
  monthOf,
  weekEnd,
  weekStart,
  windowFor,
} from './calendarDays.ts';
import type { DepartureMarks } from './departuresQuery.ts';
import { type GridSelection, MonthGrid } from './MonthGrid.tsx';
import type { StoredRange } from './storedRanges.ts';

interface CalendarMonthsProps {
  ranges: readonly StoredRange[];
  selection: GridSelection;
  today: string;
  /** The first month shown; the page holds it, so it can read that window's departures. */
  first: Month;
  onFirst: (first: Month) => void;
  departures?: DepartureMarks | null;
  onPick: (date: string) => void;
}

/** Where a key moves the focused day (the grid pattern of the ARIA practices); null for other keys. */
function dayAfterKey(date: string, event: KeyboardEvent): string | null {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return weekStart(date);
    case 'End':
      return weekEnd(date);
    case 'PageUp':
      return addMonthsToDate(date, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonthsToDate(date, event.shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/**
 * Two months side by side (one on a phone), with buttons to the previous and next month. One day of each
 * month takes the Tab key; arrows, Home/End and PageUp/PageDown move between days, across months.
 */
export function CalendarMonths({
  ranges,
  selection,
  today,
  first,
  onFirst: setFirst,
  departures,
  onPick,
}: CalendarMonthsProps) {
  const { t } = useLingui();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const count = isPhone ? 1 : 2;
  const [focused, setFocused] = useState(today);
  const container = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    container.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  });

  const onKey = (date: string, event: KeyboardEvent<HTMLButtonElement>) => {
    const next = dayAfterKey(date, event);
    if (next === null) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(next);
    setFirst(windowFor(next, first, count));
  };

  const pick = (date: string) => {
    setFocused(date);
    onPick(date);
  };

  const months = Array.from({ length: count }, (_, i) => addMonths(first, i));
  return (
    <Stack gap="xs" ref={container}>
      <Group justify="space-between">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`Mes anterior`}
          onClick={() => setFirst(addMonths(first, -1))}
        >
          <IconChevronLeft size={20} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`Mes siguiente`}
          onClick={() => setFirst(addMonths(first, 1))}
        >
          <IconChevronRight size={20} />
        </ActionIcon>
      </Group>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        {months.map((month) => (
          <MonthGrid
            key={month}
            month={month}
            ranges={ranges}
            selection={selection}
            tabStop={monthOf(focused) === month ? focused : `${month}-01`}
            today={today}
            departures={departures}
            onPick={pick}
            onKey={onKey}
          />
        ))}
      </Group>
    </Stack>
  );
}
