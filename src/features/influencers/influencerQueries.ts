import type { MessageDescriptor } from '@lingui/core';
import { queryOptions } from '@tanstack/react-query';
import type { InfluencerInput } from '../../../machines/influencerRules.ts';
import { api } from '../../api/client.ts';
import { asFailure, unwrap } from '../../api/errors.ts';
import type { AuthUser } from '../../api/session.ts';
import type { InfluencerProfile } from './influencerForm.ts';
import { influencerMessages } from './influencerMessages.ts';

/** The caller's influencer profile, or null while they have none (a 404 is the registration form, not a failure). */
export const myInfluencerProfileQuery = queryOptions({
  queryKey: ['influencers', 'me'],
  queryFn: async (): Promise<InfluencerProfile | null> => {
    const result = await api.GET('/api/influencers/me');
    if (result.response.status === 404) return null;
    return unwrap(result);
  },
});

/** Sends the picture as soon as it is chosen (multipart field `file`); the answer's id goes in the profile. */
export async function uploadInfluencerPicture(file: File) {
  const form = new FormData();
  form.append('file', file);
  return unwrap(
    await api.POST('/api/influencers/picture', { body: { file: '' }, bodySerializer: () => form }),
  );
}

/** SPEC §8's upload messages: too big, not a JPEG or PNG, or anything else that went wrong. */
export function pictureFailureMessage(error: unknown): MessageDescriptor {
  const failure = asFailure(error);
  if (failure.status === 413 || failure.code === 'imgSmaller' || failure.code === 'image_too_large')
    return influencerMessages.pictureTooLarge;
  if (failure.code === 'uploadFile' || failure.code === 'invalid_image')
    return influencerMessages.pictureType;
  return influencerMessages.pictureFailed;
}

/** Registers the profile (SPEC §4): the answer's `strapi_profile_id` is what the account links to. */
export async function createInfluencerProfile(body: InfluencerInput): Promise<InfluencerProfile> {
  return unwrap(await api.POST('/api/influencers', { body }));
}

/** Links the account to the new profile; the answer is the updated user the session takes. */
export async function linkInfluencerProfile(profile: InfluencerProfile): Promise<AuthUser> {
  return unwrap(
    await api.POST('/users/link-profile-code', {
      body: { strapiId: profile.strapi_profile_id, publicName: profile.publicName },
    }),
  );
}

/** Saves the edited profile (SPEC §4 edit mode). */
export async function updateInfluencerProfile(
  strapiProfileId: string,
  body: InfluencerInput,
): Promise<InfluencerProfile> {
  return unwrap(
    await api.PUT('/api/influencers/{strapiProfileId}', { params: { path: { strapiProfileId } }, body }),
  );
}
