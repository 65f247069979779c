import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { intInRange, optionalString, orElse, searchOf } from '../api/searchParams.ts';
import { GeneralErrorPage, NotFoundPage, ServerErrorPage } from '../features/errors/ErrorPages.tsx';
import { publicLayout } from './layouts.tsx';

/**
 * /error?status=&text= (SPEC §8 general error state). Status defaults to 500; a value that is not an
 * HTTP error status falls back to it rather than failing the error page itself.
 */
const errorSearch = searchOf({
  status: orElse(intInRange(400, 599), 500),
  text: optionalString({ maxLength: 300 }),
});

const notFoundRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/404',
  staticData: { title: msg`Página no encontrada` },
  component: NotFoundPage,
});

const serverErrorRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/500',
  staticData: { title: msg`Algo salió mal` },
  component: ServerErrorPage,
});

const generalErrorRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/error',
  staticData: { title: msg`Algo salió mal` },
  validateSearch: errorSearch,
  component: function GeneralError() {
    const { status, text } = generalErrorRoute.useSearch();
    return <GeneralErrorPage status={status} text={text} />;
  },
});

export const errorRoutes = [notFoundRoute, serverErrorRoute, generalErrorRoute];
