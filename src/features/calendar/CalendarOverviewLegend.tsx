import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { DayState } from './overviewDays.ts';
import { STATE_MARKS, STATE_NAMES } from './overviewWording.ts';

const STATES: readonly DayState[] = ['free', 'noDeparture', 'blocked', 'reserved', 'imported', 'conflict'];

/** What each cell's colour, pattern and letter mean. */
export function CalendarOverviewLegend() {
  const { t, i18n } = useLingui();
  return (
    <Group
      gap="md"
      component="ul"
      aria-label={t`Leyenda`}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {STATES.map((state) => {
        const mark = STATE_MARKS[state];
        return (
          <Group key={state} gap={6} component="li" wrap="nowrap">
            <span className="cal-overview-swatch" data-state={state} aria-hidden>
              {mark ? i18n._(mark) : ''}
            </span>
            <Text size="sm">{i18n._(STATE_NAMES[state])}</Text>
          </Group>
        );
      })}
    </Group>
  );
}
