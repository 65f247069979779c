import { createLazyRoute } from '@tanstack/react-router';
import { MyProductsPage } from '../../features/products/MyProductsPage.tsx';
import { productsBoundaries } from './productsBoundaries.tsx';

export const Route = createLazyRoute('/portal/my-products')({
  component: MyProductsRoute,
  ...productsBoundaries,
});

function MyProductsRoute() {
  return <MyProductsPage search={Route.useSearch()} />;
}
