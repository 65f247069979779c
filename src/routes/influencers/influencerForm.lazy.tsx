import { getRouteApi, Navigate } from '@tanstack/react-router';
import { ROLE } from '../../../machines/roles.ts';
import { rolesOf, useSession } from '../../api/session.ts';
import {
  InfluencerInformationPage,
  type InfluencerMode,
} from '../../features/influencers/InfluencerInformationPage.tsx';

const information = getRouteApi('/onboarding/influencer-information');

/** Only an influencer has an influencer profile (SPEC §6): anyone else goes to their own panel. */
function InfluencersOnly({ mode }: { mode: InfluencerMode }) {
  const session = useSession();
  if (session && !rolesOf(session.user).includes(ROLE.influencer))
    return <Navigate to="/dashboard" replace />;
  return <InfluencerInformationPage mode={mode} />;
}

/** /influencer-information: registration, or editing with ?profile=true (SPEC §2, §4). */
export function InfluencerInformationRoute() {
  const { profile } = information.useSearch();
  return <InfluencersOnly mode={profile ? 'edit' : 'register'} />;
}

/** /influencer-form: the same form, registering or editing (docs/decisions.md "Issue 31: one influencer form"). */
export function InfluencerFormRoute() {
  return <InfluencersOnly mode="form" />;
}
