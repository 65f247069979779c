import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { CalendarFeedSettings } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { FeedAddressError } from './feedAddress.ts';
import { eventsOfFeed, type FeedEvent, FeedFormatError } from './feedEvents.ts';
import { FeedFetchError, fetchFeed, type Validators } from './feedFetch.ts';

/**
 * One import of one feed: fetch it (conditionally), read its events, and replace the ranges it blocks in one
 * transaction (an event gone from the source is released with it). Success or failure, the feed's health is
 * recorded and its next fetch set one polling period ahead; a failure never throws to the caller.
 */

/** Rows per INSERT: well under PostgreSQL's 65 535 parameters, few enough statements for 2 000 events. */
const INSERT_CHUNK = 1_000;

export interface ImportOptions {
  /** Aborts the fetch when the server stops. */
  signal?: AbortSignal;
  log?: FastifyBaseLogger;
}

export async function importFeed(
  db: Db,
  feedId: string,
  settings: CalendarFeedSettings,
  options: ImportOptions = {},
): Promise<void> {
  const feed = await db
    .selectFrom('calendar_feeds')
    .select(['url', 'etag', 'last_modified'])
    .where('id', '=', feedId)
    .executeTakeFirst();
  if (!feed) return;
  const attemptedAt = new Date();
  try {
    const fetched = await fetchFeed(
      feed.url,
      { etag: feed.etag, lastModified: feed.last_modified },
      settings,
      options.signal,
    );
    if (!fetched.changed) await recordUnchanged(db, feedId, attemptedAt, settings);
    else
      await replaceRanges(db, feedId, eventsOfFeed(fetched.text), fetched.validators, attemptedAt, settings);
  } catch (error) {
    // Stopping the server is not the source's fault: the lease runs out and another process retries.
    if (options.signal?.aborted) return;
    const known =
      error instanceof FeedFetchError ||
      error instanceof FeedAddressError ||
      error instanceof FeedFormatError;
    if (!known) options.log?.error({ err: error, feedId }, 'calendar feed import failed');
    await recordFailure(db, feedId, known ? error.message : 'The import failed', attemptedAt, settings);
  }
}

/** The id of an imported range: the same event on the same days keeps its id (and its UID in our export). */
function rangeId(feedId: string, event: FeedEvent): string {
  const hex = createHash('sha256')
    .update(`${feedId}\n${event.uid ?? ''}\n${event.start}\n${event.last}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

async function replaceRanges(
  db: Db,
  feedId: string,
  events: FeedEvent[],
  validators: Validators,
  attemptedAt: Date,
  settings: CalendarFeedSettings,
) {
  await db.transaction().execute(async (trx) => {
    // Locked so two imports of one feed (a poll and a "sync now") write one after the other, never mixed.
    const feed = await trx
      .selectFrom('calendar_feeds')
      .select('product_id')
      .where('id', '=', feedId)
      .forUpdate()
      .executeTakeFirst();
    if (!feed) return;
    await trx.deleteFrom('product_availability').where('feed_id', '=', feedId).execute();
    const rows = new Map(
      events.map((event) => {
        const id = rangeId(feedId, event);
        return [
          id,
          {
            id,
            product_id: feed.product_id,
            start_date: event.start,
            end_date: event.last,
            lock_type: 'blocked' as const,
            note: event.summary,
            booking_id: null,
            feed_id: feedId,
            event_uid: event.uid,
          },
        ];
      }),
    );
    const values = [...rows.values()];
    for (let i = 0; i < values.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('product_availability')
        .values(values.slice(i, i + INSERT_CHUNK))
        .execute();
    }
    await trx
      .updateTable('calendar_feeds')
      .set({
        ...succeeded(attemptedAt, settings),
        events_imported: values.length,
        etag: validators.etag,
        last_modified: validators.lastModified,
      })
      .where('id', '=', feedId)
      .execute();
  });
}

/** 304 Not Modified: the ranges stand as they are, and the feed is healthy. */
async function recordUnchanged(db: Db, feedId: string, attemptedAt: Date, settings: CalendarFeedSettings) {
  await db
    .updateTable('calendar_feeds')
    .set(succeeded(attemptedAt, settings))
    .where('id', '=', feedId)
    .execute();
}

async function recordFailure(
  db: Db,
  feedId: string,
  message: string,
  attemptedAt: Date,
  settings: CalendarFeedSettings,
) {
  await db
    .updateTable('calendar_feeds')
    .set({ ...nextRound(attemptedAt, settings), last_error: message.slice(0, 300) })
    .where('id', '=', feedId)
    .execute();
}

const succeeded = (attemptedAt: Date, settings: CalendarFeedSettings) => ({
  ...nextRound(attemptedAt, settings),
  last_success_at: sql<Date>`now()`,
  last_error: null,
});

/** After any attempt: the lease is given back and the feed is due again one period later. */
const nextRound = (attemptedAt: Date, settings: CalendarFeedSettings) => ({
  last_attempt_at: attemptedAt,
  next_fetch_at: sql<Date>`now() + make_interval(secs => ${settings.intervalSeconds}::float8)`,
  leased_until: null,
});
