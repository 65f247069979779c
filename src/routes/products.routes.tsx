import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import {
  AddProductsPage,
  SelectCardsPage,
  SelectSegmentPage,
} from '../features/addProducts/AddProductsPages.tsx';
import type { SegmentId } from '../features/addProducts/productCatalogue.ts';
import { MyProductsPage } from '../features/products/MyProductsPage.tsx';
import { loadMyProducts } from '../features/products/myProductsData.ts';
import { myProductsSearch } from '../features/products/myProductsSearch.ts';
import { ProductGridSkeleton } from '../features/products/ProductGrid.tsx';
import { ProductsLoadError } from '../features/products/ProductsLoadError.tsx';
import { productQuery } from '../features/products/productQueries.ts';
import { StepGridPage } from '../features/products/StepGridPage.tsx';
import { ReviewPreviewPage } from '../features/review/ReviewPreviewPage.tsx';
import { ReviewQueuePage } from '../features/review/ReviewQueuePage.tsx';
import { reviewProductQuery, reviewQueueQuery } from '../features/review/reviewQueries.ts';
import { onlyForEntry } from './entryGuard.tsx';
import { portalLayout } from './layouts.tsx';

/** Loading skeletons show only when the data takes a moment, so quick answers do not flash. */
const PENDING = { pendingMs: 200, pendingComponent: () => <ProductGridSkeleton /> } as const;

const myProducts = createRoute({
  getParentRoute: () => portalLayout,
  path: '/my-products',
  staticData: { title: msg`Mis productos` },
  beforeLoad: onlyForEntry('my-products'),
  validateSearch: myProductsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadMyProducts(context.queryClient, deps),
  errorComponent: ProductsLoadError,
  ...PENDING,
  component: function MyProductsRoute() {
    return <MyProductsPage search={myProducts.useSearch()} />;
  },
});

/** The per-product step grid; SPEC §2 names no path for it (docs/decisions.md). */
const stepGrid = createRoute({
  getParentRoute: () => portalLayout,
  path: '/my-products/$id',
  staticData: { title: msg`Pasos del producto` },
  beforeLoad: onlyForEntry('my-products'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(productQuery(params.id)),
  errorComponent: ProductsLoadError,
  ...PENDING,
  component: function StepGridRoute() {
    return <StepGridPage id={stepGrid.useParams().id} />;
  },
});

const addProducts = createRoute({
  getParentRoute: () => portalLayout,
  path: '/add-products',
  staticData: { title: msg`Agregar producto` },
  beforeLoad: onlyForEntry('add-products'),
  component: AddProductsPage,
});

const selectSegment = createRoute({
  getParentRoute: () => portalLayout,
  path: '/select-segment',
  staticData: { title: msg`Elige un segmento` },
  beforeLoad: onlyForEntry('add-products'),
  component: SelectSegmentPage,
});

/** One chooser per segment (SPEC §2 select-* screens). */
const SEGMENT_SCREENS = [
  { path: '/select-accommodation', segment: 'accommodation', title: msg`Elige el tipo de alojamiento` },
  { path: '/select-things-to-do', segment: 'activities', title: msg`Elige el tipo de actividad` },
  { path: '/select-transportation', segment: 'transport', title: msg`Elige el tipo de transporte` },
  { path: '/select-products', segment: 'packages', title: msg`Elige tus productos` },
] as const satisfies readonly { path: string; segment: SegmentId; title: unknown }[];

const segmentScreens = SEGMENT_SCREENS.map(({ path, segment, title }) =>
  createRoute({
    getParentRoute: () => portalLayout,
    path,
    staticData: { title },
    beforeLoad: onlyForEntry('add-products'),
    component: () => <SelectCardsPage segment={segment} />,
  }),
);

const reviewQueue = createRoute({
  getParentRoute: () => portalLayout,
  path: '/review',
  staticData: { title: msg`Revisión de productos` },
  // Anyone but the operator sees "not allowed" without a 403 round trip.
  beforeLoad: onlyForEntry('review'),
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(reviewQueueQuery),
  errorComponent: ProductsLoadError,
  ...PENDING,
  component: ReviewQueuePage,
});

const reviewPreview = createRoute({
  getParentRoute: () => portalLayout,
  path: '/review/$id',
  staticData: { title: msg`Vista previa del producto` },
  beforeLoad: onlyForEntry('review'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(reviewProductQuery(params.id)),
  errorComponent: ProductsLoadError,
  ...PENDING,
  component: function ReviewPreviewRoute() {
    return <ReviewPreviewPage id={reviewPreview.useParams().id} />;
  },
});

export const productsRoutes = [
  myProducts,
  stepGrid,
  addProducts,
  selectSegment,
  ...segmentScreens,
  reviewQueue,
  reviewPreview,
];
