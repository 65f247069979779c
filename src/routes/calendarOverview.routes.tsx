import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { overviewSearch } from '../features/calendar/overviewSearch.ts';
import { today } from '../i18n/dates.ts';
import { withCatalogs } from '../i18n/i18n.ts';
import { onlyForEntry } from './entryGuard.tsx';
import { portalLayout } from './layouts.tsx';

/** The calendar of all products (issue 13, beyond the spec); a product's own calendar is /calendar/$id/$type. */
const calendarOverview = createRoute({
  getParentRoute: () => portalLayout,
  path: '/calendar',
  staticData: { title: msg`Calendario` },
  beforeLoad: onlyForEntry('calendar'),
  validateSearch: overviewSearch,
  loaderDeps: ({ search }) => ({ start: search.start ?? today() }),
  // The query module comes with the loader, not with the route tree every page downloads.
  loader: async ({ context, deps }) => {
    const { overviewQuery } = await import('../features/calendar/overviewQueries.ts');
    return context.queryClient.ensureQueryData(overviewQuery(deps.start));
  },
  // Loading skeletons show only when the data takes a moment, so quick answers do not flash.
  pendingMs: 200,
}).lazy(() =>
  withCatalogs(['calendar'], import('./calendarOverview/calendarOverview.lazy.tsx')).then((d) => d.Route),
);

export const calendarOverviewRoutes = [calendarOverview];
