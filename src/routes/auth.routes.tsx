import { createRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/UnderConstruction.tsx';
import { onboardingLayout, publicLayout } from './layouts.tsx';

const publicPaths = [
  '/login',
  '/register',
  '/verify-account',
  '/users/verify-account',
  '/forgot-password',
  '/reset-password',
];
const onboardingPaths = [
  '/option-initial',
  '/account-type',
  '/config-initial',
  '/bussines-information',
  '/personal-information',
];

export const authRoutes = [
  ...publicPaths.map((path) =>
    createRoute({ getParentRoute: () => publicLayout, path, component: UnderConstruction }),
  ),
  ...onboardingPaths.map((path) =>
    createRoute({ getParentRoute: () => onboardingLayout, path, component: UnderConstruction }),
  ),
];
