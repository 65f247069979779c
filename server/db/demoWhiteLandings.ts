import { assignProducts, typesOfSegment } from '../modules/whiteLandings/hubProducts.ts';
import { saveLocations } from '../modules/whiteLandings/landingLocations.ts';
import type { Db } from './database.ts';
import { DEMO_INFLUENCER } from './demoInfluencers.ts';
import { castEmail, castId, DEMO_CAST, type DemoCast } from './seedCast.ts';
import { demoOwnerId } from './seedOnce.ts';

/** A fixed id, so the demo landing is the same one at every seed (and its public address too). */
export const DEMO_LANDING_ID = 'c5d1a7e2-3b4f-4e8a-9d6c-1f2e3a4b5c6d';

/** The hub the demo landing shows: Antigua Guatemala (migration 0025), where the demo company has published products. */
export const DEMO_LANDING_HUB = 'gt-antigua';

/** The segments it shows there. */
const DEMO_SEGMENTS = ['accommodation', 'activities'] as const;

/** The demo company's published products of a segment in the hub (the rules the assignment checks, read here too). */
async function demoCompanyProducts(db: Db, ownerId: string, segment: (typeof DEMO_SEGMENTS)[number]) {
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('provider_id', '=', ownerId)
    .where('status', '=', 'published')
    .where('parent_id', 'is', null)
    .where('product_type', 'in', typesOfSegment(segment))
    .where('state_id', 'in', (eb) =>
      eb.selectFrom('tourist_hub_states').select('state_id').where('hub_id', '=', DEMO_LANDING_HUB),
    )
    .orderBy('name')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The demo influencer's published white landing (SPEC §2): "Lo mejor de Antigua", in the Antigua hub, showing the
 * demo company's published stays, hotel and restaurant there, so `npm start` has a landing to open, edit and visit
 * (`GET /api/landings/{id}/public`). Added once: a landing of that id is left as it is.
 */
export async function seedDemoWhiteLandings(db: Db, cast: DemoCast = DEMO_CAST): Promise<void> {
  const influencer = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', castEmail(cast, DEMO_INFLUENCER))
    .executeTakeFirst();
  const company = await demoOwnerId(db, cast);
  if (!influencer || !company) return;
  const id = castId(cast, DEMO_LANDING_ID);
  const known = await db.selectFrom('white_landings').select('id').where('id', '=', id).executeTakeFirst();
  if (known) return;
  await db
    .insertInto('white_landings')
    .values({
      id,
      owner_id: influencer.id,
      title: 'Lo mejor de Antigua',
      description:
        'Mis lugares favoritos para dormir, comer y pasear en la Antigua Guatemala, elegidos después de muchas visitas.',
      language: 'es',
      status: 'published',
    })
    .execute();
  await saveLocations(db, id, { locations: [{ hubId: DEMO_LANDING_HUB, segments: [...DEMO_SEGMENTS] }] });
  for (const segment of DEMO_SEGMENTS) {
    const products = await demoCompanyProducts(db, company, segment);
    if (products.length > 0) await assignProducts(db, id, DEMO_LANDING_HUB, segment, products);
  }
}
