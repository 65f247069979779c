import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { reportsSearch } from '../features/reports/reportsSearch.ts';
import { withCatalogs } from '../i18n/i18n.ts';
import { onlyForEntry } from './entryGuard.tsx';
import { portalLayout } from './layouts.tsx';

/** Reports (issue 32): the product owners' figures; the range and the product live in the URL. */
const reports = createRoute({
  getParentRoute: () => portalLayout,
  path: '/reports',
  staticData: { title: msg`Reportes` },
  beforeLoad: onlyForEntry('reports'),
  validateSearch: reportsSearch,
}).lazy(() => withCatalogs(['reports'], import('./reports/reports.lazy.tsx')).then((d) => d.Route));

export const reportsRoutes = [reports];
