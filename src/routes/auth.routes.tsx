import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { flag, optionalString, orElse, picklist, searchOf, stringOrNumber } from '../api/searchParams.ts';
import { withCatalogs } from '../i18n/i18n.ts';
import { redirectIfSignedIn } from './guards.ts';
import { onboardingLayout, publicLayout } from './layouts.tsx';

// The onboarding loaders import what they fetch when they run, not with the route tree (the sign-in page's first
// download).
const loadOnboarding =
  (screen: keyof typeof import('../features/profile/onboardingLoaders.ts').onboardingLoaders) =>
  ({ context }: { context: { queryClient: QueryClient } }) =>
    import('../features/profile/onboardingLoaders.ts').then(({ onboardingLoaders }) =>
      onboardingLoaders[screen](context.queryClient),
    );

// Search params arrive from emails and landing links: anything malformed is dropped, never an error page.
const text = optionalString();
const language = picklist(['es', 'en']);
/** The emailed link's secret; a link without one still opens its page, with an empty secret. */
const secret = orElse(optionalString(), '');
/** `?ar`, `?ar=true`, `?ar=1` all raise a landing flag; `false`/`0` do not. */
const landingFlag = flag(false, 0, 'false');
const withRedirect = searchOf({ redirect: text });

const login = createRoute({
  getParentRoute: () => publicLayout,
  path: '/login',
  staticData: { title: msg`Iniciar sesión` },
  validateSearch: searchOf({ redirect: text, notice: picklist(['verified', 'password-reset']) }),
  beforeLoad: redirectIfSignedIn,
  component: lazyRouteComponent(
    () => withCatalogs(['auth'], import('../features/auth/LoginPage.tsx')),
    'LoginRoute',
  ),
});

const register = createRoute({
  getParentRoute: () => publicLayout,
  path: '/register',
  staticData: { title: msg`Crear cuenta` },
  validateSearch: searchOf({ role: stringOrNumber, redirect: text, ar: landingFlag, agent: landingFlag }),
  beforeLoad: redirectIfSignedIn,
}).lazy(() => withCatalogs(['auth', 'captcha'], import('./auth/register.lazy.tsx')).then((d) => d.Route));

const verifyAccount = createRoute({
  getParentRoute: () => publicLayout,
  path: '/verify-account',
  staticData: { title: msg`Revisa tu correo` },
  validateSearch: searchOf({ email: text, sent: picklist(['verification', 'reset']) }),
}).lazy(() => withCatalogs(['auth'], import('./auth/verifyAccount.lazy.tsx')).then((d) => d.Route));

const verificationLink = createRoute({
  getParentRoute: () => publicLayout,
  path: '/users/verify-account',
  staticData: { title: msg`Verificación de la cuenta` },
  validateSearch: searchOf({ secret, language, redirect: text }),
}).lazy(() => withCatalogs(['auth'], import('./auth/verificationLink.lazy.tsx')).then((d) => d.Route));

const forgotPassword = createRoute({
  getParentRoute: () => publicLayout,
  path: '/forgot-password',
  staticData: { title: msg`Recuperar contraseña` },
  validateSearch: searchOf({ email: text }),
}).lazy(() => withCatalogs(['auth'], import('./auth/forgotPassword.lazy.tsx')).then((d) => d.Route));

const resetPassword = createRoute({
  getParentRoute: () => publicLayout,
  path: '/reset-password',
  staticData: { title: msg`Nueva contraseña` },
  validateSearch: searchOf({ secret, language }),
}).lazy(() =>
  withCatalogs(['auth', 'passwordRules'], import('./auth/resetPassword.lazy.tsx')).then((d) => d.Route),
);

const confirmEmail = createRoute({
  getParentRoute: () => publicLayout,
  path: '/confirm-email',
  staticData: { title: msg`Confirmar el nuevo correo` },
  validateSearch: searchOf({ secret, language }),
  component: lazyRouteComponent(
    () => withCatalogs(['auth'], import('../features/auth/ConfirmEmailPage.tsx')),
    'ConfirmEmailRoute',
  ),
});

const optionInitial = createRoute({
  getParentRoute: () => onboardingLayout,
  path: '/option-initial',
  staticData: { title: msg`¿Cómo quieres empezar?` },
  validateSearch: withRedirect,
}).lazy(() => withCatalogs(['profile'], import('./auth/optionInitial.lazy.tsx')).then((d) => d.Route));

const accountType = createRoute({
  getParentRoute: () => onboardingLayout,
  path: '/account-type',
  staticData: { title: msg`Tipo de cuenta` },
  validateSearch: withRedirect,
}).lazy(() => withCatalogs(['profile'], import('./auth/accountType.lazy.tsx')).then((d) => d.Route));

const configInitial = createRoute({
  getParentRoute: () => onboardingLayout,
  path: '/config-initial',
  staticData: { title: msg`Configuración inicial` },
  validateSearch: withRedirect,
  loader: loadOnboarding('configInitial'),
}).lazy(() => withCatalogs(['profile'], import('./auth/configInitial.lazy.tsx')).then((d) => d.Route));

const businessInformation = createRoute({
  getParentRoute: () => onboardingLayout,
  path: '/bussines-information',
  staticData: { title: msg`Información de la empresa` },
  validateSearch: withRedirect,
  loader: loadOnboarding('businessInformation'),
  component: lazyRouteComponent(
    () => withCatalogs(['profile'], import('../features/profile/BusinessInformationPage.tsx')),
    'BusinessInformationRoute',
  ),
});

/**
 * /bussines-agent (SPEC §2; issue 31): an agent presents their agency with the business form, then goes to My QR
 * (docs/decisions.md "Issue 31: the agent's information").
 */
const agentInformation = createRoute({
  getParentRoute: () => onboardingLayout,
  path: '/bussines-agent',
  staticData: { title: msg`Información del agente` },
  loader: loadOnboarding('businessInformation'),
  component: lazyRouteComponent(
    () => withCatalogs(['profile'], import('../features/profile/BusinessInformationPage.tsx')),
    'AgentInformationRoute',
  ),
});

const personalInformation = createRoute({
  getParentRoute: () => onboardingLayout,
  path: '/personal-information',
  staticData: { title: msg`Información personal` },
  validateSearch: withRedirect,
  loader: loadOnboarding('personalInformation'),
  component: lazyRouteComponent(
    () => withCatalogs(['profile'], import('../features/profile/PersonalInformationPage.tsx')),
    'PersonalInformationRoute',
  ),
});

/** Sign-in, sign-up, verification and password recovery (public layout). */
export const authPublicRoutes = [
  login,
  register,
  verifyAccount,
  verificationLink,
  forgotPassword,
  resetPassword,
  confirmEmail,
];

/** First steps after sign-up (signed-in onboarding layout). */
export const authOnboardingRoutes = [
  optionInitial,
  accountType,
  configInitial,
  businessInformation,
  agentInformation,
  personalInformation,
];

export const authRoutes = [...authPublicRoutes, ...authOnboardingRoutes];
