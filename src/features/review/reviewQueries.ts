import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { refreshProducts } from '../../api/sharedQueries.ts';

export type ReviewItem = components['schemas']['ProductListItem'];

const PAGE_SIZE = 12;

export const reviewQueueQuery = infiniteQueryOptions({
  queryKey: ['review', 'queue'],
  queryFn: async ({ pageParam }) =>
    unwrap(
      await api.GET('/api/review/products', { params: { query: { page: pageParam, results: PAGE_SIZE } } }),
    ),
  initialPageParam: 1,
  getNextPageParam: (last, pages) =>
    pages.length * PAGE_SIZE < last.meta.total_products ? pages.length + 1 : undefined,
});

export const reviewProductQuery = (id: string) =>
  queryOptions({
    queryKey: ['review', 'product', id],
    queryFn: async () => unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } })),
  });

/** A decision changes the queue and the provider's lists. */
export async function refreshAfterReview(client: QueryClient) {
  await Promise.all([client.invalidateQueries({ queryKey: ['review'] }), refreshProducts(client)]);
}
