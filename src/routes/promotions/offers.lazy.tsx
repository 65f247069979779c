import { createLazyRoute } from '@tanstack/react-router';
import { ProductPromotionsPage } from '../../features/promotions/ProductPromotionsPage.tsx';

export const Route = createLazyRoute('/portal/offers/$id')({ component: OffersRoute });

function OffersRoute() {
  const { id } = Route.useParams();
  // A new product's page starts afresh: its dialogs and queries are its own.
  return <ProductPromotionsPage key={id} kind="offers" productId={id} search={Route.useSearch()} />;
}
