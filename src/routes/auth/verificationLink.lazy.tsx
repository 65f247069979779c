import { createLazyRoute } from '@tanstack/react-router';
import { AccountVerificationPage } from '../../features/auth/AccountVerificationPage.tsx';

export const Route = createLazyRoute('/public/users/verify-account')({ component: VerificationLinkRoute });

function VerificationLinkRoute() {
  return <AccountVerificationPage {...Route.useSearch()} />;
}
