import { createLazyRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/LoginPage.tsx';

export const Route = createLazyRoute('/public/login')({ component: LoginRoute });

function LoginRoute() {
  const { redirect, notice } = Route.useSearch();
  return <LoginPage redirect={redirect} notice={notice} />;
}
