import * as v from 'valibot';

/** SPEC §2 filters of /reservations; "all" (no `filter`) also shows confirmed reservations. */
export const RESERVATION_FILTERS = ['pending', 'completed', 'cancelled'] as const;

/**
 * /reservations?filter=&code=: the filter and the searched code live in the URL, so a reload, a shared link
 * or the back button from a reservation keeps them. Anything unknown is dropped rather than failing.
 */
export const reservationsSearch = v.object({
  filter: v.fallback(v.optional(v.picklist(RESERVATION_FILTERS)), undefined),
  code: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(40))),
    undefined,
  ),
});

export type ReservationsSearch = v.InferOutput<typeof reservationsSearch>;
