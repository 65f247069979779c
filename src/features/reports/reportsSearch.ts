import * as parameterLimits from '../../../openapi/parameterLimits.ts';
import { isoDate, searchOf, textOrDigits } from '../../api/searchParams.ts';

/** The longest product id the reports take (the contract's `product` query). */
const PRODUCT_MAX_LENGTH = parameterLimits.ReportProductQuery.maxLength;

/**
 * /reports?from=&to=&product=: the range and the product live in the URL, so a reload or a shared link keeps them.
 * Anything malformed is dropped, and the page falls back to its default range.
 */
export const reportsSearch = searchOf({
  from: isoDate,
  to: isoDate,
  product: textOrDigits({ minLength: 1, maxLength: PRODUCT_MAX_LENGTH }),
});

export type ReportsSearch = ReturnType<typeof reportsSearch>;
