import type { Db } from './database.ts';
import type { DashboardEventType } from './schema.ts';
import { DEMO_CAST, type DemoCast } from './seedCast.ts';
import { demoOwnerId } from './seedOnce.ts';

/** How many views of the demo company's published products and scans of its QR code the demo starts with. */
export const DEMO_VIEWS = 310;
export const DEMO_SCANS = 42;

/** The demo's history reaches back this far. */
const DAYS = 90;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Past views and QR scans of the demo company, as the marketplace would have reported them, so its control
 * panel starts with figures (issue 11); spread evenly over the last 90 days and over its published products.
 * Added once: a provider that has events keeps them.
 */
export async function seedDemoDashboardEvents(db: Db, cast: DemoCast = DEMO_CAST): Promise<void> {
  const ownerId = await demoOwnerId(db, cast);
  if (!ownerId) return;
  const known = await db
    .selectFrom('dashboard_events')
    .select('id')
    .where('provider_id', '=', ownerId)
    .executeTakeFirst();
  if (known) return;
  const published = await db
    .selectFrom('products')
    .select('id')
    .where('provider_id', '=', ownerId)
    .where('status', '=', 'published')
    .orderBy('id')
    .execute();
  const now = Date.now();
  const at = (i: number, of: number) => new Date(now - ((i + 0.5) / of) * DAYS * DAY);
  const event = (type: DashboardEventType, product_id: string | null, created_at: Date) => ({
    provider_id: ownerId,
    product_id,
    type,
    created_at,
  });
  const views = published.length
    ? Array.from({ length: DEMO_VIEWS }, (_, i) =>
        event('view', published[i % published.length]?.id ?? null, at(i, DEMO_VIEWS)),
      )
    : [];
  const scans = Array.from({ length: DEMO_SCANS }, (_, i) => event('scan', null, at(i, DEMO_SCANS)));
  await db
    .insertInto('dashboard_events')
    .values([...views, ...scans])
    .execute();
}
