import { createLazyRoute } from '@tanstack/react-router';
import { CalendarLoadError, CalendarSkeleton } from '../../features/calendar/CalendarLoadError.tsx';
import { CalendarPage } from '../../features/calendar/CalendarPage.tsx';
import { withCatalogs } from '../../i18n/i18n.ts';
import { lazyPart } from '../../ui/LazyPart.tsx';

export const Route = createLazyRoute('/portal/calendar/$id/$type')({
  component: ProductCalendarRoute,
  errorComponent: CalendarLoadError,
  pendingComponent: CalendarSkeleton,
});

/**
 * The price strip (issue 14) is the promotions feature's (its price preview, its words); the calendar draws it in
 * its place. It and the promotions catalog download beside the calendar's first draw, not in its chunk.
 */
const priceStrip = lazyPart(() =>
  withCatalogs(['promotions'], import('../../features/promotions/PriceStrip.tsx')).then(
    (module) => module.PriceStrip,
  ),
);

function ProductCalendarRoute() {
  const { id, type } = Route.useParams();
  return <CalendarPage id={id} type={Number(type)} priceStrip={priceStrip} />;
}
