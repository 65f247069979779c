import { PRODUCT_TYPES } from '../../../machines/productKinds.ts';
import * as parameterLimits from '../../../openapi/parameterLimits.ts';
import { picklist, searchOf, textOrDigits } from '../../api/searchParams.ts';

/** The longest search the product list takes (the contract's `query` parameter). */
export const SEARCH_MAX_LENGTH = parameterLimits.SearchQuery.maxLength;

/**
 * /my-products keeps its tab, search and status filter in the URL, so a reload or a shared link opens the
 * same view. Values that do not fit are dropped, not fatal. The router reads `?query=123` as a number.
 */
export const myProductsSearch = searchOf({
  type: picklist(PRODUCT_TYPES),
  query: textOrDigits({ maxLength: SEARCH_MAX_LENGTH }),
  status: picklist([0, 1, 2, 3]),
});

export type MyProductsSearch = ReturnType<typeof myProductsSearch>;
