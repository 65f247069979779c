import { createLazyRoute } from '@tanstack/react-router';
import { CalendarOverviewPage } from '../../features/calendar/CalendarOverviewPage.tsx';
import {
  CalendarOverviewLoadError,
  CalendarOverviewSkeleton,
} from '../../features/calendar/CalendarOverviewStates.tsx';

export const Route = createLazyRoute('/portal/calendar')({
  component: CalendarOverviewRoute,
  errorComponent: CalendarOverviewLoadError,
  pendingComponent: CalendarOverviewSkeleton,
});

function CalendarOverviewRoute() {
  return <CalendarOverviewPage search={Route.useSearch()} />;
}
