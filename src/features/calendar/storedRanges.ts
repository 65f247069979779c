import type { DateRange } from '../../../machines/calendarOverlap.ts';
import type { BlockedRange, CalendarRangeInput } from '../../../machines/calendarRange.machine.ts';

/** Who closed the days: the provider, an accepted reservation, or a calendar imported from elsewhere. */
export type RangeKind = 'blocked' | 'reserved' | 'imported';

/** A stored range as the calendar draws it (an AvailabilityEntry of the contract, days inclusive). */
export interface StoredRange extends DateRange {
  id: string;
  kind: RangeKind;
  note: string;
  bookingId: string | null;
  reservationNo: string | null;
  feedName: string | null;
  /** An imported range sharing a day with a reservation: both sides must be looked at. */
  conflict: boolean;
}

/** What the range machine needs: the provider's own ranges may be reopened, every range is taken. */
export const machineRangesOf = (ranges: readonly StoredRange[]): CalendarRangeInput => ({
  blocked: ranges
    .filter((range) => range.kind === 'blocked')
    .map(
      (range): BlockedRange => ({
        availabilityId: range.id,
        start: range.start,
        end: range.end,
        note: range.note,
      }),
    ),
  taken: ranges.map(({ start, end }) => ({ start, end })),
});

/** The ranges holding the day (imported ranges may overlap others; the source is the truth). */
export const rangesOn = (date: string, ranges: readonly StoredRange[]): StoredRange[] =>
  ranges.filter((range) => range.start <= date && date <= range.end);
