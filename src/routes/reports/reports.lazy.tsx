import { createLazyRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../features/reports/ReportsPage.tsx';

export const Route = createLazyRoute('/portal/reports')({ component: ReportsRoute });

function ReportsRoute() {
  return <ReportsPage search={Route.useSearch()} />;
}
