import { createRoute } from '@tanstack/react-router';
import { intInRange, searchOf } from '../api/searchParams.ts';
import { withCatalogs } from '../i18n/i18n.ts';
import { onlyForEntry } from './entryGuard.tsx';
import { portalLayout } from './layouts.tsx';

/**
 * ?type: the transport kind chosen on Add products, which the one contact form and its confirmation name (SPEC §2
 * /transportation). Any product type number here (the kinds table is not in every page's route tree); the screens
 * check it is a transport kind.
 */
const transportationSearch = searchOf({ type: intInRange(1, 99) });

/**
 * The transport kinds' contact form (SPEC §2 /transportation/information): routes of their own rather than a wizard
 * step, so neither the wizard's frame comes with the form nor the form's branch with every wizard step. Static
 * segments rank before the wizards' `/$wizard/$step`.
 */
const transportationInformation = createRoute({
  getParentRoute: () => portalLayout,
  path: '/transportation/information',
  beforeLoad: onlyForEntry('add-products'),
  validateSearch: transportationSearch,
}).lazy(() =>
  withCatalogs(['wizardTransportation'], import('./transportation/transportation.lazy.tsx')).then(
    (d) => d.information,
  ),
);

/** The confirmation of a sent request, per kind (SPEC §2 /transportation/confirmation/{id}). */
const transportationConfirmation = createRoute({
  getParentRoute: () => portalLayout,
  path: '/transportation/confirmation/$id',
  beforeLoad: onlyForEntry('add-products'),
  validateSearch: transportationSearch,
}).lazy(() =>
  withCatalogs(['wizardTransportation'], import('./transportation/transportation.lazy.tsx')).then(
    (d) => d.confirmation,
  ),
);

export const transportationRoutes = [transportationInformation, transportationConfirmation];
