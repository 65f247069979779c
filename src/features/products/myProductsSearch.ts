import * as parameterLimits from '../../../openapi/parameterLimits.ts';
import { intInRange, picklist, searchOf, textOrDigits } from '../../api/searchParams.ts';

/** The longest search the product list takes (the contract's `query` parameter). */
export const SEARCH_MAX_LENGTH = parameterLimits.SearchQuery.maxLength;

/**
 * /my-products keeps its tab, search and status filter in the URL, so a reload or a shared link opens the
 * same view. Values that do not fit are dropped, not fatal. The router reads `?query=123` as a number. `type` is
 * any whole number here: the page opens the tab of that product type when the provider has one, and its first tab
 * otherwise (myProductsView), so the kinds table stays out of the route tree every first visit downloads (issue 28).
 */
export const myProductsSearch = searchOf({
  type: intInRange(1),
  query: textOrDigits({ maxLength: SEARCH_MAX_LENGTH }),
  status: picklist([0, 1, 2, 3]),
});

export type MyProductsSearch = ReturnType<typeof myProductsSearch>;
