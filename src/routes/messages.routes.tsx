import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { messagesSearch } from '../features/messages/messagesSearch.ts';
import { withCatalogs } from '../i18n/i18n.ts';
import { portalLayout } from './layouts.tsx';

const messages = createRoute({
  getParentRoute: () => portalLayout,
  path: '/message',
  staticData: { title: msg`Mensajes` },
  validateSearch: messagesSearch,
  // Only ?to= asks the server something first; choosing another thread is the page's own business.
  loaderDeps: ({ search }) => ({ to: search.to }),
  loader: async ({ context, deps }) => {
    const { loadMessagesPage } = await import('../features/messages/messagesPageData.ts');
    return loadMessagesPage(context.queryClient, deps.to);
  },
  // Loading skeletons show only when the data takes a moment, so quick answers do not flash.
  pendingMs: 200,
}).lazy(() => withCatalogs(['messages'], import('./messages/messages.lazy.tsx')).then((d) => d.Route));

export const messagesRoutes = [messages];
