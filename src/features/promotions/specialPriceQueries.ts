import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';

export type SpecialPrice = components['schemas']['SpecialPrice'];
export type SpecialPriceInput = components['schemas']['SpecialPriceInput'];
export type NightlyType = components['schemas']['NightlyType'];
export type PromotionProductInfo = components['schemas']['PromotionProductInfo'];

/** Only stays and rooms have special prices (the kinds table); the route's loader asks here, with the queries it loads. */
export { hasSpecialPrices } from '../../../machines/productTypes.ts';

export const SPECIAL_PRICES_ROOT = ['promotions', 'special-prices'] as const;

/** A stay's or room's special prices, earliest first (SPEC §7 Special prices GET). */
export const specialPricesQuery = (productId: string, type: NightlyType, language: 'es' | 'en') =>
  queryOptions({
    queryKey: [...SPECIAL_PRICES_ROOT, productId, type, language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/accommodation/special-prices/{id}', {
          params: { path: { id: productId }, query: { language_code: language, product_type: type } },
        }),
      ).special_prices,
  });

/** Name, picture and prices of the product the special prices belong to (SPEC §7 product-info). */
export const specialPriceProductQuery = (productId: string, type: NightlyType) =>
  queryOptions({
    queryKey: [...SPECIAL_PRICES_ROOT, 'product', productId, type],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/promotions-new/product-info/{id}', {
          params: { path: { id: productId }, query: { product_type: type } },
        }),
      ),
  });

/** Replaces the whole list (SPEC §7 Special prices PUT); answers the list as stored. */
export async function saveSpecialPrices(
  productId: string,
  type: NightlyType,
  language: 'es' | 'en',
  list: SpecialPriceInput[],
) {
  return unwrap(
    await api.PUT('/api/accommodation/special-prices/{id}', {
      params: { path: { id: productId }, query: { language_code: language, product_type: type } },
      body: { special_prices: list },
    }),
  ).special_prices;
}
