import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import * as schemaLimits from '../../../openapi/limits.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import type { CalendarFeedsTable } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors.ts';

type CalendarFeed = components['schemas']['CalendarFeed'];
type FeedRow = Selectable<CalendarFeedsTable>;

/**
 * Enough for the platforms a stay is listed on, few enough that polling stays cheap; the contract's bound on a
 * product's feeds, which the app's refusal names too.
 */
export const MAX_FEEDS_PER_PRODUCT = schemaLimits.CalendarSync.feeds.maxItems;
/** A feed is stale after this many polling periods without a successful import. */
const STALE_PERIODS = 3;

const FEED_NOT_FOUND = 'The calendar feed does not exist';

const FEED_COLUMNS = [
  'id',
  'name',
  'url',
  'created_at',
  'last_attempt_at',
  'last_success_at',
  'events_imported',
  'last_error',
  'next_fetch_at',
] as const;

/** A feed as the provider sees it; `stale` counts from its creation until the first success. */
export function feedView(
  row: Pick<FeedRow, (typeof FEED_COLUMNS)[number]>,
  intervalSeconds: number,
  now = new Date(),
): CalendarFeed {
  const since = row.last_success_at ?? row.created_at;
  return {
    feed_id: row.id,
    name: row.name,
    url: row.url,
    created_at: row.created_at.toISOString(),
    last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
    last_success_at: row.last_success_at?.toISOString() ?? null,
    events_imported: row.events_imported,
    last_error: row.last_error,
    stale: now.getTime() - since.getTime() > STALE_PERIODS * intervalSeconds * 1000,
    next_fetch_at: row.next_fetch_at.toISOString(),
  };
}

/** The product's feeds, oldest first. */
export async function feedsOf(db: Db, productId: string, intervalSeconds: number): Promise<CalendarFeed[]> {
  const rows = await db
    .selectFrom('calendar_feeds')
    .select(FEED_COLUMNS)
    .where('product_id', '=', productId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => feedView(row, intervalSeconds));
}

/** One feed of the product, or 404 (a feed of another product is not found either). */
export async function findFeed(db: Db, productId: string, feedId: string, intervalSeconds: number) {
  const row = await db
    .selectFrom('calendar_feeds')
    .select(FEED_COLUMNS)
    .where('id', '=', feedId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!row) throw notFound(FEED_NOT_FOUND);
  return feedView(row, intervalSeconds);
}

/**
 * A new feed, due at once. The product row is locked so two adds cannot both pass the count and the
 * same-URL check.
 */
export async function addFeed(
  db: Db,
  productId: string,
  feed: { name: string; url: string },
  intervalSeconds: number,
): Promise<CalendarFeed> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('products').select('id').where('id', '=', productId).forUpdate().execute();
    const existing = await trx
      .selectFrom('calendar_feeds')
      .select('url')
      .where('product_id', '=', productId)
      .execute();
    if (existing.some((row) => row.url === feed.url))
      throw new ApiError(409, 'feed_exists', 'This calendar is already imported into this product', 'url');
    if (existing.length >= MAX_FEEDS_PER_PRODUCT)
      throw new ApiError(
        409,
        'too_many_feeds',
        `A product imports at most ${MAX_FEEDS_PER_PRODUCT} calendars`,
      );
    const row = await trx
      .insertInto('calendar_feeds')
      .values({ id: randomUUID(), product_id: productId, name: feed.name, url: feed.url })
      .returning(FEED_COLUMNS)
      .executeTakeFirstOrThrow();
    return feedView(row, intervalSeconds);
  });
}

/** Removes the feed; the ranges it imported go with it (the foreign key cascades). */
export async function removeFeed(db: Db, productId: string, feedId: string): Promise<void> {
  const removed = await db
    .deleteFrom('calendar_feeds')
    .where('id', '=', feedId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw notFound(FEED_NOT_FOUND);
}
