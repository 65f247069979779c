import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';

export const personalInformationQuery = queryOptions({
  queryKey: ['users', 'personal-information'],
  queryFn: async () => unwrap(await api.GET('/users/personal-information')),
});

/** Empty (name '') until the business profile is first saved: a new account's request does not fail. */
export const businessProfileQuery = queryOptions({
  queryKey: ['users', 'business-profile'],
  queryFn: async () => unwrap(await api.GET('/users/business-profile')),
});

/** A saved business profile always has a name (the contract requires one to save it). */
export const isBusinessSaved = (business: components['schemas']['BusinessProfile']) => business.name !== '';

/** Pre-filled with the registration country until the location is first saved. */
export const userLocationQuery = queryOptions({
  queryKey: ['users', 'location'],
  queryFn: async () => unwrap(await api.GET('/users/location')),
});
