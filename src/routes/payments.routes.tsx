import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import { withCatalogs } from '../i18n/i18n.ts';
import { onlyWhoHandlesPayouts } from './entryGuard.tsx';
import { portalLayout } from './layouts.tsx';

/*
 * Every payout and tax screen is the company's owner's, or an account's with no team (issue 32): a manager or staff
 * member opening one by its address gets the not-allowed page before anything loads.
 */

/** Reads the payment profile before a payments screen draws; the query module comes with the loader, not the route tree. */
const loadPayments = async ({ context }: { context: { queryClient: QueryClient } }) => {
  const queries = await import('../api/paymentQueries.ts');
  await context.queryClient.ensureQueryData(queries.paymentProfileQuery(queries.ownUserId()));
};

/** /edit-payments-and-collections (and /settings/collection-info): payment method and beneficiary, masked. */
const collection = createRoute({
  getParentRoute: () => portalLayout,
  path: '/edit-payments-and-collections',
  staticData: { title: msg`Pagos y cobros` },
  beforeLoad: onlyWhoHandlesPayouts,
  loader: loadPayments,
  pendingMs: 200,
}).lazy(() =>
  withCatalogs(['payments', 'payoutChecklist'], import('./payments/collection.lazy.tsx')).then(
    (d) => d.Route,
  ),
);

const collectionInfo = createRoute({
  getParentRoute: () => portalLayout,
  path: '/settings/collection-info',
  staticData: { title: msg`Información de cobro` },
  beforeLoad: onlyWhoHandlesPayouts,
  loader: loadPayments,
  pendingMs: 200,
}).lazy(() =>
  withCatalogs(['payments', 'payoutChecklist'], import('./payments/collectionInfo.lazy.tsx')).then(
    (d) => d.Route,
  ),
);

/** /edit-information-payment: payout country and payment method. */
const paymentMethod = createRoute({
  getParentRoute: () => portalLayout,
  path: '/edit-information-payment',
  staticData: { title: msg`Método de pago` },
  beforeLoad: onlyWhoHandlesPayouts,
  loader: loadPayments,
  pendingMs: 200,
}).lazy(() =>
  withCatalogs(['payments', 'payoutChecklist'], import('./payments/paymentMethod.lazy.tsx')).then(
    (d) => d.Route,
  ),
);

/** /edit-information-transfer: the beneficiary's account, captcha on save (its words are in the captcha catalog). */
const transfer = createRoute({
  getParentRoute: () => portalLayout,
  path: '/edit-information-transfer',
  staticData: { title: msg`Datos para transferencia` },
  beforeLoad: onlyWhoHandlesPayouts,
  loader: loadPayments,
  pendingMs: 200,
}).lazy(() =>
  withCatalogs(['payments', 'captcha'], import('./payments/transfer.lazy.tsx')).then((d) => d.Route),
);

/** /tax-setup (and /settings/billing-info): the tax register's summary and taxpayer or not. */
const taxSetup = createRoute({
  getParentRoute: () => portalLayout,
  path: '/tax-setup',
  staticData: { title: msg`Configuración fiscal` },
  beforeLoad: onlyWhoHandlesPayouts,
  loader: loadPayments,
  pendingMs: 200,
}).lazy(() =>
  withCatalogs(['payments', 'payoutChecklist'], import('./payments/taxSetup.lazy.tsx')).then((d) => d.Route),
);

const billingInfo = createRoute({
  getParentRoute: () => portalLayout,
  path: '/settings/billing-info',
  staticData: { title: msg`Información de facturación` },
  beforeLoad: onlyWhoHandlesPayouts,
  loader: loadPayments,
  pendingMs: 200,
}).lazy(() =>
  withCatalogs(['payments', 'payoutChecklist'], import('./payments/billingInfo.lazy.tsx')).then(
    (d) => d.Route,
  ),
);

/** The tax register forms: taxpayer (NIT, regime) or not. */
const taxpayer = createRoute({
  getParentRoute: () => portalLayout,
  path: '/edit-taxpayer-information',
  staticData: { title: msg`Datos de contribuyente` },
  beforeLoad: onlyWhoHandlesPayouts,
  loader: loadPayments,
  pendingMs: 200,
}).lazy(() => withCatalogs(['payments'], import('./payments/taxpayer.lazy.tsx')).then((d) => d.Route));

const nonTaxpayer = createRoute({
  getParentRoute: () => portalLayout,
  path: '/edit-non-taxpayer-information',
  staticData: { title: msg`Datos de no contribuyente` },
  beforeLoad: onlyWhoHandlesPayouts,
  loader: loadPayments,
  pendingMs: 200,
}).lazy(() => withCatalogs(['payments'], import('./payments/nonTaxpayer.lazy.tsx')).then((d) => d.Route));

export const paymentsRoutes = [
  collection,
  collectionInfo,
  paymentMethod,
  transfer,
  taxSetup,
  billingInfo,
  taxpayer,
  nonTaxpayer,
];
