import { randomUUID } from 'node:crypto';
import { requireCaptcha } from '../../auth/captcha.ts';
import type { Deps } from '../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { today as utcDay } from '../calendar/calendarDays.ts';
import { assignProducts, hubProducts } from './hubProducts.ts';
import { requireChosenSegment, saveLocations } from './landingLocations.ts';
import {
  checkedLanding,
  deleteLanding,
  insertLanding,
  landingSummaries,
  landingView,
  reachableLanding,
  updateLanding,
} from './landings.ts';
import { publicLanding } from './publicLanding.ts';
import { requireHub, touristHubs } from './touristHubs.ts';

/**
 * White landings (SPEC §2 "White landing pages", "admin landings list"; §3, §5, §7 Landings): partners and travelers,
 * influencers and agents build their own pages of providers' published products in the tourist hubs they choose; the
 * operator manages every one (server/http/operationRoles.ts). Another person's landing answers 404. The tourist hubs
 * and a published landing are public. `today` (UTC) prices the products, as the promotion preview does.
 */
export function whiteLandingHandlers({ db, captcha, config }: Deps, today: () => string = utcDay) {
  return {
    async listTouristHubs(request) {
      return touristHubs(db, request.query?.language ?? 'es', request.query?.country);
    },

    async listLandings(request) {
      return landingSummaries(db, callerOf(request), request.query?.language);
    },

    /** The captcha first (SPEC §5 Landing form), then the fields; the landing is the caller's. */
    async createLanding(request, reply) {
      const { sub } = callerOf(request);
      await requireCaptcha(captcha, request.body.captcha, request.ip);
      const { captcha: _solved, ...input } = request.body;
      const row = await insertLanding(db, sub, randomUUID(), checkedLanding(input));
      reply.code(201);
      return landingView(db, row);
    },

    async getLanding(request) {
      return landingView(db, await reachableLanding(db, callerOf(request), request.params.id));
    },

    async updateLanding(request) {
      const values = checkedLanding(request.body);
      const landing = await reachableLanding(db, callerOf(request), request.params.id);
      return landingView(db, await updateLanding(db, landing.id, values));
    },

    async deleteLanding(request, reply) {
      const landing = await reachableLanding(db, callerOf(request), request.params.id);
      await deleteLanding(db, landing.id);
      return reply.code(204).send() as never;
    },

    async saveLandingLocations(request) {
      const landing = await reachableLanding(db, callerOf(request), request.params.id);
      await saveLocations(db, landing.id, request.body);
      return landingView(db, await reachableLanding(db, callerOf(request), landing.id));
    },

    async listLandingHubProducts(request) {
      const landing = await reachableLanding(db, callerOf(request), request.params.id);
      await requireHub(db, request.params.hubId);
      return hubProducts(db, landing.id, request.params.hubId, request.query.segment, today());
    },

    async assignLandingHubProducts(request) {
      const landing = await reachableLanding(db, callerOf(request), request.params.id);
      const { hubId } = request.params;
      const { segment, productIds } = request.body;
      await requireHub(db, hubId);
      await requireChosenSegment(db, landing.id, hubId, segment);
      await assignProducts(db, landing.id, hubId, segment, productIds);
      return hubProducts(db, landing.id, hubId, segment, today());
    },

    async getPublicLanding(request) {
      return publicLanding(db, request.params.id, {
        language: request.query?.language,
        marketplaceUrl: config.marketplaceUrl,
        today: today(),
      });
    },
  } satisfies PartialHandlerTable;
}
