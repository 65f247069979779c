import type { components } from '../../../openapi/schema.d.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../errors.ts';
import { linkOrigin } from '../../http/linkOrigin.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { PICTURE_LIMITS } from '../../storage/pictureUpload.ts';
import { requireUploadBody } from '../../storage/uploadBody.ts';
import { updateAccount } from '../auth/accountChanges.ts';
import { refreshBasicProfile, requireAuthUser } from '../auth/authUser.ts';
import { placeOf } from '../catalog/places.ts';
import { setBusinessCategory, setBusinessCategoryIfUnset } from './businessCategory.ts';
import {
  businessLogoOf,
  businessProfileOf,
  saveBusinessProfile,
  setBusinessLogo,
} from './businessProfile.ts';
import { saveUserLocation, setUserLanguage, userLocationOf } from './location.ts';
import {
  personalInformationOf,
  replacePersonalPicture,
  savePersonalInformation,
} from './personalInformation.ts';
import { requireValidPhones } from './phones.ts';
import { receivePicture } from './pictures.ts';

/** A business profile not saved yet: empty, so the form starts blank and the request does not fail. */
const emptyBusinessProfile = (): components['schemas']['BusinessProfile'] => ({
  name: '',
  email: '',
  phones: [],
  fundation_date: '',
  description: '',
  languages: [],
  logo: { url_photo: null },
  // The category saving this profile gives the account.
  business_category: 'company',
});

export function profileHandlers(deps: Deps) {
  const { db, storage } = deps;

  return {
    async setBusinessCategory(request) {
      const { sub } = callerOf(request);
      await setBusinessCategory(db, sub, request.body.business_category);
      // A company's account is its team's owner (issue 32): the sessions' cached team role follows at once, here and
      // on the other processes.
      deps.sessions.changed(sub);
      await refreshBasicProfile(db, sub);
      return requireAuthUser(db, callerOf(request));
    },

    async getPersonalInformation(request) {
      const row = await personalInformationOf(db, callerOf(request).sub);
      return {
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        phones: row.phones as never,
        date_of_birth: row.date_of_birth ?? '',
        description: row.description ?? '',
        languages: row.languages,
        tb_lg_gender_gender_id: row.gender_id ?? '',
        picture: { url_photo: row.picture_url },
      };
    },

    async updatePersonalInformation(request) {
      const { sub } = callerOf(request);
      requireValidPhones(request.body.phones);
      await savePersonalInformation(db, sub, request.body);
      // Saving personal information on an account without a type makes it a personal account.
      await setBusinessCategoryIfUnset(db, sub, 'personal');
      await refreshBasicProfile(db, sub);
      return requireAuthUser(db, callerOf(request));
    },

    async getBusinessProfile(request) {
      const row = await businessProfileOf(db, callerOf(request).sub);
      if (!row) return emptyBusinessProfile();
      return {
        name: row.name,
        email: row.email,
        phones: row.phones as never,
        fundation_date: row.fundation_date ?? '',
        description: row.description ?? '',
        languages: row.languages,
        logo: { url_photo: row.logo_url },
        business_category: row.business_category ?? 'company',
      };
    },

    async updateBusinessProfile(request) {
      const { sub } = callerOf(request);
      requireValidPhones(request.body.phones);
      await saveBusinessProfile(db, sub, request.body);
      await setBusinessCategoryIfUnset(db, sub, 'company');
      deps.sessions.changed(sub);
      await refreshBasicProfile(db, sub);
      return requireAuthUser(db, callerOf(request));
    },

    async updateAccount(request) {
      return updateAccount(deps, callerOf(request).sub, request.body, linkOrigin(deps.config, request));
    },

    async uploadPersonalPicture(request) {
      const { sub } = callerOf(request);
      requireUploadBody(request, PICTURE_LIMITS);
      const url = await receivePicture(request, storage, 'avatar');
      const replaced = await replacePersonalPicture(db, sub, url);
      if (replaced) await storage.remove(replaced);
      return { url_photo: url };
    },

    async uploadBusinessPicture(request) {
      const { sub } = callerOf(request);
      requireUploadBody(request, PICTURE_LIMITS);
      const before = await businessLogoOf(db, sub);
      if (!before) throw notFound('Save the business profile before its logo');
      const url = await receivePicture(request, storage, 'logo');
      await setBusinessLogo(db, sub, url);
      if (before.logo_url) await storage.remove(before.logo_url);
      return { url_photo: url };
    },

    async getUserLocation(request) {
      return userLocationOf(db, callerOf(request).sub);
    },

    async updateUserLocation(request) {
      const { sub } = callerOf(request);
      const place = await placeOf(db, request.body);
      if (!place?.state || !place.city)
        throw new ApiError(400, 'invalid_place', 'city must belong to state and state to country', 'city');
      return saveUserLocation(db, sub, request.body);
    },

    /** The header's language switch: the account's language, and its location's, follow the person's choice. */
    async updateUserLanguage(request) {
      const { language } = request.body;
      await setUserLanguage(db, callerOf(request).sub, language);
      return { language };
    },
  } satisfies PartialHandlerTable;
}
