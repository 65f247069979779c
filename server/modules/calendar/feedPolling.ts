import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { CalendarFeedSettings } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { importFeed } from './feedImport.ts';

/**
 * The poller: every few seconds each server process claims the feeds that are due and imports them. Claiming
 * sets a lease in the same statement that picks the rows (FOR UPDATE SKIP LOCKED), so when several processes
 * share one database a feed is fetched by one of them once per period; a process that dies mid-import leaves a
 * lease that runs out, and another takes the feed.
 */

/** Feeds one tick claims; a full batch asks for another tick at once. */
const BATCH = 20;
/** Imports in flight at once in one process. */
const PARALLEL = 4;

export interface FeedPoller {
  /** Starts ticking (the first look one tick from now). */
  start(): void;
  /** Looks for due feeds now, e.g. a feed just added; a tick already running looks again when it ends. */
  wake(): void;
  /** One look: claims the due feeds and imports them; answers how many it claimed. */
  tick(): Promise<number>;
  /** Stops ticking, aborts the fetches in flight and waits for them. */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's feed poller (server/app.ts starts and stops it with the app). */
    feedPoller: FeedPoller;
  }
}

/** Long enough for a fetch that uses its whole time limit and the write after it. */
export const leaseSeconds = (settings: CalendarFeedSettings) =>
  Math.ceil((settings.timeoutMs * 3) / 1000) + 30;

/** Claims up to `limit` due feeds for `seconds`: one statement, so two processes never claim the same feed. */
export async function claimDueFeeds(db: Db, limit: number, seconds: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    update calendar_feeds set leased_until = now() + make_interval(secs => ${seconds}::float8)
    where id in (
      select id from calendar_feeds
      where next_fetch_at <= now() and (leased_until is null or leased_until < now())
      order by next_fetch_at
      limit ${limit}
      for update skip locked
    )
    returning id`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Claims one feed for `seconds`, due or not ("sync now"), unless an import of it holds a lease, in this process
 * or another: the update re-reads the row once a concurrent claim commits, so of two claims one wins.
 */
export async function claimFeed(db: Db, feedId: string, seconds: number): Promise<boolean> {
  const claimed = await db
    .updateTable('calendar_feeds')
    .set({ leased_until: sql<Date>`now() + make_interval(secs => ${seconds}::float8)` })
    .where('id', '=', feedId)
    .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<', sql<Date>`now()`)]))
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Whether an import of the feed holds a lease now (false for a feed that no longer exists). */
export async function isFeedLeased(db: Db, feedId: string): Promise<boolean> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('id')
    .where('id', '=', feedId)
    .where('leased_until', '>=', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives claimed feeds back without an attempt (their lease ends now; when they are due stays as it was). */
async function releaseFeeds(db: Db, ids: string[]): Promise<void> {
  await db.updateTable('calendar_feeds').set({ leased_until: null }).where('id', 'in', ids).execute();
}

export function createFeedPoller(deps: {
  db: Db;
  settings: CalendarFeedSettings;
  log?: FastifyBaseLogger;
}): FeedPoller {
  const { db, settings, log } = deps;
  const shutdown = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let started = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!started || shutdown.signal.aborted) return;
    timer = setTimeout(run, ms);
    // The poller never keeps a process alive on its own.
    timer.unref();
  };

  async function tick(): Promise<number> {
    const ids = await claimDueFeeds(db, BATCH, leaseSeconds(settings));
    const queue = [...ids];
    const unfinished = new Set(ids);
    const worker = async () => {
      for (let id = queue.shift(); id && !shutdown.signal.aborted; id = queue.shift()) {
        await importFeed(db, id, settings, { signal: shutdown.signal, log });
        if (!shutdown.signal.aborted) unfinished.delete(id);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, ids.length) }, worker));
    // Stopping: what this process claimed and did not import is free for another process at once.
    if (unfinished.size > 0) await releaseFeeds(db, [...unfinished]);
    return ids.length;
  }

  function run() {
    if (shutdown.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = tick()
      .then(
        (claimed) => {
          if (claimed === BATCH) again = true;
        },
        (error) => log?.error({ err: error }, 'calendar feed polling failed'),
      )
      .finally(() => {
        running = undefined;
        const soon = again;
        again = false;
        schedule(soon ? 0 : settings.tickSeconds * 1000);
      });
  }

  return {
    start() {
      started = true;
      schedule(settings.tickSeconds * 1000);
    },
    wake() {
      if (!shutdown.signal.aborted) run();
    },
    tick,
    async stop() {
      shutdown.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
