import * as v from 'valibot';
import { PRODUCT_TYPES } from '../../../machines/productKinds.ts';
import * as parameterLimits from '../../../openapi/parameterLimits.ts';

/** The longest search the product list takes (the contract's `query` parameter). */
export const SEARCH_MAX_LENGTH = parameterLimits.SearchQuery.maxLength;

/**
 * /my-products keeps its tab, search and status filter in the URL, so a reload or a shared link opens the
 * same view. Values that do not fit are dropped, not fatal. The router reads `?query=123` as a number.
 */
export const myProductsSearch = v.object({
  type: v.fallback(v.optional(v.picklist(PRODUCT_TYPES)), undefined),
  query: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.trim(),
        v.maxLength(SEARCH_MAX_LENGTH),
      ),
    ),
    undefined,
  ),
  status: v.fallback(v.optional(v.picklist([0, 1, 2, 3])), undefined),
});

export type MyProductsSearch = v.InferOutput<typeof myProductsSearch>;
