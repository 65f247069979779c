import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { countriesQuery } from '../api/placeQueries.ts';
import { AccountVerificationPage } from '../features/auth/AccountVerificationPage.tsx';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { RegisterPage } from '../features/auth/RegisterPage.tsx';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage.tsx';
import { VerifyAccountPage } from '../features/auth/VerifyAccountPage.tsx';
import { AccountTypePage } from '../features/profile/AccountTypePage.tsx';
import { ConfigInitialPage } from '../features/profile/ConfigInitialPage.tsx';
import { OptionInitialPage } from '../features/profile/OptionInitialPage.tsx';
import {
  businessProfileQuery,
  gendersQuery,
  languagesQuery,
  personalInformationQuery,
  userLocationQuery,
} from '../features/profile/profileQueries.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { redirectIfSignedIn } from './guards.ts';
import { onboardingLayout, publicLayout } from './layouts.tsx';

// Search params arrive from emails and landing links: anything malformed is dropped, never an error page.
const text = v.fallback(v.optional(v.string()), undefined);
const language = v.fallback(v.optional(v.picklist(['es', 'en'])), undefined);
const secret = v.fallback(v.string(), '');
/** `?ar`, `?ar=true`, `?ar=1` all raise a landing flag; `false`/`0` do not. */
const flag = v.fallback(
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => value !== undefined && value !== false && value !== 0 && value !== 'false'),
    ),
  ),
  undefined,
);
const withRedirect = v.object({ redirect: text });

const login = createRoute({
  getParentRoute: () => publicLayout,
  path: '/login',
  staticData: { title: msg`Iniciar sesión` },
  validateSearch: v.object({
    redirect: text,
    notice: v.fallback(v.optional(v.picklist(['verified', 'password-reset'])), undefined),
  }),
  beforeLoad: redirectIfSignedIn,
  component: function LoginRoute() {
    const { redirect, notice } = login.useSearch();
    return <LoginPage redirect={redirect} notice={notice} />;
  },
});

const register = createRoute({
  getParentRoute: () => publicLayout,
  path: '/register',
  staticData: { title: msg`Crear cuenta` },
  validateSearch: v.object({
    role: v.fallback(v.optional(v.union([v.number(), v.string()])), undefined),
    redirect: text,
    ar: flag,
    agent: flag,
  }),
  beforeLoad: redirectIfSignedIn,
  component: function RegisterRoute() {
    const { role, redirect, ar, agent } = register.useSearch();
    return (
      <RegisterPage queryRole={role} redirect={redirect} override={ar ? 'ar' : agent ? 'agent' : undefined} />
    );
  },
});

const verifyAccount = createRoute({
  getParentRoute: () => publicLayout,
  path: '/verify-account',
  staticData: { title: msg`Revisa tu correo` },
  validateSearch: v.object({
    email: text,
    sent: v.fallback(v.optional(v.picklist(['verification', 'reset'])), undefined),
  }),
  component: function VerifyAccountRoute() {
    const { email, sent } = verifyAccount.useSearch();
    return <VerifyAccountPage email={email} sent={sent ?? 'verification'} />;
  },
});

const verificationLink = createRoute({
  getParentRoute: () => publicLayout,
  path: '/users/verify-account',
  staticData: { title: msg`Verificación de la cuenta` },
  validateSearch: v.object({ secret, language, redirect: text }),
  component: function VerificationLinkRoute() {
    const search = verificationLink.useSearch();
    return <AccountVerificationPage {...search} />;
  },
});

const forgotPassword = createRoute({
  getParentRoute: () => publicLayout,
  path: '/forgot-password',
  staticData: { title: msg`Recuperar contraseña` },
  validateSearch: v.object({ email: text }),
  component: function ForgotPasswordRoute() {
    return <ForgotPasswordPage email={forgotPassword.useSearch().email} />;
  },
});

const resetPassword = createRoute({
  getParentRoute: () => publicLayout,
  path: '/reset-password',
  staticData: { title: msg`Nueva contraseña` },
  validateSearch: v.object({ secret, language }),
  component: function ResetPasswordRoute() {
    const search = resetPassword.useSearch();
    return <ResetPasswordPage {...search} />;
  },
});

const confirmEmail = createRoute({
  getParentRoute: () => publicLayout,
  path: '/confirm-email',
  staticData: { title: msg`Confirmar el nuevo correo` },
  validateSearch: v.object({ secret, language }),
  component: lazyRouteComponent(() => import('../features/auth/ConfirmEmailPage.tsx'), 'ConfirmEmailRoute'),
});

const optionInitial = createRoute({
  getParentRoute: () => onboardingLayout,
  path: '/option-initial',
  staticData: { title: msg`¿Cómo quieres empezar?` },
  validateSearch: withRedirect,
  component: function OptionInitialRoute() {
    return <OptionInitialPage redirect={optionInitial.useSearch().redirect} />;
  },
});

const accountType = createRoute({
  getParentRoute: () => onboardingLayout,
  path: '/account-type',
  staticData: { title: msg`Tipo de cuenta` },
  validateSearch: withRedirect,
  component: function AccountTypeRoute() {
    return <AccountTypePage redirect={accountType.useSearch().redirect} />;
  },
});

const configInitial = createRoute({
  getParentRoute: () => onboardingLayout,
  path: '/config-initial',
  staticData: { title: msg`Configuración inicial` },
  validateSearch: withRedirect,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(userLocationQuery),
      queryClient.ensureQueryData(countriesQuery(currentLanguage())),
    ]),
  component: function ConfigInitialRoute() {
    return <ConfigInitialPage redirect={configInitial.useSearch().redirect} />;
  },
});

const businessInformation = createRoute({
  getParentRoute: () => onboardingLayout,
  path: '/bussines-information',
  staticData: { title: msg`Información de la empresa` },
  validateSearch: withRedirect,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(businessProfileQuery),
      queryClient.ensureQueryData(languagesQuery(currentLanguage())),
    ]),
  component: lazyRouteComponent(
    () => import('../features/profile/BusinessInformationPage.tsx'),
    'BusinessInformationRoute',
  ),
});

const personalInformation = createRoute({
  getParentRoute: () => onboardingLayout,
  path: '/personal-information',
  staticData: { title: msg`Información personal` },
  validateSearch: withRedirect,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(personalInformationQuery),
      queryClient.ensureQueryData(languagesQuery(currentLanguage())),
      queryClient.ensureQueryData(gendersQuery(currentLanguage())),
    ]),
  component: lazyRouteComponent(
    () => import('../features/profile/PersonalInformationPage.tsx'),
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
  personalInformation,
];

export const authRoutes = [...authPublicRoutes, ...authOnboardingRoutes];
