import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { MessagesLoadError } from '../features/messages/MessagesLoadError.tsx';
import { MessagesPage, MessagesSkeleton } from '../features/messages/MessagesPage.tsx';
import { loadMessagesPage, messagesSearch } from '../features/messages/messagesPageData.ts';
import { portalLayout } from './layouts.tsx';

const messages = createRoute({
  getParentRoute: () => portalLayout,
  path: '/message',
  staticData: { title: msg`Mensajes` },
  validateSearch: messagesSearch,
  // Only ?to= asks the server something first; choosing another thread is the page's own business.
  loaderDeps: ({ search }) => ({ to: search.to }),
  loader: ({ context, deps }) => loadMessagesPage(context.queryClient, deps.to),
  errorComponent: MessagesLoadError,
  // Loading skeletons show only when the data takes a moment, so quick answers do not flash.
  pendingMs: 200,
  pendingComponent: MessagesSkeleton,
  component: function MessagesRoute() {
    return <MessagesPage search={messages.useSearch()} />;
  },
});

export const messagesRoutes = [messages];
