import { createLazyRoute } from '@tanstack/react-router';
import { OptionInitialPage } from '../../features/profile/OptionInitialPage.tsx';

export const Route = createLazyRoute('/onboarding/option-initial')({ component: OptionInitialRoute });

function OptionInitialRoute() {
  return <OptionInitialPage redirect={Route.useSearch().redirect} />;
}
