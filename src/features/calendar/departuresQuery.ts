import { queryOptions } from '@tanstack/react-query';
import { Temporal } from 'temporal-polyfill';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { addMonths, type Month } from './calendarDays.ts';

export type Departures = components['schemas']['Departures'];
export type DepartureDay = components['schemas']['DepartureDay'];

/** What the grid needs of a thing to do's departures: its terms and each shown day by date. */
export interface DepartureMarks {
  /** People one departure takes; null for tickets, without a limit a day (an attraction). */
  capacity: number | null;
  private: boolean;
  days: ReadonlyMap<string, DepartureDay>;
}

const ROOT = ['calendar', 'departures'] as const;

const daysIn = (month: Month) => Temporal.PlainYearMonth.from(month).daysInMonth;

/** Every query of the product's departures, to read them again after a save. */
export const departuresKey = (id: string) => [...ROOT, id] as const;

/**
 * A thing to do's departures (issue 16) for two months from `first`: the two months the calendar shows beside
 * each other (a phone shows the first; the second is ready when it moves on).
 */
export const departuresQuery = (id: string, first: Month) =>
  queryOptions({
    queryKey: [...departuresKey(id), first],
    queryFn: async (): Promise<DepartureMarks> => {
      const departures = unwrap(
        await api.GET('/api/calendar/departures/{id}', {
          params: {
            path: { id },
            query: { start: `${first}-01`, days: daysIn(first) + daysIn(addMonths(first, 1)) },
          },
        }),
      );
      return {
        capacity: departures.capacity,
        private: departures.private,
        days: new Map(departures.days.map((day) => [day.date, day])),
      };
    },
  });
