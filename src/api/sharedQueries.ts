import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from './client.ts';
import { unwrap } from './errors.ts';

/*
 * Query data that more than one feature reads or refreshes: the public configuration, the chat thread list (the messages screen, the side
 * menu's unread badge, the live connection), the reservations (their screens, and the live connection when
 * a new one arrives) and the provider's products (My products, the review decisions, the live connection when
 * the operator changes a status). Features do not import each other; they meet here.
 */

/** The server's public configuration (captcha mode, social sign-ins, marketplace address…): fixed for the page's life. */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: async () => unwrap(await api.GET('/api/public-config')),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The marketplace's own host: chat keeps its addresses and links readable (SPEC §4). */
export function companyDomainOf(marketplaceUrl: string | undefined): string | undefined {
  try {
    return marketplaceUrl ? new URL(marketplaceUrl).hostname : undefined;
  } catch {
    return undefined;
  }
}

/** Keyed by the signed-in person too: a different account signing in on the same tab never sees these. */
export const chatRoot = (me: string) => ['chat', me] as const;

/** The person's threads, latest activity first: the REST list at first, then whatever the socket says. */
export const threadListQuery = (me: string) =>
  queryOptions({
    queryKey: [...chatRoot(me), 'threads'],
    queryFn: async () => unwrap(await api.GET('/api/chat/conversation')).data,
  });

/** Every reservations query (lists, counts, details) lives under this key. */
export const RESERVATIONS_ROOT = ['bookings'] as const;

/** After a decision, or a new reservation, the lists and the open reservation are stale. */
export const refreshReservations = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: RESERVATIONS_ROOT });

/** How many reservations wait for the provider's answer (status 1): the side menu's badge. */
export const pendingReservationCountQuery = queryOptions({
  queryKey: [...RESERVATIONS_ROOT, 'pending-count'],
  queryFn: async () =>
    unwrap(await api.GET('/api/bookings', { params: { query: { status: 1, page: 1, results: 1 } } })).meta
      .total,
});

/** Every query of the provider's products (lists, tab counts, one product's card) lives under this key. */
export const PRODUCTS_ROOT = ['products'] as const;

/** After a status, commission or delete change, or a review decision, lists, tab counts and open products are stale. */
export const refreshProducts = (client: QueryClient) => client.invalidateQueries({ queryKey: PRODUCTS_ROOT });
