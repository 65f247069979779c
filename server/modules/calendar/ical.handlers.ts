import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../errors.ts';
import { linkOrigin } from '../../http/linkOrigin.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { checkFeedTarget, FeedAddressError, parseFeedUrl } from './feedAddress.ts';
import { addFeed, feedsOf, findFeed, removeFeed } from './feedQueries.ts';
import { syncFeedNow } from './feedSyncNow.ts';
import { exportCalendar, exportTokenOf, exportUrl, productOfToken, renewExportToken } from './icalExport.ts';
import { findSyncedProduct } from './icalProduct.ts';

/** iCal sync both ways (issue 13): the product's export link, and the feeds it imports with their health. */
export function icalHandlers(deps: Deps) {
  const { db, config, limits } = deps;
  const settings = config.calendarFeeds;
  // The domain of the exported events' UIDs: one per portal, whatever address a calendar fetches it at.
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost';

  const syncOf = async (request: FastifyRequest, productId: string, token?: string) => ({
    export_url: exportUrl(linkOrigin(config, request), token ?? (await exportTokenOf(db, productId))),
    feeds: await feedsOf(db, productId, settings.intervalSeconds),
  });

  /** The feed's address as stored, or 400 `invalid_feed_url` naming why. */
  const checkedUrl = async (text: string) => {
    try {
      const url = parseFeedUrl(text);
      await checkFeedTarget(url, settings.allowLoopback);
      return url.toString();
    } catch (error) {
      if (error instanceof FeedAddressError)
        throw new ApiError(400, 'invalid_feed_url', error.message, 'url');
      throw error;
    }
  };

  return {
    async getCalendarSync(request) {
      const product = await findSyncedProduct(db, callerOf(request), request.params.id);
      return syncOf(request, product.id);
    },

    async renewCalendarExport(request) {
      const product = await findSyncedProduct(db, callerOf(request), request.params.id);
      return syncOf(request, product.id, await renewExportToken(db, product.id));
    },

    async addCalendarFeed(request, reply) {
      const caller = callerOf(request);
      const product = await findSyncedProduct(db, caller, request.params.id);
      // Its first import starts at once: adding counts as a fetch asked for, like "sync now".
      await limits.take('feedFetchesPerProvider', caller.sub);
      const name = request.body.name.trim();
      if (!name) throw new ApiError(400, 'invalid_request', 'name is required', 'name');
      const url = await checkedUrl(request.body.url);
      const feed = await addFeed(db, product.id, { name, url }, settings.intervalSeconds);
      // The first import starts now, through the poller's lease like every later one; the answer does not wait.
      request.server.feedPoller.wake();
      reply.code(201);
      return feed;
    },

    async removeCalendarFeed(request) {
      const product = await findSyncedProduct(db, callerOf(request), request.params.id);
      await removeFeed(db, product.id, request.params.feedId);
      return syncOf(request, product.id);
    },

    /** Limited per feed and per provider (server/auth/limits.ts); one fetch of a feed in flight at a time. */
    async syncCalendarFeed(request) {
      const caller = callerOf(request);
      const { feedId } = request.params;
      const product = await findSyncedProduct(db, caller, request.params.id);
      await findFeed(db, product.id, feedId, settings.intervalSeconds);
      await limits.take('feedSyncsPerFeed', feedId);
      await limits.take('feedFetchesPerProvider', caller.sub);
      await syncFeedNow(db, feedId, settings, { log: request.log });
      return findFeed(db, product.id, feedId, settings.intervalSeconds);
    },

    async getCalendarExport(request, reply) {
      const productId = await productOfToken(db, request.params.file.replace(/\.ics$/, ''));
      if (!productId) throw notFound();
      const text = await exportCalendar(db, productId, host);
      // The body is text/calendar, not the JSON the operation types describe: sent as is.
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=60')
        .send(text) as never;
    },
  } satisfies PartialHandlerTable;
}
