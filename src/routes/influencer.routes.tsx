import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { boolean, searchOf } from '../api/searchParams.ts';
import { withCatalogs } from '../i18n/i18n.ts';
import { onboardingLayout } from './layouts.tsx';

/** ?profile=true opens the influencer information for editing instead of registration (SPEC §2). */
const influencerSearch = searchOf({ profile: boolean });

const influencerPage = () =>
  withCatalogs(['influencers', 'captcha'], import('./influencers/influencerForm.lazy.tsx'));

/**
 * The influencer's onboarding screens (SPEC §2, §4; issue 31): /influencer-form and /influencer-information are one
 * form (docs/decisions.md). The agent's information is beside the business form's route (auth.routes.tsx).
 */
export const influencerRoutes = [
  createRoute({
    getParentRoute: () => onboardingLayout,
    path: '/influencer-information',
    staticData: { title: msg`Información del influencer` },
    validateSearch: influencerSearch,
    component: lazyRouteComponent(influencerPage, 'InfluencerInformationRoute'),
  }),
  createRoute({
    getParentRoute: () => onboardingLayout,
    path: '/influencer-form',
    staticData: { title: msg`Formulario de influencer` },
    component: lazyRouteComponent(influencerPage, 'InfluencerFormRoute'),
  }),
];
