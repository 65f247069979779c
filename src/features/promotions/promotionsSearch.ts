import * as v from 'valibot';

/** /promote?tab=: the promotion type whose tab is open (1–4); anything else opens the first. */
export const promoteSearch = v.object({
  tab: v.fallback(v.optional(v.pipe(v.number(), v.picklist([1, 2, 3, 4]))), undefined),
});
export type PromoteSearch = v.InferOutput<typeof promoteSearch>;

/**
 * /offers/{id}?type=&tab=: the product's type (SPEC §3 numbers, as SPEC §2 has it) and the offer type the list
 * shows (1–3; none shows all three). Anything unknown is dropped rather than failing.
 */
/** ?type= names the product type (SPEC §3 numbers); anything else is dropped rather than failing. */
const productTypeField = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined);

/** /special-prices/{id}?type= (SPEC §2). */
export const specialPricesSearch = v.object({ type: productTypeField });

export const offersSearch = v.object({
  type: productTypeField,
  tab: v.fallback(v.optional(v.pipe(v.number(), v.picklist([1, 2, 3]))), undefined),
});
export type OffersSearch = v.InferOutput<typeof offersSearch>;
