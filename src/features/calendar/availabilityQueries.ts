import { queryOptions } from '@tanstack/react-query';
import type { AvailabilitySave } from '../../../machines/calendarRange.machine.ts';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import type { Language } from '../../i18n/i18n.ts';
import type { StoredRange } from './storedRanges.ts';

// TEMPORARY until cal-server's contract lands: the fields it adds to every entry.
type AvailabilityEntry = components['schemas']['AvailabilityEntry'] &
  Partial<{
    reservation_no: string | null;
    feed_id: string | null;
    feed_name: string | null;
    conflict: boolean;
  }>;

const ROOT = ['calendar', 'availability'] as const;

/** An entry of the contract as the calendar draws it. */
export function storedRangeOf(entry: AvailabilityEntry): StoredRange {
  return {
    id: entry.availability_id,
    start: entry.start_date,
    end: entry.end_date,
    note: entry.note,
    kind: entry.lock_type === 'reserved' ? 'reserved' : entry.feed_id ? 'imported' : 'blocked',
    bookingId: entry.booking_id,
    reservationNo: entry.reservation_no,
    feedName: entry.feed_name,
    conflict: entry.conflict,
  };
}

/** The product's blocked, reserved and imported ranges (SPEC §7 Availability GET). */
export const availabilityQuery = (id: string, language: Language) =>
  queryOptions({
    queryKey: [...ROOT, id, language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/accommodation/availability/{id}/{languageCode}', {
          params: { path: { id, languageCode: language } },
        }),
      ).data.map(storedRangeOf),
  });

/** Blocks a range, or reopens one (SPEC §7 Availability PUT); answers the product's ranges after the save. */
export async function saveAvailability(id: string, productType: number, save: AvailabilitySave) {
  const saved = unwrap(
    await api.PUT('/api/accommodation/availability/{id}', {
      params: { path: { id } },
      body: {
        product_type: productType,
        start_date: save.start,
        end_date: save.end,
        lock_type: save.lockType,
        note: save.note,
        availability_id: save.availabilityId,
      },
    }),
  );
  return saved.data.map(storedRangeOf);
}
