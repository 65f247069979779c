import * as v from 'valibot';

/** /calendar?start=YYYY-MM-DD: the window's first day; a malformed one is dropped (today), not an error. */
export const overviewSearch = v.object({
  start: v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined),
});

export type OverviewSearch = v.InferOutput<typeof overviewSearch>;
