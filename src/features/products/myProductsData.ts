import type { QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { getSession, rolesOf } from '../../api/session.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { type MyProductsSearch, myProductsSearch } from './myProductsSearch.ts';
import {
  type ProductFilters,
  productCountsQuery,
  productListQuery,
  type StatusFilter,
} from './productQueries.ts';
import { defaultTab, type ProductTab, productTabs } from './productTabs.ts';

type Counts = components['schemas']['ProductCounts']['counts'];

export interface MyProductsView {
  query: string;
  status: StatusFilter;
  tabs: ProductTab[];
  /** The open tab's filters; null when the roles may create nothing and nothing matches. */
  filters: ProductFilters | null;
}

/** What /my-products shows for its URL: the filters with their defaults, the tabs and the open one. */
export function myProductsView(search: MyProductsSearch, counts: Counts): MyProductsView {
  const query = search.query ?? '';
  const status = search.status ?? 0;
  const session = getSession();
  const tabs = productTabs(session ? rolesOf(session.user) : [], counts);
  const named = tabs.find((tab) => tab.type === search.type)?.type;
  const type = named ?? defaultTab(tabs);
  return {
    query,
    status,
    tabs,
    filters: type === undefined ? null : { type, query, status, language: currentLanguage() },
  };
}

/** The route loader: tab counts, then the open tab's first page, so the page opens with its data. */
/** The route's loader: `location` is the URL's search, read as the route reads it. */
export async function loadMyProducts(queryClient: QueryClient, location: Record<string, unknown>) {
  const search = myProductsSearch(location);
  const { counts } = await queryClient.ensureQueryData(
    productCountsQuery(search.query ?? '', search.status ?? 0),
  );
  const { filters } = myProductsView(search, counts);
  if (filters) await queryClient.ensureInfiniteQueryData(productListQuery(filters));
}
