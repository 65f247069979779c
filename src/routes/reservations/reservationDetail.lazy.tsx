import { createLazyRoute } from '@tanstack/react-router';
import { ReservationDetailPage } from '../../features/reservations/ReservationDetailPage.tsx';
import {
  ReservationDetailSkeleton,
  ReservationLoadError,
} from '../../features/reservations/ReservationLoadError.tsx';

export const Route = createLazyRoute('/portal/reservation/$id')({
  component: ReservationDetailRoute,
  errorComponent: ReservationLoadError,
  pendingComponent: ReservationDetailSkeleton,
});

function ReservationDetailRoute() {
  return <ReservationDetailPage id={Route.useParams().id} />;
}
