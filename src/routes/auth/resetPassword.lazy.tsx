import { createLazyRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage.tsx';

export const Route = createLazyRoute('/public/reset-password')({ component: ResetPasswordRoute });

function ResetPasswordRoute() {
  return <ResetPasswordPage {...Route.useSearch()} />;
}
