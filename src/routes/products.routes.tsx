import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { SegmentId } from '../features/addProducts/productCatalogue.ts';
import { myProductsSearch } from '../features/products/myProductsSearch.ts';
import { currentLanguage, withCatalogs } from '../i18n/i18n.ts';
import { onlyForEntry } from './entryGuard.tsx';
import { portalLayout } from './layouts.tsx';

/*
 * Loaders import their query modules when they run: the route tree is in every page's first download, the
 * queries of a screen are not.
 */

/** Loading skeletons show only when the data takes a moment, so quick answers do not flash. */
const PENDING_MS = 200;

/** The add-product screens share one chunk: a chooser of cards, light and walked through in a row. */
const addProductsPage = (name: 'AddProductsPage' | 'SelectSegmentPage') =>
  lazyRouteComponent(
    () => withCatalogs(['addProducts'], import('../features/addProducts/AddProductsPages.tsx')),
    name,
  );

/** The chooser of one segment's product types. */
const segmentChooser = (segment: SegmentId) =>
  lazyRouteComponent(async () => {
    const { SelectCardsPage } = await withCatalogs(
      ['addProducts'],
      import('../features/addProducts/AddProductsPages.tsx'),
    );
    return { default: () => <SelectCardsPage segment={segment} /> };
  });

const myProducts = createRoute({
  getParentRoute: () => portalLayout,
  path: '/my-products',
  staticData: { title: msg`Mis productos` },
  beforeLoad: onlyForEntry('my-products'),
  validateSearch: myProductsSearch,
  // No loaderDeps: a new search, filter or tab is the same match, so the page and the text being typed stay while
  // the cards reload under them (MyProductsPage dims the previous answer). With the search as loader deps each
  // pause in typing made a new match, whose skeleton replaced the page and lost what followed the pause.
  loader: async ({ context, location }) => {
    const { loadMyProducts } = await import('../features/products/myProductsData.ts');
    return loadMyProducts(context.queryClient, location.search);
  },
  pendingMs: 0,
}).lazy(() => withCatalogs(['products'], import('./products/myProducts.lazy.tsx')).then((d) => d.Route));

/** The per-product step grid; SPEC §2 names no path for it (docs/decisions.md). */
const stepGrid = createRoute({
  getParentRoute: () => portalLayout,
  path: '/my-products/$id',
  staticData: { title: msg`Pasos del producto` },
  beforeLoad: onlyForEntry('my-products'),
  loader: async ({ context, params }) => {
    const { productQuery } = await import('../features/products/productQueries.ts');
    return context.queryClient.ensureQueryData(productQuery(params.id));
  },
  pendingMs: PENDING_MS,
}).lazy(() => withCatalogs(['products'], import('./products/stepGrid.lazy.tsx')).then((d) => d.Route));

/** A hotel's or hostel's rooms (SPEC §2 /rooms-hotels/{id}, /rooms-hostels/{id}): the property, then its rooms. */
const roomsLoader = async ({
  context,
  params,
}: {
  context: { queryClient: QueryClient };
  params: { id: string };
}) => {
  const [{ productQuery }, { roomsQuery }, { isHotelType }] = await Promise.all([
    import('../features/products/productQueries.ts'),
    import('../features/products/rooms/roomQueries.ts'),
    import('../features/products/rooms/roomsOfType.ts'),
  ]);
  const property = await context.queryClient.ensureQueryData(productQuery(params.id));
  if (isHotelType(property.product_type))
    await context.queryClient.ensureQueryData(
      roomsQuery(params.id, property.product_type, currentLanguage()),
    );
};

const hotelRooms = createRoute({
  getParentRoute: () => portalLayout,
  path: '/rooms-hotels/$id',
  staticData: { title: msg`Habitaciones del hotel` },
  beforeLoad: onlyForEntry('my-products'),
  loader: roomsLoader,
  pendingMs: PENDING_MS,
}).lazy(() => withCatalogs(['products'], import('./products/rooms.lazy.tsx')).then((d) => d.hotelRooms));

const hostelRooms = createRoute({
  getParentRoute: () => portalLayout,
  path: '/rooms-hostels/$id',
  staticData: { title: msg`Habitaciones del hostal` },
  beforeLoad: onlyForEntry('my-products'),
  loader: roomsLoader,
  pendingMs: PENDING_MS,
}).lazy(() => withCatalogs(['products'], import('./products/rooms.lazy.tsx')).then((d) => d.hostelRooms));

const addProducts = createRoute({
  getParentRoute: () => portalLayout,
  path: '/add-products',
  staticData: { title: msg`Agregar producto` },
  beforeLoad: onlyForEntry('add-products'),
  component: addProductsPage('AddProductsPage'),
});

const selectSegment = createRoute({
  getParentRoute: () => portalLayout,
  path: '/select-segment',
  staticData: { title: msg`Elige un segmento` },
  beforeLoad: onlyForEntry('add-products'),
  component: addProductsPage('SelectSegmentPage'),
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
    component: segmentChooser(segment),
  }),
);

const reviewQueue = createRoute({
  getParentRoute: () => portalLayout,
  path: '/review',
  staticData: { title: msg`Revisión de productos` },
  // Anyone but the operator sees "not allowed" without a 403 round trip.
  beforeLoad: onlyForEntry('review'),
  loader: async ({ context }) => {
    const { reviewQueueQuery } = await import('../features/review/reviewQueries.ts');
    return context.queryClient.ensureInfiniteQueryData(reviewQueueQuery);
  },
  pendingMs: PENDING_MS,
}).lazy(() =>
  withCatalogs(['products', 'review'], import('./products/reviewQueue.lazy.tsx')).then((d) => d.Route),
);

const reviewPreview = createRoute({
  getParentRoute: () => portalLayout,
  path: '/review/$id',
  staticData: { title: msg`Vista previa del producto` },
  beforeLoad: onlyForEntry('review'),
  loader: async ({ context, params }) => {
    const [{ reviewProductQuery }, { preloadPreview }] = await Promise.all([
      import('../features/review/reviewQueries.ts'),
      withCatalogs(['review'], import('../features/review/familyPreviews.ts')),
    ]);
    const product = await context.queryClient.ensureQueryData(reviewProductQuery(params.id));
    // The product's family's preview downloads with the page, not after it draws; a failed download is tried again
    // when the preview draws.
    preloadPreview(product.product_type).catch(() => undefined);
    return product;
  },
  pendingMs: PENDING_MS,
}).lazy(() =>
  withCatalogs(['products', 'review'], import('./products/reviewPreview.lazy.tsx')).then((d) => d.Route),
);

export const productsRoutes = [
  myProducts,
  stepGrid,
  hotelRooms,
  hostelRooms,
  addProducts,
  selectSegment,
  ...segmentScreens,
  reviewQueue,
  reviewPreview,
];
