import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { WINDOW_DAYS } from './overviewDays.ts';

export type CalendarOverview = components['schemas']['CalendarOverview'];
export type OverviewProduct = components['schemas']['CalendarOverviewProduct'];
export type CalendarClash = components['schemas']['CalendarClash'];
export type RangesSave = components['schemas']['CalendarRangesSave'];

/** Everything the calendar screens cache sits under one key, so a save refreshes every window at once. */
export const CALENDAR_ROOT = ['calendar'] as const;

export const overviewQuery = (start: string) =>
  queryOptions({
    queryKey: [...CALENDAR_ROOT, 'overview', start],
    queryFn: async () =>
      unwrap(await api.GET('/api/calendar', { params: { query: { start, days: WINDOW_DAYS } } })),
  });

/** A bulk save refused because the days clash on some products: each clash, named. */
export class RangesClash extends Error {
  constructor(
    message: string,
    readonly conflicts: CalendarClash[],
  ) {
    super(message);
  }
}

/** Blocks or reopens the same days on several products, all or none (PUT /api/calendar). */
export async function saveRanges(body: RangesSave) {
  const result = await api.PUT('/api/calendar', { body });
  if (result.response.status === 409 && result.error && 'conflicts' in result.error) {
    throw new RangesClash(result.error.message, result.error.conflicts);
  }
  return unwrap(result);
}
