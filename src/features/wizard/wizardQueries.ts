import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { StayType } from '../../../machines/productTypes.ts';
import { api } from '../../api/client.ts';
import { ApiFailure, unwrap } from '../../api/errors.ts';
import { PRODUCTS_ROOT, refreshProducts } from '../../api/sharedQueries.ts';
import type { Language } from '../../i18n/i18n.ts';
import type { ProductSummary, StepSaved } from './stepDefinition.ts';

const HOUR = 60 * 60 * 1000;

/**
 * The product as its card shows it: name, status, step_validate, commission model, review reason. Under the
 * products' key, so a review decision arriving live refreshes an open wizard too.
 */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [...PRODUCTS_ROOT, 'wizard', id],
    queryFn: async () => unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } })),
    // A missing product stays missing: say so at once instead of asking again.
    retry: (failures, error) => !(error instanceof ApiFailure && error.status === 404) && failures < 1,
  });

/**
 * After a step save: the product's completion, status and type shown right away are the server's answer,
 * and every list or card of products reads again.
 */
export function applyStepSaved(queryClient: QueryClient, saved: StepSaved) {
  queryClient.setQueryData<ProductSummary>(productQuery(saved._id).queryKey, (product) =>
    product
      ? // Its type too: a tour's prices step makes it private or collective, and later steps address it so.
        { ...product, ...saved }
      : product,
  );
  void refreshProducts(queryClient);
}

export const propertyTypesQuery = (productType: StayType, language: Language) =>
  queryOptions({
    queryKey: ['accommodation', 'property-types', productType, language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/accommodation/property-types', {
          params: { query: { product_type: productType, language_code: language } },
        }),
      ),
    staleTime: HOUR,
  });

/** A tour catalogue (categories, difficulties, suited-to groups, included-price items) in the interface language. */
export const tourCatalogQuery = (
  kind: 'category' | 'difficulty' | 'suited_to' | 'included',
  language: Language,
) =>
  queryOptions({
    queryKey: ['thingsToDo', 'catalogs', kind, language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/thingsToDo/catalogs/{kind}', {
          params: { path: { kind }, query: { language_code: language } },
        }),
      ),
    staleTime: HOUR,
  });
