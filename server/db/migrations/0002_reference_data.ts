import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { countries, genders, languages, placeId, places } from './referenceData.ts';

export async function up(raw: Kysely<unknown>): Promise<void> {
  const db = raw as Kysely<Database>;
  await db.insertInto('countries').values(countries).execute();
  for (const [countryId, states] of Object.entries(places)) {
    for (const [stateName, cities] of Object.entries(states)) {
      const stateId = placeId(countryId, stateName);
      await db.insertInto('states').values({ id: stateId, country_id: countryId, name: stateName }).execute();
      await db
        .insertInto('cities')
        .values(cities.map((name) => ({ id: placeId(stateId, name), state_id: stateId, name })))
        .execute();
    }
  }
  await db
    .insertInto('catalog_entries')
    .values([
      ...languages.map((l, position) => ({ ...l, kind: 'language' as const, position })),
      ...genders.map((g, position) => ({ ...g, kind: 'gender' as const, position })),
    ])
    .execute();
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  const db = raw as Kysely<Database>;
  await db.deleteFrom('catalog_entries').execute();
  await db.deleteFrom('cities').execute();
  await db.deleteFrom('states').execute();
  await db.deleteFrom('countries').execute();
}
