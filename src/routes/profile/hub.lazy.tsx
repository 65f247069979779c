import { createLazyRoute } from '@tanstack/react-router';
import { ProfileHubPage } from '../../features/profile/ProfileHubPage.tsx';
import { ProfileHubSkeleton, ProfileLoadError } from '../../features/profile/ProfileStates.tsx';

export const Route = createLazyRoute('/portal/profile')({
  component: ProfileHubPage,
  errorComponent: ProfileLoadError,
  pendingComponent: ProfileHubSkeleton,
});
