import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { onboardingLayout } from './layouts.tsx';
import { underConstruction } from './underConstruction.ts';

/** ?profile=true opens the influencer information for editing instead of registration (SPEC §2). */
const influencerSearch = v.object({
  profile: v.fallback(v.optional(v.boolean()), undefined),
});

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
