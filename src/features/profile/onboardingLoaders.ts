import type { QueryClient } from '@tanstack/react-query';
import { gendersQuery, languagesQuery } from '../../api/catalogQueries.ts';
import { countriesQuery } from '../../api/placeQueries.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { businessProfileQuery, personalInformationQuery, userLocationQuery } from './profileQueries.ts';

/**
 * What the onboarding screens need before they draw, fetched by their routes' loaders. A module the loaders import
 * when they run, so the route tree every first visit downloads holds one call per screen, not its queries.
 */
export const onboardingLoaders: Record<
  'configInitial' | 'businessInformation' | 'personalInformation',
  (queryClient: QueryClient) => Promise<unknown>
> = {
  configInitial: (queryClient: QueryClient) =>
    Promise.all([
      queryClient.ensureQueryData(userLocationQuery),
      queryClient.ensureQueryData(countriesQuery(currentLanguage())),
    ]),
  businessInformation: (queryClient: QueryClient) =>
    Promise.all([
      queryClient.ensureQueryData(businessProfileQuery),
      queryClient.ensureQueryData(languagesQuery(currentLanguage())),
    ]),
  personalInformation: (queryClient: QueryClient) =>
    Promise.all([
      queryClient.ensureQueryData(personalInformationQuery),
      queryClient.ensureQueryData(languagesQuery(currentLanguage())),
      queryClient.ensureQueryData(gendersQuery(currentLanguage())),
    ]),
};
