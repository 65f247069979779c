import * as operationLimits from '../../../openapi/operationLimits.ts';
import { picklist, searchOf, textOrDigits } from '../../api/searchParams.ts';

/** SPEC §2 filters of /reservations; "all" (no `filter`) also shows confirmed reservations. */
export const RESERVATION_FILTERS = ['pending', 'completed', 'cancelled'] as const;

/** The longest code the list's search takes (the contract's `code` query of listBookings). */
export const CODE_MAX_LENGTH = operationLimits.listBookings.query.code.maxLength;

/**
 * /reservations?filter=&code=: the filter and the searched code live in the URL, so a reload, a shared link
 * or the back button from a reservation keeps them. Anything unknown is dropped rather than failing.
 */
export const reservationsSearch = searchOf({
  filter: picklist(RESERVATION_FILTERS),
  code: textOrDigits({ maxLength: CODE_MAX_LENGTH }),
});

export type ReservationsSearch = ReturnType<typeof reservationsSearch>;
