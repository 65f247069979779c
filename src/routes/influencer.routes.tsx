import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { boolean, searchOf } from '../api/searchParams.ts';
import { onboardingLayout } from './layouts.tsx';
import { underConstruction } from './underConstruction.ts';

/** ?profile=true opens the influencer information for editing instead of registration (SPEC §2). */
const influencerSearch = searchOf({ profile: boolean });

/** Onboarding screens of agents and influencers (SPEC §2) that are not built yet. */
export const influencerRoutes = [
  createRoute({
    getParentRoute: () => onboardingLayout,
    path: '/bussines-agent',
    staticData: { title: msg`Información del agente` },
    component: underConstruction,
  }),
  createRoute({
    getParentRoute: () => onboardingLayout,
    path: '/influencer-information',
    staticData: { title: msg`Información del influencer` },
    validateSearch: influencerSearch,
    component: underConstruction,
  }),
  createRoute({
    getParentRoute: () => onboardingLayout,
    path: '/influencer-form',
    staticData: { title: msg`Formulario de influencer` },
    component: underConstruction,
  }),
];
