import { isoDate, searchOf } from '../../api/searchParams.ts';

/** /calendar?start=YYYY-MM-DD: the window's first day; a malformed one is dropped (today), not an error. */
export const overviewSearch = searchOf({ start: isoDate });

export type OverviewSearch = ReturnType<typeof overviewSearch>;
