import { intInRange, picklist, searchOf } from '../../api/searchParams.ts';

/** /promote?tab=: the promotion type whose tab is open (1–4); anything else opens the first. */
export const promoteSearch = searchOf({ tab: picklist([1, 2, 3, 4]) });
export type PromoteSearch = ReturnType<typeof promoteSearch>;

/** ?type= names the product type (SPEC §3 numbers); anything else is dropped rather than failing. */
const productTypeField = intInRange(1);

/** /special-prices/{id}?type= (SPEC §2). */
export const specialPricesSearch = searchOf({ type: productTypeField });

/**
 * /offers/{id}?type=&tab=: the product's type (SPEC §3 numbers, as SPEC §2 has it) and the offer type the list
 * shows (1–3; none shows all three). Anything unknown is dropped rather than failing.
 */
export const offersSearch = searchOf({ type: productTypeField, tab: picklist([1, 2, 3]) });
export type OffersSearch = ReturnType<typeof offersSearch>;
