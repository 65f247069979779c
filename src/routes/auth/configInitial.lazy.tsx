import { createLazyRoute } from '@tanstack/react-router';
import { ConfigInitialPage } from '../../features/profile/ConfigInitialPage.tsx';

export const Route = createLazyRoute('/onboarding/config-initial')({ component: ConfigInitialRoute });

function ConfigInitialRoute() {
  return <ConfigInitialPage redirect={Route.useSearch().redirect} />;
}
