import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { type Param, prepared } from '../../db/prepared.ts';
import type { TouristHubsTable } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

type TouristHub = components['schemas']['TouristHub'];
type Language = components['schemas']['LanguageCode'];
type Country = TouristHubsTable['country'];

/**
 * The tourist hubs (SPEC §3 Tourist hub location; migration 0025): reference data every landing screen and every
 * public landing reads, so the queries are built once and prepared (server/db/prepared.ts). A product is in a hub
 * when its location's department (`products.state_id`) is one of the hub's (`tourist_hub_states`).
 */

export const HUB_NOT_FOUND = 'The tourist hub does not exist';

const allHubsQuery = prepared((db) =>
  db
    .selectFrom('tourist_hubs')
    .select(['id', 'country', 'name_es', 'name_en', 'department', 'position'])
    .orderBy('position'),
);

const hubsOfCountryQuery = prepared((db, param: Param<{ country: Country }>) =>
  db
    .selectFrom('tourist_hubs')
    .select(['id', 'country', 'name_es', 'name_en', 'department', 'position'])
    .where('country', '=', param('country'))
    .orderBy('position'),
);

const hubQuery = prepared((db, param: Param<{ id: string }>) =>
  db.selectFrom('tourist_hubs').select('id').where('id', '=', param('id')),
);

export type HubRow = Awaited<ReturnType<typeof allHubsQuery.execute>>[number];

/** A hub's name in the language asked. */
export const hubName = (hub: Pick<HubRow, 'name_es' | 'name_en'>, language: Language): string =>
  language === 'en' ? hub.name_en : hub.name_es;

/** Every hub (of one country when asked), in their fixed order. */
export async function touristHubRows(db: Db, country?: Country): Promise<HubRow[]> {
  return country ? hubsOfCountryQuery.execute(db, { country }) : allHubsQuery.execute(db, {});
}

/** The hubs as `GET /api/common/touristhubs` answers them. */
export async function touristHubs(db: Db, language: Language, country?: Country): Promise<TouristHub[]> {
  const rows = await touristHubRows(db, country);
  return rows.map((hub) => ({
    _id: hub.id,
    mainLocation: hubName(hub, language),
    department: hub.department,
    country: hub.country,
  }));
}

/** 404 for a hub id no hub has. */
export async function requireHub(db: Db, id: string): Promise<void> {
  if (!(await hubQuery.executeTakeFirst(db, { id }))) throw notFound(HUB_NOT_FOUND);
}
