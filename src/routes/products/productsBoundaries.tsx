import { ProductGridSkeleton } from '../../features/products/ProductGrid.tsx';
import { ProductsLoadError } from '../../features/products/ProductsLoadError.tsx';

/** What the product screens show while their data loads, and when it fails. */
export const productsBoundaries = {
  errorComponent: ProductsLoadError,
  pendingComponent: () => <ProductGridSkeleton />,
} as const;
