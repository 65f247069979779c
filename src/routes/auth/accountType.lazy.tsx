import { createLazyRoute } from '@tanstack/react-router';
import { AccountTypePage } from '../../features/profile/AccountTypePage.tsx';

export const Route = createLazyRoute('/onboarding/account-type')({ component: AccountTypeRoute });

function AccountTypeRoute() {
  return <AccountTypePage redirect={Route.useSearch().redirect} />;
}
