import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { ApiError, notFound } from '../../errors.ts';

type PaymentIdentification = components['schemas']['PaymentIdentification'];
type Language = 'es' | 'en';

/** Rows of country `*` serve every country without rows of its own (migration 0012). */
const ANY_COUNTRY = '*';

/** The reference rows' scope for a country: its own when it has some, else `*`. */
async function scopeOf(db: Db, table: 'identification_types' | 'tax_regimes', country: string) {
  const own = await db.selectFrom(table).select('country').where('country', '=', country).executeTakeFirst();
  return own ? country : ANY_COUNTRY;
}

export async function countryExists(db: Db, country: string): Promise<boolean> {
  return (
    (await db.selectFrom('countries').select('id').where('id', '=', country).executeTakeFirst()) !== undefined
  );
}

/** The identification types and tax regimes of a catalog country, named in `language`; 404 for an unknown one. */
export async function identificationOf(
  db: Db,
  country: string,
  language: Language,
): Promise<PaymentIdentification> {
  if (!(await countryExists(db, country))) throw notFound('Country not found');
  const types = await db
    .selectFrom('identification_types')
    .select(['id', 'name_es', 'name_en'])
    .where('country', '=', await scopeOf(db, 'identification_types', country))
    .orderBy('position')
    .execute();
  const regimes = await regimesOf(db, country);
  return {
    identification_types: types.map((row) => ({
      id: row.id,
      name: language === 'en' ? row.name_en : row.name_es,
    })),
    regimes: regimes.map((row) => ({
      _id: row.id,
      name: language === 'en' ? row.name_en : row.name_es,
      identification_type: row.identification_type,
      small_business: row.small_business,
    })),
  };
}

export async function regimesOf(db: Db, country: string) {
  return db
    .selectFrom('tax_regimes')
    .selectAll()
    .where('country', '=', await scopeOf(db, 'tax_regimes', country))
    .orderBy('position')
    .execute();
}

/** Whether the identification type is one the country accepts. */
export async function acceptsIdentification(db: Db, country: string, type: string): Promise<boolean> {
  const row = await db
    .selectFrom('identification_types')
    .select('id')
    .where('country', '=', await scopeOf(db, 'identification_types', country))
    .where('id', '=', type as 'dpi')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A place of the catalog as a form sends it: the country must exist; state and city are optional ('' or
 * omitted) but, when sent, must belong to the country and the state. The first wrong one is a 400.
 */
export async function checkPlace(db: Db, place: { country: string; state?: string; city?: string }) {
  if (!(await countryExists(db, place.country))) {
    throw new ApiError(400, 'country_unknown', 'country is not a country of the catalog', 'country');
  }
  const state = place.state ?? '';
  const city = place.city ?? '';
  if (state !== '') {
    const row = await db
      .selectFrom('states')
      .select('id')
      .where('id', '=', state)
      .where('country_id', '=', place.country)
      .executeTakeFirst();
    if (!row) throw new ApiError(400, 'state_unknown', 'state is not a state of the country', 'state');
  }
  if (city !== '') {
    if (state === '') throw new ApiError(400, 'state_required', 'state is required with a city', 'state');
    const row = await db
      .selectFrom('cities')
      .select('id')
      .where('id', '=', city)
      .where('state_id', '=', state)
      .executeTakeFirst();
    if (!row) throw new ApiError(400, 'city_unknown', 'city is not a city of the state', 'city');
  }
  return { country: place.country, state, city };
}
