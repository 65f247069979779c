import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { overviewSearch } from '../features/calendar/overviewSearch.ts';
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
  loaderDeps: ({ search }) => ({ start: search.start }),
  // The query module (and today's date, the window's start when the URL names none) comes with the loader, not
  // with the route tree every page downloads.
  loader: async ({ context, deps }) => {
    const [{ overviewQuery }, { today }] = await Promise.all([
      import('../features/calendar/overviewQueries.ts'),
      import('../i18n/dates.ts'),
    ]);
    return context.queryClient.ensureQueryData(overviewQuery(deps.start ?? today()));
  },
  // Loading skeletons show only when the data takes a moment, so quick answers do not flash.
  pendingMs: 200,
}).lazy(() =>
  withCatalogs(['calendar'], import('./calendarOverview/calendarOverview.lazy.tsx')).then((d) => d.Route),
);

export const calendarOverviewRoutes = [calendarOverview];
