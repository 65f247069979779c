import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { reservationsSearch } from '../features/reservations/reservationsSearch.ts';
import { currentLanguage, withCatalogs } from '../i18n/i18n.ts';
import { onlyForEntry } from './entryGuard.tsx';
import { portalLayout } from './layouts.tsx';

const reservations = createRoute({
  getParentRoute: () => portalLayout,
  path: '/reservations',
  staticData: { title: msg`Reservas` },
  beforeLoad: onlyForEntry('reservations'),
  validateSearch: reservationsSearch,
}).lazy(() =>
  withCatalogs(['reservations'], import('./reservations/reservations.lazy.tsx')).then((d) => d.Route),
);

const reservationDetail = createRoute({
  getParentRoute: () => portalLayout,
  path: '/reservation/$id',
  staticData: { title: msg`Detalle de la reserva` },
  beforeLoad: onlyForEntry('reservations'),
  // The query module comes with the loader, not with the route tree every page downloads.
  loader: async ({ context, params }) => {
    const { reservationQuery } = await import('../features/reservations/reservationQueries.ts');
    return context.queryClient.ensureQueryData(reservationQuery(params.id, currentLanguage()));
  },
  // Loading skeletons show only when the data takes a moment, so quick answers do not flash.
  pendingMs: 200,
}).lazy(() =>
  withCatalogs(['reservations'], import('./reservations/reservationDetail.lazy.tsx')).then((d) => d.Route),
);

export const reservationsRoutes = [reservations, reservationDetail];
