import type { components } from '../../../openapi/schema.d.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../errors.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { PICTURE_LIMITS } from '../../storage/pictureUpload.ts';
import { requireUploadBody } from '../../storage/uploadBody.ts';
import { updateAccount } from '../auth/accountChanges.ts';
import { refreshBasicProfile, requireAuthUser } from '../auth/authUser.ts';
import { requireValidPhones } from './phones.ts';
import { receivePicture } from './pictures.ts';

const json = (value: unknown) => JSON.stringify(value);

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

  /** Before the first save, the location is the country chosen at registration (when it is a known one). */
  async function registrationLocation(userId: string) {
    const row = await db
      .selectFrom('users')
      .leftJoin('persons', 'persons.user_id', 'users.id')
      .leftJoin('countries', 'countries.id', 'persons.country')
      .select(['countries.id as country', 'users.language'])
      .where('users.id', '=', userId)
      .executeTakeFirstOrThrow();
    return { country: row.country ?? '', state: '', city: '', language: row.language };
  }

  return {
    async setBusinessCategory(request) {
      const { sub } = callerOf(request);
      await db
        .updateTable('users')
        .set({ business_category: request.body.business_category })
        .where('id', '=', sub)
        .execute();
      await refreshBasicProfile(db, sub);
      return requireAuthUser(db, sub);
    },

    async getPersonalInformation(request) {
      const { sub } = callerOf(request);
      const row = await db
        .selectFrom('persons')
        .innerJoin('users', 'users.id', 'persons.user_id')
        .selectAll('persons')
        .select('users.email')
        .where('persons.user_id', '=', sub)
        .executeTakeFirstOrThrow();
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
      const b = request.body;
      requireValidPhones(b.phones);
      await db
        .updateTable('persons')
        .set({
          first_name: b.first_name.trim(),
          last_name: b.last_name.trim(),
          phones: json(b.phones),
          date_of_birth: b.date_of_birth,
          description: b.description ?? null,
          languages: json(b.languages),
          gender_id: b.tb_lg_gender_gender_id,
        })
        .where('user_id', '=', sub)
        .execute();
      // Saving personal information on an account without a type makes it a personal account.
      await db
        .updateTable('users')
        .set({ business_category: 'personal' })
        .where('id', '=', sub)
        .where('business_category', 'is', null)
        .execute();
      await refreshBasicProfile(db, sub);
      return requireAuthUser(db, sub);
    },

    async getBusinessProfile(request) {
      const { sub } = callerOf(request);
      const row = await db
        .selectFrom('business_profiles')
        .innerJoin('users', 'users.id', 'business_profiles.user_id')
        .selectAll('business_profiles')
        .select('users.business_category')
        .where('business_profiles.user_id', '=', sub)
        .executeTakeFirst();
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
      const b = request.body;
      requireValidPhones(b.phones);
      const values = {
        name: b.name.trim(),
        email: b.email.trim().toLowerCase(),
        phones: json(b.phones),
        fundation_date: b.fundation_date,
        description: b.description ?? null,
        languages: json(b.languages),
      };
      await db
        .insertInto('business_profiles')
        .values({ user_id: sub, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      await db
        .updateTable('users')
        .set({ business_category: 'company' })
        .where('id', '=', sub)
        .where('business_category', 'is', null)
        .execute();
      await refreshBasicProfile(db, sub);
      return requireAuthUser(db, sub);
    },

    async updateAccount(request) {
      return updateAccount(deps, callerOf(request).sub, request.body);
    },

    async uploadPersonalPicture(request) {
      const { sub } = callerOf(request);
      requireUploadBody(request, PICTURE_LIMITS);
      const url = await receivePicture(request, storage, 'avatar');
      const before = await db
        .selectFrom('persons')
        .select('picture_url')
        .where('user_id', '=', sub)
        .executeTakeFirst();
      await db.updateTable('persons').set({ picture_url: url }).where('user_id', '=', sub).execute();
      if (before?.picture_url) await storage.remove(before.picture_url);
      return { url_photo: url };
    },

    async uploadBusinessPicture(request) {
      const { sub } = callerOf(request);
      requireUploadBody(request, PICTURE_LIMITS);
      const before = await db
        .selectFrom('business_profiles')
        .select('logo_url')
        .where('user_id', '=', sub)
        .executeTakeFirst();
      if (!before) throw notFound('Save the business profile before its logo');
      const url = await receivePicture(request, storage, 'logo');
      await db.updateTable('business_profiles').set({ logo_url: url }).where('user_id', '=', sub).execute();
      if (before.logo_url) await storage.remove(before.logo_url);
      return { url_photo: url };
    },

    async getUserLocation(request) {
      const { sub } = callerOf(request);
      const row = await db
        .selectFrom('user_locations')
        .select(['country', 'state', 'city', 'language'])
        .where('user_id', '=', sub)
        .executeTakeFirst();
      return row ?? registrationLocation(sub);
    },

    async updateUserLocation(request) {
      const { sub } = callerOf(request);
      const b = request.body;
      const city = await db
        .selectFrom('cities')
        .innerJoin('states', 'states.id', 'cities.state_id')
        .select('cities.id')
        .where('cities.id', '=', b.city)
        .where('states.id', '=', b.state)
        .where('states.country_id', '=', b.country)
        .executeTakeFirst();
      if (!city)
        throw new ApiError(400, 'invalid_place', 'city must belong to state and state to country', 'city');
      const values = { country: b.country, state: b.state, city: b.city, language: b.language };
      await db
        .insertInto('user_locations')
        .values({ user_id: sub, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      await db.updateTable('users').set({ language: b.language }).where('id', '=', sub).execute();
      return values;
    },

    /** The header's language switch: the account's language, and its location's, follow the person's choice. */
    async updateUserLanguage(request) {
      const { sub } = callerOf(request);
      const { language } = request.body;
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ language }).where('id', '=', sub).execute();
        await trx.updateTable('user_locations').set({ language }).where('user_id', '=', sub).execute();
      });
      return { language };
    },
  } satisfies PartialHandlerTable;
}
