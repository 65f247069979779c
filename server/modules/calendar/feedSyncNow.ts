import { setTimeout as sleep } from 'node:timers/promises';
import type { CalendarFeedSettings } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { type ImportOptions, importFeed } from './feedImport.ts';
import { claimFeed, isFeedLeased, leaseSeconds } from './feedPolling.ts';

/**
 * "Sync now": at most one fetch of a feed in flight, whoever asks. The press claims the feed through the same
 * lease the pollers take (a column of the feed's row, so it holds across server processes); when an import of
 * it already runs — a poller's, or another press's, in this process or another — no second fetch starts: the
 * press waits for that import to write its outcome, and the caller answers the feed as it then stands.
 */

/** How often a waiting press looks whether the running import has finished. */
const LOOK_EVERY_MS = 100;
/** Past the fetch's own time limit, what the import's write may take before a press stops waiting. */
const WRITE_MARGIN_MS = 5_000;

/** One import of the feed now, or the end of the one already running. */
export async function syncFeedNow(
  db: Db,
  feedId: string,
  settings: CalendarFeedSettings,
  options: ImportOptions = {},
): Promise<void> {
  if (await claimFeed(db, feedId, leaseSeconds(settings))) {
    await importFeed(db, feedId, settings, options);
    return;
  }
  // The running import ends within its fetch's time limit and a write; a holder that died leaves a lease that
  // runs out later, and then the press answers what the last import left.
  const giveUpAt = Date.now() + settings.timeoutMs + WRITE_MARGIN_MS;
  while (Date.now() < giveUpAt && (await isFeedLeased(db, feedId))) await sleep(LOOK_EVERY_MS);
}
