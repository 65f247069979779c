import { PRODUCT_SEGMENTS } from '../../../machines/productKinds.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import type { LandingSegmentName } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';

type LandingLocationView = components['schemas']['LandingLocationView'];
type LandingLocationsSave = components['schemas']['LandingLocationsSave'];

/**
 * A landing's chosen hubs (SPEC §2: the detail's toggle buttons) and, per hub, the segments shown there (its
 * checkbox group). Saving the whole set drops the assignments of a hub toggled off (the foreign key cascades) and of a
 * segment unticked in a hub that stays.
 */

/** Segments in SPEC §2's order, whatever order they came in. */
const inSegmentOrder = (segments: readonly LandingSegmentName[]): LandingSegmentName[] =>
  PRODUCT_SEGMENTS.filter((segment) => segments.includes(segment));

/** The landing's locations in the hubs' order, each with its segments and how many published products it shows. */
export async function landingLocationViews(db: Db, landingId: string): Promise<LandingLocationView[]> {
  const rows = await db
    .selectFrom('white_landing_locations as l')
    .innerJoin('tourist_hubs as h', 'h.id', 'l.hub_id')
    .select((eb) => [
      'l.hub_id',
      'l.segments',
      eb
        .selectFrom('white_landing_products as wlp')
        .innerJoin('products', 'products.id', 'wlp.product_id')
        .select((inner) => inner.fn.countAll<string | number | bigint>().as('count'))
        .whereRef('wlp.landing_id', '=', 'l.landing_id')
        .whereRef('wlp.hub_id', '=', 'l.hub_id')
        .where('products.status', '=', 'published')
        .as('products_count'),
    ])
    .where('l.landing_id', '=', landingId)
    .orderBy('h.position')
    .execute();
  return rows.map((row) => ({
    hubId: row.hub_id,
    segments: inSegmentOrder(row.segments),
    products_count: Number(row.products_count ?? 0),
  }));
}

/** The hub and segment, when the landing shows that segment in that hub; else 409 naming what is missing. */
export async function requireChosenSegment(
  db: Db,
  landingId: string,
  hubId: string,
  segment: LandingSegmentName,
): Promise<void> {
  const location = await db
    .selectFrom('white_landing_locations')
    .select('segments')
    .where('landing_id', '=', landingId)
    .where('hub_id', '=', hubId)
    .executeTakeFirst();
  if (!location)
    throw new ApiError(409, 'location_not_selected', 'The tourist hub is not one of the landing’s locations');
  if (!location.segments.includes(segment))
    throw new ApiError(
      409,
      'segment_not_selected',
      'The segment is not shown in this location of the landing',
    );
}

/**
 * The whole set of locations saved (one transaction): unknown hubs or a hub given twice are a 400 naming
 * `locations`, nothing saved.
 */
export async function saveLocations(db: Db, landingId: string, input: LandingLocationsSave): Promise<void> {
  const hubIds = input.locations.map((location) => location.hubId);
  if (new Set(hubIds).size !== hubIds.length)
    throw new ApiError(400, 'invalid_request', 'A tourist hub is given twice', 'locations');
  await db.transaction().execute(async (trx) => {
    // The landing's row first, so two saves of its locations run one after the other.
    await trx.selectFrom('white_landings').select('id').where('id', '=', landingId).forUpdate().execute();
    if (hubIds.length > 0) {
      const known = await trx.selectFrom('tourist_hubs').select('id').where('id', 'in', hubIds).execute();
      if (known.length !== hubIds.length) {
        const found = new Set(known.map((hub) => hub.id));
        const unknown = hubIds.filter((id) => !found.has(id));
        throw new ApiError(400, 'invalid_request', `Unknown tourist hub: ${unknown.join(', ')}`, 'locations');
      }
    }
    let dropped = trx.deleteFrom('white_landing_locations').where('landing_id', '=', landingId);
    if (hubIds.length > 0) dropped = dropped.where('hub_id', 'not in', hubIds);
    await dropped.execute();
    for (const location of input.locations) {
      const segments = inSegmentOrder(location.segments);
      await trx
        .insertInto('white_landing_locations')
        .values({ landing_id: landingId, hub_id: location.hubId, segments: JSON.stringify(segments) })
        .onConflict((oc) =>
          oc.columns(['landing_id', 'hub_id']).doUpdateSet({ segments: JSON.stringify(segments) }),
        )
        .execute();
      let unticked = trx
        .deleteFrom('white_landing_products')
        .where('landing_id', '=', landingId)
        .where('hub_id', '=', location.hubId);
      if (segments.length > 0) unticked = unticked.where('segment', 'not in', segments);
      await unticked.execute();
    }
    await trx
      .updateTable('white_landings')
      .set({ updated_at: new Date() })
      .where('id', '=', landingId)
      .execute();
  });
}
