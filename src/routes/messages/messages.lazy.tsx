import { createLazyRoute } from '@tanstack/react-router';
import { MessagesLoadError } from '../../features/messages/MessagesLoadError.tsx';
import { MessagesPage, MessagesSkeleton } from '../../features/messages/MessagesPage.tsx';

export const Route = createLazyRoute('/portal/message')({
  component: MessagesRoute,
  errorComponent: MessagesLoadError,
  pendingComponent: MessagesSkeleton,
});

function MessagesRoute() {
  return <MessagesPage search={Route.useSearch()} />;
}
