import { createLazyRoute } from '@tanstack/react-router';
import { PromotionsPage } from '../../features/promotions/PromotionsPage.tsx';

export const Route = createLazyRoute('/portal/promote')({ component: PromoteRoute });

function PromoteRoute() {
  return <PromotionsPage search={Route.useSearch()} />;
}
