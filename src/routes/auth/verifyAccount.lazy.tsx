import { createLazyRoute } from '@tanstack/react-router';
import { VerifyAccountPage } from '../../features/auth/VerifyAccountPage.tsx';

export const Route = createLazyRoute('/public/verify-account')({ component: VerifyAccountRoute });

function VerifyAccountRoute() {
  const { email, sent } = Route.useSearch();
  return <VerifyAccountPage email={email} sent={sent ?? 'verification'} />;
}
