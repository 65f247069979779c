import { createLazyRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../features/auth/RegisterPage.tsx';

export const Route = createLazyRoute('/public/register')({ component: RegisterRoute });

function RegisterRoute() {
  const { role, redirect, ar, agent } = Route.useSearch();
  return (
    <RegisterPage queryRole={role} redirect={redirect} override={ar ? 'ar' : agent ? 'agent' : undefined} />
  );
}
