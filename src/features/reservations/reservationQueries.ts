import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { RESERVATIONS_ROOT, refreshReservations } from '../../api/sharedQueries.ts';
import type { Language } from '../../i18n/i18n.ts';

export type Reservation = components['schemas']['Reservation'];
export type ReservationStatus = components['schemas']['ReservationStatus'];

/** SPEC §9: reservations come 12 a page. */
export const PAGE_SIZE = 12;

export interface ReservationFilters {
  /** Left out for all reservations. */
  status: ReservationStatus | undefined;
  code: string;
}

/** Everything this feature caches sits under one key, so a decision refreshes lists and details together. */
const ROOT = RESERVATIONS_ROOT;

export const reservationListQuery = (filters: ReservationFilters) =>
  infiniteQueryOptions({
    queryKey: [...ROOT, 'list', filters],
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.GET('/api/bookings', {
          params: {
            query: {
              page: pageParam,
              results: PAGE_SIZE,
              ...(filters.status === undefined ? {} : { status: filters.status }),
              ...(filters.code ? { code: filters.code } : {}),
            },
          },
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * PAGE_SIZE < last.meta.total ? pages.length + 1 : undefined,
  });

export const reservationQuery = (id: string, language: Language) =>
  queryOptions({
    queryKey: [...ROOT, 'one', id, language],
    queryFn: async () =>
      unwrap(await api.GET('/api/bookings/{id}', { params: { path: { id }, query: { language } } })),
  });

export async function acceptReservation(id: string) {
  return unwrap(await api.PUT('/api/bookings/{id}/accept', { params: { path: { id } } }));
}

export async function rejectReservation(id: string, reason: string) {
  return unwrap(await api.PUT('/api/bookings/{id}/reject', { params: { path: { id } }, body: { reason } }));
}

export { refreshReservations };
