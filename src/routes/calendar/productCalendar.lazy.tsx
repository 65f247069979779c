import { createLazyRoute } from '@tanstack/react-router';
import { CalendarLoadError, CalendarSkeleton } from '../../features/calendar/CalendarLoadError.tsx';
import { CalendarPage } from '../../features/calendar/CalendarPage.tsx';

export const Route = createLazyRoute('/portal/calendar/$id/$type')({
  component: ProductCalendarRoute,
  errorComponent: CalendarLoadError,
  pendingComponent: CalendarSkeleton,
});

function ProductCalendarRoute() {
  const { id, type } = Route.useParams();
  return <CalendarPage id={id} type={Number(type)} />;
}
