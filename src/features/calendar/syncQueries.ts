import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { CALENDAR_ROOT } from './overviewQueries.ts';

export type CalendarSync = components['schemas']['CalendarSync'];
export type CalendarFeed = components['schemas']['CalendarFeed'];
export type FeedInput = components['schemas']['CalendarFeedInput'];

const path = (id: string) => ({ params: { path: { id } } });
const feedPath = (id: string, feedId: string) => ({ params: { path: { id, feedId } } });

export const syncQuery = (productId: string) =>
  queryOptions({
    queryKey: [...CALENDAR_ROOT, 'sync', productId],
    queryFn: async () => unwrap(await api.GET('/api/calendar/products/{id}/sync', path(productId))),
    // A first import runs in the background after a feed is added: its health is read again shortly.
    refetchInterval: (query) =>
      query.state.data?.feeds.some((feed) => feed.last_attempt_at === null) ? 3_000 : 60_000,
  });

export async function renewExport(productId: string) {
  return unwrap(await api.POST('/api/calendar/products/{id}/export-link', path(productId)));
}

export async function addFeed(productId: string, body: FeedInput) {
  return unwrap(await api.POST('/api/calendar/products/{id}/feeds', { ...path(productId), body }));
}

export async function removeFeed(productId: string, feedId: string) {
  return unwrap(await api.DELETE('/api/calendar/products/{id}/feeds/{feedId}', feedPath(productId, feedId)));
}

export async function syncFeed(productId: string, feedId: string) {
  return unwrap(
    await api.POST('/api/calendar/products/{id}/feeds/{feedId}/sync', feedPath(productId, feedId)),
  );
}

/** A feed's change moves the product's days too: its calendar and the calendar of all products read again. */
export const refreshCalendar = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: CALENDAR_ROOT });
