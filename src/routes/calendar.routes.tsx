import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { currentLanguage, withCatalogs } from '../i18n/i18n.ts';
import { onlyForEntry } from './entryGuard.tsx';
import { portalLayout } from './layouts.tsx';

/** One product's availability calendar (SPEC §4); a product's calendar is reached from My products. */
const productCalendar = createRoute({
  getParentRoute: () => portalLayout,
  path: '/calendar/$id/$type',
  staticData: { title: msg`Calendario de disponibilidad` },
  beforeLoad: onlyForEntry('my-products'),
  // The query module comes with the loader, not with the route tree every page downloads.
  // The kinds table says which products have a calendar; it comes with the loader too.
  loader: async ({ context, params }) => {
    const [{ hasCalendar }, { availabilityQuery }, { syncQuery }] = await Promise.all([
      import('../features/calendar/calendarOfType.ts'),
      import('../features/calendar/availabilityQueries.ts'),
      import('../features/calendar/syncQueries.ts'),
    ]);
    // SPEC §9: a restaurant has no calendar to read; the page says so.
    if (!hasCalendar(Number(params.type))) return;
    // The sync panel's links are asked for beside the days, not once the panel's code has come after them; the
    // page waits only for the days.
    void context.queryClient.prefetchQuery(syncQuery(params.id));
    await context.queryClient.ensureQueryData(availabilityQuery(params.id, currentLanguage()));
  },
  // Loading skeletons show only when the data takes a moment, so quick answers do not flash.
  pendingMs: 200,
}).lazy(() => withCatalogs(['calendar'], import('./calendar/productCalendar.lazy.tsx')).then((d) => d.Route));

export const calendarRoutes = [productCalendar];
