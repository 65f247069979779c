import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { offersSearch, promoteSearch, specialPricesSearch } from '../features/promotions/promotionsSearch.ts';
import { currentLanguage, withCatalogs } from '../i18n/i18n.ts';
import { onlyForEntry } from './entryGuard.tsx';
import { portalLayout } from './layouts.tsx';

/** /promote (SPEC §2 Promotions): no side-menu entry of its own (SPEC §6), so open to every provider. */
const promote = createRoute({
  getParentRoute: () => portalLayout,
  path: '/promote',
  staticData: { title: msg`Promociones` },
  validateSearch: promoteSearch,
}).lazy(() => withCatalogs(['promotions'], import('./promotions/promote.lazy.tsx')).then((d) => d.Route));

/** /offers/{id}?type: one product's offers, reached from My products. */
const offers = createRoute({
  getParentRoute: () => portalLayout,
  path: '/offers/$id',
  staticData: { title: msg`Ofertas` },
  beforeLoad: onlyForEntry('my-products'),
  validateSearch: offersSearch,
}).lazy(() => withCatalogs(['promotions'], import('./promotions/offers.lazy.tsx')).then((d) => d.Route));

/** /increases/{id}: one product's surcharges, reached from its offers. */
const increases = createRoute({
  getParentRoute: () => portalLayout,
  path: '/increases/$id',
  staticData: { title: msg`Recargos` },
  beforeLoad: onlyForEntry('my-products'),
}).lazy(() => withCatalogs(['promotions'], import('./promotions/increases.lazy.tsx')).then((d) => d.Route));

/** /special-prices/{id}?type: a stay's special prices (SPEC §2), reached from My products' manage menu. */
const specialPrices = createRoute({
  getParentRoute: () => portalLayout,
  path: '/special-prices/$id',
  staticData: { title: msg`Precios especiales` },
  beforeLoad: onlyForEntry('my-products'),
  validateSearch: specialPricesSearch,
  loaderDeps: ({ search }) => ({ type: search.type }),
  // The query module comes with the loader, not with the route tree every page downloads.
  loader: async ({ context, params, deps }) => {
    const queries = await import('../features/promotions/specialPriceQueries.ts');
    // Only stays have special prices; the page says so for any other type.
    if (!queries.hasSpecialPrices(deps.type)) return;
    await Promise.all([
      context.queryClient.ensureQueryData(queries.specialPriceProductQuery(params.id, deps.type)),
      context.queryClient.ensureQueryData(
        queries.specialPricesQuery(params.id, deps.type, currentLanguage()),
      ),
    ]);
  },
  pendingMs: 200,
}).lazy(() =>
  withCatalogs(['promotions'], import('./promotions/specialPrices.lazy.tsx')).then((d) => d.Route),
);

export const promotionsRoutes = [promote, offers, increases, specialPrices];
