import { createLazyRoute } from '@tanstack/react-router';
import { SpecialPricesPage } from '../../features/promotions/SpecialPricesPage.tsx';
import {
  SpecialPricesLoadError,
  SpecialPricesSkeleton,
} from '../../features/promotions/SpecialPricesStates.tsx';

export const Route = createLazyRoute('/portal/special-prices/$id')({
  component: SpecialPricesRoute,
  errorComponent: SpecialPricesLoadError,
  pendingComponent: SpecialPricesSkeleton,
});

function SpecialPricesRoute() {
  const { id } = Route.useParams();
  const { type } = Route.useSearch();
  return <SpecialPricesPage id={id} type={type} />;
}
