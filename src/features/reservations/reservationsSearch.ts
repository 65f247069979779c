import * as v from 'valibot';
import * as operationLimits from '../../../openapi/operationLimits.ts';

/** SPEC §2 filters of /reservations; "all" (no `filter`) also shows confirmed reservations. */
export const RESERVATION_FILTERS = ['pending', 'completed', 'cancelled'] as const;

/** The longest code the list's search takes (the contract's `code` query of listBookings). */
export const CODE_MAX_LENGTH = operationLimits.listBookings.query.code.maxLength;

/**
 * /reservations?filter=&code=: the filter and the searched code live in the URL, so a reload, a shared link
 * or the back button from a reservation keeps them. Anything unknown is dropped rather than failing.
 */
export const reservationsSearch = v.object({
  filter: v.fallback(v.optional(v.picklist(RESERVATION_FILTERS)), undefined),
  code: v.fallback(
    v.optional(
      v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(CODE_MAX_LENGTH)),
    ),
    undefined,
  ),
});

export type ReservationsSearch = v.InferOutput<typeof reservationsSearch>;
