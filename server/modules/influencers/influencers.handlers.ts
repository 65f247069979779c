import { influencerCurrentYear } from '../../../machines/influencerRules.ts';
import { requireCaptcha } from '../../auth/captcha.ts';
import type { Db } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../errors.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import type { FileStorage } from '../../storage/files.ts';
import { STORED_IMAGE_EXTENSION } from '../../storage/images.ts';
import { PICTURE_LIMITS, readPictureUpload } from '../../storage/pictureUpload.ts';
import { requireUploadBody } from '../../storage/uploadBody.ts';
import { requireValidInfluencer, withPhotoStillThere } from './influencerInput.ts';
import { dropPictureIfUnused, dropUnusedPictures, insertInfluencerPicture } from './influencerPictures.ts';
import {
  type InfluencerProfile,
  influencerProfileIdOf,
  influencerProfileOf,
  influencerValuesOf,
  insertInfluencerProfile,
  updateInfluencerProfile,
} from './influencerProfiles.ts';

const NO_PROFILE = 'No influencer profile';
const alreadyRegistered = () =>
  new ApiError(409, 'profile_exists', 'The influencer profile is registered already: edit it');

/** The caller's profile as just saved (it cannot be missing: it is the caller's and was written). */
async function savedProfile(db: Db, userId: string): Promise<InfluencerProfile> {
  const profile = await influencerProfileOf(db, userId);
  if (!profile) throw notFound(NO_PROFILE);
  return profile;
}

/** Pictures no longer named leave the storage too (a file already gone is not an error). */
async function removeFiles(storage: FileStorage, urls: readonly string[]): Promise<void> {
  for (const url of urls) await storage.remove(url);
}

/**
 * Influencers (issue 31): the influencer's own profile and picture (SPEC §3, §4, §5). Only influencers call them
 * (server/http/operationRoles.ts), and each reads and writes the caller's own profile only (SPEC §6).
 */
export function influencerHandlers({ db, storage, captcha, limits }: Deps) {
  return {
    async getMyInfluencerProfile(request) {
      const profile = await influencerProfileOf(db, callerOf(request).sub);
      if (!profile) throw notFound(NO_PROFILE);
      return profile;
    },

    /** The limit before decoding (the costly part), then the picture, which replaces an unsaved one before it. */
    async uploadInfluencerPicture(request, reply) {
      const { sub } = callerOf(request);
      requireUploadBody(request, PICTURE_LIMITS);
      await limits.take('influencerPicturesPerPerson', sub);
      const { picture } = await readPictureUpload(request, 'influencer');
      const url = await storage.put(picture.image, STORED_IMAGE_EXTENSION, picture.thumbnail);
      const id = await insertInfluencerPicture(db, sub, url);
      await removeFiles(storage, await dropUnusedPictures(db, sub, id));
      reply.code(201);
      return { id, url_photo: url };
    },

    /** The captcha, the fields, one profile per account, then the limit (only a profile that would be stored counts). */
    async createInfluencerProfile(request, reply) {
      const { sub } = callerOf(request);
      await requireCaptcha(captcha, request.body.captcha, request.ip);
      await requireValidInfluencer(db, sub, request.body, influencerCurrentYear());
      if (await influencerProfileIdOf(db, sub)) throw alreadyRegistered();
      await limits.take('influencerSavesPerPerson', sub);
      const values = influencerValuesOf(request.body);
      if (!(await withPhotoStillThere(insertInfluencerProfile(db, sub, values)))) throw alreadyRegistered();
      reply.code(201);
      return savedProfile(db, sub);
    },

    /** The captcha, the caller's own profile (another's is 404), the fields, the limit; a replaced photo is deleted. */
    async updateInfluencerProfile(request) {
      const { sub } = callerOf(request);
      const { strapiProfileId } = request.params;
      await requireCaptcha(captcha, request.body.captcha, request.ip);
      if ((await influencerProfileIdOf(db, sub)) !== strapiProfileId) throw notFound(NO_PROFILE);
      await requireValidInfluencer(db, sub, request.body, influencerCurrentYear());
      await limits.take('influencerSavesPerPerson', sub);
      const values = influencerValuesOf(request.body);
      const saved = await withPhotoStillThere(updateInfluencerProfile(db, sub, strapiProfileId, values));
      if (!saved) throw notFound(NO_PROFILE);
      if (saved.previousPhoto !== values.photo_id) {
        const dropped = await dropPictureIfUnused(db, sub, saved.previousPhoto);
        await removeFiles(storage, dropped);
      }
      return savedProfile(db, sub);
    },
  } satisfies PartialHandlerTable;
}
