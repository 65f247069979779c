import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ProductType } from '../../../machines/productKinds.ts';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { PRODUCTS_ROOT } from '../../api/sharedQueries.ts';
import type { Language } from '../../i18n/i18n.ts';

export type ProductListItem = components['schemas']['ProductListItem'];
export type StatusFilter = 0 | 1 | 2 | 3;

/** SPEC §9: products come 12 a page. */
export const PAGE_SIZE = 12;

export interface ProductFilters {
  type: ProductType;
  query: string;
  status: StatusFilter;
  language: Language;
}

/** Everything this feature caches sits under one key, so a change refreshes lists, counts and products together. */
const ROOT = PRODUCTS_ROOT;

export const productListQuery = (filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: [...ROOT, 'list', filters],
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.GET('/api/products', {
          params: {
            query: {
              product_type: filters.type,
              language_code: filters.language,
              page: pageParam,
              results: PAGE_SIZE,
              status: filters.status,
              ...(filters.query ? { query: filters.query } : {}),
            },
          },
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * PAGE_SIZE < last.meta.total_products ? pages.length + 1 : undefined,
  });

export const productCountsQuery = (query: string, status: StatusFilter) =>
  queryOptions({
    queryKey: [...ROOT, 'counts', { query, status }],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/products/counts', {
          params: { query: { status, ...(query ? { query } : {}) } },
        }),
      ),
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [...ROOT, 'one', id],
    queryFn: async () => unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } })),
  });

export { publicConfigQuery, refreshProducts } from '../../api/sharedQueries.ts';
