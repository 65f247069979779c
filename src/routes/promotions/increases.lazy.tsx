import { createLazyRoute } from '@tanstack/react-router';
import { ProductPromotionsPage } from '../../features/promotions/ProductPromotionsPage.tsx';

export const Route = createLazyRoute('/portal/increases/$id')({ component: IncreasesRoute });

function IncreasesRoute() {
  const { id } = Route.useParams();
  return <ProductPromotionsPage key={id} kind="increases" productId={id} search={{}} />;
}
