import { createLazyRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../features/auth/ForgotPasswordPage.tsx';

export const Route = createLazyRoute('/public/forgot-password')({ component: ForgotPasswordRoute });

function ForgotPasswordRoute() {
  return <ForgotPasswordPage email={Route.useSearch().email} />;
}
