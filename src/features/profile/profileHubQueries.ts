import type { QueryClient } from '@tanstack/react-query';
import { countriesQuery } from '../../api/placeQueries.ts';
import { type AuthUser, isCompany } from '../../api/session.ts';
import { teamRoleOf } from '../../api/teamRole.ts';
import type { Language } from '../../i18n/i18n.ts';
import { businessProfileQuery, personalInformationQuery, userLocationQuery } from './profileQueries.ts';

/**
 * What the profile hub summarises: the person, the business (a company only, not to its staff: issue 32), the location
 * and its country.
 */
export function loadProfileHub(queryClient: QueryClient, user: AuthUser | undefined, language: Language) {
  return Promise.all([
    queryClient.ensureQueryData(personalInformationQuery),
    queryClient.ensureQueryData(userLocationQuery),
    queryClient.ensureQueryData(countriesQuery(language)),
    user && isCompany(user) && teamRoleOf(user) !== 'staff'
      ? queryClient.ensureQueryData(businessProfileQuery)
      : null,
  ]);
}
