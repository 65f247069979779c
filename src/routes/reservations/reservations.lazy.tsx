import { createLazyRoute } from '@tanstack/react-router';
import { ReservationsPage } from '../../features/reservations/ReservationsPage.tsx';

export const Route = createLazyRoute('/portal/reservations')({ component: ReservationsRoute });

function ReservationsRoute() {
  return <ReservationsPage search={Route.useSearch()} />;
}
