import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';

type LanguageCode = components['schemas']['LanguageCode'];

/** The countries, in Spanish alphabetical order whatever the language of their names. */
export async function countriesOf(db: Db, language: LanguageCode) {
  const rows = await db.selectFrom('countries').selectAll().orderBy('name_es').execute();
  return rows.map((r) => ({
    _id: r.id,
    code: r.code,
    name: language === 'en' ? r.name_en : r.name_es,
    phone_prefix: r.phone_prefix,
  }));
}

export function statesOf(db: Db, countryId: string) {
  return db
    .selectFrom('states')
    .select(['id as _id', 'name'])
    .where('country_id', '=', countryId)
    .orderBy('name')
    .execute();
}

export function citiesOf(db: Db, stateId: string) {
  return db
    .selectFrom('cities')
    .select(['id as _id', 'name'])
    .where('state_id', '=', stateId)
    .orderBy('name')
    .execute();
}

/**
 * How much of a chosen place holds together: undefined for an unknown country; `state` null when the state
 * is not one of the country's, `city` null when the city is not one of that state's.
 */
export function placeOf(db: Db, place: { country: string; state: string; city: string }) {
  return db
    .selectFrom('countries')
    .leftJoin('states', (join) =>
      join.onRef('states.country_id', '=', 'countries.id').on('states.id', '=', place.state),
    )
    .leftJoin('cities', (join) =>
      join.onRef('cities.state_id', '=', 'states.id').on('cities.id', '=', place.city),
    )
    .select(['countries.id as country', 'states.id as state', 'cities.id as city'])
    .where('countries.id', '=', place.country)
    .executeTakeFirst();
}
