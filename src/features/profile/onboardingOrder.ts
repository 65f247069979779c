import { safeRedirect } from '../../api/redirects.ts';
import type { AuthUser } from '../../api/session.ts';

/** Where each account type completes its profile (SPEC §2). */
export const PROFILE_FORM = { company: '/bussines-information', personal: '/personal-information' } as const;

/**
 * SPEC §2 orders onboarding as initial option, account type, initial configuration, then the type's profile
 * form. After the configuration, an account whose profile is still incomplete goes on to its form (keeping
 * where it was going); one that is complete (the screen opened again later) goes where it was going.
 */
export function destinationAfterConfigInitial(
  user: AuthUser | undefined,
  redirect: string | undefined,
): string {
  const category = user?.tb_lg_person.tb_bp_bc_business_category_id;
  if (!category || user?.basic_profile) return safeRedirect(redirect);
  const search = redirect ? `?${new URLSearchParams({ redirect })}` : '';
  return `${PROFILE_FORM[category]}${search}`;
}
