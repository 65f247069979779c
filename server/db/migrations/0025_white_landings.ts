import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * White landings (SPEC §2 "White landing pages", §3 Landing and Tourist hub location): the tourist hubs, seeded here
 * as reference data, each made of the departments (migration 0002's `states`) whose products it shows; a person's
 * landings; the hubs each landing chose, with the segments shown there; and the products assigned per hub and
 * segment. Deleting a landing, a user or a product takes its rows along. Never edit a migration after it landed: add
 * a new one.
 */

interface HubSeed {
  id: string;
  country: 'GT' | 'SV';
  name_es: string;
  name_en: string;
  department: string;
  /** Migration 0002's state ids: a product located in one of them is in the hub. */
  states: string[];
}

/** SPEC §7 `/api/common/touristhubs`: the places travelers know, in the order the detail screen shows them. */
export const TOURIST_HUBS: readonly HubSeed[] = [
  {
    id: 'gt-antigua',
    country: 'GT',
    name_es: 'Antigua Guatemala',
    name_en: 'Antigua Guatemala',
    department: 'Sacatepéquez',
    states: ['gt-sacatepequez'],
  },
  {
    id: 'gt-atitlan',
    country: 'GT',
    name_es: 'Lago de Atitlán / Panajachel',
    name_en: 'Lake Atitlán / Panajachel',
    department: 'Sololá',
    states: ['gt-solola'],
  },
  {
    id: 'gt-flores-tikal',
    country: 'GT',
    name_es: 'Flores y Tikal',
    name_en: 'Flores and Tikal',
    department: 'Petén',
    states: ['gt-peten'],
  },
  {
    id: 'gt-ciudad-de-guatemala',
    country: 'GT',
    name_es: 'Ciudad de Guatemala',
    name_en: 'Guatemala City',
    department: 'Guatemala',
    states: ['gt-guatemala'],
  },
  {
    id: 'gt-quetzaltenango',
    country: 'GT',
    name_es: 'Quetzaltenango',
    name_en: 'Quetzaltenango',
    department: 'Quetzaltenango',
    states: ['gt-quetzaltenango'],
  },
  {
    id: 'gt-coban-semuc-champey',
    country: 'GT',
    name_es: 'Cobán y Semuc Champey',
    name_en: 'Cobán and Semuc Champey',
    department: 'Alta Verapaz',
    states: ['gt-alta-verapaz'],
  },
  {
    id: 'gt-rio-dulce-livingston',
    country: 'GT',
    name_es: 'Río Dulce y Livingston',
    name_en: 'Río Dulce and Livingston',
    department: 'Izabal',
    states: ['gt-izabal'],
  },
  {
    id: 'gt-monterrico',
    country: 'GT',
    name_es: 'Monterrico',
    name_en: 'Monterrico',
    department: 'Santa Rosa',
    states: ['gt-santa-rosa'],
  },
  {
    id: 'gt-chichicastenango',
    country: 'GT',
    name_es: 'Chichicastenango',
    name_en: 'Chichicastenango',
    department: 'Quiché',
    states: ['gt-quiche'],
  },
  {
    id: 'sv-san-salvador',
    country: 'SV',
    name_es: 'San Salvador',
    name_en: 'San Salvador',
    department: 'San Salvador',
    states: ['sv-san-salvador'],
  },
  {
    id: 'sv-ruta-de-las-flores',
    country: 'SV',
    name_es: 'Ruta de las Flores',
    name_en: 'Flower Route',
    department: 'Sonsonate y Ahuachapán',
    states: ['sv-sonsonate', 'sv-ahuachapan'],
  },
  {
    id: 'sv-el-tunco',
    country: 'SV',
    name_es: 'El Tunco / La Libertad',
    name_en: 'El Tunco / La Libertad',
    department: 'La Libertad',
    states: ['sv-la-libertad'],
  },
  {
    id: 'sv-suchitoto',
    country: 'SV',
    name_es: 'Suchitoto',
    name_en: 'Suchitoto',
    department: 'Cuscatlán',
    states: ['sv-cuscatlan'],
  },
];

const SEGMENTS = sql`('accommodation', 'activities', 'transport', 'packages')`;

export async function up(raw: Kysely<unknown>): Promise<void> {
  await raw.schema
    .createTable('tourist_hubs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('country', 'text', (c) => c.notNull().check(sql`country in ('GT', 'SV')`))
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await raw.schema
    .createTable('tourist_hub_states')
    .addColumn('hub_id', 'text', (c) => c.notNull().references('tourist_hubs.id').onDelete('cascade'))
    .addColumn('state_id', 'text', (c) => c.notNull().references('states.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('tourist_hub_states_pk', ['hub_id', 'state_id'])
    .execute();

  await raw.schema
    .createTable('white_landings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('es', 'en')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn('banner_logo', 'text')
    .addColumn('banner_xl', 'text')
    .addColumn('banner_md', 'text')
    .addColumn('banner_xs', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A person's list, newest change first; the operator's list reads every landing by the same order.
  await raw.schema
    .createIndex('white_landings_owner')
    .on('white_landings')
    .columns(['owner_id', 'updated_at desc'])
    .execute();
  await raw.schema
    .createIndex('white_landings_recent')
    .on('white_landings')
    .columns(['updated_at desc'])
    .execute();

  await raw.schema
    .createTable('white_landing_locations')
    .addColumn('landing_id', 'text', (c) => c.notNull().references('white_landings.id').onDelete('cascade'))
    .addColumn('hub_id', 'text', (c) => c.notNull().references('tourist_hubs.id').onDelete('cascade'))
    // The segments shown in the hub, a JSON array of SEGMENTS' values (checked by the contract on the way in).
    .addColumn('segments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addPrimaryKeyConstraint('white_landing_locations_pk', ['landing_id', 'hub_id'])
    .execute();

  await raw.schema
    .createTable('white_landing_products')
    .addColumn('landing_id', 'text', (c) => c.notNull())
    .addColumn('hub_id', 'text', (c) => c.notNull())
    .addColumn('segment', 'text', (c) => c.notNull().check(sql`segment in ${SEGMENTS}`))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('white_landing_products_pk', ['landing_id', 'hub_id', 'segment', 'product_id'])
    // Toggling a hub off (deleting its location) drops its assignments.
    .addForeignKeyConstraint(
      'white_landing_products_location',
      ['landing_id', 'hub_id'],
      'white_landing_locations',
      ['landing_id', 'hub_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  // A deleted product's assignments go by this index.
  await raw.schema
    .createIndex('white_landing_products_product')
    .on('white_landing_products')
    .column('product_id')
    .execute();

  // A hub's published products: by department, among the published ones (a small part of every product).
  await raw.schema
    .createIndex('products_published_by_state')
    .on('products')
    .columns(['state_id', 'product_type', 'name'])
    .where(sql.ref('status'), '=', 'published')
    .execute();

  const db = raw as Kysely<Database>;
  await db
    .insertInto('tourist_hubs')
    .values(
      TOURIST_HUBS.map((hub, position) => ({
        id: hub.id,
        country: hub.country,
        name_es: hub.name_es,
        name_en: hub.name_en,
        department: hub.department,
        position,
      })),
    )
    .execute();
  await db
    .insertInto('tourist_hub_states')
    .values(TOURIST_HUBS.flatMap((hub) => hub.states.map((state_id) => ({ hub_id: hub.id, state_id }))))
    .execute();
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  await raw.schema.dropIndex('products_published_by_state').execute();
  await raw.schema.dropTable('white_landing_products').execute();
  await raw.schema.dropTable('white_landing_locations').execute();
  await raw.schema.dropTable('white_landings').execute();
  await raw.schema.dropTable('tourist_hub_states').execute();
  await raw.schema.dropTable('tourist_hubs').execute();
}
