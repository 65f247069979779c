import { isStrongPassword } from '../../auth/passwordRules.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../errors.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { refreshBasicProfile, requireAuthUser } from '../auth/authUser.ts';
import { receivePicture } from './pictures.ts';

const json = (value: unknown) => JSON.stringify(value);

export function profileHandlers(deps: Deps) {
  const { db, storage } = deps;

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
      if (!row) throw notFound('No business profile yet');
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
      const { sub } = callerOf(request);
      const b = request.body;
      const user = await db
        .selectFrom('users')
        .select(['email', 'password_hash'])
        .where('id', '=', sub)
        .executeTakeFirstOrThrow();
      const email = b.email.trim().toLowerCase();
      if (email !== user.email) {
        const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
        if (taken) throw new ApiError(403, 'email_in_use', 'Email is already in use', 'email');
      }
      let passwordHash = user.password_hash;
      if (b.change_password) {
        // SPEC §4: only local-login accounts change their password here.
        if (user.password_hash === null) throw new ApiError(401, 'not_local', 'The data is incorrect');
        if (!(await verifyPassword(user.password_hash, b.password ?? ''))) {
          throw new ApiError(400, 'wrong_password', 'Password incorrect', 'password');
        }
        if (!b.new_password || !isStrongPassword(b.new_password) || b.new_password !== b.verify_password) {
          throw new ApiError(401, 'incorrect_data', 'The data is incorrect', 'new_password');
        }
        passwordHash = await hashPassword(b.new_password);
      }
      await db
        .updateTable('users')
        .set({ email, password_hash: passwordHash })
        .where('id', '=', sub)
        .execute();
      return requireAuthUser(db, sub);
    },

    async uploadPersonalPicture(request) {
      const { sub } = callerOf(request);
      const url = await receivePicture(request, storage);
      await db.updateTable('persons').set({ picture_url: url }).where('user_id', '=', sub).execute();
      return { url_photo: url };
    },

    async uploadBusinessPicture(request) {
      const { sub } = callerOf(request);
      const exists = await db
        .selectFrom('business_profiles')
        .select('user_id')
        .where('user_id', '=', sub)
        .executeTakeFirst();
      if (!exists) throw notFound('Save the business profile before its logo');
      const url = await receivePicture(request, storage);
      await db.updateTable('business_profiles').set({ logo_url: url }).where('user_id', '=', sub).execute();
      return { url_photo: url };
    },

    async getUserLocation(request) {
      const { sub } = callerOf(request);
      const row = await db
        .selectFrom('user_locations')
        .select(['country', 'state', 'city', 'language'])
        .where('user_id', '=', sub)
        .executeTakeFirst();
      if (!row) throw notFound('No location yet');
      return row;
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

    async getBusinessStats(request) {
      const { sub } = callerOf(request);
      const row = await db
        .selectFrom('referral_stats')
        .selectAll()
        .where('user_id', '=', sub)
        .executeTakeFirstOrThrow();
      return {
        total_scans: row.total_scans,
        views: row.views,
        inquiries: row.inquiries,
        bookings: row.bookings,
        commissions: Number(row.commissions),
        promotion_code: row.promotion_code,
      };
    },
  } satisfies PartialHandlerTable;
}
