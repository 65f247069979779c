import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { ApiFailure, unwrap } from '../../api/errors.ts';
import type { Language } from '../../i18n/i18n.ts';

export type TouristHub = components['schemas']['TouristHub'];
export type LandingSummary = components['schemas']['LandingSummary'];
export type Landing = components['schemas']['Landing'];
export type LandingInput = components['schemas']['LandingInput'];
export type LandingCreate = components['schemas']['LandingCreate'];
export type LandingLocation = components['schemas']['LandingLocation'];
export type LandingHubProduct = components['schemas']['LandingHubProduct'];
export type LandingHubProducts = components['schemas']['LandingHubProducts'];
export type PublicLanding = components['schemas']['PublicLanding'];
export type PublicLandingProduct = components['schemas']['PublicLandingProduct'];
export type LandingStatus = components['schemas']['LandingStatus'];
export type Segment = components['schemas']['LandingSegment'];

/** SPEC §2 "Add products": the segments, in the screens' order. */
export const SEGMENTS: readonly Segment[] = ['accommodation', 'activities', 'transport', 'packages'];

export const LANDING_LANGUAGES: readonly Language[] = ['es', 'en'];

/** Every query of the owner's screens starts so: a change to a landing refreshes them all. */
export const WHITE_LANDINGS_KEY = ['whiteLandings'] as const;

/** The tourist hubs a landing's locations are chosen from, named in the interface language (public, fixed). */
export const touristHubsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['touristHubs', language],
    queryFn: async (): Promise<TouristHub[]> =>
      unwrap(await api.GET('/api/common/touristhubs', { params: { query: { language } } })),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The person's landings (the operator's: every one, with its owner), newest change first. */
export const whiteLandingListQuery = () =>
  queryOptions({
    queryKey: [...WHITE_LANDINGS_KEY, 'list'],
    queryFn: async (): Promise<LandingSummary[]> => unwrap(await api.GET('/api/landings')),
  });

/** One landing with its chosen locations and segments. */
export const whiteLandingQuery = (id: string) =>
  queryOptions({
    queryKey: [...WHITE_LANDINGS_KEY, 'landing', id],
    queryFn: async (): Promise<Landing> =>
      unwrap(await api.GET('/api/landings/{id}', { params: { path: { id } } })),
  });

/** Every provider's published products of a hub and segment, each saying whether the landing shows it. */
export const hubProductsQuery = (id: string, hubId: string, segment: Segment) =>
  queryOptions({
    queryKey: [...WHITE_LANDINGS_KEY, 'products', id, hubId, segment],
    queryFn: async (): Promise<LandingHubProducts> =>
      unwrap(
        await api.GET('/api/landings/{id}/locations/{hubId}/products', {
          params: { path: { id, hubId }, query: { segment } },
        }),
      ),
  });

/** A new landing; the captcha is checked first (401 naming `captcha`). */
export async function createWhiteLanding(body: LandingCreate): Promise<Landing> {
  return unwrap(await api.POST('/api/landings', { body }));
}

/** The landing's form saved (a banner left out is cleared); locations and assignments stay. */
export async function updateWhiteLanding(id: string, body: LandingInput): Promise<Landing> {
  return unwrap(await api.PUT('/api/landings/{id}', { params: { path: { id } }, body }));
}

export async function deleteWhiteLanding(id: string): Promise<void> {
  unwrap(await api.DELETE('/api/landings/{id}', { params: { path: { id } } }));
}

/** The whole set of chosen hubs with their segments: a hub left out drops its assignments. */
export async function saveWhiteLandingLocations(id: string, locations: LandingLocation[]): Promise<Landing> {
  return unwrap(
    await api.PUT('/api/landings/{id}/locations', { params: { path: { id } }, body: { locations } }),
  );
}

/** The products the landing shows in one segment of one hub, the whole set (empty: none). */
export async function assignHubProducts(
  id: string,
  hubId: string,
  segment: Segment,
  productIds: string[],
): Promise<LandingHubProducts> {
  return unwrap(
    await api.PUT('/api/landings/{id}/locations/{hubId}/products', {
      params: { path: { id, hubId } },
      body: { segment, productIds },
    }),
  );
}

/**
 * A published landing as travelers see it, with its hubs named in `language`; null when there is none (a draft, an
 * unknown id), so the page shows its "does not exist" state instead of an error.
 */
export const publicWhiteLandingQuery = (id: string, language: Language) =>
  queryOptions({
    queryKey: ['publicWhiteLanding', id, language],
    queryFn: async (): Promise<PublicLanding | null> => {
      try {
        return unwrap(
          await api.GET('/api/landings/{id}/public', {
            params: { path: { id }, query: { language } },
          }),
        );
      } catch (error) {
        if (error instanceof ApiFailure && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  });
